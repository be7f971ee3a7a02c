import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportRepairs } from '../../db/schema/index.ts';

/**
 * The rollup statements (docs/reports.md): they add the closed and cancelled folios `where` picks to the report tables,
 * `x = x + excluded.x`. Run once per folio, in the transaction that closes, cancels or imports it; the migration's
 * backfill runs the same statements over every finished folio (`npm run reports:sql` prints them).
 * `f` is the folio; `s` its store (time zone of the hour of the close).
 */
export const rollupStatements = (where: SQL): SQL[] => [
  sql`INSERT INTO report_days AS r (store_id, business_day, folios, guests, gross, discounts, gifts, voids,
      service_fee, tax, total, tips, paid, cancelled, cancelled_amount)
    SELECT f.store_id, f.business_day,
      count(*) FILTER (WHERE f.status = 'closed'),
      count(*) FILTER (WHERE f.status = 'closed'),
      coalesce(sum(f.gross) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.discounts) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.gifts) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.voids) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.service_fee) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(t.tax) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.tip) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.paid) FILTER (WHERE f.status = 'closed'), 0),
      count(*) FILTER (WHERE f.status = 'cancelled'),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'cancelled'), 0)
    FROM folios f
    CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'tax')::int), 0) AS tax FROM jsonb_array_elements(f.taxes) x) t
    WHERE f.status IN ('closed', 'cancelled') AND ${where}
    GROUP BY f.store_id, f.business_day
    ON CONFLICT (store_id, business_day) DO UPDATE SET
      folios = r.folios + excluded.folios, guests = r.guests + excluded.guests, gross = r.gross + excluded.gross,
      discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
      service_fee = r.service_fee + excluded.service_fee, tax = r.tax + excluded.tax, total = r.total + excluded.total,
      tips = r.tips + excluded.tips, paid = r.paid + excluded.paid, cancelled = r.cancelled + excluded.cancelled,
      cancelled_amount = r.cancelled_amount + excluded.cancelled_amount`,
  sql`INSERT INTO report_hours AS r (store_id, business_day, hour, folios, total)
    SELECT f.store_id, f.business_day, extract(hour FROM f.closed_at AT TIME ZONE s.time_zone)::int, count(*), sum(f.total)
    FROM folios f JOIN stores s ON s.id = f.store_id
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3
    ON CONFLICT (store_id, business_day, hour) DO UPDATE SET
      folios = r.folios + excluded.folios, total = r.total + excluded.total`,
  sql`INSERT INTO report_services AS r (store_id, business_day, service_type, folios, total)
    SELECT f.store_id, f.business_day, f.service_type, count(*), sum(f.total)
    FROM folios f
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3
    ON CONFLICT (store_id, business_day, service_type) DO UPDATE SET
      folios = r.folios + excluded.folios, total = r.total + excluded.total`,
  sql`INSERT INTO report_payments AS r (store_id, business_day, payment_type_id, name, collection_type, count, amount, tip)
    SELECT f.store_id, f.business_day, p.payment_type_id,
      (array_agg(p.name ORDER BY p.created_at DESC, p.id))[1],
      (array_agg(p.collection_type ORDER BY p.created_at DESC, p.id))[1],
      count(*), sum(p.amount), sum(p.tip)
    FROM folios f JOIN folio_payments p ON p.folio_id = f.id AND p.removed_at IS NULL
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3
    ON CONFLICT (store_id, business_day, payment_type_id) DO UPDATE SET
      name = excluded.name, collection_type = excluded.collection_type, count = r.count + excluded.count,
      amount = r.amount + excluded.amount, tip = r.tip + excluded.tip`,
  sql`INSERT INTO report_products AS r (store_id, business_day, product_key, tax_rate_bp, name, group_id, group_name,
      department_id, department_name, quantity, gift_quantity, void_quantity, gross, discounts, gifts, voids, net, tax)
    SELECT f.store_id, f.business_day, coalesce(l.product_id, 'name:' || l.name), l.tax_rate_bp,
      (array_agg(l.name ORDER BY f.closed_at DESC, l.id))[1],
      (array_agg(mp.group_id ORDER BY f.closed_at DESC, l.id))[1],
      (array_agg(coalesce(mg.names->>'tr', mg.names->>'en') ORDER BY f.closed_at DESC, l.id))[1],
      (array_agg(l.department_id ORDER BY f.closed_at DESC, l.id))[1],
      (array_agg(l.department_name ORDER BY f.closed_at DESC, l.id))[1],
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'gift'), 0),
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'void'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.discount_amount + l.folio_discount_share) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'gift'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'void'), 0),
      coalesce(sum(l.net) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.tax) FILTER (WHERE l.state = 'active'), 0)
    FROM folios f
    JOIN folio_lines l ON l.folio_id = f.id
    LEFT JOIN menu_products mp ON mp.id = l.product_id
    LEFT JOIN menu_groups mg ON mg.id = mp.group_id
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (store_id, business_day, product_key, tax_rate_bp) DO UPDATE SET
      name = excluded.name, group_id = excluded.group_id, group_name = excluded.group_name,
      department_id = excluded.department_id, department_name = excluded.department_name,
      quantity = r.quantity + excluded.quantity, gift_quantity = r.gift_quantity + excluded.gift_quantity,
      void_quantity = r.void_quantity + excluded.void_quantity, gross = r.gross + excluded.gross,
      discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
      net = r.net + excluded.net, tax = r.tax + excluded.tax`,
  // The month rollups (migration 0028): a long range reads these for its whole months, the day rollups for its ends.
  sql`INSERT INTO report_product_months AS r (store_id, month, product_key, tax_rate_bp, quantity, gift_quantity,
      void_quantity, gross, discounts, gifts, voids, net, tax)
    SELECT f.store_id, left(f.business_day, 7), coalesce(l.product_id, 'name:' || l.name), l.tax_rate_bp,
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'gift'), 0),
      coalesce(sum(l.quantity) FILTER (WHERE l.state = 'void'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.discount_amount + l.folio_discount_share) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'gift'), 0),
      coalesce(sum(l.gross) FILTER (WHERE l.state = 'void'), 0),
      coalesce(sum(l.net) FILTER (WHERE l.state = 'active'), 0),
      coalesce(sum(l.tax) FILTER (WHERE l.state = 'active'), 0)
    FROM folios f
    JOIN folio_lines l ON l.folio_id = f.id
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (store_id, month, product_key, tax_rate_bp) DO UPDATE SET
      quantity = r.quantity + excluded.quantity, gift_quantity = r.gift_quantity + excluded.gift_quantity,
      void_quantity = r.void_quantity + excluded.void_quantity, gross = r.gross + excluded.gross,
      discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
      net = r.net + excluded.net, tax = r.tax + excluded.tax`,
  sql`INSERT INTO report_product_names AS r (store_id, product_key, name, group_id, group_name, department_id,
      department_name, closed_at)
    SELECT DISTINCT ON (1, 2) f.store_id, coalesce(l.product_id, 'name:' || l.name), l.name, mp.group_id,
      coalesce(mg.names->>'tr', mg.names->>'en'), l.department_id, l.department_name, f.closed_at
    FROM folios f
    JOIN folio_lines l ON l.folio_id = f.id
    LEFT JOIN menu_products mp ON mp.id = l.product_id
    LEFT JOIN menu_groups mg ON mg.id = mp.group_id
    WHERE f.status = 'closed' AND ${where}
    ORDER BY 1, 2, f.closed_at DESC, l.id
    ON CONFLICT (store_id, product_key) DO UPDATE SET
      name = excluded.name, group_id = excluded.group_id, group_name = excluded.group_name,
      department_id = excluded.department_id, department_name = excluded.department_name, closed_at = excluded.closed_at
    WHERE excluded.closed_at >= r.closed_at`,
  sql`INSERT INTO report_hour_months AS r (store_id, month, weekday, hour, folios, total)
    SELECT f.store_id, left(f.business_day, 7), extract(isodow FROM f.business_day::date)::int - 1,
      extract(hour FROM f.closed_at AT TIME ZONE s.time_zone)::int, count(*), sum(f.total)
    FROM folios f JOIN stores s ON s.id = f.store_id
    WHERE f.status = 'closed' AND ${where}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (store_id, month, weekday, hour) DO UPDATE SET
      folios = r.folios + excluded.folios, total = r.total + excluded.total`,
];

