import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { staff, stores } from './stores.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A store's table groups (Salon, Bahçe, …) in the order the owner created them. */
export const tableGroups = pgTable(
  'table_groups',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createDate: now(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.name] })],
);

/**
 * A store's tables. `group_name` null = no group; the foreign key renames a group's tables with it (on update cascade)
 * and keeps a group that still has tables from being deleted (checked at the end of the statement, so deleting a
 * store with its groups and tables together works).
 */
export const storeTables = pgTable(
  'store_tables',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    groupName: text('group_name'),
    tableName: text('table_name').notNull(),
    startAction: text('start_action').notNull().default('take-away'),
    active: boolean().notNull().default(true),
    createDate: now(),
    updateDate: now(),
  },
  (t) => [
    foreignKey({
      columns: [t.storeId, t.groupName],
      foreignColumns: [tableGroups.storeId, tableGroups.name],
      name: 'store_tables_group_fk',
    }).onUpdate('cascade'),
    unique('store_tables_store_group_name_key').on(t.storeId, t.groupName, t.tableName).nullsNotDistinct(),
  ],
);

/**
 * QR codes made for a store: unassigned (table_id null) until linked to one of its tables. `code` is the long random
 * code the QR carries, `short_code` the one printed under it; both unique across the tenant.
 */
export const tableQrs = pgTable(
  'table_qrs',
  {
    code: text().primaryKey(),
    shortCode: text('short_code').notNull().unique('table_qrs_short_code_key'),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableId: text('table_id').references(() => storeTables.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id),
    createDate: now(),
    linkDate: timestamp('link_date', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('table_qrs_store_table_idx').on(t.storeId, t.tableId), index('table_qrs_table_idx').on(t.tableId)],
);

/** Sections of a store's floor: which staff serve which tables. */
export const tableSections = pgTable(
  'table_sections',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createDate: now(),
    updateDate: now(),
  },
  (t) => [unique('table_sections_store_name_key').on(t.storeId, t.name)],
);

/** A section's staff; leaving the store's staff removes them from its sections. */
export const tableSectionStaff = pgTable(
  'table_section_staff',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => tableSections.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.userId] }),
    foreignKey({
      columns: [t.storeId, t.userId],
      foreignColumns: [staff.storeId, staff.userId],
      name: 'table_section_staff_staff_fk',
    }).onDelete('cascade'),
    index('table_section_staff_store_user_idx').on(t.storeId, t.userId),
  ],
);

/** A section's tables; deleting a table removes it from its sections. */
export const tableSectionTables = pgTable(
  'table_section_tables',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => tableSections.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    tableId: text('table_id')
      .notNull()
      .references(() => storeTables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.tableId] }), index('table_section_tables_table_idx').on(t.tableId)],
);

/**
 * What happened at a table (check-in). Kept after the table is renamed or deleted: the names are copied in, and
 * there is no foreign key to the table. Big: indexed for the store/table/date range reports.
 */
export const tableLogs = pgTable(
  'table_logs',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    tableName: text('table_name').notNull(),
    groupName: text('group_name').notNull().default(''),
    /** Who checked in; null for a guest's signal (waiter call, bill request), made without signing in. */
    userId: text('user_id').references(() => users.id),
    /** check-in, waiter-call, check-request (docs/live.md). */
    action: text().notNull(),
    qrCode: text('qr_code'),
    createDate: now(),
    /** A signal's answer: when and by whom it was acknowledged (null until then). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: jsonb('answered_by').$type<{ id: string; name: string } | null>(),
  },
  (t) => [
    index('table_logs_store_table_date_idx').on(t.storeId, t.tableId, t.createDate),
    index('table_logs_store_date_idx').on(t.storeId, t.createDate),
    // A guest's check-ins of the last hour (the check-in budget, docs/security.md).
    index('table_logs_user_date_idx').on(t.userId, t.createDate),
    // The store's signals not yet answered (the banner).
    index('table_logs_open_signals_idx')
      .on(t.storeId, t.createDate)
      .where(sql`${t.answeredAt} IS NULL AND ${t.action} IN ('waiter-call', 'check-request')`),
  ],
);

/**
 * What store/getStoreTables answers changes only when this row does: triggers (migration 0006) give the store a new
 * random version at every insert, update or delete of its tables, groups or QR codes, in the same transaction. No row
 * = unchanged since the migration. The triggers skip a store that is being deleted (its row goes with it).
 */
export const tableVersions = pgTable('table_versions', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  version: text().notNull(),
});
