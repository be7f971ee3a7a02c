import { newId } from '@sofra/contracts/core/ids';
import type { z } from 'zod';
import type {
  ZCreateVirtualUser,
  ZRecordConsent,
  ZSetMyConsent,
  ZUserReportExportQuery,
  ZUserReportQuery,
  consentChannels,
} from '@sofra/contracts/customers/customers.schemas';
import type { MyPlace, UserReport, UserReportRow } from '@sofra/contracts/customers/customers.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { addRow, addSheet, bookBytes, downloadHeaders, newBook, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { RawAnswer } from '../../lib/answers.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import {
  insertUserIfNew,
  latestPermissionLogs,
  lockUser,
  logPermissions,
  setUserPermissions,
  userByGsm,
  userIdsMatching,
  usersByIds,
} from '../auth/users.service.ts';
import { BUSINESS_TIME_ZONE } from '../folios/business-day.ts';
import { wallClock } from '../folios/folio-sheet.ts';
import { balancesAtStore, pointHolders } from '../points/points.service.ts';
import { storeRowById, storeRowsByIds } from '../stores/stores.service.ts';
import * as repo from './customers.repo.ts';
import { hashToken } from './messages.service.ts';
import { recordVisit, segmentCutoffs, segmentFlagsOf } from './segments.ts';
import { localToUtc } from './store-time.ts';

type Out<T extends z.ZodType> = z.output<T>;
type Channel = (typeof consentChannels)[number];
type Permissions = Record<Channel, boolean>;

export const MAX_EXPORT_ROWS = 10_000;
const TZ = BUSINESS_TIME_ZONE;

// ---- phone numbers

/**
 * +905551234512 → `+90 555 *** ** 12`: enough to tell guests apart, not to call one. The rule for a guest's row shown to
 * someone without customers.view; the customer list's calls all require it, so the list shows numbers in full.
 */
export const maskGsm = (gsm: string): string => {
  const m = /^\+90(\d{3})\d{5}(\d{2})$/.exec(gsm);
  if (m) return `+90 ${m[1]} *** ** ${m[2]}`;
  return gsm.length <= 6 ? '*'.repeat(gsm.length) : `${gsm.slice(0, 4)}${'*'.repeat(gsm.length - 6)}${gsm.slice(-2)}`;
};
/** +905551234512 → `+90 555 123 45 12`. */
const showGsm = (gsm: string): string => {
  const m = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(gsm);
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : gsm;
};

// ---- places and the customer list

export const myPlaces = async (ctx: UserCtx): Promise<MyPlace[]> => {
  const places = await repo.placesOf(ctx.db, ctx.user.id);
  const names = new Map(
    (await storeRowsByIds(ctx.db, [...new Set(places.map((p) => p.storeId))])).map((s) => [s.id, s.name]),
  );
  // A place names its store (a foreign key); one whose store is gone is left out, as the query joining them did.
  return places.flatMap((p) => {
    const storeName = names.get(p.storeId);
    if (storeName === undefined) return [];
    return [
      {
        storeId: p.storeId,
        storeName,
        firstVisit: p.firstVisitAt.toISOString(),
        lastVisit: p.lastVisitAt.toISOString(),
        visits: p.visits,
        spend: p.spend,
      },
    ];
  });
};

const filterOf = (db: Tx, input: Out<typeof ZUserReportExportQuery> | Out<typeof ZUserReportQuery>, now: Date) => {
  const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
  const dayStart = (iso: string) => {
    const [y, m, d] = parts(iso);
    return localToUtc(y, m - 1, d, 0);
  };
  const nextDayStart = (iso: string) => {
    const [y, m, d] = parts(iso);
    return localToUtc(y, m - 1, d + 1, 0);
  };
  if (input.lastVisitFrom && input.lastVisitTo && input.lastVisitFrom > input.lastVisitTo)
    throw AppError.invalid([{ path: 'lastVisitTo', code: 'invalid_value' }], 'lastVisitTo is before lastVisitFrom');
  const search = input.search?.trim();
  return {
    storeId: input.storeId,
    segment: input.segment,
    cutoffs: segmentCutoffs(now),
    searched: search ? userIdsMatching(db, search) : undefined,
    lastVisitFrom: input.lastVisitFrom ? dayStart(input.lastVisitFrom) : undefined,
    // The "to" day is included: before the next day's start.
    lastVisitBefore: input.lastVisitTo ? nextDayStart(input.lastVisitTo) : undefined,
  };
};

