import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { campaignCalls as c } from '@sofra/contracts/loyalty/campaigns.calls';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import type { CampaignSave } from '@sofra/contracts/loyalty/campaigns.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { TestApp } from '../../../test/build-app.ts';
import { appWithClock, campaignSchedules, newStore, ownerWithDrinksAndFood } from '../../../test/factories.ts';

/**
 * Campaigns price folios (docs/campaigns.md) by an injected clock. Tuesday 24 November 2026: 17:00 in Istanbul is
 * 14:00 UTC (UTC+3 all year).
 */
let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  ({ t, at } = await appWithClock('2026-11-24T14:00:00Z'));
});
afterAll(async () => t.close());

/** A store with drinks (Cola 40.00, Ayran 20.00) and food (Köfte 250.00), published. */
const setUp = () => ownerWithDrinksAndFood(t);
type Shop = Awaited<ReturnType<typeof setUp>>;

const { weekdays, always } = campaignSchedules;

const happyHour = (s: Shop, more: Partial<CampaignSave> = {}): CampaignSave => ({
  storeId: s.storeId,
  name: 'Mutlu saat',
  kind: 'happy-hour',
  rule: { percent: 20, groupIds: [s.drinks.id] },
  segment: 'all',
  schedule: weekdays,
  status: 'running',
  ...more,
});

const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });
const open = (s: Shop, lines: ReturnType<typeof line>[], guestUserId?: string) =>
  t.call(s.owner.token, f.save, { storeId: s.storeId, serviceType: 'take-away', lines, guestUserId });
const lineOf = (folio: Folio, name: string) => folio.lines.find((l) => l.name === name)!;
const codeOf = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown) =>
  (await t.raw(token, call, body)).json().code as string;

/** Opens, pays and closes a folio for the guest at the clock's time: one visit. */
const visit = async (s: Shop, guestUserId: string) => {
  const folio = await open(s, [line(s.kofte.id)], guestUserId);
  await t.call(s.owner.token, f.addPayment, {
    storeId: s.storeId,
    id: folio.id,
    paymentTypeId: s.cash.id,
    amount: folio.totals.total,
  });
  return t.call(s.owner.token, f.close, { storeId: s.storeId, id: folio.id });
};

describe('happy hour', () => {
  test('applies inside its window, and not outside it, by the store’s clock', async () => {
    const s = await setUp();
    at('2026-11-24T14:00:00Z'); // Tuesday 17:00 in Istanbul
    const campaign = await t.call(s.owner.token, c.save, happyHour(s));
    expect(campaign).toMatchObject({ status: 'running', kind: 'happy-hour', firstAppliedAt: null });

    const inside = await open(s, [line(s.cola.id, 2), line(s.kofte.id)]);
    expect(lineOf(inside, 'Cola').campaign).toEqual({
      campaignId: campaign.id,
      campaignName: 'Mutlu saat',
      amount: 1_600,
    });
    expect(lineOf(inside, 'Cola').net).toBe(6_400);
    expect(lineOf(inside, 'Köfte').campaign).toBeNull();
    expect(inside.totals).toMatchObject({ gross: 33_000, discounts: 1_600, total: 31_400 });

    at('2026-11-24T16:00:00Z'); // 19:00: the window has closed (its end is not in it)
    const after = await open(s, [line(s.cola.id, 2)]);
    expect(lineOf(after, 'Cola').campaign).toBeNull();
    expect(after.totals.total).toBe(8_000);

    at('2026-11-28T14:00:00Z'); // Saturday 17:00: not one of its days
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(4_000);

    at('2026-11-24T12:59:00Z'); // 15:59
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(4_000);

    // Lines keep the time they were ordered: an Ayran added later, outside the window, pays full price, while the
    // Colas ordered in the happy hour keep theirs.
    at('2026-11-24T16:30:00Z');
    const more = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      id: inside.id,
      version: inside.version,
      serviceType: 'take-away',
      lines: [line(s.ayran.id)],
    });
    expect(lineOf(more, 'Cola').campaign?.amount).toBe(1_600);
    expect(lineOf(more, 'Ayran').campaign).toBeNull();

    // Paused, it takes nothing off from the next line write on.
    await t.call(s.owner.token, c.setStatus, { storeId: s.storeId, id: campaign.id, status: 'paused' });
    const paused = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      id: inside.id,
      version: more.version,
      serviceType: 'take-away',
      lines: [line(s.ayran.id)],
    });
    expect(lineOf(paused, 'Cola').campaign).toBeNull();
    expect(paused.totals.discounts).toBe(0);

    // It priced folios: it may be ended, not deleted.
    expect(await codeOf(s.owner.token, c.delete, { storeId: s.storeId, id: campaign.id })).toBe('campaign_in_use');
    const [listed] = await t.call(s.owner.token, c.get, { storeId: s.storeId });
    // The first folio it priced, at 17:00.
    expect(listed!.firstAppliedAt).toBe('2026-11-24T14:00:00.000Z');
    const folio = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: inside.id });
    expect(lineOf(folio, 'Cola').campaign).toBeNull();
  });

  test('a window past midnight belongs to the day it starts', async () => {
    const s = await setUp();
    at('2026-11-27T20:30:00Z'); // Friday 23:30
    await t.call(
      s.owner.token,
      c.save,
      happyHour(s, { schedule: { ...weekdays, days: [5], startTime: '22:00', endTime: '02:00' } }),
    );
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(3_200);
    at('2026-11-27T22:30:00Z'); // Saturday 01:30: still Friday's window
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(3_200);
    at('2026-11-28T20:30:00Z'); // Saturday 23:30: not its day
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(4_000);
  });
});

