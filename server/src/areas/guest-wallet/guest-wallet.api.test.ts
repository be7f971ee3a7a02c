import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { guestOrderCalls as g, orderCalls as o } from '@sofra/contracts/live/live.calls';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import { guestWalletCalls as w } from '@sofra/contracts/loyalty/guest-wallet.calls';
import { pointCalls as p } from '@sofra/contracts/loyalty/points.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { TestApp } from '../../../test/build-app.ts';
import {
  guestCoupons,
  newStore,
  publishedMenu,
  tableWithQr,
  type Session,
  guestOrdersApp,
} from '../../../test/factories.ts';

/** The guest's wallet on the guest page (docs/coupons.md, The guest's wallet): own loyalty, own scratch, own coupon. */

let t: TestApp;
let later: () => Date;
beforeAll(async () => {
  ({ t, later } = await guestOrdersApp());
});
afterAll(() => t.close());

/**
 * A store earning 10 points per 100 ₺ with stamps at 5, taking orders at once (auto-accept): Köfte 250.00 on its
 * menu, table "Salon 1" with a QR code, a shared code YAZ10 (10 % off, once per guest) and a scratch card whose only
 * prize is a 50.00 ₺ coupon.
 */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({
        payPoint: 10,
        pointTitle: 'Lokanta Puanı',
        properties: { order: true, webMenuActive: true, stampActive: true, stampConversionRate: 5 },
      }),
    )
  ).id;
  const [kofte] = await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000 }]);
  const { code, table } = await tableWithQr(t, owner.token, storeId, 'Salon 1');
  await t.call(owner.token, o.saveSettings, { storeId, autoAccept: true, prepMinutes: 20 });
  const { yaz, gift } = await guestCoupons(t, owner.token, storeId);
  const pool = await t.call(owner.token, cc.savePool, {
    storeId,
    name: 'Kazı kazan',
    entries: [{ couponId: gift.id, weight: 1 }],
    noPrizeWeight: 0,
    active: true,
  });
  return { owner, storeId, kofte: kofte!, code, table, yaz, gift, pool };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

const give = (s: Shop, couponId: string, guest: Session) =>
  t.call(s.owner.token, cc.load, { storeId: s.storeId, couponId, guest: { gsm: guest.gsm } });

const order = (s: Shop, token: string | null, couponCode?: string) =>
  t.raw(token, g.placeOrder, {
    code: s.code,
    lines: [{ productId: s.kofte.id, quantity: 2, options: [] }],
    ...(couponCode ? { couponCode } : {}),
  });

let s: Shop;
beforeAll(async () => {
  s = await setUp();
});

describe('guest/wallet', () => {
  test('shows the signed-in guest their own points, stamps, coupons, scratch cards and running campaigns only', async () => {
    const [guest, other] = [await t.signIn(), await t.signIn()];
    await t.call(s.owner.token, p.addPoint, {
      storeId: s.storeId,
      userId: guest.userId,
      points: 120,
      reason: 'Hoş geldin',
    });
    const mine = await give(s, s.yaz.id, guest);
    const theirs = await give(s, s.gift.id, other);
    const wallet = await t.call(guest.token, w.wallet, { storeId: s.storeId });
    expect(wallet).toMatchObject({
      storeId: s.storeId,
      pointTitle: 'Lokanta Puanı',
      points: 120,
      payoff: { payPoint: 10, pointValueMinor: 100 },
      stamps: { stamps: 0, perReward: 5, rewardsReady: 0 },
      scratchCards: [{ poolId: s.pool.id, name: 'Kazı kazan', played: false }],
      campaigns: [],
    });
    expect(wallet.coupons.map((c) => c.code)).toEqual([mine.code]);
    // The other guest sees their own code, never this one.
    const otherWallet = await t.call(other.token, w.wallet, { storeId: s.storeId });
    expect(otherWallet.coupons.map((c) => c.code)).toEqual([theirs.code]);
    expect(otherWallet.points).toBe(0);
  });

  test('needs a signed-in guest, and a store open to guests', async () => {
    expect((await t.raw(null, w.wallet, { storeId: s.storeId })).statusCode).toBe(401);
    const guest = await t.signIn();
    const res = await t.raw(guest.token, w.wallet, { storeId: '0000000000000000000000000' });
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/not_found|validation_failed/) });
  });
});

