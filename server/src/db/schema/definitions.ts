import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The columns every definition has. A deleted record is archived (`deleted_at` set), never erased: products and bills
 * keep naming it (docs/definitions.md); lists and name checks see only the live ones.
 */
const common = () => ({
  id: text().primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  createDate: now(),
  updateDate: now(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

/** Tax rates in hundredths of a percent (20 % = 2000), so that 8.5 % is exact. */
export const taxRates = pgTable(
  'tax_rates',
  {
    ...common(),
    rateBp: integer('rate_bp').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('tax_rates_store_idx').on(t.storeId),
    uniqueIndex('tax_rates_one_default')
      .on(t.storeId)
      .where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
  ],
);

/** The fiscal cash register's departments (ECR departments): a number 1–99 unique among a store's live ones. */
export const departments = pgTable(
  'departments',
  {
    ...common(),
    departmentNo: integer('department_no').notNull(),
    taxRateId: text('tax_rate_id')
      .notNull()
      .references(() => taxRates.id),
  },
  (t) => [
    index('departments_store_idx').on(t.storeId),
    uniqueIndex('departments_store_no')
      .on(t.storeId, t.departmentNo)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const printers = pgTable(
  'printers',
  {
    ...common(),
    type: text().notNull(),
    connection: text().notNull().default(''),
    paperWidth: integer('paper_width').notNull().default(80),
  },
  (t) => [index('printers_store_idx').on(t.storeId)],
);

/**
 * Discount, gift and deletion reasons, told apart by `kind`. Discount reasons take `discount_kind` (percent or
 * amount) and `value` (hundredths of a percent, or minor units); deletion reasons say whether the product is `wasted`.
 */
export const posReasons = pgTable(
  'pos_reasons',
  {
    ...common(),
    kind: text().notNull(),
    discountKind: text('discount_kind'),
    value: integer().notNull().default(0),
    wasted: boolean().notNull().default(false),
  },
  (t) => [index('pos_reasons_store_kind_idx').on(t.storeId, t.kind)],
);

export const paymentTypes = pgTable(
  'payment_types',
  {
    ...common(),
    collectionType: text('collection_type').notNull(),
    countsAsRevenue: boolean('counts_as_revenue').notNull().default(true),
    sequence: integer().notNull().default(0),
  },
  (t) => [index('payment_types_store_idx').on(t.storeId)],
);

/**
 * A store's cash registers and their POS keys: only the key's SHA-256 is kept (and its last four characters, to tell
 * keys apart). Deleting a register deletes its key.
 */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keyHash: text('key_hash').notNull().unique('cash_registers_key_hash_key'),
    keyHint: text('key_hint').notNull(),
    createDate: now(),
    keyDate: now(),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('cash_registers_store_idx').on(t.storeId)],
);
