import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { stores } from './stores.ts';

/** A support request sent from the header's live-support form. The session token in the form is never stored. */
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
    status: text().notNull().default('open'),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_store_idx').on(t.storeId, t.createDate)],
);