/** Every rollup table, in the order of rollupStatements. */
export const ROLLUP_TABLES = [
  'report_days',
  'report_hours',
  'report_services',
  'report_payments',
  'report_products',
  'report_product_months',
  'report_product_names',
  'report_hour_months',
] as const;

/** Adds these folios (closed or cancelled ones; others are left out) to the rollups. One after the other: `tx` is one connection. */
export const addFolios = async (tx: Tx, ids: string[]): Promise<void> => {
  if (!ids.length) return;
  const where = sql`f.id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  for (const statement of rollupStatements(where)) await tx.execute(statement);
};

/** The store and business day of each of these folios: what a failed addition leaves to repair. */
export const daysOf = async (tx: Tx, ids: string[]): Promise<{ storeId: string; businessDay: string }[]> => {
  if (!ids.length) return [];
  const { rows } = (await tx.execute(
    sql`SELECT DISTINCT store_id, business_day FROM folios WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { store_id: string; business_day: string }[] };
  return rows.map((r) => ({ storeId: r.store_id, businessDay: r.business_day }));
};

/** The month rollups: keyed by the month (`YYYY-MM`) of the business day, not the day. */
const MONTH_TABLES = new Set<string>(['report_product_months', 'report_hour_months']);

/**
 * Recomputes one store's business day in the rollups from its folios, and the months that hold it from theirs (a
 * recorded repair, docs/reports.md). The rollup tables are locked against other writers first (a close waits the few
 * milliseconds), so a folio committed meanwhile is neither lost nor counted twice. Idempotent: the day's and the
 * month's rows are emptied and written again by the same statements as the writes; product names only move forward.
 */