const toRows = async (
  db: Tx,
  storeId: string,
  places: Awaited<ReturnType<typeof repo.guestPage>>,
  now: Date,
): Promise<UserReportRow[]> => {
  const users = new Map(
    (
      await usersByIds(
        db,
        places.map((p) => p.userId),
      )
    ).map((u) => [u.id, u]),
  );
  // A place names its user (a foreign key); one whose user is gone is left out, as the query joining them did.
  const rows = places.flatMap((place) => {
    const user = users.get(place.userId);
    return user ? [{ place, user }] : [];
  });
  const flags = await segmentFlagsOf(
    db,
    storeId,
    rows.map((r) => r.user.id),
    now,
  );
  const points = await balancesAtStore(
    db,
    storeId,
    rows.map((r) => r.user.id),
  );
  return rows.map(({ place, user }) => ({
    userId: user.id,
    name: user.name,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender,
    createDate: user.createDate.toISOString(),
    // Every viewer holds customers.view (the calls' guard): numbers and e-mail in full (docs/customers.md).
    gsm: showGsm(user.gsm),
    gsmMasked: false,
    isVirtual: user.isVirtual,
    isBlocked: user.isBlocked,
    visits: place.visits,
    spend: place.spend,
    points: points.get(user.id) ?? 0,
    firstVisit: place.firstVisitAt.toISOString(),
    lastVisit: place.lastVisitAt.toISOString(),
    segments: flags.get(user.id) ?? [],
    consents: { ...user.permissions },
  }));
};

