import {
  isMessageKind,
  type Campaign,
  type CampaignKind,
  type CampaignSegment,
} from '@sofra/contracts/loyalty/campaigns.schemas';
import { storeDayOf } from '../../../components/folio-view/folio-format';
import { fromMinor, toMinor } from '../../../lib/money';

/**
 * The campaign form's values (campaign-form.tsx and its parts): a campaign as the form holds it, and the save's input
 * made from them.
 */

export type Num = number | string;

export interface CampaignValues extends Record<string, unknown> {
  name: string;
  kind: CampaignKind;
  segment: CampaignSegment;
  rule: {
    percent: Num;
    groupIds: string[];
    productIds: string[];
    buy: Num;
    get: Num;
    visit: Num;
    window: 'week' | 'month';
    /** An amount in major units as typed (the input takes minor units). */
    reward: { kind: 'percent' | 'amount'; value: Num };
    /** welcome: a discount on the first bill, or a coupon loaded into the guest's wallet. */
    gift: 'discount' | 'coupon';
    couponId: string | null;
    /** birthday-message: days before the birthday; win-back: days since the last visit. */
    daysBefore: Num;
    lapseDays: Num;
    message: { channel: 'sms' | 'push'; tr: string; en: string };
  };
  schedule: { from: string; to: string; days: string[]; startTime: string; endTime: string };
  startNow: boolean;
}

/** Today on the store's calendar (YYYY-MM-DD), as the server reads a schedule's dates. */
const today = () => storeDayOf(new Date());

/** The form's values for a campaign, or for a new happy hour (weekdays 16:00–19:00, 20 % off). */
export const campaignToForm = (c: Campaign | null): CampaignValues => ({
  name: c?.name ?? '',
  kind: c?.kind ?? 'happy-hour',
  segment: c?.segment ?? 'all',
  rule: {
    percent: c?.rule.percent ?? 20,
    groupIds: c?.rule.groupIds ?? [],
    productIds: c?.rule.productIds ?? [],
    buy: c?.rule.buy ?? 2,
    get: c?.rule.get ?? 1,
    visit: c?.rule.visit ?? 5,
    window: c?.rule.window ?? 'week',
    reward: {
      kind: c?.rule.reward?.kind ?? 'percent',
      value: c?.rule.reward
        ? c.rule.reward.kind === 'amount'
          ? fromMinor(c.rule.reward.value)
          : c.rule.reward.value
        : 10,
    },
    gift: c?.rule.couponId ? 'coupon' : 'discount',
    couponId: c?.rule.couponId ?? null,
    daysBefore: c?.rule.daysBefore ?? 0,
    lapseDays: c?.rule.lapseDays ?? 60,
    message: {
      channel: c?.rule.message?.channel ?? 'sms',
      tr: c?.rule.message?.tr ?? '',
      en: c?.rule.message?.en ?? '',
    },
  },
  schedule: {
    from: c?.schedule.from ?? today(),
    to: c?.schedule.to ?? '',
    days: (c?.schedule.days ?? [1, 2, 3, 4, 5]).map(String),
    startTime: c?.schedule.startTime ?? '16:00',
    endTime: c?.schedule.endTime ?? '19:00',
  },
  startNow: false,
});

/** An ended campaign that is changed comes back paused; a new one is a draft unless started now. */
const statusOf = (v: CampaignValues, record: Campaign | null) =>
  record ? (record.status === 'ended' ? 'paused' : record.status) : v.startNow ? 'running' : 'draft';

const num = (v: Num) => (typeof v === 'number' ? v : v === '' ? undefined : Number.NaN);

/** A birthday or win-back message's rule: its day count, its texts, and a coupon when one is chosen. */
const messageRule = (v: CampaignValues) => {
  const r = v.rule;
  const coupon = r.couponId ? { couponId: r.couponId } : {};
  const message = { channel: r.message.channel, tr: r.message.tr, en: r.message.en };
  return v.kind === 'birthday-message'
    ? { daysBefore: num(r.daysBefore), message, ...coupon }
    : { lapseDays: num(r.lapseDays), message, ...coupon };
};

/** A message campaign goes by its dates only: every day, the job's own hour (docs/campaigns.md). */
const WHOLE_DAYS = { days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' };

/** The save's input: only the rule fields the kind uses; a reward amount in minor units. */
export const campaignToInput = (v: CampaignValues, storeId: string, record: Campaign | null) => {
  const r = v.rule;
  if (isMessageKind(v.kind))
    return {
      storeId,
      ...(record ? { id: record.id } : {}),
      name: v.name.trim(),
      kind: v.kind,
      segment: 'all' as const,
      rule: messageRule(v),
      schedule: { from: v.schedule.from, to: v.schedule.to === '' ? null : v.schedule.to, ...WHOLE_DAYS },
      status: statusOf(v, record),
    };
  const value = num(r.reward.value);
  const reward = {
    kind: r.reward.kind,
    value: value === undefined ? Number.NaN : r.reward.kind === 'amount' ? toMinor(value) : value,
  };
  const rule =
    v.kind === 'happy-hour'
      ? { percent: num(r.percent), groupIds: r.groupIds }
      : v.kind === 'buy-x-get-y'
        ? { buy: num(r.buy), get: num(r.get), percent: num(r.percent), groupIds: r.groupIds, productIds: r.productIds }
        : v.kind === 'nth-visit'
          ? { visit: num(r.visit), reward }
          : v.kind === 'birthday'
            ? { window: r.window, reward }
            : r.gift === 'coupon'
              ? { couponId: r.couponId ?? '' }
              : { reward };
  return {
    storeId,
    ...(record ? { id: record.id } : {}),
    name: v.name.trim(),
    kind: v.kind,
    segment: v.segment,
    rule,
    schedule: {
      from: v.schedule.from,
      to: v.schedule.to === '' ? null : v.schedule.to,
      days: v.schedule.days.map(Number).sort((a, b) => a - b),
      startTime: v.schedule.startTime,
      endTime: v.schedule.endTime,
    },
    status: statusOf(v, record),
  };
};
