import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CashCount, DayFigures } from '@sofra/contracts/closing/closing.schemas';
import type { ActorRow } from './folios.ts';
import { stores } from './stores.ts';

/**
 * The closes of a store's business days (docs/end-of-day.md): the Z report's figures and the drawer's count as they
 * were at the close. A day has at most one live close (not reopened); reopening keeps the row, marked, and closing
 * again adds a row with the next number.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    businessDay: text('business_day').notNull(),
    /** The store's Z number, from 1. */
    number: integer().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedBy: jsonb('closed_by').$type<ActorRow>().notNull(),
    note: text().notNull().default(''),
    cash: jsonb().$type<CashCount>().notNull(),
    figures: jsonb().$type<DayFigures>().notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopenedBy: jsonb('reopened_by').$type<ActorRow>(),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('day_closes_store_number').on(t.storeId, t.number),
    uniqueIndex('day_closes_live_day')
      .on(t.storeId, t.businessDay)
      .where(sql`${t.reopenedAt} IS NULL`),
    index('day_closes_store_day_idx').on(t.storeId, t.businessDay.desc()),
  ],
);

/**
 * Shifts (docs/end-of-day.md, Shifts): a person's turn at a till, from its opening with a float to its close with the
 * drawer's count. Its figures are the bills that person closed during it, kept at the close. One open shift per till
 * and one per person in a store.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    till: text().notNull(),
    staffId: text('staff_id').notNull(),
    staff: jsonb().$type<ActorRow>().notNull(),
    /** The store's business day when it opened. */
    businessDay: text('business_day').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    float: integer().notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: jsonb('closed_by').$type<ActorRow>(),
    note: text().notNull().default(''),
    cash: jsonb().$type<CashCount>(),
    figures: jsonb().$type<DayFigures>(),
  },
  (t) => [
    uniqueIndex('shifts_open_till')
      .on(t.storeId, t.till)
      .where(sql`${t.closedAt} IS NULL`),
    uniqueIndex('shifts_open_staff')
      .on(t.storeId, t.staffId)
      .where(sql`${t.closedAt} IS NULL`),
    index('shifts_store_day_idx').on(t.storeId, t.businessDay.desc()),
  ],
);