describe('guest/scratch', () => {
  test('two scratches at once: one result, the other scratch_already_played', async () => {
    const guest = await t.signIn();
    const both = await Promise.all([
      t.raw(guest.token, w.scratch, { storeId: s.storeId, poolId: s.pool.id }),
      t.raw(guest.token, w.scratch, { storeId: s.storeId, poolId: s.pool.id }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = both.find((r) => r.statusCode === 200)!.json();
    expect(won.prize).toMatchObject({ couponId: s.gift.id, name: '50 TL hediye' });
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'scratch_already_played' });
    const wallet = await t.call(guest.token, w.wallet, { storeId: s.storeId });
    expect(wallet.scratchCards).toEqual([{ poolId: s.pool.id, name: 'Kazı kazan', played: true }]);
    expect(wallet.coupons.map((c) => c.code)).toEqual([won.prize.code]);
  });
});

describe('a coupon on a guest order', () => {
  test('the quote shows the discount the order gets; a second use is refused per guest; points on close', async () => {
    const guest = await t.signIn();
    await give(s, s.yaz.id, guest);
    const lines = [{ productId: s.kofte.id, quantity: 2, options: [] }];
    const quote = await t.call(guest.token, g.quote, { code: s.code, lines, couponCode: 'yaz10' });
    expect(quote).toMatchObject({ subtotal: 50_000, discounts: 5_000, total: 45_000 });
    expect(quote.coupon).toEqual({ name: 'Yaz indirimi (YAZ10)', amount: 5_000 });
    // A quote writes nothing: the coupon is still unused.
    expect((await t.call(s.owner.token, cc.getUsage, { storeId: s.storeId, couponId: s.yaz.id })).length).toBe(0);

    later();
    const placed = await order(s, guest.token, 'YAZ10');
    expect(placed.statusCode).toBe(200);
    const { order: mine } = placed.json();
    expect(mine).toMatchObject({ total: quote.total, coupon: quote.coupon, state: 'accepted' });
    const folio = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: mine.id });
    expect(folio).toMatchObject({
      guestUserId: guest.userId,
      discount: { reasonId: `coupon:${s.yaz.id}`, reasonName: 'Yaz indirimi (YAZ10)', amount: 5_000 },
    });
    expect(folio.totals.total).toBe(45_000);

    // Once per guest: the second order is refused whole, and nothing of it is written.
    later();
    const again = await order(s, guest.token, 'YAZ10');
    expect(again.json()).toMatchObject({ code: 'coupon_guest_limit' });
    const usage = await t.call(s.owner.token, cc.getUsage, { storeId: s.storeId, couponId: s.yaz.id });
    expect(usage.map((u) => [u.userId, u.folioId, u.amount])).toEqual([[guest.userId, mine.id, 5_000]]);

    // The bill closes: the signed-in guest earns its points (450.00 ₺ at 10 per 100 → 45) and a stamp per unit.
    const cash = (await t.call(s.owner.token, defs.paymentTypes.list, { storeId: s.storeId })).find(
      (x) => x.collectionType === 'cash',
    )!;
    await t.call(s.owner.token, f.addPayment, {
      storeId: s.storeId,
      id: folio.id,
      paymentTypeId: cash.id,
      amount: folio.totals.total,
    });
    await t.call(s.owner.token, f.close, { storeId: s.storeId, id: folio.id });
    const wallet = await t.call(guest.token, w.wallet, { storeId: s.storeId });
    expect(wallet.points).toBe(45);
    expect(wallet.stamps).toMatchObject({ stamps: 2 });
  });

  test('a coupon needs a signed-in guest; a code unknown here is coupon_not_found', async () => {
    later();
    expect((await order(s, null, 'YAZ10')).json()).toMatchObject({ code: 'coupon_needs_guest' });
    const guest = await t.signIn();
    later();
    expect((await order(s, guest.token, 'NOSUCHCODE')).json()).toMatchObject({ code: 'coupon_not_found' });
  });

  test('one code, one use: two orders at once with a single-use code → one discount, one coupon_used', async () => {
    const guest = await t.signIn();
    const { code } = await give(s, s.gift.id, guest);
    const [a, b] = await Promise.all([
      t.raw(guest.token, g.placeOrder, {
        code: s.code,
        lines: [{ productId: s.kofte.id, quantity: 1, options: [] }],
        couponCode: code,
      }),
      (async () => {
        // Another table's 30-second rule does not apply: the same table, but the first order is still in flight.
        return t.raw(guest.token, g.placeOrder, {
          code: s.code,
          lines: [{ productId: s.kofte.id, quantity: 1, options: [] }],
          couponCode: code,
        });
      })(),
    ]);
    const answers = [a, b].map((r) => r.json().code ?? 'ok').sort();
    expect(answers).toEqual(['coupon_used', 'ok']);
  });

  test('a rejected order, or a cancelled bill, gives its coupon back: the code is used again', async () => {
    const shop = await setUp();
    // Orders wait for the staff's answer here.
    await t.call(shop.owner.token, o.saveSettings, { storeId: shop.storeId, autoAccept: false, prepMinutes: 20 });
    const guest = await t.signIn();
    const { code } = await give(shop, shop.gift.id, guest);
    const uses = async () =>
      (await t.call(shop.owner.token, cc.getUsage, { storeId: shop.storeId, couponId: shop.gift.id })).length;

    later();
    const first = (await order(shop, guest.token, code)).json();
    expect(first.order).toMatchObject({ state: 'waiting', coupon: { amount: 5_000 } });
    expect(await uses()).toBe(1);
    await t.call(shop.owner.token, o.reject, { storeId: shop.storeId, id: first.order.id, reason: 'Mutfak kapandı' });
    expect(await uses()).toBe(0);
    const wallet = await t.call(guest.token, w.wallet, { storeId: shop.storeId });
    expect(wallet.coupons.map((c) => c.code)).toEqual([code]);

    // The same single-use code on the next order; that bill, accepted and then cancelled, gives it back again.
    later();
    const second = (await order(shop, guest.token, code)).json();
    expect(second.order).toMatchObject({ coupon: { amount: 5_000 } });
    await t.call(shop.owner.token, o.accept, { storeId: shop.storeId, id: second.order.id, prepMinutes: 15 });
    await t.call(shop.owner.token, f.cancel, { storeId: shop.storeId, id: second.order.id, reason: 'Misafir gitti' });
    expect(await uses()).toBe(0);
    const coupon = (await t.call(shop.owner.token, cc.get, { storeId: shop.storeId })).find(
      (c) => c.id === shop.gift.id,
    );
    expect(coupon?.used).toBe(0);
  });

  test('without a coupon, a signed-in guest’s order joins the table’s open bill and names the guest on it', async () => {
    const shop = await setUp();
    const bill = await t.call(shop.owner.token, f.save, {
      storeId: shop.storeId,
      serviceType: 'table',
      tableId: shop.table.id,
      lines: [{ productId: shop.kofte.id, quantity: 1, options: [] }],
    });
    expect(bill.guestUserId).toBeNull();
    const guest = await t.signIn();
    later();
    expect((await order(shop, guest.token)).statusCode).toBe(200);
    const joined = await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: bill.id });
    expect(joined.lines).toHaveLength(2);
    expect(joined.guestUserId).toBe(guest.userId);
    // With a coupon, the order stays a bill of its own: its discount is the one quoted.
    await give(shop, shop.yaz.id, guest);
    later();
    const own = (await order(shop, guest.token, 'YAZ10')).json();
    const folio = await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: own.order.id });
    expect(folio).toMatchObject({ status: 'open', guestUserId: guest.userId, discount: { amount: 5_000 } });
  });
});
