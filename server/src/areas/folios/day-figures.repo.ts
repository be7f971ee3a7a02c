import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * A store's business day as its bills make it (docs/end-of-day.md): read straight from the day's folios, lines and
 * payments — one store and one day is at most a few hundred bills, and the Z report must equal the bills themselves.
 * Sums come back as bigint or text; every value goes through Number.
 */

type Row = Record<string, unknown>;
const rowsOf = async (db: Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const n = (value: unknown) => Number(value ?? 0);

/** Which bills a report counts: a store's business day, or the bills one person closed (or cancelled) in a window. */
export type Scope = SQL;
export const dayScope = (storeId: string, day: string): Scope =>
  sql`f.store_id = ${storeId} AND f.business_day = ${day}`;
export const closerScope = (storeId: string, staffId: string, from: Date, to: Date): Scope =>
  sql`f.store_id = ${storeId} AND f.closed_by_id = ${staffId} AND f.closed_at >= ${from.toISOString()}::timestamptz
    AND f.closed_at < ${to.toISOString()}::timestamptz`;

export const folioSums = async (db: Tx, scope: Scope) => {
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) FILTER (WHERE f.status = 'closed') AS folios,
          coalesce(sum(f.total) FILTER (WHERE f.status = 'closed'), 0) AS revenue,
          coalesce(sum(f.gross) FILTER (WHERE f.status = 'closed'), 0) AS gross,
          coalesce(sum(f.discounts) FILTER (WHERE f.status = 'closed'), 0) AS discounts,
          coalesce(sum(f.gifts) FILTER (WHERE f.status = 'closed'), 0) AS gifts,
          coalesce(sum(f.voids) FILTER (WHERE f.status = 'closed'), 0) AS voids,
          coalesce(sum(f.service_fee) FILTER (WHERE f.status = 'closed'), 0) AS service_fee,
          coalesce(sum(f.tip) FILTER (WHERE f.status = 'closed'), 0) AS tips,
          coalesce(sum(f.covers) FILTER (WHERE f.status = 'closed'), 0) AS covers,
          coalesce(sum(f.total) FILTER (WHERE f.status = 'closed' AND f.covers IS NOT NULL), 0) AS covered_revenue,
          count(*) FILTER (WHERE f.status = 'cancelled') AS cancelled,
          coalesce(sum(f.total) FILTER (WHERE f.status = 'cancelled'), 0) AS cancelled_amount
        FROM folios f WHERE ${scope}`,
  );
  return {
    folios: n(row?.folios),
    revenue: n(row?.revenue),
    gross: n(row?.gross),
    discounts: n(row?.discounts),
    gifts: n(row?.gifts),
    voids: n(row?.voids),
    serviceFee: n(row?.service_fee),
    tips: n(row?.tips),
    covers: n(row?.covers),
    coveredRevenue: n(row?.covered_revenue),
    cancelled: n(row?.cancelled),
    cancelledAmount: n(row?.cancelled_amount),
  };
};

/** Payments not taken back on the day's closed bills, by payment type; the name and collection type the latest's. */
export const byPaymentType = async (db: Tx, scope: Scope) =>
  (
    await rowsOf(
      db,
      sql`SELECT p.payment_type_id,
            (array_agg(p.name ORDER BY p.created_at DESC))[1] AS name,
            (array_agg(p.collection_type ORDER BY p.created_at DESC))[1] AS collection_type,
            count(*) AS count, sum(p.amount) AS amount, sum(p.tip) AS tips
          FROM folio_payments p JOIN folios f ON f.id = p.folio_id
          WHERE ${scope} AND f.status = 'closed' AND p.removed_at IS NULL
          GROUP BY p.payment_type_id ORDER BY sum(p.amount) DESC, name`,
    )
  ).map((r) => ({
    paymentTypeId: String(r.payment_type_id),
    name: String(r.name),
    collectionType: String(r.collection_type),
    count: n(r.count),
    amount: n(r.amount),
    tips: n(r.tips),
  }));

/** Sold lines of the day's closed bills by department as on the line (none: ''). */
export const byDepartment = async (db: Tx, scope: Scope) =>
  (
    await rowsOf(
      db,
      sql`SELECT coalesce(l.department_name, '') AS name, sum(l.quantity) AS quantity, sum(l.net) AS net
          FROM folio_lines l JOIN folios f ON f.id = l.folio_id
          WHERE ${scope} AND f.status = 'closed' AND l.state = 'active'
          GROUP BY 1 ORDER BY sum(l.net) DESC, 1`,
    )
  ).map((r) => ({ name: String(r.name), quantity: n(r.quantity), net: n(r.net) }));

/** KDV per rate of the day's closed bills: their tax rows (lines and the service fee) summed. */
export const byTaxRate = async (db: Tx, scope: Scope) =>
  (
    await rowsOf(
      db,
      sql`SELECT (t->>'rate')::numeric AS rate, sum((t->>'base')::bigint) AS base, sum((t->>'tax')::bigint) AS tax
          FROM folios f CROSS JOIN LATERAL jsonb_array_elements(f.taxes) AS t
          WHERE ${scope} AND f.status = 'closed'
          GROUP BY 1 ORDER BY 1`,
    )
  ).map((r) => ({ rate: n(r.rate), base: n(r.base), tax: n(r.tax) }));

/** What the day's cash payments brought into the drawer: amounts and tips of the closed bills. */
export const cashTaken = async (db: Tx, scope: Scope) => {
  const [row] = await rowsOf(
    db,
    sql`SELECT coalesce(sum(p.amount), 0) AS amount, coalesce(sum(p.tip), 0) AS tips
        FROM folio_payments p JOIN folios f ON f.id = p.folio_id
        WHERE ${scope} AND f.status = 'closed' AND p.removed_at IS NULL AND p.collection_type = 'cash'`,
  );
  return { amount: n(row?.amount), tips: n(row?.tips) };
};

/** The day's bills not settled yet (waiting, open, locked), by number. */
export const openBills = async (db: Tx, storeId: string, day: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT f.id, f.number, f.table_name, f.status, f.total FROM folios f
          WHERE ${dayScope(storeId, day)} AND f.status IN ('waiting', 'open', 'locked')
          ORDER BY f.number LIMIT 500`,
    )
  ).map((r) => ({
    id: String(r.id),
    number: n(r.number),
    table: r.table_name == null ? null : String(r.table_name),
    status: String(r.status) as 'waiting' | 'open' | 'locked',
    total: n(r.total),
  }));

/**
 * Takes the lock a new folio of the day takes for its number (folio_counters), until the transaction ends: a close
 * holding it waits for bills being opened on the day, and a bill opened after the close waits for it, then sees it.
 */
export const holdDayCounter = async (db: Tx, storeId: string, day: string) => {
  await db.execute(
    sql`INSERT INTO folio_counters (store_id, business_day, last) VALUES (${storeId}, ${day}, 0)
        ON CONFLICT (store_id, business_day) DO UPDATE SET last = folio_counters.last`,
  );
};