export const repairDay = async (tx: Tx, storeId: string, businessDay: string): Promise<void> => {
  const month = businessDay.slice(0, 7);
  await tx.execute(
    sql`LOCK TABLE ${sql.join(
      ROLLUP_TABLES.map((table) => sql.identifier(table)),
      sql`, `,
    )} IN SHARE ROW EXCLUSIVE MODE`,
  );
  for (const table of ROLLUP_TABLES) {
    if (table === 'report_product_names') continue;
    const key = MONTH_TABLES.has(table) ? sql`month = ${month}` : sql`business_day = ${businessDay}`;
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE store_id = ${storeId} AND ${key}`);
  }
  const ofDay = rollupStatements(sql`f.store_id = ${storeId} AND f.business_day = ${businessDay}`);
  const ofMonth = rollupStatements(sql`f.store_id = ${storeId} AND left(f.business_day, 7) = ${month}`);
  for (const [i, table] of ROLLUP_TABLES.entries()) await tx.execute(MONTH_TABLES.has(table) ? ofMonth[i]! : ofDay[i]!);
};

/** Empties the rollups of every store (or one) and adds every finished folio again: the demo seed and the repair. */
export const rebuild = async (tx: Tx, storeId?: string): Promise<void> => {
  const mine = storeId ? sql`store_id = ${storeId}` : sql`true`;
  for (const table of ROLLUP_TABLES) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${mine}`);
  for (const statement of rollupStatements(storeId ? sql`f.store_id = ${storeId}` : sql`true`))
    await tx.execute(statement);
};

export type RepairRow = typeof reportRepairs.$inferSelect;

/** The days recorded for repair (of one store, or all), oldest first. */
export const dueRepairs = (tx: Tx, storeId?: string): Promise<RepairRow[]> =>
  tx
    .select()
    .from(reportRepairs)
    .where(storeId ? eq(reportRepairs.storeId, storeId) : undefined)
    .orderBy(asc(reportRepairs.since), asc(reportRepairs.storeId), asc(reportRepairs.businessDay));

/**
 * A day leaves the list, first thing in its repair's transaction: a write recording the same day meanwhile holds the
 * row (its upsert), so the repair waits for it to commit and then recomputes with its rows.
 */
export const repaired = (tx: Tx, r: Pick<RepairRow, 'storeId' | 'businessDay' | 'kind'>) =>
  tx
    .delete(reportRepairs)
    .where(
      and(
        eq(reportRepairs.storeId, r.storeId),
        eq(reportRepairs.businessDay, r.businessDay),
        eq(reportRepairs.kind, r.kind),
      ),
    );
