import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';
import { users } from './auth.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A running sum (spend, visits): a bigint, so it never overflows (docs/security.md, Counters and amounts). */
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A guest's place (spec §3 user place, docs/customers.md): one row per store and guest, kept up to date in the same
 * transaction as a check-in or the close of a folio naming the guest. `visits` counts business days with a visit.
 */
export const userPlaces = pgTable(
  'user_places',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    firstVisitAt: at('first_visit_at').notNull(),
    lastVisitAt: at('last_visit_at').notNull(),
    visits: sum('visits'),
    /** Closed folios' totals, minor units. */
    spend: sum('spend'),
    updateDate: now(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('user_places_store_last_idx').on(t.storeId, t.lastVisitAt),
    index('user_places_user_idx').on(t.userId, t.lastVisitAt),
  ],
);

/** One row per store, guest and business day with a visit: what the windowed segments (regular, top) count. */
export const userVisits = pgTable(
  'user_visits',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    businessDay: text('business_day').notNull(),
    /** The day's first check-in or close. */
    firstAt: at('first_at').notNull(),
    spend: sum('spend'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId, t.businessDay] }),
    index('user_visits_store_first_idx').on(t.storeId, t.firstAt),
  ],
);

/** A message staff sent to a segment (docs/customers.md, Messages). */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    segment: text().notNull(),
    channel: text().$type<'sms' | 'push'>().notNull(),
    text: text().notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: now(),
    /** Not before this instant (09:00 store time when written in the quiet hours). */
    sendAfter: at('send_after').notNull(),
    status: text().$type<'queued' | 'sent'>().notNull().default('queued'),
    audience: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('customer_messages_store_created_idx').on(t.storeId, t.createdAt),
    index('customer_messages_queued_idx').on(t.status, t.sendAfter),
  ],
);

/** One recipient of a message; an SMS row is what the store's daily budget counts. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: text().primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => customerMessages.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    channel: text().$type<'sms' | 'push'>().notNull(),
    /** queued, sent, skipped (consent withdrawn or blocked by the time it went out), failed. */
    status: text().notNull().default('queued'),
    createdAt: now(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('message_deliveries_message_idx').on(t.messageId),
    index('message_deliveries_store_sent_idx').on(t.storeId, t.channel, t.sentAt),
  ],
);

/** An SMS's opt-out link `/o/{token}`: only a hash of the token is kept (docs/customers.md, Opt-out). */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    storeId: text('store_id').notNull(),
    createdAt: now(),
    usedAt: at('used_at'),
  },
  (t) => [index('sms_opt_outs_user_idx').on(t.userId)],
);
