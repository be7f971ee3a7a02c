import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { campaignCalls as c } from '@sofra/contracts/loyalty/campaigns.calls';
import type { CampaignSave } from '@sofra/contracts/loyalty/campaigns.schemas';
import { guestWalletCalls as w } from '@sofra/contracts/loyalty/guest-wallet.calls';
import type { TestApp } from '../../../test/build-app.ts';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { appWithClock, campaignSchedules, newStore, ownerWithDrinksAndFood } from '../../../test/factories.ts';

/**
 * The campaign prices and deals the guest menu shows beside its products (docs/campaigns.md, On the menu). Tuesday
 * 24 November 2026: 17:00 in Istanbul is 14:00 UTC.
 */
let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  ({ t, at } = await appWithClock('2026-11-24T14:00:00Z'));
});
afterAll(async () => t.close());

const setUp = () => ownerWithDrinksAndFood(t);
type Shop = Awaited<ReturnType<typeof setUp>>;

const { weekdays, always } = campaignSchedules;

const campaign = (s: Shop, more: Partial<CampaignSave>) =>
  t.call(s.owner.token, c.save, {
    storeId: s.storeId,
    name: 'Mutlu saat',
    kind: 'happy-hour',
    rule: { percent: 20, groupIds: [s.drinks.id] },
    segment: 'all',
    schedule: weekdays,
    status: 'running',
    ...more,
  } as CampaignSave);

const offersFor = async (token: string | null, storeId: string) => (await t.call(token, w.offers, { storeId })).offers;

describe('guest/offers', () => {
  test('a happy hour prices the drinks in its window as a one-unit line is priced; none outside it', async () => {
    const s = await setUp();
    await campaign(s, { rule: { percent: 15, groupIds: [s.drinks.id] } });
    at('2026-11-24T14:00:00Z');
    const offers = await offersFor(null, s.storeId);
    expect(offers).toEqual(
      expect.arrayContaining([
        { productId: s.cola.id, campaignName: 'Mutlu saat', price: 3_400, deal: null },
        { productId: s.ayran.id, campaignName: 'Mutlu saat', price: 1_700, deal: null },
      ]),
    );
    expect(offers).toHaveLength(2);
    // The card's price is the bill's: one Cola on a folio now comes to the same.
    const folio = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      serviceType: 'take-away',
      lines: [{ productId: s.cola.id, quantity: 1, options: [] }],
    });
    expect(folio.lines[0]!.net).toBe(offers.find((o) => o.productId === s.cola.id)!.price);

    at('2026-11-24T16:00:00Z'); // 19:00: the window has closed
    expect(await offersFor(null, s.storeId)).toEqual([]);
  });

  test('a deal is named on the products it covers; the happy hour wins where both run', async () => {
    const s = await setUp();
    at('2026-11-24T14:00:00Z');
    await campaign(s, {
      name: '2 al 1 bedava',
      kind: 'buy-x-get-y',
      rule: { buy: 2, get: 1, percent: 100, groupIds: [], productIds: [s.cola.id, s.kofte.id] },
      schedule: always,
    });
    await campaign(s, { rule: { percent: 10, groupIds: [s.drinks.id] } });
    const offers = await offersFor(null, s.storeId);
    expect(offers).toEqual(
      expect.arrayContaining([
        { productId: s.cola.id, campaignName: 'Mutlu saat', price: 3_600, deal: null },
        { productId: s.ayran.id, campaignName: 'Mutlu saat', price: 1_800, deal: null },
        { productId: s.kofte.id, campaignName: '2 al 1 bedava', price: null, deal: { buy: 2, get: 1, percent: 100 } },
      ]),
    );
    expect(offers).toHaveLength(3);
  });

  test('a campaign for new guests shows to a signed-in guest with no visit, never to an anonymous one', async () => {
    const s = await setUp();
    at('2026-11-24T14:00:00Z');
    await campaign(s, {
      name: 'İlk gelişe',
      segment: 'new',
      rule: { percent: 50, groupIds: [s.food.id] },
      schedule: always,
    });
    expect(await offersFor(null, s.storeId)).toEqual([]);
    const guest = await t.signIn();
    expect(await offersFor(guest.token, s.storeId)).toEqual([
      { productId: s.kofte.id, campaignName: 'İlk gelişe', price: 12_500, deal: null },
    ]);
  });

  test('a store with no published menu is not_found, as the guest menu answers', async () => {
    const owner = await t.signIn();
    const unpublished = await t.call(owner.token, storeCalls.saveStore, newStore());
    const res = await t.raw(null, w.offers, { storeId: unpublished.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
