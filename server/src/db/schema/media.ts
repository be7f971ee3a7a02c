import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An uploaded file; the bytes live in the files driver under `key`. */
export const files = pgTable(
  'files',
  {
    id: text().primaryKey(),
    storeId: text('store_id').notNull().default(''),
    key: text().notNull(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    externalId: text('external_id').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The storage quota sums a store's files (or, with no store, a user's) on every upload.
    index('files_store_owner_idx').on(t.storeId, t.createdBy),
  ],
);

/** A store's pictures: its logo (item type store), banners and popup banners (ordered by sequence), product pictures. */
export const images = pgTable(
  'images',
  {
    id: text().primaryKey(),
    storeId: text('store_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    sequence: integer().notNull().default(0),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('images_store_item_key').on(t.storeId, t.itemType, t.itemId),
    index('images_store_type_seq_idx').on(t.storeId, t.itemType, t.sequence),
  ],
);
