import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { stores } from './stores.ts';

/**
 * A support request sent from the header's live-support form. Who asks (user, number, name, e-mail) is taken from
 * the session; the session token is never sent nor stored, only its short reference as the form showed it.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gsm: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    sessionRef: text('session_ref').notNull().default(''),
    status: text().notNull().default('open'),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_store_idx').on(t.storeId, t.createDate)],
);
