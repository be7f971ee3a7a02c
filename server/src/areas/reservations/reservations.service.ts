import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import {
  liveReservationStatuses,
  reservationChannels,
  reservationLimits,
  reservationPointKinds,
  reservationStatuses,
  reservationTags,
  type Reservation,
  type ReservationDetail,
  type ZReservationQuery,
  type ZReservationSave,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { ActorRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { userById } from '../auth/users.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { addDays, localDayTime, localInstant, parseDay, slotMinutes, startAllowed } from './booking-rules.ts';
import { reminderDueAt, sendConfirmation } from './messages.service.ts';
import * as repo from './reservations.repo.ts';
import type { PointRow, ReservationRow } from './reservations.repo.ts';
import { settingsOf } from './settings.service.ts';

/** Reservations: saving and reading (docs/reservations.md); the free times are availability.service.ts's. */

type Out<T extends z.ZodType> = z.output<T>;
const MINUTE = 60_000;
const DAY = 86_400_000;

export type StoreRow = NonNullable<Awaited<ReturnType<typeof storeRowById>>>;

export const requireStore = async (db: Db, storeId: string): Promise<StoreRow> => {
  const store = await storeRowById(db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId}`);
  return store;
};

export const actorOf = async (ctx: UserCtx): Promise<ActorRow> => ({
  id: ctx.user.id,
  name: (await userById(ctx.db, ctx.user.id))?.name ?? '',
});

export const toReservation = (row: ReservationRow, names: Map<string, string>, timeZone: string): Reservation => ({
  id: row.id,
  storeId: row.storeId,
  guestUserId: row.guestUserId,
  guestName: row.guestName,
  guestPhone: row.guestPhone,
  partySize: row.partySize,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  startTime: localDayTime(row.startsAt.getTime(), timeZone).time,
  endTime: localDayTime(row.endsAt.getTime(), timeZone).time,
  pointIds: row.pointIds,
  pointNames: row.pointIds.map((id) => names.get(id) ?? ''),
  channel: row.channel,
  notes: row.notes,
  tags: row.tags as Reservation['tags'],
  status: row.status,
  deposit: { amount: row.depositAmount, state: row.depositState },
  folioId: row.folioId,
  cancelReason: row.cancelReason,
  cancelledBy: row.cancelledBy,
  guestConfirmedAt: row.guestConfirmedAt?.toISOString() ?? null,
  createdBy: row.createdBy ?? null,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

export const pointNames = async (db: Tx, storeId: string) =>
  new Map((await repo.pointsOf(db, storeId)).map((p) => [p.id, p.name]));

/** The reservation as the calls answer it. */
export const answerOf = async (db: Db, row: ReservationRow): Promise<Reservation> => {
  const store = await requireStore(db, row.storeId);
  return toReservation(row, await pointNames(db, row.storeId), store.timeZone);
};

/**
 * Publishes a reservation's event once its transaction has committed. Reservation events travel on the store's stream
 * apart from ZLiveEvent until the host stand handles them (contracts/src/live/live.schemas.ts): the bus carries them as
 * it carries any event.
 */
export const announce = async (
  ctx: Pick<Ctx, 'services' | 'tenant' | 'log'>,
  type: Extract<LiveEvent['type'], `reservation.${string}`>,
  r: Reservation,
) => {
  const event: LiveEvent = {
    type,
    storeId: r.storeId,
    reservation: {
      id: r.id,
      status: r.status,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      partySize: r.partySize,
      pointIds: r.pointIds,
      guestName: r.guestName,
      version: r.version,
    },
  };
  await ctx.services.live
    .publish(ctx.tenant.slug, event)
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'live event not published'));
};

export const notFound = (id: string) =>
  new AppError('reservation_not_found', `reservation ${id} is not a reservation of this store`);

export const requireVersion = (row: ReservationRow, version: number | undefined) => {
  if (version !== undefined && version !== row.version)
    throw new AppError('conflict', `reservation ${row.id} changed since it was read (version ${row.version})`);
};

export const isLive = (status: ReservationRow['status']) => liveReservationStatuses.includes(status);

/** True when `error` (or what drizzle wraps) is the slot trigger's refusal of an overlap. */
const isOverlap = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};

/** Writes the slots of a live reservation (its points' buffers added), refusing an overlap as reservation_conflict. */
export const holdPoints = async (tx: Tx, row: ReservationRow, points: PointRow[]) => {
  await repo.clearSlots(tx, row.id);
  await repo.writeSlots(
    tx,
    [...points]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((p) => ({
        reservationId: row.id,
        pointId: p.id,
        storeId: row.storeId,
        startsAt: row.startsAt,
        endsAt: new Date(row.endsAt.getTime() + p.bufferMinutes * MINUTE),
      })),
  );
};

export const conflictOr = (error: unknown): never => {
  if (isOverlap(error))
    throw new AppError('reservation_conflict', 'another live reservation holds one of these points at that time');
  throw error;
};

const unavailable = (why: string) => new AppError('reservation_unavailable', why);

/** The points' rules for a party from `start`: capacity, combining, windows and hours. Answers the length in minutes. */
const checkBooking = (
  store: StoreRow,
  points: PointRow[],
  party: number,
  start: number,
  minutes: number | undefined,
  now: number,
): number => {
  if (start < now - reservationLimits.minutesBack * MINUTE)
    throw unavailable(`a reservation may start at most ${reservationLimits.minutesBack} minutes ago`);
  if (start > now + reservationLimits.daysAhead * DAY)
    throw unavailable(`a reservation may start at most ${reservationLimits.daysAhead} days ahead`);
  const off = points.find((p) => !p.active);
  if (off) throw unavailable(`point "${off.name}" is off`);
  if (points.length > 1) {
    const single = points.find((p) => !p.combinable);
    if (single) throw unavailable(`point "${single.name}" cannot be combined`);
    const most = points.reduce((n, p) => n + p.maxParty, 0);
    const least = Math.min(...points.map((p) => p.minParty));
    if (party > most || party < least) throw unavailable(`the points take parties of ${least}–${most}`);
  } else {
    const [p] = points as [PointRow];
    if (party < p.minParty || party > p.maxParty)
      throw unavailable(`point "${p.name}" takes parties of ${p.minParty}–${p.maxParty}`);
  }
  const length = minutes ?? Math.max(...points.map((p) => slotMinutes(p, party)));
  const refused = points.find((p) => !startAllowed(p, store.workingHours, store.timeZone, start, length));
  if (refused) throw unavailable(`point "${refused.name}" is not bookable at that time`);
  return length;
};

const depositOf = (store: StoreRow, party: number) => {
  const perPerson = Math.round((store.properties.reservationPrice ?? 0) * 100);
  return perPerson > 0 ? { depositAmount: perPerson * party, depositState: 'due' as const } : null;
};

/** What a caller of `save` adds to its transaction: checks before anything is written, writes after (the guest page's). */
export interface SaveHooks {
  before?: (tx: Tx) => Promise<void>;
  after?: (tx: Tx, row: ReservationRow) => Promise<void>;
}

/** `reservation/save`: a new reservation, or an edit (a move too) of a live one. */
export const save = async (
  ctx: UserCtx,
  input: Out<typeof ZReservationSave>,
  hooks: SaveHooks = {},
): Promise<Reservation> => {
  const { storeId } = input;
  const store = await requireStore(ctx.db, storeId);
  const { reminderMinutes } = await settingsOf(ctx.db, storeId);
  const actor = await actorOf(ctx);
  const now = ctx.services.now();
  const pointIds = [...new Set(input.pointIds)];
  const start = new Date(input.startsAt);
  let guest: { guestUserId: string | null; guestName: string; guestPhone: string | null } | undefined;
  if (input.guestUserId) {
    const user = await userById(ctx.db, input.guestUserId);
    if (!user) throw new AppError('user_not_found', `user ${input.guestUserId}`);
    guest = { guestUserId: user.id, guestName: input.guest?.name || user.name, guestPhone: user.gsm || null };
  } else if (input.guest) {
    const phone = input.guest.phone?.trim();
    guest = {
      guestUserId: null,
      guestName: input.guest.name,
      guestPhone: phone ? normalizeGsm(phone, 'guest.phone') : null,
    };
  }
  if (!input.id && !guest) throw AppError.invalid([{ path: 'guest', code: 'required' }]);

  const { row, created } = await ctx.db
    .transaction(async (tx) => {
      await hooks.before?.(tx);
      const before = input.id ? await repo.lockReservation(tx, storeId, input.id) : undefined;
      if (input.id && !before) throw notFound(input.id);
      if (before) {
        requireVersion(before, input.version);
        if (!isLive(before.status))
          throw new AppError('reservation_status_invalid', `a ${before.status} reservation cannot change`);
      }
      const points = await repo.lockPoints(tx, storeId, pointIds);
      if (points.length !== pointIds.length) {
        const missing = pointIds.find((id) => !points.some((p) => p.id === id));
        throw new AppError('reservation_point_not_found', `point ${missing} is not a reservation point of this store`);
      }
      const ordered = pointIds.map((id) => points.find((p) => p.id === id)!);
      const moved =
        !before ||
        before.startsAt.getTime() !== start.getTime() ||
        before.partySize !== input.partySize ||
        before.pointIds.join() !== pointIds.join() ||
        input.minutes !== undefined;
      const minutes = moved
        ? checkBooking(store, ordered, input.partySize, start.getTime(), input.minutes, now.getTime())
        : (before!.endsAt.getTime() - before!.startsAt.getTime()) / MINUTE;
      const endsAt = new Date(start.getTime() + minutes * MINUTE);
      if (!before) {
        const status = input.status ?? 'confirmed';
        const deposit = depositOf(store, input.partySize) ?? { depositAmount: 0, depositState: 'none' as const };
        const fresh = await repo.insertReservation(tx, {
          id: newId(now.getTime()),
          storeId,
          ...guest!,
          partySize: input.partySize,
          startsAt: start,
          endsAt,
          pointIds,
          channel: input.channel,
          notes: input.notes,
          tags: input.tags,
          status,
          ...deposit,
          createdBy: actor,
          confirmedAt: status === 'confirmed' ? now : null,
          reminderDueAt:
            status === 'confirmed'
              ? reminderDueAt(start, guest!.guestPhone, now, store.timeZone, reminderMinutes)
              : null,
          createdAt: now,
          updatedAt: now,
        });
        await holdPoints(tx, fresh, ordered);
        await repo.addEvent(tx, {
          id: newId(now.getTime()),
          reservationId: fresh.id,
          storeId,
          at: now,
          actor,
          action: 'created',
          detail: {
            status,
            startsAt: start.toISOString(),
            endsAt: endsAt.toISOString(),
            partySize: input.partySize,
            points: ordered.map((p) => p.name),
            channel: input.channel,
            ...(deposit.depositAmount ? { deposit: deposit.depositAmount } : {}),
          },
        });
        await hooks.after?.(tx, fresh);
        return { row: fresh, created: true };
      }
      const patch = {
        ...(guest ?? {}),
        partySize: input.partySize,
        startsAt: start,
        endsAt,
        pointIds,
        channel: input.channel,
        notes: input.notes,
        tags: input.tags,
      };
      if (before.depositState === 'due' && before.partySize !== input.partySize)
        Object.assign(patch, depositOf(store, input.partySize) ?? { depositAmount: 0, depositState: 'none' });
      const timeChanged = before.startsAt.getTime() !== start.getTime();
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        const old = (before as Record<string, unknown>)[key];
        const same =
          value instanceof Date && old instanceof Date
            ? value.getTime() === old.getTime()
            : JSON.stringify(value) === JSON.stringify(old);
        if (!same) changes[key] = { from: old, to: value };
      }
      const after = await repo.updateReservation(tx, before.id, {
        ...patch,
        ...(timeChanged && before.status === 'confirmed'
          ? {
              reminderSentAt: null,
              reminderDueAt: reminderDueAt(
                start,
                patch.guestPhone ?? before.guestPhone,
                now,
                store.timeZone,
                reminderMinutes,
              ),
            }
          : {}),
      });
      if (moved) await holdPoints(tx, after, ordered);
      await repo.addEvent(tx, {
        id: newId(now.getTime()),
        reservationId: after.id,
        storeId,
        at: now,
        actor,
        action: moved ? 'moved' : 'changed',
        detail: changes,
      });
      await hooks.after?.(tx, after);
      return { row: after, created: false };
    })
    .catch(conflictOr);
  const answer = toReservation(row, await pointNames(ctx.db, storeId), store.timeZone);
  await announce(ctx, created ? 'reservation.created' : 'reservation.changed', answer);
  if (created && row.status === 'confirmed') await sendConfirmation(ctx, store, row);
  return answer;
};

export const get = async (ctx: UserCtx, storeId: string, id: string): Promise<ReservationDetail> => {
  const row = await repo.reservationById(ctx.db, storeId, id);
  if (!row) throw notFound(id);
  const history = await repo.eventsOf(ctx.db, id);
  return {
    ...(await answerOf(ctx.db, row)),
    history: history.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor ?? null,
      action: e.action,
      detail: e.detail,
    })),
  };
};

export const byStore = async (ctx: UserCtx, input: Out<typeof ZReservationQuery>) => {
  const store = await requireStore(ctx.db, input.storeId);
  const first = parseDay(input.from);
  const last = parseDay(input.to ?? input.from);
  const from = localInstant(first, '00:00', store.timeZone);
  const to = localInstant(addDays(last, 1), '00:00', store.timeZone);
  if (to <= from || to - from > (reservationLimits.rangeDays + 1) * DAY)
    throw AppError.invalid([{ path: 'to', code: 'range' }], `a range of 1–${reservationLimits.rangeDays} days`);
  const { rows, total } = await repo.reservationsPage(
    ctx.db,
    {
      storeId: input.storeId,
      from: new Date(from),
      to: new Date(to),
      status: input.status,
      pointId: input.pointId,
      search: input.search,
    },
    (input.page - 1) * input.pageSize,
    input.pageSize,
  );
  const names = await pointNames(ctx.db, input.storeId);
  return {
    items: rows.map((r) => toReservation(r, names, store.timeZone)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

const named = <T extends string>(ids: readonly T[], names: Record<T, [string, string]>) =>
  ids.map((id) => ({ id, name: names[id][0], names: { tr: names[id][0], en: names[id][1] } }));

/** `reservation/types`: every list a screen offers, named in both languages of the portal. */
export const types = () => ({
  statuses: named(reservationStatuses, {
    requested: ['Talep', 'Requested'],
    confirmed: ['Onaylandı', 'Confirmed'],
    seated: ['Oturdu', 'Seated'],
    completed: ['Tamamlandı', 'Completed'],
    cancelled: ['İptal', 'Cancelled'],
    no_show: ['Gelmedi', 'No-show'],
  }),
  channels: named(reservationChannels, {
    phone: ['Telefon', 'Phone'],
    'walk-in': ['Kapıdan', 'Walk-in'],
    'guest-page': ['Misafir sayfası', 'Guest page'],
    app: ['Uygulama', 'App'],
  }),
  tags: named(reservationTags, {
    birthday: ['Doğum günü', 'Birthday'],
    allergy: ['Alerji', 'Allergy'],
    vip: ['VIP', 'VIP'],
  }),
  pointKinds: named(reservationPointKinds, {
    table: ['Masa', 'Table'],
    section: ['Bölüm', 'Section'],
    area: ['Alan', 'Area'],
  }),
});