describe('a store in another zone', () => {
  test("its happy hour runs on the store's own clock", async () => {
    const s = await ownerWithDrinksAndFood(t, { timeZone: 'Europe/London' });
    await t.call(s.owner.token, c.save, happyHour(s));
    at('2026-11-24T14:00:00Z'); // 17:00 in Istanbul, 14:00 in London: outside 16:00–19:00 there
    expect(lineOf(await open(s, [line(s.cola.id)]), 'Cola').campaign).toBeNull();
    at('2026-11-24T17:00:00Z'); // 17:00 in London
    expect(lineOf(await open(s, [line(s.cola.id)]), 'Cola').campaign?.amount).toBe(800);
  });
});

describe('buy X get Y', () => {
  test('of every 3 drinks the cheapest is free; the best campaign of a line wins', async () => {
    const s = await setUp();
    at('2026-11-24T10:00:00Z');
    const b = await t.call(s.owner.token, c.save, {
      storeId: s.storeId,
      name: '2 al 1 bedava',
      kind: 'buy-x-get-y',
      rule: { buy: 2, get: 1, percent: 100, groupIds: [s.drinks.id] },
      segment: 'all',
      schedule: always,
      status: 'running',
    });
    // 2 Cola + 1 Ayran: one unit free, the cheapest (Ayran 20.00).
    const one = await open(s, [line(s.cola.id, 2), line(s.ayran.id)]);
    expect(lineOf(one, 'Ayran').campaign).toEqual({ campaignId: b.id, campaignName: '2 al 1 bedava', amount: 2_000 });
    expect(lineOf(one, 'Cola').campaign).toBeNull();
    expect(one.totals.total).toBe(8_000);
    // 7 Cola: two sets of three, 2 free; the seventh pays.
    const seven = await open(s, [line(s.cola.id, 7)]);
    expect(lineOf(seven, 'Cola').campaign?.amount).toBe(8_000);
    expect(seven.totals.total).toBe(20_000);
    // 2 Cola: not yet a set.
    expect((await open(s, [line(s.cola.id, 2)])).totals.total).toBe(8_000);

    // A 50 % "third at half price" on the same drinks: each line takes the campaign that takes off most.
    await t.call(s.owner.token, c.save, {
      storeId: s.storeId,
      name: 'Üçüncüsü yarım',
      kind: 'buy-x-get-y',
      rule: { buy: 2, get: 1, percent: 50, productIds: [s.cola.id] },
      segment: 'all',
      schedule: always,
      status: 'running',
    });
    const three = await open(s, [line(s.cola.id, 3)]);
    expect(lineOf(three, 'Cola').campaign).toMatchObject({ campaignId: b.id, amount: 4_000 });
  });
});

