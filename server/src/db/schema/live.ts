import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { stores } from './stores.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Notifications for the bell (docs/live.md). A store's (`store_id`, no `user_id`) are for its owners and staff; a
 * user's own carry `user_id`. The text is the portal's, from `kind` and `params`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    params: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    folioId: text('folio_id'),
    createdAt: now(),
  },
  (t) => [
    index('notifications_store_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The notifications job deletes those older than 90 days.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Each reader's state of a notification: read, or deleted (from their list only). */
export const notificationStates = pgTable(
  'notification_states',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    updatedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_states_user_idx').on(t.userId)],
);

/** A device's push token (device/register), for the push driver. One row per token; the last user to register it. */
export const devices = pgTable(
  'devices',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    platform: text().notNull(),
    language: text(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('devices_token_idx').on(t.token), index('devices_user_idx').on(t.userId)],
);

/** The order service's settings of a store (docs/live.md); absent: answer by hand, 20 minutes offered. */
export const orderSettings = pgTable('order_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  autoAccept: boolean('auto_accept').notNull().default(false),
  prepMinutes: integer('prep_minutes').notNull().default(20),
  /** A guest's order opens a bill of its own instead of joining the table's open bill (docs/live.md). */
  newBillPerOrder: boolean('new_bill_per_order').notNull().default(false),
  updatedAt: now(),
});
