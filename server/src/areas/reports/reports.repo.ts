import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Report reads: the rollup tables only (docs/reports.md). Sums come back as bigint; every value goes through Number. */

type Row = Record<string, unknown>;
const rowsOf = async (db: Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const inStores = (storeIds: string[]) =>
  sql`store_id IN (${sql.join(
    storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
const inRange = (from: string, to: string) => sql`business_day BETWEEN ${from} AND ${to}`;

const dayOfMonth = (month: string, day: number) => new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 1, day));
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const monthEnd = (month: string) =>
  new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).toISOString().slice(0, 10);

/**
 * A range of business days as its whole calendar months (`YYYY-MM`, first and last, or none) and the day ranges left
 * at its ends: a long read sums month rollups and at most two short runs of day rows.
 */
export const splitRange = (from: string, to: string): { months?: [string, string]; days: [string, string][] } => {
  const first = from.endsWith('-01') ? from.slice(0, 7) : monthOf(dayOfMonth(from.slice(0, 7), 32));
  const last = to === monthEnd(to.slice(0, 7)) ? to.slice(0, 7) : monthOf(dayOfMonth(to.slice(0, 7), 0));
  if (first > last) return { days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < `${first}-01`) days.push([from, monthEnd(from.slice(0, 7))]);
  if (to > monthEnd(last)) days.push([`${to.slice(0, 7)}-01`, to]);
  return { months: [first, last], days };
};

const DAY_MS = 86_400_000;
const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/**
 * A range as whole months (`YYYY-MM`, first and last, or none), day runs to add and day runs to take off, for sums
 * only (never distinct counts): an end month mostly inside the range is read as the month minus its days outside, so
 * the last 365 days of a store read 12 month rows, the 6 days of the first month and today's rows taken off the last,
 * where splitRange reads 11 months and 30 days. A month's rollup is always the sum of its day rows (both are written
 * in the same statement group), so the difference is exact.
 */
export const splitRangeNet = (
  from: string,
  to: string,
): { months?: [string, string]; days: [string, string][]; minus: [string, string][] } => {
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  if (fromMonth === toMonth) return { ...splitRange(from, to), minus: [] };
  let first = monthOf(dayOfMonth(fromMonth, 32));
  let last = monthOf(dayOfMonth(toMonth, 0));
  const days: [string, string][] = [];
  const minus: [string, string][] = [];
  const fromDay = +from.slice(8, 10);
  const lastOfFromMonth = +monthEnd(fromMonth).slice(8, 10);
  if (fromDay === 1) first = fromMonth;
  else if (fromDay - 1 < lastOfFromMonth - fromDay + 1) {
    first = fromMonth;
    minus.push([`${fromMonth}-01`, shiftDay(from, -1)]);
  } else days.push([from, monthEnd(fromMonth)]);
  const toDay = +to.slice(8, 10);
  const lastOfToMonth = +monthEnd(toMonth).slice(8, 10);
  if (toDay === lastOfToMonth) last = toMonth;
  else if (lastOfToMonth - toDay < toDay) {
    last = toMonth;
    minus.push([shiftDay(to, 1), monthEnd(toMonth)]);
  } else days.push([`${toMonth}-01`, to]);
  return { ...(first <= last ? { months: [first, last] as [string, string] } : {}), days, minus };
};

/** The day figures' sums, as in report_days. */
const FIGURES = sql`sum(folios)::bigint AS folios, sum(guests)::bigint AS guests,
  sum(covered_total)::bigint AS covered_total, sum(gross)::bigint AS gross,
  sum(discounts)::bigint AS discounts, sum(gifts)::bigint AS gifts, sum(voids)::bigint AS voids,
  sum(service_fee)::bigint AS service_fee, sum(tax)::bigint AS tax, sum(total)::bigint AS total,
  sum(tips)::bigint AS tips, sum(paid)::bigint AS paid, sum(cancelled)::bigint AS cancelled,
  sum(cancelled_amount)::bigint AS cancelled_amount`;

export interface DaySums {
  folios: number;
  guests: number;
  coveredTotal: number;
  gross: number;
  discounts: number;
  gifts: number;
  voids: number;
  serviceFee: number;
  tax: number;
  total: number;
  tips: number;
  paid: number;
  cancelled: number;
  cancelledAmount: number;
}

const n = (v: unknown) => Number(v ?? 0);
const sumsOf = (r: Row | undefined): DaySums => ({
  folios: n(r?.folios),
  guests: n(r?.guests),
  coveredTotal: n(r?.covered_total),
  gross: n(r?.gross),
  discounts: n(r?.discounts),
  gifts: n(r?.gifts),
  voids: n(r?.voids),
  serviceFee: n(r?.service_fee),
  tax: n(r?.tax),
  total: n(r?.total),
  tips: n(r?.tips),
  paid: n(r?.paid),
  cancelled: n(r?.cancelled),
  cancelledAmount: n(r?.cancelled_amount),
});

/** The sums of the stores' days in the range, per store. */
export const sumsByStore = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT store_id, ${FIGURES} FROM report_days WHERE ${inStores(storeIds)} AND ${inRange(from, to)} GROUP BY store_id`,
    )
  ).map((r) => ({ storeId: String(r.store_id), sums: sumsOf(r) }));

