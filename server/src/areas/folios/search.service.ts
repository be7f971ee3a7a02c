import { z } from 'zod';
import {
  MAX_FOLIO_PAGE_SIZE,
  MAX_RANGE_DAYS,
  type Folio,
  type FolioSummary,
  type ZFolioByUserQr,
  type ZFolioByDate,
  type ZFolioPage,
  type ZFolioReport,
  type ZFolioReportQuery,
  type ZFolioSearch,
  type ZFolioSearchTotals,
  type ZFolioUserFolios,
} from '@sofra/contracts/folios/folios.schemas';
import { AppError } from '../../lib/app-error.ts';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { boundedReadCacheOf } from '../../lib/read-cache.ts';
import { downloadHeaders, fileSlug, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { cachedAnswer, RawAnswer, type Versioned } from '../../lib/answers.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { userIdByQr } from '../auth/users.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { folioSheet } from './folio-sheet.ts';
import * as repo from './search.repo.ts';
import type { GuestKey, ListedRow, SearchFilter, SearchKey } from './search.repo.ts';
import { folioFields, withParts } from './folio-reads.service.ts';
import { BUSINESS_TIME_ZONE } from './business-day.ts';

/**
 * Folio reads over many folios (docs/folios.md, Searches and the export): keyset pages, the totals row, a business
 * day, a guest's folios, the `.xlsx` export and the master users' report. They read the `folios` rows alone: each
 * keeps its totals, line count and payment names, written with every change of the folio.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** The statuses a search shows when it names none: the finished folios. */
const FINISHED = ['closed', 'cancelled'] as const;
/** The most folios one export holds; a search with more is refused (choose fewer days). */
export const MAX_EXPORT_ROWS = 50_000;
/** Rows read per query while an export is written. */
const EXPORT_BATCH = 2_000;
/** The most folios `folio/getByDate` answers for one business day (far above any store's day). */
export const MAX_DAY_FOLIOS = 5_000;

// ---- a folio row as a list shows it

/**
 * A folio as a list shows it: the folio's fields as `folio/getById` answers them, with its line count and payment
 * names instead of its lines and payments — built in exactly the contract's shape, so the list calls are `trusted` and
 * skip the output parse (docs/performance.md, Folios). The fields are added to the object built, not copied.
 */
export const toSummary = (row: ListedRow): FolioSummary =>
  Object.assign(folioFields(row, row.folioDiscount ?? 0), {
    lineCount: row.lineCount,
    paymentNames: row.paymentNames,
  });

// ---- cursors

/** A page's end as the client holds it: opaque, base64url of JSON. */
const encodeCursor = (key: object): string => Buffer.from(JSON.stringify(key)).toString('base64url');

const ZAt = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
const ZCursorId = z.string().min(1).max(64);
const ZSearchCursor = z.object({ d: z.iso.date(), o: ZAt, i: ZCursorId }).strict();
const ZGuestCursor = z.object({ o: ZAt, i: ZCursorId }).strict();

/** No folio is older (PostgreSQL reads no year 0; the regex above keeps years to four digits). */
const EARLIEST_CURSOR = Date.parse('1970-01-01T00:00:00Z');

/** A cursor this server did not make (or made for another list) is the client's mistake: 400, never a 500. */
const decodeCursor = <S extends z.ZodType>(schema: S, cursor: string): z.output<S> => {
  let json: unknown;
  try {
    json = /^[\w-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  // The time must also be one PostgreSQL reads (no 25:61, no year 0), so the query cannot fail on it.
  const at = parsed.success ? Date.parse((parsed.data as { o: string }).o) : NaN;
  if (!parsed.success || !(at >= EARLIEST_CURSOR))
    throw AppError.invalid([{ path: 'cursor', code: 'invalid_format' }], 'cursor: not a cursor of this list');
  return parsed.data;
};

const searchKeyOf = (cursor: string | undefined): SearchKey | undefined => {
  if (cursor === undefined) return undefined;
  const { d, o, i } = decodeCursor(ZSearchCursor, cursor);
  return { day: d, at: o, id: i };
};

const guestKeyOf = (cursor: string | undefined): GuestKey | undefined => {
  if (cursor === undefined) return undefined;
  const { o, i } = decodeCursor(ZGuestCursor, cursor);
  return { at: o, id: i };
};

/** `limit` rows of `limit + 1` read: the page, and the cursor of its last row when more follow. */
const pageOf = <R extends repo.FolioRowAt>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => object,
): Out<typeof ZFolioPage> => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
};

// ---- the filter

const DAY_MS = 86_400_000;

/** A range of business days from..to (both included) spans at most MAX_RANGE_DAYS days. */
const requireRange = (from: string, to: string) => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS)
    throw AppError.invalid([{ path: 'to', code: 'too_big' }], `the dates span ${days} days; at most ${MAX_RANGE_DAYS}`);
};

const filterOf = (input: Out<typeof ZFolioSearch>): SearchFilter => {
  requireRange(input.from, input.to);
  return {
    storeId: input.storeId,
    from: input.from,
    to: input.to,
    statuses: input.status?.length ? [...new Set(input.status)] : [...FINISHED],
    tableId: input.tableId,
    paymentTypeId: input.paymentTypeId,
    staffId: input.staffId,
    includeHidden: input.includeHidden,
  };
};

