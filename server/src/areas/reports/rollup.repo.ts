import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportRepairs } from '../../db/schema/index.ts';

/**
 * The rollup statements (docs/reports.md): they add the closed and cancelled folios `where` picks to the report tables,
 * `x = x + excluded.x`. Run once per folio, in the transaction that closes, cancels or imports it; the migrations'
 * backfills ran the same statements over every finished folio, and keep them as they were (rollup.test.ts checks
 * they are still these). The day and month rollups of products and of hours are each one builder, for a grain.
 * `f` is the folio; `s` its store (time zone of the hour of the close).
 */

/** A rollup's grain: a row per business day, or per month (`YYYY-MM`) of the business days. */
export type Grain = 'day' | 'month';

export type Key = { column: string; of: string };
/** The column a row of the grain names its period in, and how a folio's period is computed. */
const PERIOD: Record<Grain, Key> = {
  day: { column: 'business_day', of: 'f.business_day' },
  month: { column: 'month', of: 'left(f.business_day, 7)' },
};
/** A month's hours are kept per weekday too (a day's are of one weekday already). */
const WEEKDAY: Key = { column: 'weekday', of: 'extract(isodow FROM f.business_day::date)::int - 1' };
const HOUR: Key = { column: 'hour', of: 'extract(hour FROM f.closed_at AT TIME ZONE s.time_zone)::int' };

const list = (items: string[]) => sql.raw(items.join(', '));
/** `1, 2, …, n`: a GROUP BY of the first n columns selected. */
const firstColumns = (n: number) => list(Array.from({ length: n }, (_, i) => String(i + 1)));
const added = (columns: string[]) => columns.map((c) => `${c} = r.${c} + excluded.${c}`);

/** Closed folios per hour of the close in the store's time zone: `report_hours`, `report_hour_months`. */
export const hourRollup = (grain: Grain, where: SQL): SQL => {
  const table = sql.raw(grain === 'day' ? 'report_hours' : 'report_hour_months');
  const keys = [PERIOD[grain], ...(grain === 'month' ? [WEEKDAY] : []), HOUR];
  const key = list(keys.map((k) => k.column));
  return sql`INSERT INTO ${table} AS r (store_id, ${key}, folios, total)
    SELECT f.store_id, ${list(keys.map((k) => k.of))}, count(*), sum(f.total)
    FROM folios f JOIN stores s ON s.id = f.store_id
    WHERE f.status = 'closed' AND ${where}
    GROUP BY ${firstColumns(keys.length + 1)}
    ON CONFLICT (store_id, ${key}) DO UPDATE SET
      ${list(added(['folios', 'total']))}`;
};

/** A product's figures, summed from its lines by state (`l`); also the option split's (product-options.repo.ts). */
export const PRODUCT_FIGURES: Key[] = [
  { column: 'quantity', of: "coalesce(sum(l.quantity) FILTER (WHERE l.state = 'active'), 0)" },
  { column: 'gift_quantity', of: "coalesce(sum(l.quantity) FILTER (WHERE l.state = 'gift'), 0)" },
  { column: 'void_quantity', of: "coalesce(sum(l.quantity) FILTER (WHERE l.state = 'void'), 0)" },
  { column: 'gross', of: "coalesce(sum(l.gross) FILTER (WHERE l.state = 'active'), 0)" },
  {
    column: 'discounts',
    of: "coalesce(sum(l.discount_amount + l.folio_discount_share) FILTER (WHERE l.state = 'active'), 0)",
  },
  { column: 'gifts', of: "coalesce(sum(l.gross) FILTER (WHERE l.state = 'gift'), 0)" },
  { column: 'voids', of: "coalesce(sum(l.gross) FILTER (WHERE l.state = 'void'), 0)" },
  { column: 'net', of: "coalesce(sum(l.net) FILTER (WHERE l.state = 'active'), 0)" },
  { column: 'tax', of: "coalesce(sum(l.tax) FILTER (WHERE l.state = 'active'), 0)" },
];
/** What a day's product row names, as of its latest closed line; the months read names from `report_product_names`. */
const PRODUCT_NAMES: Key[] = [
  { column: 'name', of: 'l.name' },
  { column: 'group_id', of: 'mp.group_id' },
  { column: 'group_name', of: "coalesce(mg.names->>'tr', mg.names->>'en')" },
  { column: 'department_id', of: 'l.department_id' },
  { column: 'department_name', of: 'l.department_name' },
].map((k) => ({ ...k, of: `(array_agg(${k.of} ORDER BY f.closed_at DESC, l.id))[1]` }));
const MENU_JOINS = sql.raw(`
    LEFT JOIN menu_products mp ON mp.id = l.product_id
    LEFT JOIN menu_groups mg ON mg.id = mp.group_id`);

