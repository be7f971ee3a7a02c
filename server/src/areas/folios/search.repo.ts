import { and, asc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import type { Tx } from '../../db/client.ts';
import { folioLines, folioPayments, folios, stores } from '../../db/schema/index.ts';

/** Folio reads over many folios: searches, their totals, a day, a guest's, the master report. Queries only. */

export type FolioRow = typeof folios.$inferSelect;
/**
 * A folio's row as a list reads it: with what its own discount took off (the lines' shares of it; null without one)
 * and its place in the keyset order, exact to the microsecond (a JS Date keeps milliseconds only).
 */
export type ListedRow = FolioRow & { folioDiscount: number | null };
export type FolioRowAt = ListedRow & { at: string };

export interface SearchFilter {
  storeId: string;
  from: string;
  to: string;
  statuses: FolioStatus[];
  tableId?: string;
  paymentTypeId?: string;
  staffId?: string;
  includeHidden: boolean;
}

/** Where a page ends: the last row's business day, opening time (ISO, microseconds, UTC) and id. */
export interface SearchKey {
  day: string;
  at: string;
  id: string;
}

const openedAtText = sql<string>`to_char(${folios.openedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The folio's own column, qualified: drizzle names a single table's columns bare in a select list, where inside a
 * subquery a bare "id" would be the subquery's own.
 */
const outerId = sql`${sql.identifier('folios')}.${sql.identifier('id')}`;
const folioDiscount = sql<number | null>`CASE WHEN ${folios.discount} IS NOT NULL THEN (SELECT
  coalesce(sum(fl.folio_discount_share), 0) FROM ${folioLines} fl WHERE fl.folio_id = ${outerId}) END`.mapWith(Number);
export const listed = { ...getTableColumns(folios), folioDiscount };
const withAt = { ...listed, at: openedAtText };

/*
 * The orders spell out NULLS LAST (FIRST when ascending) as the indexes have them: the columns are never null, but
 * PostgreSQL matches an ORDER BY to an index by its null order too. `ORDER BY business_day DESC` alone (NULLS FIRST)
 * reads the day-and-number index backwards and sorts each business day's rows before answering 50 of them.
 */
const newest = (column: typeof folios.id | typeof folios.openedAt | typeof folios.businessDay) =>
  sql`${column} DESC NULLS LAST`;
const oldest = (column: typeof folios.id | typeof folios.openedAt) => sql`${column} ASC NULLS FIRST`;

/** Paid (in part) by the payment type: a payment taken back no longer counts, so it does not make the folio one. */
const paidBy = (paymentTypeId: unknown, storeId: unknown) =>
  sql`EXISTS (SELECT 1 FROM ${folioPayments} fp WHERE fp.folio_id = ${outerId} AND fp.store_id = ${storeId}
    AND fp.payment_type_id = ${paymentTypeId} AND fp.removed_at IS NULL)`;

const filterOf = (f: SearchFilter): SQL | undefined =>
  and(
    eq(folios.storeId, f.storeId),
    gte(folios.businessDay, f.from),
    lte(folios.businessDay, f.to),
    inArray(folios.status, f.statuses),
    f.includeHidden ? undefined : eq(folios.hidden, false),
    f.tableId ? eq(folios.tableId, f.tableId) : undefined,
    f.staffId ? or(eq(folios.openedById, f.staffId), eq(folios.closedById, f.staffId)) : undefined,
    f.paymentTypeId ? paidBy(f.paymentTypeId, f.storeId) : undefined,
  );

const $ = (name: keyof PageParams) => sql.placeholder(name);

/**
 * The page query's parameters: every filter always present (the payment type is read by the paid-by shape only), and
 * the first page's key one past every row. A table or a waiter is searched by `filteredPage`.
 */
type PageParams = {
  storeId: string;
  from: string;
  to: string;
  statuses: string[];
  includeHidden: boolean;
  paymentTypeId: string;
  afterDay: string;
  afterAt: string;
  afterId: string;
  limit: number;
};

/**
 * The search page as a statement prepared once per database: a page is the folio list's every screen
 * and the export's every batch, and building the query (drizzle) and planning it (PostgreSQL) cost more than running
 * it (docs/performance.md, Folios). The first page starts after a key past every row.
 * Two shapes, with and without the payment type filter: behind an `OR`, PostgreSQL 17 (PGlite) answers the EXISTS
 * with a hash of every payment of the store instead of a look-up per folio.
 */
const pageQuery = (db: Tx, byPaymentType: boolean) =>
  db
    .select(withAt)
    .from(folios)
    .where(
      and(
        eq(folios.storeId, $('storeId')),
        gte(folios.businessDay, $('from')),
        lte(folios.businessDay, $('to')),
        sql`${folios.status} = ANY(${$('statuses')}::text[])`,
        sql`(${$('includeHidden')}::boolean OR NOT ${folios.hidden})`,
        byPaymentType ? paidBy($('paymentTypeId'), $('storeId')) : undefined,
        // Redundant with the row comparison, but it bounds the index range on its own.
        lte(folios.businessDay, $('afterDay')),
        sql`(${folios.businessDay}, ${folios.openedAt}, ${folios.id}) < (${$('afterDay')}, ${$('afterAt')}::timestamptz, ${$('afterId')})`,
      ),
    )
    .orderBy(newest(folios.businessDay), newest(folios.openedAt), newest(folios.id))
    .limit($('limit'))
    .prepare(byPaymentType ? 'folio_search_page_paid_by' : 'folio_search_page');

type PageQuery = ReturnType<typeof pageQuery>;
const prepared = new WeakMap<Tx, { plain?: PageQuery; paidBy?: PageQuery }>();

/**
 * One page of a search, newest first on (business day, opened at, id) — the order of `folios_store_day_idx` — after
 * `after` when given; `limit` rows at most.
 */
export const searchPage = async (
  db: Tx,
  f: SearchFilter,
  after: SearchKey | undefined,
  limit: number,
): Promise<FolioRowAt[]> => {
  // A table or a waiter: planned for the value asked, so that PostgreSQL reads that table's or waiter's own index
  // (folios_store_table_day_idx, folios_store_opener_day_idx and folios_store_closer_day_idx) rather than every
  // folio of the days asked; a prepared statement's generic plan cannot choose an index by a value that may be null.
  if (f.tableId || f.staffId) return filteredPage(db, f, after, limit);
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = {}));
  const shape = f.paymentTypeId ? 'paidBy' : 'plain';
  const query = (queries[shape] ??= pageQuery(db, shape === 'paidBy'));
  const params: PageParams = {
    storeId: f.storeId,
    from: f.from,
    to: f.to,
    statuses: f.statuses,
    includeHidden: f.includeHidden,
    paymentTypeId: f.paymentTypeId ?? '',
    // The first page: after the last moment of the last day, i.e. from the newest row on.
    afterDay: after?.day ?? f.to,
    afterAt: after?.at ?? 'infinity',
    afterId: after?.id ?? '',
    limit,
  };
  return query.execute(params);
};

/** A page of a search by table or waiter, planned for its values (the indexes of migration 0020). */
const filteredPage = (db: Tx, f: SearchFilter, after: SearchKey | undefined, limit: number): Promise<FolioRowAt[]> =>
  db
    .select(withAt)
    .from(folios)
    .where(
      and(
        filterOf(f),
        after
          ? sql`(${folios.businessDay}, ${folios.openedAt}, ${folios.id}) < (${after.day}, ${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(newest(folios.businessDay), newest(folios.openedAt), newest(folios.id))
    .limit(limit);

/** How many folios match. */
export const searchCount = async (db: Tx, f: SearchFilter): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(folios)
    .where(filterOf(f));
  return row?.n ?? 0;
};

const money = (column: SQL.Aliased | SQL | typeof folios.gross) =>
  sql<number>`coalesce(sum(${column}) FILTER (WHERE ${folios.status} <> 'cancelled'), 0)`.mapWith(Number);

/**
 * The totals row of a search over every page: every matching folio is counted; the amounts leave cancelled folios out
 * (a cancelled folio owes nothing, docs/folios.md). Hidden folios are always in it, whatever `includeHidden` says (a
 * paid bill is a fiscal record: hiding is for the list, not for the books), and `hidden` counts them.
 */
export const searchTotals = async (db: Tx, f: SearchFilter) => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      hidden: sql<number>`count(*) FILTER (WHERE ${folios.hidden})`.mapWith(Number),
      gross: money(folios.gross),
      discounts: money(folios.discounts),
      gifts: money(folios.gifts),
      voids: money(folios.voids),
      serviceFee: money(folios.serviceFee),
      total: money(folios.total),
      paid: money(folios.paid),
      tip: money(folios.tip),
    })
    .from(folios)
    .where(filterOf({ ...f, includeHidden: true }));
  return row!;
};

