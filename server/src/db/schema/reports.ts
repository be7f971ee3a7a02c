import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * Report rollups (docs/reports.md): sums per store and business day, kept by `server/src/areas/reports/rollup.ts` in the
 * same transaction that closes, cancels or imports a folio. Reports read only these; never a scan of folios.
 * Every figure is an integer (money in minor units); a row is only ever added to (`x = x + excluded.x`), so every sum is
 * a bigint: a busy day adds up past 2^31 (docs/security.md, Counters and amounts). Read back as JS numbers (exact to
 * 2^53).
 */
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const storeRef = () =>
  text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** A store's business day: every figure of ZReportFigures. */
export const reportDays = pgTable(
  'report_days',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    folios: sum('folios'),
    /** Σ covers of the closed folios that have them. */
    guests: sum('guests'),
    /** Σ total of the closed folios that have covers: the average per guest is this ÷ guests. */
    coveredTotal: sum('covered_total'),
    gross: sum('gross'),
    discounts: sum('discounts'),
    gifts: sum('gifts'),
    voids: sum('voids'),
    serviceFee: sum('service_fee'),
    tax: sum('tax'),
    total: sum('total'),
    tips: sum('tips'),
    paid: sum('paid'),
    cancelled: sum('cancelled'),
    cancelledAmount: sum('cancelled_amount'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay] })],
);

/** Closed folios by the hour (0–23, store's time zone) of their close. */
export const reportHours = pgTable(
  'report_hours',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    hour: integer().notNull(),
    folios: sum('folios'),
    total: sum('total'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay, t.hour] })],
);

/** Closed folios by service type. */
export const reportServices = pgTable(
  'report_services',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    serviceType: text('service_type').notNull(),
    folios: sum('folios'),
    total: sum('total'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay, t.serviceType] })],
);

/** The payments (not taken back) of closed folios by payment type; its name and collection type the latest seen. */
export const reportPayments = pgTable(
  'report_payments',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    paymentTypeId: text('payment_type_id').notNull(),
    name: text().notNull(),
    collectionType: text('collection_type').notNull(),
    count: sum('count'),
    amount: sum('amount'),
    tip: sum('tip'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay, t.paymentTypeId] })],
);

/** What a product sold, by day or by month: units (sold, given, voided) and money. */
const productSums = () => ({
  quantity: sum('quantity'),
  giftQuantity: sum('gift_quantity'),
  voidQuantity: sum('void_quantity'),
  gross: sum('gross'),
  discounts: sum('discounts'),
  gifts: sum('gifts'),
  voids: sum('voids'),
  net: sum('net'),
  tax: sum('tax'),
});

/**
 * The lines of closed folios by product and tax rate. `product_key` is the product's id, or `name:{name}` for a line
 * without one; group and department as at the close (the latest close of the day wins for the names).
 */
export const reportProducts = pgTable(
  'report_products',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    productKey: text('product_key').notNull(),
    taxRate: integer('tax_rate_bp').notNull(),
    name: text().notNull(),
    groupId: text('group_id'),
    groupName: text('group_name'),
    departmentId: text('department_id'),
    departmentName: text('department_name'),
    ...productSums(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay, t.productKey, t.taxRate] })],
);

/**
 * The product rollup by calendar month of the business day (`YYYY-MM`): integer sums only, so a year of a store reads
 * at most 12 rows a product (docs/reports.md, Reading a long range). Names live apart in report_product_names.
 */
export const reportProductMonths = pgTable(
  'report_product_months',
  {
    storeId: storeRef(),
    month: text().notNull(),
    productKey: text('product_key').notNull(),
    taxRate: integer('tax_rate_bp').notNull(),
    ...productSums(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.productKey, t.taxRate] })],
);

/** A store's product names, group and department as at its latest close (`closed_at`): one row a product key. */
export const reportProductNames = pgTable(
  'report_product_names',
  {
    storeId: storeRef(),
    productKey: text('product_key').notNull(),
    name: text().notNull(),
    groupId: text('group_id'),
    groupName: text('group_name'),
    departmentId: text('department_id'),
    departmentName: text('department_name'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productKey] })],
);

/** Closed folios by month of the business day, weekday (0 = Monday) of the business day and hour of the close. */
export const reportHourMonths = pgTable(
  'report_hour_months',
  {
    storeId: storeRef(),
    month: text().notNull(),
    weekday: integer().notNull(),
    hour: integer().notNull(),
    folios: sum('folios'),
    total: sum('total'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.weekday, t.hour] })],
);

/**
 * Loyalty figures per store and business day (docs/reports.md, Loyalty figures), kept in the transaction that writes
 * the visit, the ledger entry or the coupon redemption (`server/src/db/loyalty-rollup.ts`).
 * `new_guests`: guests whose first visit at the store is that day; `returning_guests`: the day's other visiting guests.
 */
export const reportLoyaltyDays = pgTable(
  'report_loyalty_days',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    newGuests: sum('new_guests'),
    returningGuests: sum('returning_guests'),
    pointsIssued: sum('points_issued'),
    pointsRedeemed: sum('points_redeemed'),
    couponsUsed: sum('coupons_used'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay] })],
);

/**
 * Check-ins per store, month (`YYYY-MM` in the store's time zone at the check-in) and guest (docs/reports.md, Check-ins
 * per month): `visits` of the guest that month, so a month's total is the sum and its unique guests the row count.
 * Kept by triggers on `table_logs` (migration 0030) in the transaction that logs or removes a check-in, whoever does.
 * `user_id` is '' for a check-in without a user (none is written so; counted in the total, not as a guest).
 */
export const reportCheckIns = pgTable(
  'report_check_ins',
  {
    storeId: storeRef(),
    month: text().notNull(),
    userId: text('user_id').notNull(),
    visits: sum('visits'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.userId] })],
);

/**
 * Days whose rollup failed in the write it follows (docs/reports.md, When a rollup fails): the write committed without
 * it, and the day is recomputed from the source rows right after the commit, or by `repairReports` later. `kind`:
 * `folios` (the folio rollups above, and the day's months) or `loyalty` (report_loyalty_days). `reason`: the error's
 * SQLSTATE and the names of what failed, never a value.
 */
export const reportRepairs = pgTable(
  'report_repairs',
  {
    storeId: storeRef(),
    businessDay: text('business_day').notNull(),
    kind: text().$type<'folios' | 'loyalty'>().notNull(),
    reason: text().notNull().default(''),
    since: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay, t.kind] })],
);
