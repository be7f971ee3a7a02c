import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { guestOrderCalls as g, orderCalls as o } from '@sofra/contracts/live/live.calls';
import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import { catalogueCalls as c, extrasCalls as x } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { TestApp } from '../../../test/build-app.ts';
import { newStore, tableWithQr, guestOrdersApp } from '../../../test/factories.ts';

/**
 * The guest's table (docs/live.md): the basket's quote is the order, and a table's guests' orders make one bill.
 */

let t: TestApp;
let later: () => Date;
beforeAll(async () => {
  ({ t, later } = await guestOrdersApp());
});
afterAll(() => t.close());

const always = { from: '2026-01-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' };

/**
 * A store with a 10 % service fee taking orders from the web menu: drinks (Su 40.00, Cola 45.50) at 10 % off all day,
 * food (Köfte 250.00: buy 2, the third at half price; Lahmacun 90.00 with a required "Acı"; Meze 120.00 with up to two
 * extras), and two tables with QR codes.
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
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const drinks = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'İçecekler' } });
  const food = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Yemekler' } });
  const product = (groupId: string, name: string, price: number) =>
    t.call(owner.token, c.saveProduct, { storeId, groupId, names: { tr: name }, price, taxRateId: rates[0]!.id });
  const su = await product(drinks.id, 'Su', 4_000);
  const cola = await product(drinks.id, 'Cola', 4_550);
  const kofte = await product(food.id, 'Köfte', 25_000);
  const lahmacun = await product(food.id, 'Lahmacun', 9_000);
  const meze = await product(food.id, 'Meze', 12_000);
  const spice = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Acı' },
    minChoices: 1,
    maxChoices: 1,
    options: [{ names: { tr: 'Acılı' }, price: 300 }, { names: { tr: 'Acısız' } }],
  });
  const extras = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Ekstra' },
    minChoices: 0,
    maxChoices: 2,
    options: [
      { names: { tr: 'Peynir' }, price: 1_250 },
      { names: { tr: 'Zeytin' }, price: 775 },
      { names: { tr: 'Ekmek' } },
    ],
  });
  await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: lahmacun.id, modifierIds: [spice.id] });
  await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: meze.id, modifierIds: [extras.id] });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  await t.call(owner.token, campaignCalls.save, {
    storeId,
    name: 'İçecek saati',
    kind: 'happy-hour',
    rule: { percent: 10, groupIds: [drinks.id] },
    segment: 'all',
    schedule: always,
    status: 'running',
  });
  await t.call(owner.token, campaignCalls.save, {
    storeId,
    name: 'Üçüncü köfte',
    kind: 'buy-x-get-y',
    rule: { buy: 2, get: 1, percent: 50, productIds: [kofte.id] },
    segment: 'all',
    schedule: always,
    status: 'running',
  });
  const qrOf = (tableName: string, startAction?: 'in-store' | 'take-away') =>
    tableWithQr(t, owner.token, storeId, tableName, startAction);
  const salon3 = await qrOf('Salon 3');
  const salon4 = await qrOf('Salon 4');
  const paket = await qrOf('Paket', 'take-away');
  const settings = (more: { autoAccept?: boolean; newBillPerOrder?: boolean }) =>
    t.call(owner.token, o.saveSettings, { storeId, autoAccept: false, prepMinutes: 20, ...more });
  return { owner, storeId, su, cola, kofte, lahmacun, meze, spice, extras, salon3, salon4, paket, settings };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

const line = (productId: string, quantity = 1, options: string[] = []) => ({ productId, quantity, options, note: '' });

/** A seeded pseudo-random generator (mulberry32): the same baskets on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
  return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
};

const randomBasket = (s: Shop, random: () => number) => {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const n = 1 + Math.floor(random() * 6);
  return Array.from({ length: n }, () => {
    const quantity = 1 + Math.floor(random() * 5);
    const which = pick(['su', 'cola', 'kofte', 'lahmacun', 'meze'] as const);
    if (which === 'lahmacun') return line(s.lahmacun.id, quantity, [pick(s.spice.options).id]);
    if (which === 'meze') {
      const chosen = s.extras.options.filter(() => random() < 0.4).slice(0, 2);
      return line(
        s.meze.id,
        quantity,
        chosen.map((op) => op.id),
      );
    }
    return line(s[which].id, quantity);
  });
};

describe('the basket is the order', () => {
  test('the quote carries the campaign prices, the service fee and the total the order then has', async () => {
    const s = await setUp();
    const lines = [line(s.su.id), line(s.kofte.id, 3)];
    const quote = await t.call(null, g.quote, { code: s.salon3.code, lines });
    // Su 40.00 at 10 % off: 36.00; three Köfte 750.00, the third at half price: 625.00; the fee 10 % of 661.00.
    expect(quote).toEqual({
      lines: [
        {
          productId: s.su.id,
          name: 'Su',
          quantity: 1,
          options: [],
          unitPrice: 4_000,
          gross: 4_000,
          price: 3_600,
          campaignName: 'İçecek saati',
        },
        {
          productId: s.kofte.id,
          name: 'Köfte',
          quantity: 3,
          options: [],
          unitPrice: 25_000,
          gross: 75_000,
          price: 62_500,
          campaignName: 'Üçüncü köfte',
        },
      ],
      subtotal: 66_100,
      discounts: 0,
      coupon: null,
      serviceFee: 6_610,
      serviceFeePercent: 10,
      total: 72_710,
      currency: 'TRY',
    });
    // Nothing was written: the order service has no order, the floor no folio.
    expect(await t.call(s.owner.token, o.getOrders, { storeId: s.storeId })).toEqual([]);
    const placed = await t.call(null, g.placeOrder, { code: s.salon3.code, lines });
    expect([placed.order.serviceFee, placed.order.total]).toEqual([quote.serviceFee, quote.total]);
  });

  test('the quote is refused as the order would be', async () => {
    const s = await setUp();
    const bad = await t.raw(null, g.quote, { code: s.salon3.code, lines: [line(s.lahmacun.id)] });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'folio_options_invalid']);
    const tooMany = await t.raw(null, g.quote, { code: s.salon3.code, lines: [line(s.su.id, 51)] });
    expect(tooMany.json().code).toBe('order_line_too_large');
    const nonsense = await t.raw(null, g.quote, { code: s.salon3.code, lines: [{ productId: 1 }] });
    expect([nonsense.statusCode, nonsense.json().code]).toEqual([400, 'validation_failed']);
    await t.call(s.owner.token, o.setStoreStatus, { storeId: s.storeId, status: 'rush-hour' });
    const closed = await t.raw(null, g.quote, { code: s.salon3.code, lines: [line(s.su.id)] });
    expect(closed.json().code).toBe('ordering_closed');
  });

  test('quote equals order for 200 random baskets with options, campaigns and the service fee', async () => {
    const s = await setUp();
    const random = seeded(37);
    for (let i = 0; i < 200; i++) {
      const lines = randomBasket(s, random);
      const code = i % 2 ? s.salon3.code : s.salon4.code;
      const quote = await t.call(null, g.quote, { code, lines });
      later();
      const { order } = await t.call(null, g.placeOrder, { code, lines });
      expect([i, quote.total, quote.lines.map((l) => l.price)]).toEqual([
        i,
        order.total,
        order.lines.map((l) => l.net),
      ]);
      expect(quote.total).toBe(quote.subtotal - quote.discounts + quote.serviceFee);
    }
  }, 240_000);
});

describe('one bill per table', () => {
  const billsOf = async (s: Shop, tableId: string) =>
    (await t.call(s.owner.token, f.get, { storeId: s.storeId })).filter((b) => b.tableId === tableId);

  test('an accepted order joins the table’s open bill, its lines marked as the guest’s order', async () => {
    const s = await setUp();
    const bill = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      tableId: s.salon3.table.id,
      serviceType: 'table',
      lines: [line(s.kofte.id)],
    });
    later();
    const placed = await t.call(null, g.placeOrder, { code: s.salon3.code, lines: [line(s.su.id, 2)] });
    await t.call(s.owner.token, o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 10 });
    const [only, ...more] = await billsOf(s, s.salon3.table.id);
    expect(more).toEqual([]);
    expect(only!.id).toBe(bill.id);
    const detail = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: bill.id });
    expect(detail.lines.map((l) => [l.name, l.quantity, l.guestOrderId])).toEqual([
      ['Köfte', 1, null],
      ['Su', 2, placed.order.id],
    ]);
    expect(detail.totals.total).toBe(Math.round((25_000 + 7_200) * 1.1));
    expect(detail.history.at(-1)).toMatchObject({ action: 'order-joined', detail: { order: placed.order.number } });
    // The guest still follows their order: accepted, with its own lines and total.
    const status = await t.call(null, g.orderStatus, { id: placed.order.id, token: placed.token });
    expect(status).toMatchObject({ state: 'accepted', prepMinutes: 10, total: placed.order.total });
  });

  test('two guests ordering at the same moment on one table: one bill holding both orders', async () => {
    const s = await setUp();
    await s.settings({ autoAccept: true });
    const [a, b] = await Promise.all([
      t.call(null, g.placeOrder, { code: s.salon3.code, lines: [line(s.su.id)] }),
      t.call(null, g.placeOrder, { code: s.salon3.code, lines: [line(s.cola.id, 2)] }),
    ]);
    const bills = await billsOf(s, s.salon3.table.id);
    expect(bills).toHaveLength(1);
    const detail = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: bills[0]!.id });
    expect(new Set(detail.lines.map((l) => l.guestOrderId))).toEqual(new Set([a.order.id, b.order.id]));
    expect([a.order.state, b.order.state]).toEqual(['accepted', 'accepted']);

    // Waiting orders accepted by two staff at once on another table: one bill too.
    await s.settings({ autoAccept: false });
    const waiting = await Promise.all([
      t.call(null, g.placeOrder, { code: s.salon4.code, lines: [line(s.su.id)] }),
      t.call(null, g.placeOrder, { code: s.salon4.code, lines: [line(s.kofte.id)] }),
    ]);
    await Promise.all(
      waiting.map((w) => t.call(s.owner.token, o.accept, { storeId: s.storeId, id: w.order.id, prepMinutes: 5 })),
    );
    const four = await billsOf(s, s.salon4.table.id);
    expect(four).toHaveLength(1);
    const lines = (await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: four[0]!.id })).lines;
    expect(new Set(lines.map((l) => l.guestOrderId))).toEqual(new Set(waiting.map((w) => w.order.id)));
  });

  test('a store that makes a new bill per order: each accepted order is a bill of its own', async () => {
    const s = await setUp();
    expect(await s.settings({ autoAccept: true, newBillPerOrder: true })).toMatchObject({ newBillPerOrder: true });
    // Saving without the setting keeps it.
    await t.call(s.owner.token, o.saveSettings, { storeId: s.storeId, autoAccept: true, prepMinutes: 15 });
    expect(await t.call(s.owner.token, o.getSettings, { storeId: s.storeId })).toMatchObject({
      newBillPerOrder: true,
    });
    await t.call(null, g.placeOrder, { code: s.salon3.code, lines: [line(s.su.id)] });
    await t.call(null, g.placeOrder, { code: s.salon3.code, lines: [line(s.cola.id)] });
    expect(await billsOf(s, s.salon3.table.id)).toHaveLength(2);
  });

  test('a take-away point is no shared table: its orders stay bills of their own', async () => {
    const s = await setUp();
    await s.settings({ autoAccept: true });
    await t.call(null, g.placeOrder, { code: s.paket.code, lines: [line(s.su.id)] });
    await t.call(null, g.placeOrder, { code: s.paket.code, lines: [line(s.cola.id)] });
    expect(await billsOf(s, s.paket.table.id)).toHaveLength(2);
  });
});