// ---- the calls

/** Pages of `folio/getByStore` kept per tenant database and process (a page of 50 is about 40 KB of JSON). */
export const PAGE_CACHE_ENTRIES = 500;

/**
 * `folio/getByStore`: a page, as JSON kept in memory per (store, filter, cursor, limit) until the database announces
 * a change to the store's folios, lines or payments (`folios:<store id>`, migration 0026; docs/adr/0007): the folio
 * list's pages are read again and again (each user, each return to the screen, the export's first look) and the same
 * page then costs no query. With the ETag, the portal's revalidation is a 304.
 */
export const search = async (ctx: Ctx, input: Out<typeof ZFolioSearch>): Promise<Versioned> => {
  const filter = filterOf(input);
  const after = searchKeyOf(input.cursor);
  const key = `folio-page:${JSON.stringify([filter, input.cursor ?? null, input.limit])}`;
  return cachedAnswer(
    ctx.db,
    key,
    folioCalls.getByStore,
    'folio-page',
    async () => {
      const rows = await repo.searchPage(ctx.db, filter, after, input.limit + 1);
      return {
        value: pageOf(rows, input.limit, (r) => ({ d: r.businessDay, o: r.at, i: r.id })),
        tags: [`folios:${input.storeId}`],
      };
    },
    boundedReadCacheOf(ctx.db, 'folio-pages', PAGE_CACHE_ENTRIES),
  );
};

export const totals = (ctx: Ctx, input: Out<typeof ZFolioSearch>): Promise<Out<typeof ZFolioSearchTotals>> =>
  repo.searchTotals(ctx.db, filterOf(input));

export const byDate = async (ctx: Ctx, { storeId, date }: Out<typeof ZFolioByDate>): Promise<FolioSummary[]> =>
  (await repo.byDay(ctx.db, storeId, date, MAX_DAY_FOLIOS)).map(toSummary);

export const userFolios = async (
  ctx: Ctx,
  { storeId, userId, cursor, limit }: Out<typeof ZFolioUserFolios>,
): Promise<Out<typeof ZFolioPage>> => {
  const rows = await repo.ofGuest(ctx.db, storeId, userId, guestKeyOf(cursor), limit + 1);
  return pageOf(rows, limit, (r) => ({ o: r.at, i: r.id }));
};

/**
 * `folio/getByUserQr`: the open folios at the store of the guest whose QR code a waiter scanned, oldest first (100 at
 * most); a code no user has is user_not_found.
 */
export const byUserQr = async (ctx: Ctx, { storeId, userQr }: Out<typeof ZFolioByUserQr>): Promise<Folio[]> => {
  const userId = await userIdByQr(ctx.db, userQr);
  if (!userId)
    throw new AppError('user_not_found', 'no user has this QR code', {}, [{ path: 'userQr', code: 'user_not_found' }]);
  return withParts(ctx.db, await repo.liveOfGuest(ctx.db, storeId, userId, MAX_FOLIO_PAGE_SIZE));
};

export const report = async (
  ctx: Ctx,
  { from, to }: Out<typeof ZFolioReportQuery>,
): Promise<Out<typeof ZFolioReport>> => {
  requireRange(from, to);
  return { rows: await repo.report(ctx.db, from, to) };
};

/** Every folio of the search, newest first, read a batch at a time. */
async function* allOf(ctx: Ctx, filter: SearchFilter): AsyncGenerator<FolioSummary> {
  let after: SearchKey | undefined;
  for (;;) {
    const rows = await repo.searchPage(ctx.db, filter, after, EXPORT_BATCH);
    for (const row of rows) yield toSummary(row);
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    after = { day: last.businessDay, at: last.at, id: last.id };
  }
}

/**
 * The search as an `.xlsx` (sheet 'Folio List'), every page; more than MAX_EXPORT_ROWS folios is refused. Hidden
 * folios are always in it, marked in their own column: the file's sums are the totals row's (a paid bill is a fiscal
 * record; hiding is for the list only).
 */
export const exportList = async (ctx: UserCtx, input: Out<typeof ZFolioSearch>): Promise<RawAnswer> => {
  const filter = { ...filterOf(input), includeHidden: true };
  const count = await repo.searchCount(ctx.db, filter);
  if (count > MAX_EXPORT_ROWS)
    throw AppError.invalid(
      [{ path: 'to', code: 'too_big' }],
      `${count} folios match; an export holds at most ${MAX_EXPORT_ROWS}: choose fewer days`,
    );
  const store = await storeRowById(ctx.db, input.storeId);
  const bytes = await folioSheet(allOf(ctx, filter), input.language ?? 'en', store?.timeZone ?? BUSINESS_TIME_ZONE);
  const name = `folios-${fileSlug(store?.name ?? '', input.storeId)}-${input.from}-${input.to}.xlsx`;
  return new RawAnswer(XLSX_TYPE, bytes, downloadHeaders(name));
};
