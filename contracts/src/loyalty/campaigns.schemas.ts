import { z } from 'zod';
import { ZHourMinute, ZId, ZIsoDate, ZNote, ZText } from '../core/schemas.ts';

/** Campaigns (docs/campaigns.md): what a running campaign takes off a folio, for whom, and when. */

export const campaignKinds = [
  'happy-hour',
  'buy-x-get-y',
  'nth-visit',
  'birthday',
  'welcome',
  'birthday-message',
  'win-back',
] as const;
export type CampaignKind = (typeof campaignKinds)[number];

/** Kinds that send a message (and maybe a coupon) by themselves, from the daily job, instead of pricing folios. */
export const messageCampaignKinds: readonly CampaignKind[] = ['birthday-message', 'win-back'];
export const isMessageKind = (kind: CampaignKind) => messageCampaignKinds.includes(kind);

/** A win-back goes to a guest whose last visit is more than this many days ago (the owner's choice). */
export const WIN_BACK_DAYS = { min: 14, max: 365 } as const;
/** A birthday message may go this many days before the birthday (0: on the day). */
export const MAX_BIRTHDAY_DAYS_BEFORE = 30;
/** A campaign message's text, as a manual message's (the server adds the opt-out line to an SMS). */
export const MAX_CAMPAIGN_MESSAGE = 480;

/** The message a birthday or win-back campaign sends: Turkish always, English for guests who read English. */
export const ZCampaignMessage = z.object({
  channel: z.enum(['sms', 'push']).default('sms'),
  tr: ZNote(MAX_CAMPAIGN_MESSAGE).min(1),
  en: ZNote(MAX_CAMPAIGN_MESSAGE).default(''),
});
export type CampaignMessage = z.infer<typeof ZCampaignMessage>;

/** Guests by their visits at the store (docs/campaigns.md, Audience); `all` is every guest, and anyone for line kinds. */
export const campaignSegments = ['all', 'new', 'regular', 'lapsed', 'top'] as const;
export type CampaignSegment = (typeof campaignSegments)[number];

export const campaignStatuses = ['draft', 'running', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Kinds priced per line (a line's discount); the others reward the guest's whole bill. */
export const lineCampaignKinds: readonly CampaignKind[] = ['happy-hour', 'buy-x-get-y'];

/** A campaign's birthday window: the week (Monday–Sunday) or the calendar month of the guest's birthday. */
export const birthdayWindows = ['week', 'month'] as const;

/** At most this many campaigns per store (ended ones included; delete or keep them ended). */
export const MAX_CAMPAIGNS = 100;
/** The largest amount a reward may take off (minor units): 100,000.00. */
export const MAX_REWARD_AMOUNT = 10_000_000;

/** A percent above 0, at most 100, with at most two decimals. */
const ZPercent = z
  .number()
  .min(0.01)
  .max(100)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'at most two decimals');

export const ZCampaignReward = z.object({
  kind: z.enum(['percent', 'amount']),
  /** Percent (0.01–100) or minor units (1–MAX_REWARD_AMOUNT). */
  value: z.number().positive(),
});
export type CampaignReward = z.infer<typeof ZCampaignReward>;

/**
 * What a campaign gives; which fields count depends on the kind (docs/campaigns.md, Kinds):
 * happy-hour: `percent` off lines of `groupIds`; buy-x-get-y: for every `buy` units of `productIds`/`groupIds` on the
 * folio, `get` more of them at `percent` off (100: free); nth-visit: `reward` on the guest's `visit`-th visit;
 * birthday: `reward` in the `window` of the guest's birthday; welcome: `reward` on the guest's first visit, or
 * `couponId` instead: that coupon is loaded into the guest's wallet on their first visit.
 */
export const ZCampaignRule = z.object({
  percent: ZPercent.optional(),
  groupIds: z.array(ZId).max(100).default([]),
  productIds: z.array(ZId).max(100).default([]),
  buy: z.number().int().min(1).max(99).optional(),
  get: z.number().int().min(1).max(99).optional(),
  visit: z.number().int().min(2).max(1000).optional(),
  window: z.enum(birthdayWindows).optional(),
  reward: ZCampaignReward.optional(),
  /**
   * welcome, instead of `reward`: this coupon of the store goes into the guest's wallet on their first visit;
   * birthday-message and win-back: the coupon loaded into the wallet of each guest the message goes to.
   */
  couponId: ZId.optional(),
  /** birthday-message: days before the birthday the message goes (0–30; 0: on the day). */
  daysBefore: z.number().int().min(0).max(MAX_BIRTHDAY_DAYS_BEFORE).optional(),
  /** win-back: the message goes once a guest's last visit is more than this many days ago. */
  lapseDays: z.number().int().min(WIN_BACK_DAYS.min).max(WIN_BACK_DAYS.max).optional(),
  /** birthday-message and win-back: what the guest is sent. */
  message: ZCampaignMessage.optional(),
});
export type CampaignRule = z.infer<typeof ZCampaignRule>;

/**
 * When a campaign applies, in the store's time zone: from `from` (a date) to `to` (a date, inclusive; null: no end), on
 * `days` (ISO weekdays, 1 = Monday … 7 = Sunday), between `startTime` and `endTime`. An end at or before the start runs
 * past midnight (22:00–02:00 belongs to the day it starts); the same start and end is the whole day.
 */
export const ZCampaignSchedule = z.object({
  from: ZIsoDate,
  to: ZIsoDate.nullable(),
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  startTime: ZHourMinute,
  endTime: ZHourMinute,
});
export type CampaignSchedule = z.infer<typeof ZCampaignSchedule>;

/** A refusal the portal words itself: `i18n` is the key of its text (web/public/assets/i18n). */
const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string, i18n = 'validation.required') =>
  ctx.addIssue({ code: 'custom', path, message, params: { i18n } });

