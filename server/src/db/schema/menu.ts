import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';
import { departments, printers, taxRates } from './definitions.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The menu as its owner edits it (the draft). Deleted groups and products are archived (`deleted_at`), never erased:
 * bills name products (docs/menu.md).
 */
export const menuGroups = pgTable(
  'menu_groups',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    names: jsonb().$type<Record<string, string>>().notNull(),
    sequence: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createDate: now(),
    updateDate: now(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('menu_groups_store_idx').on(t.storeId, t.sequence)],
);

export const menuProducts = pgTable(
  'menu_products',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => menuGroups.id),
    names: jsonb().$type<Record<string, string>>().notNull(),
    descriptions: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Minor units of the store's currency. */
    price: integer().notNull(),
    active: boolean().notNull().default(true),
    isShowInStore: boolean('is_show_in_store').notNull().default(true),
    sequence: integer().notNull().default(0),
    taxRateId: text('tax_rate_id')
      .notNull()
      .references(() => taxRates.id),
    departmentId: text('department_id').references(() => departments.id),
    printerId: text('printer_id').references(() => printers.id),
    plu: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    allergens: jsonb().$type<string[]>().notNull().default([]),
    calories: integer(),
    prepMinutes: integer('prep_minutes'),
    createDate: now(),
    updateDate: now(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('menu_products_store_group_idx').on(t.storeId, t.groupId, t.sequence),
    uniqueIndex('menu_products_store_plu')
      .on(t.storeId, t.plu)
      .where(sql`${t.plu} <> '' AND ${t.deletedAt} IS NULL`),
  ],
);

/**
 * When a store's draft menu last changed: kept by triggers on every menu table (and the menu's pictures), so the
 * header can say the draft differs from what was published (`menu/publishState`), whoever made the change.
 */
export const menuDrafts = pgTable('menu_drafts', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  changedAt: now(),
});

/** One choice of a variation: its price change in minor units may be negative (docs/menu.md, Variations). */
export interface ModifierOptionRow {
  id: string;
  names: Record<string, string>;
  price: number;
  isDefault: boolean;
  active: boolean;
}

/** Variations (the spec's modifiers): a choice offered with a product, its options kept in order. Archived on delete. */
export const menuModifiers = pgTable(
  'menu_modifiers',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    names: jsonb().$type<Record<string, string>>().notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    options: jsonb().$type<ModifierOptionRow[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    sequence: integer().notNull().default(0),
    createDate: now(),
    updateDate: now(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('menu_modifiers_store_idx').on(t.storeId, t.sequence)],
);

/** Suggestion lists (the spec's advices): products offered with another, in the order shown. Archived on delete. */
export const menuAdvices = pgTable(
  'menu_advices',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    names: jsonb().$type<Record<string, string>>().notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    sequence: integer().notNull().default(0),
    createDate: now(),
    updateDate: now(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('menu_advices_store_idx').on(t.storeId, t.sequence)],
);

/** What a product or group offers: its variations and suggestion lists, in order (`sequence`). */
export const menuLinks = pgTable(
  'menu_links',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    target: text().$type<'product' | 'group'>().notNull(),
    targetId: text('target_id').notNull(),
    kind: text().$type<'modifier' | 'advice'>().notNull(),
    itemId: text('item_id').notNull(),
    sequence: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.targetId, t.kind, t.itemId] }),
    index('menu_links_store_item_idx').on(t.storeId, t.kind, t.itemId),
  ],
);