describe('guest rewards', () => {
  test('the nth visit gets its reward on the bill, before the folio’s own discount; the welcome on the first', async () => {
    const s = await setUp();
    const guest = await t.signIn();
    at('2026-11-02T10:00:00Z');
    const third = await t.call(s.owner.token, c.save, {
      storeId: s.storeId,
      name: '3. ziyarete %10',
      kind: 'nth-visit',
      rule: { visit: 3, reward: { kind: 'percent', value: 10 } },
      segment: 'all',
      schedule: always,
      status: 'running',
    });
    const welcome = await t.call(s.owner.token, c.save, {
      storeId: s.storeId,
      name: 'Hoş geldin',
      kind: 'welcome',
      rule: { reward: { kind: 'amount', value: 5_000 } },
      segment: 'all',
      schedule: always,
      status: 'running',
    });
    // Visit 1: the welcome reward (50.00 off).
    const first = await visit(s, guest.userId);
    expect(first.campaign).toMatchObject({ campaignId: welcome.id, kind: 'amount', value: 5_000, amount: 5_000 });
    expect(first.totals.total).toBe(20_000);
    // Visit 2 (another business day): nothing.
    at('2026-11-03T10:00:00Z');
    const second = await visit(s, guest.userId);
    expect(second.campaign).toBeNull();
    expect(second.totals.total).toBe(25_000);
    // A second folio the same day is the same visit.
    expect((await open(s, [line(s.kofte.id)], guest.userId)).campaign).toBeNull();
    // Visit 3: 10 % off the bill.
    at('2026-11-05T10:00:00Z');
    const folio = await open(s, [line(s.kofte.id), line(s.cola.id)], guest.userId);
    expect(folio.campaign).toEqual({
      campaignId: third.id,
      campaignName: '3. ziyarete %10',
      kind: 'percent',
      value: 10,
      amount: 2_900,
    });
    expect(folio.totals).toMatchObject({ discounts: 2_900, total: 26_100 });
    // A folio with no guest gets no guest reward.
    expect((await open(s, [line(s.kofte.id)])).campaign).toBeNull();

    // The audience: this guest visited on three days; new (first within 30 days), not yet regular (3 visits in 90
    // days need closed folios or check-ins: two are closed so far).
    expect(await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'all' })).toEqual({
      segment: 'all',
      count: 1,
    });
    expect((await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'new' })).count).toBe(1);
    expect((await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'regular' })).count).toBe(0);
    expect((await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'top' })).count).toBe(1);
    at('2026-12-20T10:00:00Z');
    expect((await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'lapsed' })).count).toBe(1);
    expect((await t.call(s.owner.token, c.getAudience, { storeId: s.storeId, segment: 'new' })).count).toBe(0);
  });

  test('a welcome campaign may give a coupon instead: loaded into the wallet on the first visit, once', async () => {
    const s = await setUp();
    at('2026-11-02T10:00:00Z');
    const gift = await t.call(s.owner.token, cc.create, {
      storeId: s.storeId,
      name: 'Hoş geldin çayı',
      benefit: { kind: 'amount', value: 1_500 },
      singleUseCodes: 2,
    });
    const base = { storeId: s.storeId, name: 'Hoş geldin', kind: 'welcome' as const, segment: 'all' as const };
    // A reward or a coupon, not both; the coupon must be the store's own and active.
    expect(
      await codeOf(s.owner.token, c.save, {
        ...base,
        rule: { couponId: gift.id, reward: { kind: 'amount', value: 100 } },
        schedule: always,
      }),
    ).toBe('validation_failed');
    const theirs = await t.signIn();
    const theirStore = (await t.call(theirs.token, storeCalls.saveStore, newStore())).id;
    const theirCoupon = await t.call(theirs.token, cc.create, {
      storeId: theirStore,
      name: 'Başkasının',
      benefit: { kind: 'percent', value: 50 },
    });
    expect(await codeOf(s.owner.token, c.save, { ...base, rule: { couponId: theirCoupon.id }, schedule: always })).toBe(
      'coupon_not_found',
    );
    const welcome = await t.call(s.owner.token, c.save, {
      ...base,
      rule: { couponId: gift.id, percent: 10 },
      schedule: always,
      status: 'running',
    });
    // Only the welcome's own fields are kept.
    expect(welcome.rule).toEqual({ couponId: gift.id, groupIds: [], productIds: [] });

    const guest = await t.signIn();
    const wallet = () => t.call(s.owner.token, cc.getBenefits, { storeId: s.storeId, guest: { gsm: guest.gsm } });
    expect(await wallet()).toEqual([]);
    // The first visit: no discount on the bill, the coupon in the wallet with a single-use code of its own.
    const first = await visit(s, guest.userId);
    expect(first.campaign).toBeNull();
    expect(first.totals.total).toBe(25_000);
    const held = await wallet();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ couponId: gift.id, benefit: { kind: 'amount', value: 1_500 } });
    expect(held[0]!.code).toMatch(/^[A-Z0-9]{10}$/);
    // A second bill the same day and a visit on another day give nothing more.
    await visit(s, guest.userId);
    at('2026-11-03T10:00:00Z');
    await visit(s, guest.userId);
    expect(await wallet()).toHaveLength(1);
    const detail = await t.call(s.owner.token, cc.getById, { storeId: s.storeId, couponId: gift.id });
    expect(detail.codes.filter((x) => x.holderId === guest.userId)).toHaveLength(1);
    // Applied at the first visit, which gave the coupon.
    expect((await t.call(s.owner.token, c.get, { storeId: s.storeId }))[0]!.firstAppliedAt).toBe(
      '2026-11-02T10:00:00.000Z',
    );
    // The code works at the till.
    const folio = await open(s, [line(s.kofte.id)], guest.userId);
    const used = await t.call(s.owner.token, cc.use, { storeId: s.storeId, code: held[0]!.code!, folioId: folio.id });
    expect(used.amount).toBe(1_500);

    // A paused campaign gives nothing to the next new guest.
    await t.call(s.owner.token, c.setStatus, { storeId: s.storeId, id: welcome.id, status: 'paused' });
    const late = await t.signIn();
    await visit(s, late.userId);
    expect(await t.call(s.owner.token, cc.getBenefits, { storeId: s.storeId, guest: { gsm: late.gsm } })).toEqual([]);
  });

  test('a campaign for a segment applies only to guests in it', async () => {
    const s = await setUp();
    const guest = await t.signIn();
    at('2026-11-24T14:00:00Z');
    await t.call(s.owner.token, c.save, happyHour(s, { segment: 'lapsed' }));
    expect((await open(s, [line(s.cola.id)], guest.userId)).totals.total).toBe(4_000);
    expect((await open(s, [line(s.cola.id)])).totals.total).toBe(4_000);
  });
});

