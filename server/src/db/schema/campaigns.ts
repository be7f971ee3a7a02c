import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CampaignKind, CampaignRule, CampaignSchedule } from '@sofra/contracts/loyalty/campaigns.schemas';
import { users } from './auth.ts';
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
    kind: text().$type<CampaignKind>().notNull(),
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

/**
 * One row per guest a birthday or win-back message went to (docs/campaigns.md, Birthday and win-back messages). The
 * unique key is the promise: one birthday message per store, guest and year (`occasion` = the birthday's date), one
 * win-back per lapse (`occasion` = the last visit's moment). A run claims its guests by inserting here first, so two
 * runs (or two processes) never message a guest twice.
 */
export const campaignSends = pgTable(
  'campaign_sends',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text().$type<'birthday-message' | 'win-back'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: text().notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    messageId: text('message_id'),
    /** The coupon loaded with the message (null: none, or none was left). */
    couponId: text('coupon_id'),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('campaign_sends_once_key').on(t.storeId, t.kind, t.userId, t.occasion),
    index('campaign_sends_campaign_idx').on(t.campaignId, t.sentAt),
  ],
);