/** Each store's days in the range, newest first. */
export const sumsByDay = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT store_id, business_day, ${FIGURES} FROM report_days
        WHERE ${inStores(storeIds)} AND ${inRange(from, to)}
        GROUP BY store_id, business_day ORDER BY business_day DESC, store_id`,
    )
  ).map((r) => ({ storeId: String(r.store_id), businessDay: String(r.business_day), sums: sumsOf(r) }));

/** Revenue and folios per weekday (0 = Monday) of the business day. */
export const byWeekday = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT extract(isodow FROM business_day::date)::int - 1 AS weekday, sum(total)::bigint AS total,
          sum(folios)::bigint AS folios
        FROM report_days WHERE ${inStores(storeIds)} AND ${inRange(from, to)} GROUP BY 1`,
    )
  ).map((r) => ({ weekday: n(r.weekday), total: n(r.total), folios: n(r.folios) }));

/** Revenue and folios per weekday of the business day and hour of the close: whole months from report_hour_months. */
export const byWeekdayHour = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (await rowsOf(db, weekdayHourQuery(storeIds, from, to))).map((r) => ({
    weekday: n(r.weekday),
    hour: n(r.hour),
    total: n(r.total),
    folios: n(r.folios),
  }));

/** byWeekdayHour's query (the bench EXPLAINs it). */
export const weekdayHourQuery = (storeIds: string[], from: string, to: string): SQL => {
  const { months, days, minus } = splitRangeNet(from, to);
  const hourRows = ([a, b]: [string, string], sign: 1 | -1) =>
    sql`SELECT extract(isodow FROM business_day::date)::int - 1 AS weekday, hour, ${sign} * total AS total,
        ${sign} * folios AS folios
      FROM report_hours WHERE ${inStores(storeIds)} AND ${inRange(a, b)}`;
  const parts = [
    ...(months
      ? [
          sql`SELECT weekday, hour, total, folios FROM report_hour_months
            WHERE ${inStores(storeIds)} AND month BETWEEN ${months[0]} AND ${months[1]}`,
        ]
      : []),
    ...days.map((run) => hourRows(run, 1)),
    ...minus.map((run) => hourRows(run, -1)),
  ];
  return sql`SELECT weekday, hour, sum(total)::bigint AS total, sum(folios)::bigint AS folios
    FROM (${sql.join(parts, sql` UNION ALL `)}) x GROUP BY 1, 2 HAVING sum(folios) <> 0 OR sum(total) <> 0`;
};

export const byServiceType = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT service_type, sum(total)::bigint AS total, sum(folios)::bigint AS folios
        FROM report_services WHERE ${inStores(storeIds)} AND ${inRange(from, to)}
        GROUP BY 1 ORDER BY 2 DESC, 1`,
    )
  ).map((r) => ({ serviceType: String(r.service_type), total: n(r.total), folios: n(r.folios) }));

/**
 * The payments of the range per store and payment type, with the type's name and collection type at its latest sale
 * (`lastDay`); merged across stores by the service (across-stores.ts).
 */
export const byPaymentType = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT store_id, payment_type_id, (array_agg(name ORDER BY business_day DESC))[1] AS name,
          (array_agg(collection_type ORDER BY business_day DESC))[1] AS collection_type,
          max(business_day) AS last_day, sum(count)::bigint AS count, sum(amount)::bigint AS amount,
          sum(tip)::bigint AS tip
        FROM report_payments WHERE ${inStores(storeIds)} AND ${inRange(from, to)}
        GROUP BY 1, 2`,
    )
  ).map((r) => ({
    storeId: String(r.store_id),
    paymentTypeId: String(r.payment_type_id),
    name: String(r.name),
    collectionType: String(r.collection_type),
    lastDay: String(r.last_day),
    count: n(r.count),
    amount: n(r.amount),
    tips: n(r.tip),
  }));

const PRODUCT_SUMS = [
  'quantity',
  'gift_quantity',
  'void_quantity',
  'gross',
  'discounts',
  'gifts',
  'voids',
  'net',
  'tax',
];
const productSums = (sign: 1 | -1) => sql.raw(PRODUCT_SUMS.map((c) => (sign === 1 ? c : `-${c} AS ${c}`)).join(', '));

/**
 * The product rows of the range: report_product_months for its months, report_products for the days at its ends, added
 * or taken off (splitRangeNet; docs/reports.md, Reading a long range); a year of a store is at most 13 rows plus 30
 * days a product.
 */