/** Closed folios' lines per product and tax rate: `report_products`, `report_product_months`. */
export const productRollup = (grain: Grain, where: SQL): SQL => {
  const table = sql.raw(grain === 'day' ? 'report_products' : 'report_product_months');
  const keys: Key[] = [
    { column: 'store_id', of: 'f.store_id' },
    PERIOD[grain],
    { column: 'product_key', of: "coalesce(l.product_id, 'name:' || l.name)" },
    { column: 'tax_rate_bp', of: 'l.tax_rate_bp' },
  ];
  const names = grain === 'day' ? PRODUCT_NAMES : [];
  const columns = [...keys, ...names, ...PRODUCT_FIGURES];
  const set = [
    ...names.map((k) => `${k.column} = excluded.${k.column}`),
    ...added(PRODUCT_FIGURES.map((k) => k.column)),
  ];
  return sql`INSERT INTO ${table} AS r (${list(columns.map((k) => k.column))})
    SELECT ${list(columns.map((k) => k.of))}
    FROM folios f
    JOIN folio_lines l ON l.folio_id = f.id${grain === 'day' ? MENU_JOINS : sql``}
    WHERE f.status = 'closed' AND ${where}
    GROUP BY ${firstColumns(keys.length)}
    ON CONFLICT (${list(keys.map((k) => k.column))}) DO UPDATE SET
      ${list(set)}`;
};

/** The rollup statements over the folios `where` picks, in the order of ROLLUP_TABLES. */
export const rollupStatements = (where: SQL): SQL[] => [
  // Guests are the covers of the closed folios that have them, covered_total their totals (migration 0035).
  sql`INSERT INTO report_days AS r (store_id, business_day, folios, guests, covered_total, gross, discounts, gifts,
      voids, service_fee, tax, total, tips, paid, cancelled, cancelled_amount)
    SELECT f.store_id, f.business_day,
      count(*) FILTER (WHERE f.status = 'closed'),
      coalesce(sum(f.covers) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'closed' AND f.covers IS NOT NULL), 0),
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
      folios = r.folios + excluded.folios, guests = r.guests + excluded.guests,
      covered_total = r.covered_total + excluded.covered_total, gross = r.gross + excluded.gross,
      discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
      service_fee = r.service_fee + excluded.service_fee, tax = r.tax + excluded.tax, total = r.total + excluded.total,
      tips = r.tips + excluded.tips, paid = r.paid + excluded.paid, cancelled = r.cancelled + excluded.cancelled,
      cancelled_amount = r.cancelled_amount + excluded.cancelled_amount`,
  hourRollup('day', where),
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
  productRollup('day', where),
  // The month rollups (migration 0028): a long range reads these for its whole months, the day rollups for its ends.
  productRollup('month', where),
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
  hourRollup('month', where),
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

/**
 * The folios the reports count among those `where` picks: a guest's order that joined its table's bill (docs/live.md,
 * One bill per table) is none of theirs — its lines are counted on that bill.
 */
const reported = (where: SQL): SQL => sql`${where} AND f.joined_folio_id IS NULL`;

/** Adds these folios (closed or cancelled ones; others are left out) to the rollups. One after the other: `tx` is one connection. */
export const addFolios = async (tx: Tx, ids: string[]): Promise<void> => {
  if (!ids.length) return;
  const where = sql`f.id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  for (const statement of rollupStatements(reported(where))) await tx.execute(statement);
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
  const ofDay = rollupStatements(reported(sql`f.store_id = ${storeId} AND f.business_day = ${businessDay}`));
  const ofMonth = rollupStatements(reported(sql`f.store_id = ${storeId} AND left(f.business_day, 7) = ${month}`));
  for (const [i, table] of ROLLUP_TABLES.entries()) await tx.execute(MONTH_TABLES.has(table) ? ofMonth[i]! : ofDay[i]!);
};

/** Empties the rollups of every store (or one) and adds every finished folio again: the demo seed and the repair. */
export const rebuild = async (tx: Tx, storeId?: string): Promise<void> => {
  const mine = storeId ? sql`store_id = ${storeId}` : sql`true`;
  for (const table of ROLLUP_TABLES) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${mine}`);
  for (const statement of rollupStatements(reported(storeId ? sql`f.store_id = ${storeId}` : sql`true`)))
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
