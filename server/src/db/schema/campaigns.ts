import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CampaignRule, CampaignSchedule } from '@sofra/contracts/loyalty/campaigns.schemas';
import { stores } from './stores.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A store's campaigns (docs/campaigns.md). The rule and schedule are kept as the contract gives them. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().$type<'happy-hour' | 'buy-x-get-y' | 'nth-visit' | 'birthday' | 'welcome'>().notNull(),
    rule: jsonb().$type<CampaignRule>().notNull(),
    segment: text().$type<'all' | 'new' | 'regular' | 'lapsed' | 'top'>().notNull(),
    schedule: jsonb().$type<CampaignSchedule>().notNull(),
    status: text().$type<'draft' | 'running' | 'paused' | 'ended'>().notNull().default('draft'),
    /** When it first priced a folio; null: never (only then may it be deleted). */
    firstAppliedAt: at('first_applied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Every line write reads the store's running campaigns: one index probe.
  (t) => [index('campaigns_store_status_idx').on(t.storeId, t.status)],
);
