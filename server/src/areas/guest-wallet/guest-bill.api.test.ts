import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { guestOrderCalls as g, orderCalls as o } from '@sofra/contracts/live/live.calls';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import { GUEST_BILL_COUPON_TRIES_PER_MINUTE, type GuestBill } from '@sofra/contracts/loyalty/guest-bill.schemas';
import { guestWalletCalls as w } from '@sofra/contracts/loyalty/guest-wallet.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { TestApp } from '../../../test/build-app.ts';
import {
  guestCoupons,
  campaignSchedules,
  guestOrdersApp,
  newStore,
  publishedMenu,
  tableWithQr,
  type Session,
} from '../../../test/factories.ts';

/**
 * The table's bill on the guest page (docs/coupons.md, The table's bill): what `guest/bill` shows is the folio's own
 * totals, and a signed-in guest's coupon on it goes through the coupons' redemption as at the till.
 */

let t: TestApp;
let later: () => Date;
const events: LiveEvent[] = [];
beforeAll(async () => {
  ({ t, later } = await guestOrdersApp());
  const publish = t.app.services.live.publish.bind(t.app.services.live);
  t.app.services.live.publish = async (tenant, event) => {
    events.push(event);
    return publish(tenant, event);
  };
});
afterAll(() => t.close());

/**
 * A store with a 10 % service fee taking guests' orders at once: Köfte 250.00 (buy 2, the third at half price) and Su
 * 40.00; table "Salon 1" with a QR code; YAZ10 (10 % off, once per guest), five single-use 50.00 gift codes and
 * BUYUK (20 % off bills from 1,000.00).
 */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({ serviceFee: 10, properties: { order: true, webMenuActive: true } }),
    )
  ).id;
  const [kofte, su] = await publishedMenu(t, owner.token, storeId, [
    { name: 'Köfte', price: 25_000 },
    { name: 'Su', price: 4_000 },
  ]);
  await t.call(owner.token, campaignCalls.save, {
    storeId,
    name: 'Üçüncü köfte',
    kind: 'buy-x-get-y',
    rule: { buy: 2, get: 1, percent: 50, productIds: [kofte!.id] },
    segment: 'all',
    schedule: campaignSchedules.always,
    status: 'running',
  });
  const { code, table } = await tableWithQr(t, owner.token, storeId, 'Salon 1');
  await t.call(owner.token, o.saveSettings, { storeId, autoAccept: true, prepMinutes: 20 });
  const { yaz, gift } = await guestCoupons(t, owner.token, storeId);
  await t.call(owner.token, cc.create, {
    storeId,
    name: 'Büyük masa',
    benefit: { kind: 'percent', value: 20 },
    code: 'BUYUK',
    minSpend: 100_000,
  });
  return { owner, storeId, kofte: kofte!, su: su!, code, table, yaz, gift };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

const line = (productId: string, quantity: number) => ({ productId, quantity, options: [] });

/** The staff open the table's bill at the till: three Köfte (the third at half price) and two Su. */
const staffBill = (s: Shop) =>
  t.call(s.owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'table',
    tableId: s.table.id,
    lines: [line(s.kofte.id, 3), line(s.su.id, 2)],
  });

const billOf = (s: Shop) => t.call(null, w.bill, { code: s.code });
const apply = (s: Shop, guest: Session | null, couponCode: string) =>
  t.raw(guest?.token ?? null, w.billCoupon, { code: s.code, couponCode });
const usage = async (s: Shop, couponId: string) =>
  (await t.call(s.owner.token, cc.getUsage, { storeId: s.storeId, couponId })).map((u) => [u.userId, u.folioId]);
const giftCode = async (s: Shop, guest: Session) =>
  (await t.call(s.owner.token, cc.load, { storeId: s.storeId, couponId: s.gift.id, guest: { gsm: guest.gsm } })).code;

/** What the guest's bill says of a folio must be the folio's own figures, and add up as the bill shows them. */
const expectFolioFigures = (bill: GuestBill, folio: Awaited<ReturnType<typeof staffBill>>) => {
  expect(bill).toMatchObject({
    number: folio.number,
    tableName: 'Salon 1',
    serviceFee: folio.totals.serviceFee,
    total: folio.totals.total,
    paid: folio.totals.paid,
    balance: folio.totals.balance,
  });
  const campaign = bill.campaign?.amount ?? 0;
  const discount = bill.discount?.amount ?? 0;
  expect(bill.subtotal - campaign - discount + bill.serviceFee).toBe(folio.totals.total);
  expect(bill.subtotal).toBe(folio.lines.reduce((a, l) => a + l.net, 0) + discount + campaign);
  expect(bill.discount?.amount ?? null).toBe(folio.discount?.amount ?? null);
};

