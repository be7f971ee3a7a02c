import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per use of a counted budget (server/src/lib/budget.ts): a number lookup, a refused table check-in. `key` names
 * the budget and whom it counts (`user-lookup:{userId}`); a budget counts its key's rows of the last window. Rows older
 * than the window are deleted when the key is used again, and every row older than 48 hours by the pruning job.
 */
export const budgetEvents = pgTable(
  'budget_events',
  {
    id: text().primaryKey(),
    key: text().notNull(),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_events_key_date_idx').on(t.key, t.createDate),
    // The pruning job deletes rows older than 48 hours of every key.
    index('budget_events_date_idx').on(t.createDate),
  ],
);
