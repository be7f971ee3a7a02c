import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { stores } from './stores.ts';

/**
 * The published menu (docs/menu.md, Publishing): one row per store and language, the StoreMenu as guests and tills
 * read it. Only the latest publish is kept — a publish replaces every row of its store, so a language the store
 * dropped leaves with it; `store_menu_syncs` keeps who published which version when.
 */
export const menuSnapshots = pgTable(
  'menu_snapshots',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    /** The store's default language: answered when a language is not asked for or was not published. */
    isDefault: boolean('is_default').notNull(),
    menuVersion: integer('menu_version').notNull(),
    body: jsonb().$type<StoreMenu>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.language] })],
);