/** The fields a kind needs, checked the same in the portal's form and on the server. */
const ruleFits = (v: { kind: CampaignKind; rule: CampaignRule; schedule: CampaignSchedule }, ctx: z.RefinementCtx) => {
  const { rule, kind } = v;
  if (kind === 'happy-hour') {
    if (rule.percent === undefined) issue(ctx, ['rule', 'percent'], 'required');
    if (rule.groupIds.length === 0)
      issue(ctx, ['rule', 'groupIds'], 'choose at least one product group', 'campaigns.rules.groups');
  }
  if (kind === 'buy-x-get-y') {
    if (rule.buy === undefined) issue(ctx, ['rule', 'buy'], 'required');
    if (rule.get === undefined) issue(ctx, ['rule', 'get'], 'required');
    if (rule.percent === undefined) issue(ctx, ['rule', 'percent'], 'required');
    if (rule.groupIds.length + rule.productIds.length === 0)
      issue(ctx, ['rule', 'groupIds'], 'choose a product group or a product', 'campaigns.rules.groupsOrProducts');
  }
  if (kind === 'nth-visit' && rule.visit === undefined) issue(ctx, ['rule', 'visit'], 'required');
  if (kind === 'birthday' && rule.window === undefined) issue(ctx, ['rule', 'window'], 'required');
  if (kind === 'birthday-message' && rule.daysBefore === undefined) issue(ctx, ['rule', 'daysBefore'], 'required');
  if (kind === 'win-back' && rule.lapseDays === undefined) issue(ctx, ['rule', 'lapseDays'], 'required');
  if (isMessageKind(kind) && !rule.message) issue(ctx, ['rule', 'message', 'tr'], 'required');
  const welcomeCoupon = kind === 'welcome' && rule.couponId !== undefined;
  if (welcomeCoupon && rule.reward)
    issue(ctx, ['rule', 'couponId'], 'a bill discount or a coupon, not both', 'campaigns.rules.rewardOrCoupon');
  if (kind === 'nth-visit' || kind === 'birthday' || (kind === 'welcome' && !welcomeCoupon)) {
    const reward = rule.reward;
    if (!reward) issue(ctx, ['rule', 'reward', 'value'], 'required');
    else if (
      reward.kind === 'percent' &&
      (reward.value > 100 || Math.abs(Math.round(reward.value * 100) - reward.value * 100) > 1e-6)
    )
      issue(ctx, ['rule', 'reward', 'value'], 'a percent up to 100 with two decimals', 'campaigns.rules.rewardPercent');
    else if (reward.kind === 'amount' && (!Number.isInteger(reward.value) || reward.value > MAX_REWARD_AMOUNT))
      issue(
        ctx,
        ['rule', 'reward', 'value'],
        `whole minor units up to ${MAX_REWARD_AMOUNT}`,
        'campaigns.rules.rewardAmount',
      );
  }
  if (v.schedule.to !== null && v.schedule.to < v.schedule.from)
    issue(ctx, ['schedule', 'to'], 'before the start', 'campaigns.rules.toBeforeFrom');
  if (new Set(v.schedule.days).size !== v.schedule.days.length)
    issue(ctx, ['schedule', 'days'], 'a day twice', 'validation.invalid');
};