describe('guest/bill', () => {
  test('the table’s open bill as the guest sees it: the folio’s own lines and totals, no staff and no guest', async () => {
    const s = await setUp();
    expect(await billOf(s)).toBeNull();

    const folio = await staffBill(s);
    const cash = (await t.call(s.owner.token, defs.paymentTypes.list, { storeId: s.storeId })).find(
      (x) => x.collectionType === 'cash',
    )!;
    const paid = await t.call(s.owner.token, f.addPayment, {
      storeId: s.storeId,
      id: folio.id,
      paymentTypeId: cash.id,
      amount: 20_000,
    });
    const bill = await billOf(s);
    expect(bill).not.toBeNull();
    expectFolioFigures(bill!, paid);
    // 3 × 250.00 with the third at half price, 2 × 40.00; 10 % service fee on 705.00.
    expect(bill).toEqual({
      number: folio.number,
      tableName: 'Salon 1',
      status: 'open',
      lines: [
        { name: 'Köfte', options: [], quantity: 3, gross: 75_000, amount: 62_500, gift: false },
        { name: 'Su', options: [], quantity: 2, gross: 8_000, amount: 8_000, gift: false },
      ],
      subtotal: 70_500,
      campaign: null,
      discount: null,
      serviceFee: 7_050,
      total: 77_550,
      paid: 20_000,
      balance: 57_550,
      currency: 'TRY',
    });
    const text = JSON.stringify(bill);
    expect(text).not.toContain(s.owner.userId);
    expect(text).not.toContain(cash.name);

    // Printed for paying, the bill is still the table's; closed, the table has none.
    await t.call(s.owner.token, f.lock, { storeId: s.storeId, id: folio.id, locked: true });
    expect((await billOf(s))?.status).toBe('locked');
    await t.call(s.owner.token, f.addPayment, {
      storeId: s.storeId,
      id: folio.id,
      paymentTypeId: cash.id,
      amount: 57_550,
    });
    await t.call(s.owner.token, f.close, { storeId: s.storeId, id: folio.id });
    expect(await billOf(s)).toBeNull();
  });

  test('a code no table has is qr_code_not_found (404)', async () => {
    const res = await t.raw(null, w.bill, { code: 'NOSUCHTABLECODE0000000000' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'qr_code_not_found']);
  });
});

