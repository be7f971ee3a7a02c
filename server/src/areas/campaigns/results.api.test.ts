import { afterAll, beforeAll, expect, test } from 'vitest';
import { customerCalls as cu } from '@sofra/contracts/customers/customers.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { campaignCalls as c } from '@sofra/contracts/loyalty/campaigns.calls';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import { freshGsm, type TestApp } from '../../../test/build-app.ts';
import { appWithClock, drinksAndFoodStore } from '../../../test/factories.ts';
import { sendCampaignMessages } from './guest-messages.ts';

/** What each campaign and coupon brought (docs/campaigns.md, Results), on folios seeded by an injected clock. */
let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  ({ t, at } = await appWithClock('2026-10-01T09:00:00Z'));
});
afterAll(async () => t.close());

test('per campaign and per coupon: uses, revenue of the closed bills, discount and returning guests', async () => {
  // A store with Cola 40.00 and Köfte 250.00 on its menu.
  const owner = await t.signIn();
  const { storeId, drinks, cola, kofte, cash } = await drinksAndFoodStore(t, owner.token);
  const guest = async () =>
    (await t.call(owner.token, cu.createVirtualUser, { storeId, name: 'Misafir', gsm: freshGsm() })).id;
  const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [] });
  /** Opens a folio, uses a coupon code on it if given, pays `expectedTotal` and closes it. */
  const bill = async (
    lines: ReturnType<typeof line>[],
    guestUserId: string | undefined,
    expectedTotal: number,
    code?: string,
  ) => {
    const folio = await t.call(owner.token, f.save, { storeId, serviceType: 'take-away', lines, guestUserId });
    if (code) await t.call(owner.token, cc.use, { storeId, code, folioId: folio.id });
    const paid = await t.call(owner.token, f.addPayment, {
      storeId,
      id: folio.id,
      paymentTypeId: cash.id,
      amount: expectedTotal,
    });
    expect(paid.totals.total).toBe(expectedTotal);
    return t.call(owner.token, f.close, { storeId, id: folio.id });
  };

  // 1 October: guest C's only visit (lapsed by late November).
  const guestC = await guest();
  await t.call(owner.token, cu.recordConsent, { storeId, userId: guestC, channel: 'sms', value: true });

  at('2026-11-01T09:00:00Z');
  const happyHour = await t.call(owner.token, c.save, {
    storeId,
    name: 'Mutlu saat',
    kind: 'happy-hour',
    rule: { percent: 20, groupIds: [drinks.id] },
    segment: 'all',
    schedule: { from: '2026-11-01', to: null, days: [1, 2, 3, 4, 5], startTime: '16:00', endTime: '19:00' },
    status: 'running',
  });
  const tenOff = await t.call(owner.token, cc.create, {
    storeId,
    name: 'Yüzde on',
    benefit: { kind: 'percent', value: 10 },
    code: 'ONLUK',
  } as never);
  const comeBack = await t.call(owner.token, cc.create, {
    storeId,
    name: 'Geri dön 50',
    benefit: { kind: 'amount', value: 5_000 },
    singleUseCodes: 3,
  } as never);
  const winBack = await t.call(owner.token, c.save, {
    storeId,
    name: 'Sizi özledik',
    kind: 'win-back',
    rule: { lapseDays: 30, couponId: comeBack.id, message: { channel: 'sms', tr: 'Sizi özledik', en: '' } },
    segment: 'all',
    schedule: { from: '2026-11-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' },
    status: 'running',
  });
  // 24 November, 10:00 Istanbul: the win-back goes to C with a "Geri dön 50" code.
  await sendCampaignMessages(await t.db(), t.app.services, new Date('2026-11-24T07:00:00Z'));
  const [cCode] = await t.call(owner.token, cc.getBenefits, {
    storeId,
    guest: { gsm: t.outbox.at(-1)!.to },
  });
  expect(cCode).toMatchObject({ couponId: comeBack.id });

  // Tuesday 24 November 17:00 Istanbul, in the happy hour.
  at('2026-11-24T14:00:00Z');
  const a = await guest();
  const b = await guest();
  // A: 2 Cola (80.00 − 16.00) + Köfte 250.00 = 314.00; ONLUK 10 % = 31.40 → 282.60.
  await bill([line(cola.id, 2), line(kofte.id)], a, 28_260, 'ONLUK');
  // B: Cola 40.00 − 8.00 = 32.00.
  await bill([line(cola.id)], b, 3_200);
  // No guest: Köfte 250.00 − ONLUK 25.00 = 225.00.
  await bill([line(kofte.id)], undefined, 22_500, 'ONLUK');
  // An open folio priced by the happy hour counts for nothing (not closed).
  await t.call(owner.token, f.save, { storeId, serviceType: 'take-away', lines: [line(cola.id)] });

  // Thursday 26 November 12:00: A comes back (Köfte, no campaign); C uses the win-back's code: 250.00 − 50.00.
  at('2026-11-26T09:00:00Z');
  await bill([line(kofte.id)], a, 25_000);
  await bill([line(kofte.id)], guestC, 20_000, cCode!.code!);

  // Monday 30 November 17:00, outside the period asked below: B comes back (Cola 32.00 − ONLUK 3.20).
  at('2026-11-30T14:00:00Z');
  await bill([line(cola.id)], b, 2_880, 'onluk');

  const results = await t.call(owner.token, c.getResults, { storeId, from: '2026-11-24', to: '2026-11-26' });
  const row = (rows: typeof results.campaigns, id: string) => rows.find((r) => r.id === id);
  expect(row(results.campaigns, happyHour.id)).toEqual({
    id: happyHour.id,
    name: 'Mutlu saat',
    kind: 'happy-hour',
    redemptions: 2,
    revenue: 28_260 + 3_200,
    discount: 1_600 + 800,
    // A came back on the 26th, B on the 30th: a later visit counts whenever it was.
    returning: 2,
  });
  expect(row(results.campaigns, winBack.id)).toMatchObject({
    redemptions: 1,
    revenue: 20_000,
    discount: 5_000,
    returning: 0,
  });
  expect(row(results.coupons, tenOff.id)).toMatchObject({
    name: 'Yüzde on',
    redemptions: 2,
    revenue: 28_260 + 22_500,
    discount: 3_140 + 2_500,
    returning: 1,
  });
  expect(row(results.coupons, comeBack.id)).toMatchObject({
    redemptions: 1,
    revenue: 20_000,
    discount: 5_000,
    returning: 0,
  });

  // A period with no use answers every campaign and coupon with zeros.
  const empty = await t.call(owner.token, c.getResults, { storeId, from: '2026-12-01', to: '2026-12-31' });
  expect(empty.campaigns).toHaveLength(2);
  expect(empty.coupons.map((r) => [r.name, r.redemptions, r.revenue])).toEqual([
    ['Geri dön 50', 0, 0],
    ['Yüzde on', 0, 0],
  ]);
  const backwards = await t.raw(owner.token, c.getResults, { storeId, from: '2026-12-31', to: '2026-12-01' });
  expect(backwards.json()).toMatchObject({ code: 'validation_failed' });
});