/** The folios of one business day (hidden ones apart), oldest first; `limit` at most. */
export const byDay = async (db: Tx, storeId: string, day: string, limit: number): Promise<ListedRow[]> =>
  db
    .select(listed)
    .from(folios)
    .where(and(eq(folios.storeId, storeId), eq(folios.businessDay, day), eq(folios.hidden, false)))
    .orderBy(oldest(folios.openedAt), oldest(folios.id))
    .limit(limit);

/** Where a page of a guest's folios ends: the last row's opening time (as in SearchKey) and id. */
export interface GuestKey {
  at: string;
  id: string;
}

/** A guest's folios at a store (hidden ones apart), newest first, after `after`; `limit` at most. */
export const ofGuest = async (
  db: Tx,
  storeId: string,
  userId: string,
  after: GuestKey | undefined,
  limit: number,
): Promise<FolioRowAt[]> =>
  db
    .select(withAt)
    .from(folios)
    .where(
      and(
        eq(folios.guestUserId, userId),
        eq(folios.storeId, storeId),
        eq(folios.hidden, false),
        after ? sql`(${folios.openedAt}, ${folios.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(newest(folios.openedAt), newest(folios.id))
    .limit(limit);

/** A guest's open and locked folios at a store, oldest first; `limit` at most. */
export const liveOfGuest = (db: Tx, storeId: string, userId: string, limit: number): Promise<FolioRow[]> =>
  db
    .select()
    .from(folios)
    .where(
      and(eq(folios.guestUserId, userId), eq(folios.storeId, storeId), sql`${folios.status} IN ('open', 'locked')`),
    )
    .orderBy(asc(folios.openedAt), asc(folios.id))
    .limit(limit);

const closedSum = (column: typeof folios.gross) =>
  sql<number>`coalesce(sum(${column}) FILTER (WHERE ${folios.status} = 'closed'), 0)`.mapWith(Number);
const countOf = (condition: SQL) => sql<number>`count(${folios.id}) FILTER (WHERE ${condition})`.mapWith(Number);

/**
 * Every store of the tenant with its folios of business days from..to: counts by status and the sums of the closed
 * ones (hidden ones included: hiding is for the screen, not for the books). Stores without folios answer zeros.
 */
export const report = async (db: Tx, from: string, to: string) =>
  db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      currency: stores.storeCurrency,
      closed: countOf(sql`${folios.status} = 'closed'`),
      cancelled: countOf(sql`${folios.status} = 'cancelled'`),
      open: countOf(sql`${folios.status} IN ('open', 'locked')`),
      gross: closedSum(folios.gross),
      discounts: closedSum(folios.discounts),
      total: closedSum(folios.total),
      paid: closedSum(folios.paid),
      tip: closedSum(folios.tip),
    })
    .from(stores)
    .leftJoin(folios, and(eq(folios.storeId, stores.id), gte(folios.businessDay, from), lte(folios.businessDay, to)))
    .groupBy(stores.id, stores.name, stores.storeCurrency)
    .orderBy(asc(stores.name), asc(stores.id));