describe('guest/billCoupon', () => {
  test('a guest’s coupon on the bill another guest’s order opened: discounted, and the owner’s folio shows it', async () => {
    const s = await setUp();
    // A guest who is not signed in orders first: accepted at once, their order is the table's bill.
    later();
    const placed = await t.raw(null, g.placeOrder, { code: s.code, lines: [line(s.kofte.id, 2)] });
    expect(placed.statusCode).toBe(200);
    const before = (await billOf(s))!;
    expect(before).toMatchObject({ subtotal: 50_000, serviceFee: 5_000, total: 55_000, discount: null });

    // Coupons are for signed-in guests, as on their own order.
    expect((await apply(s, null, 'YAZ10')).statusCode).toBe(401);

    const guest = await t.signIn();
    events.length = 0;
    const res = await apply(s, guest, ' yaz10 ');
    expect(res.statusCode).toBe(200);
    const bill = res.json() as GuestBill;
    expect(bill).toMatchObject({
      subtotal: 50_000,
      discount: { name: 'Yaz indirimi (YAZ10)', amount: 5_000 },
      serviceFee: 4_500,
      total: 49_500,
      balance: 49_500,
    });
    expect(await billOf(s)).toEqual(bill);

    const folio = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: placed.json().order.id });
    expect(folio.discount).toMatchObject({ reasonId: `coupon:${s.yaz.id}`, reasonName: 'Yaz indirimi (YAZ10)' });
    expectFolioFigures(bill, folio);
    expect(folio.history.at(-1)).toMatchObject({ action: 'discounted', staff: { id: guest.userId } });
    // The owner's board hears of it.
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'folio.changed', folio: expect.objectContaining({ folioId: folio.id }) }),
    );
    // The use is the guest's, with no staff name.
    const used = await t.call(s.owner.token, cc.getUsage, { storeId: s.storeId, couponId: s.yaz.id });
    expect(used.map((u) => [u.userId, u.folioId, u.amount, u.staffName])).toEqual([
      [guest.userId, folio.id, 5_000, null],
    ]);
  });

  test('one single-use code applied twice at once: one discount, one coupon_used', async () => {
    const s = await setUp();
    await staffBill(s);
    const guest = await t.signIn();
    const code = await giftCode(s, guest);
    const both = await Promise.all([apply(s, guest, code), apply(s, guest, code)]);
    expect(both.map((r) => r.json().code ?? 'ok').sort()).toEqual(['coupon_used', 'ok']);
    expect((await billOf(s))!.discount).toEqual({ name: `50 TL hediye (${code})`, amount: 5_000 });
    expect(await usage(s, s.gift.id)).toHaveLength(1);
  });

  test('a bill with a discount refuses a second coupon; the rules of the coupon hold on the bill', async () => {
    const s = await setUp();
    const folio = await staffBill(s);
    const guest = await t.signIn();
    // 20 % from 1,000.00: the bill's 775.50 is too little.
    expect((await apply(s, guest, 'BUYUK')).json()).toMatchObject({ code: 'coupon_min_spend' });
    expect((await apply(s, guest, 'NOSUCHCODE')).json()).toMatchObject({ code: 'coupon_not_found' });
    expect((await apply(s, guest, 'YAZ10')).statusCode).toBe(200);

    const other = await t.signIn();
    const code = await giftCode(s, other);
    const second = await apply(s, other, code);
    expect([second.statusCode, second.json().code]).toEqual([409, 'coupon_not_applicable']);
    expect(await usage(s, s.gift.id)).toEqual([]);
    const kept = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: folio.id });
    expect(kept.discount).toMatchObject({ reasonId: `coupon:${s.yaz.id}` });

    // YAZ10 is once per guest on a table's bill too: the discount taken off at the till, the use stays spent.
    await t.call(s.owner.token, f.cancel, { storeId: s.storeId, id: folio.id, reason: 'Misafir gitti' });
    const next = await staffBill(s);
    expect((await apply(s, other, 'YAZ10')).statusCode).toBe(200);
    await t.call(s.owner.token, f.applyDiscount, { storeId: s.storeId, id: next.id, reasonId: null });
    expect((await apply(s, other, 'YAZ10')).json()).toMatchObject({ code: 'coupon_guest_limit' });
  });

  test('no open bill at the table is folio_not_found; an unknown table code is qr_code_not_found', async () => {
    const s = await setUp();
    const guest = await t.signIn();
    const none = await apply(s, guest, 'YAZ10');
    expect([none.statusCode, none.json().code]).toEqual([404, 'folio_not_found']);
    const unknown = await t.raw(guest.token, w.billCoupon, { code: 'NOSUCHTABLECODE0000000000', couponCode: 'YAZ10' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'qr_code_not_found']);
    expect(await usage(s, s.yaz.id)).toEqual([]);
  });

  test('a cancelled bill gives its coupon back: the single-use code works again on the next bill', async () => {
    const s = await setUp();
    const folio = await staffBill(s);
    const guest = await t.signIn();
    const code = await giftCode(s, guest);
    expect((await apply(s, guest, code)).statusCode).toBe(200);
    expect(await usage(s, s.gift.id)).toEqual([[guest.userId, folio.id]]);

    await t.call(s.owner.token, f.cancel, { storeId: s.storeId, id: folio.id, reason: 'Masa değişti' });
    expect(await usage(s, s.gift.id)).toEqual([]);
    const coupon = (await t.call(s.owner.token, cc.get, { storeId: s.storeId })).find((c) => c.id === s.gift.id);
    expect(coupon?.used).toBe(0);

    const next = await staffBill(s);
    const again = await apply(s, guest, code);
    expect(again.statusCode).toBe(200);
    expect(await usage(s, s.gift.id)).toEqual([[guest.userId, next.id]]);
  });

  test('a guest’s tries are limited per minute, refused ones counted too', async () => {
    const s = await setUp();
    await staffBill(s);
    const guest = await t.signIn();
    for (let i = 0; i < GUEST_BILL_COUPON_TRIES_PER_MINUTE; i++)
      expect((await apply(s, guest, `NOSUCH${i}`)).json()).toMatchObject({ code: 'coupon_not_found' });
    const over = await apply(s, guest, 'YAZ10');
    expect([over.statusCode, over.json().code]).toEqual([429, 'rate_limited']);
    expect(over.headers['retry-after']).toBeDefined();
    // Another guest at the table is not held up by this one's tries.
    expect((await apply(s, await t.signIn(), 'YAZ10')).statusCode).toBe(200);
  });
});