/** `campaign/save`: creates (no `id`) or changes a campaign; `status` draft or running (paused/ended: setStatus). */
export const ZCampaignSave = z
  .object({
    storeId: ZId,
    id: ZId.optional(),
    name: ZText(80).min(1),
    kind: z.enum(campaignKinds),
    rule: ZCampaignRule,
    segment: z.enum(campaignSegments),
    schedule: ZCampaignSchedule,
    status: z.enum(['draft', 'running', 'paused']).default('draft'),
  })
  .superRefine(ruleFits);
export type CampaignSave = z.input<typeof ZCampaignSave>;

export const ZCampaignSetStatus = z.object({
  storeId: ZId,
  id: ZId,
  status: z.enum(['running', 'paused', 'ended']),
});

export const ZCampaignRef = z.object({ storeId: ZId, id: ZId });

export const ZCampaignAudienceIn = z.object({ storeId: ZId, segment: z.enum(campaignSegments) });
export const ZCampaignAudience = z.object({ segment: z.enum(campaignSegments), count: z.number().int() });

/**
 * `campaign/getMessageAudience`: how many guests a birthday or win-back message would reach now (consent on for the
 * channel, not blocked): birthday: guests whose date of birth is known; win-back: guests lapsed past `lapseDays`
 * not yet sent one for this lapse.
 */
export const ZMessageAudienceIn = z.object({
  storeId: ZId,
  kind: z.enum(['birthday-message', 'win-back']),
  channel: z.enum(['sms', 'push']).default('sms'),
  lapseDays: z.number().int().min(WIN_BACK_DAYS.min).max(WIN_BACK_DAYS.max).optional(),
});
export const ZMessageAudience = z.object({ count: z.number().int() });

/** `campaign/getResults`: calendar days in the store's time zone, both included. */
export const ZCampaignResultsIn = z.object({ storeId: ZId, from: ZIsoDate, to: ZIsoDate });

/** What a campaign or a coupon brought in the period (docs/campaigns.md, Results); money in minor units. */
export const ZResultRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  /** Times used: folios it priced (campaign), or redemptions (coupon; a message campaign: of the coupon it loaded). */
  redemptions: z.number().int(),
  /** The totals of the closed folios it was used on. */
  revenue: z.number().int(),
  /** What it took off. */
  discount: z.number().int(),
  /** Guests who used it and had a later visit at the store. */
  returning: z.number().int(),
});
export type ResultRow = z.infer<typeof ZResultRow>;
export const ZCampaignResults = z.object({ campaigns: z.array(ZResultRow), coupons: z.array(ZResultRow) });
export type CampaignResults = z.infer<typeof ZCampaignResults>;

export const ZCampaign = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  kind: z.enum(campaignKinds),
  rule: ZCampaignRule,
  segment: z.enum(campaignSegments),
  schedule: ZCampaignSchedule,
  status: z.enum(campaignStatuses),
  /** When it first priced a folio (null: never; only such a campaign may be deleted). */
  firstAppliedAt: z.string().nullable(),
  /** Guests of the store in its segment now. */
  audience: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof ZCampaign>;
