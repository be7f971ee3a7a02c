import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@sofra/contracts/loyalty/campaigns.schemas';
import { campaignToForm, campaignToInput } from './campaign-values';

const visits: Campaign = {
  id: 'c1',
  storeId: 's1',
  name: 'Beşinci ziyaret',
  kind: 'nth-visit',
  rule: { groupIds: [], productIds: [], visit: 5, reward: { kind: 'amount', value: 1_250 } },
  segment: 'regular',
  schedule: { from: '2026-01-01', to: '2026-12-31', days: [7, 1, 3], startTime: '00:00', endTime: '00:00' },
  status: 'ended',
  firstAppliedAt: null,
  audience: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('the campaign form', () => {
  it('sends only the rule fields of the kind, a reward amount in minor units and the days in order', () => {
    const values = campaignToForm(visits);
    expect(values.rule.reward).toEqual({ kind: 'amount', value: 12.5 });
    expect(campaignToInput(values, 's1', visits)).toEqual({
      storeId: 's1',
      id: 'c1',
      name: 'Beşinci ziyaret',
      kind: 'nth-visit',
      segment: 'regular',
      rule: { visit: 5, reward: { kind: 'amount', value: 1_250 } },
      schedule: { from: '2026-01-01', to: '2026-12-31', days: [1, 3, 7], startTime: '00:00', endTime: '00:00' },
      // An ended campaign that is changed comes back paused, never running on its own.
      status: 'paused',
    });
  });

  it('a new campaign is a weekday happy hour, saved as a draft unless started now; no end date is null', () => {
    const values = campaignToForm(null);
    const input = campaignToInput(
      { ...values, name: ' Mutlu saat ', rule: { ...values.rule, groupIds: ['g1'] } },
      's1',
      null,
    );
    expect(input).toMatchObject({
      name: 'Mutlu saat',
      kind: 'happy-hour',
      rule: { percent: 20, groupIds: ['g1'] },
      schedule: { to: null, days: [1, 2, 3, 4, 5], startTime: '16:00', endTime: '19:00' },
      status: 'draft',
    });
    expect(input).not.toHaveProperty('id');
    expect(campaignToInput({ ...values, startNow: true }, 's1', null).status).toBe('running');
  });

  it('a welcome campaign gives a coupon or a discount, not both; an empty amount is never sent as zero', () => {
    const values = campaignToForm(null);
    const welcome = { ...values, kind: 'welcome' as const };
    expect(
      campaignToInput({ ...welcome, rule: { ...values.rule, gift: 'coupon', couponId: 'k1' } }, 's1', null).rule,
    ).toEqual({
      couponId: 'k1',
    });
    expect(
      campaignToInput({ ...welcome, rule: { ...values.rule, reward: { kind: 'percent', value: '' } } }, 's1', null)
        .rule,
    ).toEqual({ reward: { kind: 'percent', value: Number.NaN } });
  });

  it('a win-back message sends its days, texts and coupon, for every day of its dates and every guest', () => {
    const values = campaignToForm(null);
    const winBack = {
      ...values,
      name: 'Sizi özledik',
      kind: 'win-back' as const,
      segment: 'top' as const,
      rule: {
        ...values.rule,
        lapseDays: 45,
        couponId: 'k1',
        message: { channel: 'sms' as const, tr: 'Sizi özledik', en: 'We miss you' },
      },
    };
    expect(campaignToInput(winBack, 's1', null)).toMatchObject({
      kind: 'win-back',
      segment: 'all',
      rule: { lapseDays: 45, couponId: 'k1', message: { channel: 'sms', tr: 'Sizi özledik', en: 'We miss you' } },
      schedule: { days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00', to: null },
    });
    // No coupon chosen: none sent; a birthday message sends its days before.
    const birthday = {
      ...winBack,
      kind: 'birthday-message' as const,
      rule: { ...winBack.rule, couponId: null, daysBefore: 3 },
    };
    expect(campaignToInput(birthday, 's1', null).rule).toEqual({
      daysBefore: 3,
      message: { channel: 'sms', tr: 'Sizi özledik', en: 'We miss you' },
    });
  });

  afterEach(() => vi.useRealTimers());

  it('a new campaign starts today on the store calendar, not the UTC one', () => {
    // 23:30 UTC on 31 March is already 1 April in Istanbul.
    vi.useFakeTimers({ now: new Date('2026-03-31T23:30:00Z'), toFake: ['Date'] });
    expect(campaignToForm(null).schedule.from).toBe('2026-04-01');
  });
});
