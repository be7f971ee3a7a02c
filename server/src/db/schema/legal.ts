import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One legal text per store (or the platform, store_id ''), type and language. `detail` is sanitized HTML. */
export const legalNotes = pgTable(
  'legal_notes',
  {
    id: text().primaryKey(),
    storeId: text('store_id').notNull().default(''),
    type: text().notNull(),
    lang: text().notNull(),
    caption: text().notNull(),
    detail: text().notNull(),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_notes_store_type_lang_key').on(t.storeId, t.type, t.lang)],
);
