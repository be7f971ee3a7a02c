import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/** Versions of the platform's main contract; the newest is the default. */
export const mainContracts = pgTable('main_contracts', {
  id: text().primaryKey(),
  version: integer().notNull().unique(),
  detail: text().notNull(),
  isDefault: boolean('is_default').notNull().default(true),
  createdBy: text('created_by').notNull(),
  createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const storeContracts = pgTable('store_contracts', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  companyTitle: text('company_title').notNull(),
  taxOffice: text('tax_office').notNull(),
  taxNumber: text('tax_number').notNull(),
  adminName: text('admin_name').notNull(),
  adminGsm: text('admin_gsm').notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  address: text().notNull(),
  mainContractVersion: integer('main_contract_version').notNull().default(0),
  updateDate: timestamp('update_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
