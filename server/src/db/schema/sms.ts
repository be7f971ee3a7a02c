import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every SMS the server sent (or tried to), for the SMS budget of docs/security.md: per number and purpose, per
 * user, per store and per tenant, per hour and per day. Kept in the tenant's own database so the counts hold
 * across restarts and several server processes.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: text().primaryKey(),
    /** The destination in E.164. */
    to: text().notNull(),
    /** otp, contract_link, staff_invitation, … */
    purpose: text().notNull(),
    /** The signed-in caller who caused it; null for a public call (a sign-in code). */
    userId: text('user_id'),
    storeId: text('store_id'),
    /** The first sign-in code of an hour for a number, asked without a captcha: left out of the number's day budget. */
    free: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_sends_to_created_idx').on(t.to, t.purpose, t.createdAt),
    index('sms_sends_user_created_idx').on(t.userId, t.createdAt),
    index('sms_sends_store_created_idx').on(t.storeId, t.createdAt),
    index('sms_sends_created_idx').on(t.createdAt),
  ],
);