export const userReport = async (ctx: UserCtx, input: Out<typeof ZUserReportQuery>, now: Date): Promise<UserReport> => {
  const filter = filterOf(ctx.db, input, now);
  const total = await repo.countGuests(ctx.db, filter);
  const rows = await repo.guestPage(ctx.db, filter, input.pageSize, (input.page - 1) * input.pageSize);
  return {
    items: await toRows(ctx.db, input.storeId, rows, now),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

const SHEET_COLUMNS = [
  { key: 'name', en: 'Name', tr: 'Ad', width: 24 },
  { key: 'gsm', en: 'Phone', tr: 'Telefon', width: 20 },
  { key: 'visits', en: 'Visits', tr: 'Ziyaret', width: 10 },
  { key: 'spend', en: 'Spend', tr: 'Harcama', width: 14, numFmt: '#,##0.00' },
  { key: 'points', en: 'Points', tr: 'Puan', width: 10 },
  { key: 'firstVisit', en: 'First visit', tr: 'İlk ziyaret', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
  { key: 'lastVisit', en: 'Last visit', tr: 'Son ziyaret', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
  { key: 'segments', en: 'Segments', tr: 'Segmentler', width: 22 },
  { key: 'sms', en: 'SMS', tr: 'SMS', width: 8 },
  { key: 'push', en: 'Push', tr: 'Bildirim', width: 10 },
  { key: 'email', en: 'E-mail', tr: 'E-posta', width: 10 },
  { key: 'phone', en: 'Phone call', tr: 'Arama', width: 10 },
] as const;
const SEGMENT_NAMES = {
  en: { new: 'New', regular: 'Regular', lapsed: 'Lapsed', top: 'Top spender' },
  tr: { new: 'Yeni', regular: 'Müdavim', lapsed: 'Uzaklaşan', top: 'En çok harcayan' },
} as const;

/** The customer list as an `.xlsx` (sheet 'Customers'); at most 10,000 guests. */
export const exportUserReport = async (
  ctx: UserCtx,
  input: Out<typeof ZUserReportExportQuery>,
  now: Date,
): Promise<RawAnswer> => {
  const filter = filterOf(ctx.db, input, now);
  const total = await repo.countGuests(ctx.db, filter);
  if (total > MAX_EXPORT_ROWS)
    throw AppError.invalid(
      [{ path: 'segment', code: 'too_big' }],
      `${total} guests match; an export holds at most ${MAX_EXPORT_ROWS}: narrow the filter`,
    );
  const rows = await toRows(ctx.db, input.storeId, await repo.guestPage(ctx.db, filter, MAX_EXPORT_ROWS, 0), now);
  const lang = input.language;
  const book = newBook();
  const sheet = addSheet(
    book,
    'Customers',
    SHEET_COLUMNS.map((c) => ({
      header: c[lang],
      key: c.key,
      width: c.width,
      numFmt: 'numFmt' in c ? c.numFmt : undefined,
    })),
    { frozen: false },
  );
  const yes = lang === 'tr' ? 'Evet' : 'Yes';
  const no = lang === 'tr' ? 'Hayır' : 'No';
  for (const r of rows)
    addRow(sheet, {
      name: r.name,
      gsm: r.gsm,
      visits: r.visits,
      spend: r.spend / 100,
      points: r.points,
      firstVisit: wallClock(r.firstVisit, TZ),
      lastVisit: wallClock(r.lastVisit, TZ),
      segments: r.segments.map((s) => SEGMENT_NAMES[lang][s]).join(', '),
      sms: r.consents.sms ? yes : no,
      push: r.consents.push ? yes : no,
      email: r.consents.email ? yes : no,
      phone: r.consents.phone ? yes : no,
    });
  return new RawAnswer(XLSX_TYPE, await bookBytes(book), downloadHeaders(`customers-${input.storeId}.xlsx`));
};

// ---- consent

const changeConsent = async (
  db: Db,
  change: {
    userId: string;
    channel: Channel;
    value: boolean;
    by: string | null;
    storeId: string | null;
    source: string;
    appName: string;
  },
  now: Date,
): Promise<Permissions> =>
  db.transaction(async (tx) => {
    const user = await lockUser(tx, change.userId);
    if (!user) throw new AppError('user_not_found', `user ${change.userId} not found`);
    const permissions = { ...user.permissions, [change.channel]: change.value };
    if (user.permissions[change.channel] === change.value) return permissions;
    await setUserPermissions(tx, user.id, permissions);
    await logPermissions(tx, {
      id: newId(now.getTime()),
      userId: user.id,
      createDate: now,
      ...permissions,
      source: change.source,
      appName: change.appName,
      changedById: change.by,
      channel: change.channel,
      value: change.value,
      storeId: change.storeId,
    });
    return permissions;
  });

export const setMyConsent = async (ctx: UserCtx, input: Out<typeof ZSetMyConsent>, now: Date) => ({
  userId: ctx.user.id,
  consents: await changeConsent(
    ctx.db,
    { ...input, userId: ctx.user.id, by: ctx.user.id, storeId: null, source: 'app', appName: 'sofra' },
    now,
  ),
});

const requireGuest = async (db: Tx, storeId: string, userId: string) => {
  if (!(await repo.isGuestOf(db, storeId, userId)))
    throw new AppError('user_not_found', `user ${userId} is not a guest of this store`, {}, [
      { path: 'userId', code: 'user_not_found' },
    ]);
};

export const recordConsent = async (ctx: UserCtx, input: Out<typeof ZRecordConsent>, now: Date) => {
  await requireGuest(ctx.db, input.storeId, input.userId);
  return {
    userId: input.userId,
    consents: await changeConsent(
      ctx.db,
      { ...input, by: ctx.user.id, source: 'staff-spoken', appName: 'portal' },
      now,
    ),
  };
};

export const permissionLog = async (ctx: UserCtx, input: { storeId: string; userId: string }) => {
  await requireGuest(ctx.db, input.storeId, input.userId);
  return (await latestPermissionLogs(ctx.db, input.userId)).map((l) => ({
    at: l.createDate.toISOString(),
    source: l.source,
    channel: l.channel,
    value: l.value,
    byStaff: l.changedById !== null && l.changedById !== l.userId,
    consents: { push: l.push, sms: l.sms, email: l.email, phone: l.phone },
  }));
};

/** The opt-out link of an SMS: turns SMS consent off (again and again: a second visit changes nothing). */
export const optOut = async (ctx: Ctx, token: string, now: Date) => {
  const found = await repo.optOutByHash(ctx.db, hashToken(token));
  if (!found) throw new AppError('not_found', 'this opt-out link is not known');
  await changeConsent(
    ctx.db,
    {
      userId: found.userId,
      channel: 'sms',
      value: false,
      by: found.userId,
      storeId: found.storeId,
      source: 'sms-opt-out',
      appName: 'sms',
    },
    now,
  );
  await repo.markOptOutUsed(ctx.db, hashToken(token), now);
  const store = await storeRowById(ctx.db, found.storeId);
  return { storeName: store?.name ?? '', sms: false };
};

// ---- virtual users

/** A guest made by staff (`isVirtual`): every consent off until recorded; making them is their first visit here. */
export const createVirtualUser = async (ctx: UserCtx, input: Out<typeof ZCreateVirtualUser>, now: Date) => {
  const gsm = normalizeGsm(input.gsm);
  return ctx.db.transaction(async (tx) => {
    const user =
      (await insertUserIfNew(tx, {
        id: newId(now.getTime()),
        gsm,
        name: input.name,
        isVirtual: true,
        status: 'virtual',
        source: 'store',
        permissions: { push: false, sms: false, email: false, phone: false },
      })) ?? (await userByGsm(tx as Db, gsm))!;
    await recordVisit(tx, { storeId: input.storeId, userId: user.id, at: now, spend: 0 });
    return { id: user.id, name: user.name, gsm: showGsm(user.gsm), isVirtual: user.isVirtual };
  });
};

/** A store's members (guests with a visit or points in its chain) and their visits: the loyalty summary's figures. */
export const membersAndVisits = (db: Tx, storeId: string, chainKey: string) =>
  repo.membersAndVisits(db, storeId, pointHolders(db, chainKey));