const productRows = (storeIds: string[], from: string, to: string): SQL => {
  const { months, days, minus } = splitRangeNet(from, to);
  const dayRows = ([a, b]: [string, string], sign: 1 | -1) =>
    sql`SELECT store_id, product_key, tax_rate_bp, ${productSums(sign)} FROM report_products
      WHERE ${inStores(storeIds)} AND ${inRange(a, b)}`;
  const parts = [
    ...(months
      ? [
          sql`SELECT store_id, product_key, tax_rate_bp, ${productSums(1)} FROM report_product_months
            WHERE ${inStores(storeIds)} AND month BETWEEN ${months[0]} AND ${months[1]}`,
        ]
      : []),
    ...days.map((run) => dayRows(run, 1)),
    ...minus.map((run) => dayRows(run, -1)),
  ];
  return sql.join(parts, sql` UNION ALL `);
};

/**
 * The products of the range per store and product key: quantity and net, with the product's latest name and when it
 * was last closed; the service merges the stores' products by name and keeps the best and worst (across-stores.ts).
 */
export const productsByStore = async (db: Tx, storeIds: string[], from: string, to: string) =>
  (await rowsOf(db, productsByStoreQuery(storeIds, from, to))).map((r) => ({
    storeId: String(r.store_id),
    productKey: String(r.product_key),
    name: String(r.name),
    closedAt: r.closed_at === null || r.closed_at === undefined ? '' : String(r.closed_at),
    quantity: n(r.quantity),
    net: n(r.net),
  }));

/** productsByStore's query (the bench EXPLAINs it): grouped once, each row's name looked up by its primary key. */
export const productsByStoreQuery = (storeIds: string[], from: string, to: string) =>
  sql`SELECT g.store_id, g.product_key, g.quantity, g.net, coalesce(nm.name, g.product_key) AS name,
      nm.closed_at::text AS closed_at
    FROM (
      SELECT store_id, product_key, sum(quantity)::bigint AS quantity, sum(net)::bigint AS net
      FROM (${productRows(storeIds, from, to)}) x
      GROUP BY 1, 2 HAVING sum(quantity) <> 0 OR sum(net) <> 0
    ) g
    LEFT JOIN report_product_names nm ON nm.store_id = g.store_id AND nm.product_key = g.product_key`;

export interface ProductSalesLine {
  productKey: string;
  taxRate: number;
  name: string;
  groupId: string | null;
  groupName: string | null;
  departmentId: string | null;
  departmentName: string | null;
  quantity: number;
  giftQuantity: number;
  voidQuantity: number;
  gross: number;
  discounts: number;
  gifts: number;
  voids: number;
  net: number;
  tax: number;
}

/** A product row as the product reads answer it (the names from `report_product_names`, the sums of PRODUCT_FIGURES). */
export const productLineOf = (r: Row): ProductSalesLine => ({
  productKey: String(r.product_key),
  taxRate: n(r.tax_rate_bp),
  name: String(r.name),
  groupId: (r.group_id as string | null) ?? null,
  groupName: (r.group_name as string | null) ?? null,
  departmentId: (r.department_id as string | null) ?? null,
  departmentName: (r.department_name as string | null) ?? null,
  quantity: n(r.quantity),
  giftQuantity: n(r.gift_quantity),
  voidQuantity: n(r.void_quantity),
  gross: n(r.gross),
  discounts: n(r.discounts),
  gifts: n(r.gifts),
  voids: n(r.voids),
  net: n(r.net),
  tax: n(r.tax),
});
/** One store's products by key and tax rate over the range; name, group and department as at the latest close. */
export const productLines = async (db: Tx, storeId: string, from: string, to: string): Promise<ProductSalesLine[]> =>
  (
    await rowsOf(
      db,
      sql`SELECT x.product_key, x.tax_rate_bp, nm.name, nm.group_id, nm.group_name, nm.department_id, nm.department_name,
          sum(quantity)::bigint AS quantity, sum(gift_quantity)::bigint AS gift_quantity,
          sum(void_quantity)::bigint AS void_quantity, sum(gross)::bigint AS gross, sum(discounts)::bigint AS discounts,
          sum(gifts)::bigint AS gifts, sum(voids)::bigint AS voids, sum(net)::bigint AS net, sum(tax)::bigint AS tax
        FROM (${productRows([storeId], from, to)}) x
        JOIN report_product_names nm ON nm.store_id = x.store_id AND nm.product_key = x.product_key
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        HAVING ${sql.raw(PRODUCT_SUMS.map((c) => `sum(${c}) <> 0`).join(' OR '))}`,
    )
  ).map(productLineOf);

/** Check-ins per store and whole month (`YYYY-MM`) from first to last: the total and the distinct guests. */
export const checkInMonths = async (db: Tx, storeIds: string[], first: string, last: string) =>
  (
    await rowsOf(
      db,
      sql`SELECT store_id, month, sum(visits)::bigint AS total, count(*) FILTER (WHERE user_id <> '')::bigint AS "unique"
        FROM report_check_ins WHERE ${inStores(storeIds)} AND month BETWEEN ${first} AND ${last}
        GROUP BY 1, 2`,
    )
  ).map((r) => ({ storeId: String(r.store_id), month: String(r.month), total: n(r.total), unique: n(r.unique) }));