describe('saving and status', () => {
  test('the rules a kind needs, the status moves, deleting a campaign that never applied', async () => {
    const s = await setUp();
    const { storeId } = s;
    const refused = await t.raw(s.owner.token, c.save, happyHour(s, { rule: { percent: 20, groupIds: [] } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    expect(await codeOf(s.owner.token, c.save, happyHour(s, { rule: { percent: 120, groupIds: [s.drinks.id] } }))).toBe(
      'validation_failed',
    );
    expect(
      await codeOf(s.owner.token, c.save, {
        ...happyHour(s),
        kind: 'nth-visit',
        rule: { visit: 3, reward: { kind: 'percent', value: 150 } },
      }),
    ).toBe('validation_failed');
    expect(
      await codeOf(
        s.owner.token,
        c.save,
        happyHour(s, { schedule: { ...weekdays, from: '2026-12-01', to: '2026-11-01' } }),
      ),
    ).toBe('validation_failed');

    const draft = await t.call(s.owner.token, c.save, happyHour(s, { status: 'draft' }));
    expect(draft.status).toBe('draft');
    const edited = await t.call(s.owner.token, c.save, happyHour(s, { id: draft.id, name: 'Akşam', status: 'draft' }));
    expect(edited).toMatchObject({ id: draft.id, name: 'Akşam' });
    expect(
      await codeOf(s.owner.token, c.save, {
        ...happyHour(s),
        id: draft.id,
        kind: 'welcome',
        rule: { reward: { kind: 'amount', value: 100 } },
      }),
    ).toBe('conflict');
    expect((await t.call(s.owner.token, c.setStatus, { storeId, id: draft.id, status: 'running' })).status).toBe(
      'running',
    );
    expect((await t.call(s.owner.token, c.setStatus, { storeId, id: draft.id, status: 'ended' })).status).toBe('ended');
    expect(await codeOf(s.owner.token, c.setStatus, { storeId, id: draft.id, status: 'running' })).toBe(
      'campaign_ended',
    );
    expect(await codeOf(s.owner.token, c.save, happyHour(s, { id: draft.id }))).toBe('campaign_ended');
    // Never applied: it may go.
    await t.call(s.owner.token, c.delete, { storeId, id: draft.id });
    expect(await t.call(s.owner.token, c.get, { storeId })).toEqual([]);
    expect(await codeOf(s.owner.token, c.delete, { storeId, id: draft.id })).toBe('campaign_not_found');
  });

  test('another owner is refused; staff need campaigns.manage', async () => {
    const s = await setUp();
    const campaign = await t.call(s.owner.token, c.save, happyHour(s, { status: 'draft' }));
    const other = await t.signIn();
    const ref = { storeId: s.storeId, id: campaign.id };
    expect(await codeOf(other.token, c.get, { storeId: s.storeId })).toBe('store_forbidden');
    expect(await codeOf(other.token, c.setStatus, { ...ref, status: 'running' })).toBe('store_forbidden');
    // Another store's campaign cannot be named through one's own store.
    const theirs = await t.call(other.token, storeCalls.saveStore, newStore());
    expect(await codeOf(other.token, c.setStatus, { storeId: theirs.id, id: campaign.id, status: 'running' })).toBe(
      'campaign_not_found',
    );

    const waiter = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    expect(await codeOf(waiter.token, c.get, { storeId: s.storeId })).toBe('store_forbidden');
    expect(await codeOf(waiter.token, c.save, happyHour(s))).toBe('store_forbidden');
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: waiter.userId,
      permissions: ['campaigns.manage'],
    });
    expect(await t.call(waiter.token, c.get, { storeId: s.storeId })).toHaveLength(1);
    expect((await t.call(waiter.token, c.setStatus, { ...ref, status: 'running' })).status).toBe('running');
  });
});
