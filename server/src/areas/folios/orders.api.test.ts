import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { guestOrderCalls as g, orderCalls as o } from '@sofra/contracts/live/live.calls';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { catalogueCalls as c, extrasCalls as x } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session, tableWithQr } from '../../../test/factories.ts';

let t: TestApp;
const events: LiveEvent[] = [];

/**
 * A store taking orders from the web menu: Köfte 250.00 and Cola 40.00 (published), Lahmacun 90.00 with a required
 * "Acı" variation, a till-only Su; a dine-in table "Salon 1" and a take-away table "Paket", each with its QR code.
 */
const setUp = async (properties: Record<string, boolean> = { order: true, webMenuActive: true }) => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ properties }))).id;
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const product = (name: string, price: number, more = {}) =>
    t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: name },
      price,
      taxRateId: rates[0]!.id,
      ...more,
    });
  const kofte = await product('Köfte', 25_000);
  const cola = await product('Cola', 4_000);
  const lahmacun = await product('Lahmacun', 9_000);
  const water = await product('Su', 500, { isShowInStore: false });
  const spice = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Acı' },
    minChoices: 1,
    maxChoices: 1,
    options: [{ names: { tr: 'Acılı' }, price: 300 }, { names: { tr: 'Acısız' } }],
  });
  await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: lahmacun.id, modifierIds: [spice.id] });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  const qrOf = (tableName: string, startAction?: 'in-store' | 'take-away') =>
    tableWithQr(t, owner.token, storeId, tableName, startAction);
  const salon = await qrOf('Salon 1', 'in-store');
  const paket = await qrOf('Paket', 'take-away');
  return { owner, storeId, kofte, cola, lahmacun, water, spice, salon, paket };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

let shop: Shop;
beforeAll(async () => {
  // Its tests send many orders from one address within a minute: the budgets are order-limits.api.test.ts's.
  t = await buildTestApp({ config: { guestOrdersPerMinute: { perAddress: 1_000, perStore: 1_000 } } });
  shop = await setUp();
  const publish = t.app.services.live.publish.bind(t.app.services.live);
  t.app.services.live.publish = async (tenant, event) => {
    events.push(event);
    return publish(tenant, event);
  };
});
afterAll(() => t.close());

const guestQr = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/guest/qr/${code}`, headers });

const line = (productId: string, quantity = 1, options: string[] = []) => ({ productId, quantity, options, note: '' });

/** As if the table's last order had been sent `seconds` ago: its orders move back in time. */
const ordersAgo = async (s: Shop, seconds: number) => {
  const db = await t.db();
  await db.execute(
    sql`update folios set opened_at = opened_at - make_interval(secs => ${seconds}) where store_id = ${s.storeId} and source = 'guest-app'`,
  );
};

describe('guest orders', () => {
  test('priced from the published menu by the server, waiting for the staff, readable with its token only', async () => {
    const s = await setUp();
    events.length = 0;
    const placed = await t.call(null, g.placeOrder, {
      code: s.salon.code,
      lines: [line(s.kofte.id, 2), line(s.lahmacun.id, 1, [s.spice.options[0]!.id])],
      note: 'Az pişmiş',
    });
    expect(placed.token).toMatch(/^[\w-]{43}$/);
    expect(placed.order).toMatchObject({
      tableName: 'Salon 1',
      state: 'waiting',
      prepMinutes: null,
      readyAt: null,
      reason: null,
      deliveryStatus: 'none',
      total: 2 * 25_000 + 9_300,
      currency: 'TRY',
      lines: [
        { name: 'Köfte', quantity: 2, net: 50_000 },
        { name: 'Lahmacun', quantity: 1, net: 9_300 },
      ],
    });
    // The owner's view: a waiting guest-app folio, served at the table, not on the floor board yet.
    const [order] = await t.call(s.owner.token, o.getOrders, { storeId: s.storeId });
    expect(order).toMatchObject({
      id: placed.order.id,
      source: 'guest-app',
      status: 'waiting',
      orderState: 'waiting',
      serviceType: 'table',
      tableId: s.salon.table.id,
      note: 'Az pişmiş',
      openedBy: null,
    });
    expect(order!.lines[1]!.options).toMatchObject([{ name: 'Acılı', price: 300 }]);
    expect(await t.call(s.owner.token, f.get, { storeId: s.storeId })).toEqual([]);
    expect(events).toMatchObject([
      { type: 'order.placed', storeId: s.storeId, folio: { folioId: placed.order.id, status: 'waiting' } },
    ]);
    // Only its sha256 is kept.
    const db = await t.db();
    const kept = (await db.execute(
      sql`select order_token_hash from folios where id = ${placed.order.id}`,
    )) as unknown as {
      rows: { order_token_hash: string }[];
    };
    expect(kept.rows[0]!.order_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.rows[0]!.order_token_hash).not.toContain(placed.token);

    expect(await t.call(null, g.orderStatus, { id: placed.order.id, token: placed.token })).toEqual(placed.order);
    for (const ref of [
      { id: placed.order.id, token: `${placed.token.slice(0, -1)}${placed.token.endsWith('A') ? 'B' : 'A'}` },
      { id: placed.order.id, token: 'x' },
      { id: s.kofte.id, token: placed.token },
    ]) {
      const res = await t.raw(null, g.orderStatus, ref);
      expect([res.statusCode, res.json().code]).toEqual([404, 'order_not_found']);
    }
  });

  test('the client names products and options only: prices it sends are not taken; bad options are refused', async () => {
    const s = shop;
    await ordersAgo(s, 60);
    const res = await t.raw(null, g.placeOrder, {
      code: s.paket.code,
      lines: [{ ...line(s.cola.id, 3), price: 1, unitPrice: 1 }],
      total: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ total: 12_000, lines: [{ name: 'Cola', quantity: 3, net: 12_000 }] });
    // A take-away table's QR gives a take-away order.
    const [order] = await t.call(s.owner.token, o.getOrders, { storeId: s.storeId });
    expect(order!.serviceType).toBe('take-away');

    await ordersAgo(s, 60);
    for (const [lines, code, path] of [
      [[line(s.lahmacun.id)], 'folio_options_invalid', 'lines.0.options'],
      [
        [
          line(
            s.lahmacun.id,
            1,
            s.spice.options.map((op) => op.id),
          ),
        ],
        'folio_options_invalid',
        'lines.0.options',
      ],
      [[line(s.kofte.id, 1, [s.spice.options[0]!.id])], 'folio_options_invalid', 'lines.0.options'],
      [[line(s.kofte.id), line(s.water.id)], 'product_not_available', 'lines.1.productId'],
      [[line(s.owner.userId)], 'product_not_available', 'lines.0.productId'],
    ] as const) {
      const refused = await t.raw(null, g.placeOrder, { code: s.salon.code, lines });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect([refused.json().code, refused.json().fields]).toEqual([code, [{ path, code }]]);
    }
    const empty = await t.raw(null, g.placeOrder, { code: s.salon.code, lines: [] });
    expect(empty.json().code).toBe('validation_failed');
    const unknown = await t.raw(null, g.placeOrder, { code: 'AAAAAAAAAAAAAAAAAAAAAA', lines: [line(s.kofte.id)] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'qr_code_not_found']);
  });

  test('three orders per table in 30 seconds, checked in the database; another table is not held up', async () => {
    const s = await setUp();
    for (let i = 0; i < 3; i++) await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    const again = await t.raw(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    expect([again.statusCode, again.json().code]).toEqual([429, 'signal_too_soon']);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
    await t.call(null, g.placeOrder, { code: s.paket.code, lines: [line(s.cola.id)] });
    await ordersAgo(s, 31);
    await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    expect(await t.call(s.owner.token, o.getOrders, { storeId: s.storeId })).toHaveLength(5);
  });

  test('ordering closed: neither property on, the web menu status rush-hour or out-of-order; open takes orders again', async () => {
    const off = await setUp({ webMenuActive: true, callWaiter: true });
    const refused = await t.raw(null, g.placeOrder, { code: off.salon.code, lines: [line(off.cola.id)] });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ordering_closed']);
    const menu = (await guestQr(off.salon.code)).json();
    expect(menu.service).toEqual({
      callWaiter: true,
      requestCheck: false,
      order: false,
      booking: false,
      status: 'open',
      limits: { lineQuantity: 50, items: 200, verifiedPhoneAbove: 0 },
    });

    // selfOrdering alone takes orders, served as self-ordering at a dine-in table.
    const self = await setUp({ webMenuActive: true, selfOrdering: true });
    await t.call(null, g.placeOrder, { code: self.salon.code, lines: [line(self.cola.id)] });
    const [order] = await t.call(self.owner.token, o.getOrders, { storeId: self.storeId });
    expect(order!.serviceType).toBe('self-ordering');

    const s = await setUp();
    const before = await guestQr(s.salon.code);
    expect(before.json().service).toMatchObject({ order: true, status: 'open' });
    events.length = 0;
    for (const status of ['rush-hour', 'out-of-order', 'close'] as const) {
      const settings = await t.call(s.owner.token, o.setStoreStatus, { storeId: s.storeId, status });
      expect(settings).toMatchObject({ status, autoAccept: false, prepMinutes: 20 });
      const res = await t.raw(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
      expect(res.json().code).toBe('ordering_closed');
      await t.heard();
      // The guest menu's answer follows the status, under a new ETag.
      const menu = await guestQr(s.salon.code, { 'if-none-match': before.headers.etag as string });
      expect(menu.statusCode).toBe(200);
      expect(menu.json().service).toMatchObject({ order: false, status });
    }
    expect(events.map((e) => e.type === 'store.status' && e.status)).toEqual(['rush-hour', 'out-of-order', 'close']);
    await t.call(s.owner.token, o.setStoreStatus, { storeId: s.storeId, status: 'open' });
    await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    expect((await t.call(s.owner.token, storeCalls.getStoreStatus, { id: s.storeId })).status).toBe('open');
  });
});

describe('the order service', () => {
  test('accept with a preparation time: an ordinary open folio from then on, paid and closed as any', async () => {
    const s = await setUp();
    const placed = await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.kofte.id)] });
    events.length = 0;
    const bad = await t.raw(s.owner.token, o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 241 });
    expect(bad.json().code).toBe('validation_failed');
    const accepted = await t.call(s.owner.token, o.accept, {
      storeId: s.storeId,
      id: placed.order.id,
      prepMinutes: 25,
    });
    expect(accepted).toMatchObject({ status: 'open', orderState: 'accepted', prepMinutes: 25 });
    expect(new Date(accepted.readyAt!).getTime() - new Date(accepted.answeredAt!).getTime()).toBe(25 * 60_000);
    // The folio's own change is announced too (folio.changed); the order's answer once.
    expect(events.filter((e) => e.type.startsWith('order.'))).toMatchObject([
      { type: 'order.answered', state: 'accepted', prepMinutes: 25, reason: null },
    ]);
    const status = await t.call(null, g.orderStatus, { id: placed.order.id, token: placed.token });
    expect(status).toMatchObject({ state: 'accepted', prepMinutes: 25, readyAt: accepted.readyAt });

    const twice = await t.raw(s.owner.token, o.reject, { storeId: s.storeId, id: placed.order.id, reason: 'Geç' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'order_not_waiting']);
    const detail = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: placed.order.id });
    expect(detail.history.map((h) => [h.action, h.staff?.id ?? null])).toEqual([
      ['opened', null],
      ['order-accepted', s.owner.userId],
    ]);
    expect(detail.history[1]!.detail).toEqual({ prepMinutes: 25 });

    expect((await t.call(s.owner.token, f.get, { storeId: s.storeId })).map((x) => x.id)).toEqual([placed.order.id]);
    const cash = (await t.call(s.owner.token, defs.paymentTypes.list, { storeId: s.storeId })).find(
      (p) => p.collectionType === 'cash',
    )!;
    await t.call(s.owner.token, f.addPayment, {
      storeId: s.storeId,
      id: placed.order.id,
      paymentTypeId: cash.id,
      amount: 25_000,
      tip: 0,
    });
    const closed = await t.call(s.owner.token, f.close, { storeId: s.storeId, id: placed.order.id });
    expect(closed).toMatchObject({ status: 'closed', orderState: 'accepted' });
  });

  test('reject with a reason; an order cannot take lines or payments while it waits', async () => {
    const s = await setUp();
    const placed = await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    const add = await t.raw(s.owner.token, f.save, {
      storeId: s.storeId,
      id: placed.order.id,
      version: 1,
      serviceType: 'table',
      lines: [line(s.cola.id)],
    });
    expect(add.json().code).toBe('folio_not_open');
    const rejected = await t.call(s.owner.token, o.reject, {
      storeId: s.storeId,
      id: placed.order.id,
      reason: 'Mutfak kapandı',
    });
    expect(rejected).toMatchObject({ status: 'cancelled', orderState: 'rejected', cancelReason: 'Mutfak kapandı' });
    expect(await t.call(null, g.orderStatus, { id: placed.order.id, token: placed.token })).toMatchObject({
      state: 'rejected',
      reason: 'Mutfak kapandı',
      readyAt: null,
    });
    const again = await t.raw(s.owner.token, o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 5 });
    expect(again.json().code).toBe('order_not_waiting');
    // A folio that is no order is no order's to answer.
    const folio = await t.call(s.owner.token, f.save, { storeId: s.storeId, serviceType: 'take-away', lines: [] });
    const notOrder = await t.raw(s.owner.token, o.accept, { storeId: s.storeId, id: folio.id, prepMinutes: 5 });
    expect(notOrder.json().code).toBe('folio_not_found');
  });

  test('two staff answering at once: one wins, the other gets order_not_waiting', async () => {
    const s = await setUp();
    const placed = await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    const answers = await Promise.all([
      t.raw(s.owner.token, o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 10 }),
      t.raw(s.owner.token, o.reject, { storeId: s.storeId, id: placed.order.id, reason: 'Yok' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('order_not_waiting');
    const detail = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: placed.order.id });
    expect(detail.history).toHaveLength(2);
  });

  test('auto-accept: a new order is accepted at once with the store’s minutes, by no one', async () => {
    const s = await setUp();
    expect(await t.call(s.owner.token, o.getSettings, { storeId: s.storeId })).toEqual({
      storeId: s.storeId,
      autoAccept: false,
      prepMinutes: 20,
      newBillPerOrder: false,
      status: 'open',
    });
    const saved = await t.call(s.owner.token, o.saveSettings, {
      storeId: s.storeId,
      autoAccept: true,
      prepMinutes: 15,
    });
    expect(saved).toMatchObject({ autoAccept: true, prepMinutes: 15 });
    expect(await t.call(s.owner.token, o.getSettings, { storeId: s.storeId })).toEqual(saved);
    events.length = 0;
    const placed = await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    expect(placed.order).toMatchObject({ state: 'accepted', prepMinutes: 15 });
    expect(new Date(placed.order.readyAt!).getTime() - new Date(placed.order.createdAt).getTime()).toBe(15 * 60_000);
    expect(events.map((e) => e.type)).toEqual(['order.placed', 'order.answered']);
    const detail = await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: placed.order.id });
    expect(detail).toMatchObject({ status: 'open', orderState: 'accepted', openedBy: null });
    expect(detail.history.map((h) => [h.action, h.staff])).toEqual([['opened', null]]);
    expect(detail.history[0]!.detail).toMatchObject({ source: 'guest-app', prepMinutes: 15 });
  });

  test('another owner is refused every order call; staff need orders.manage', async () => {
    const s = await setUp();
    const placed = await t.call(null, g.placeOrder, { code: s.salon.code, lines: [line(s.cola.id)] });
    const stranger = await t.signIn();
    const waiter: Session = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    const bodies = [
      [o.getOrders, { storeId: s.storeId }],
      [o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 10 }],
      [o.reject, { storeId: s.storeId, id: placed.order.id, reason: 'Yok' }],
      [o.getSettings, { storeId: s.storeId }],
      [o.saveSettings, { storeId: s.storeId, autoAccept: true, prepMinutes: 10 }],
      [o.setStoreStatus, { storeId: s.storeId, status: 'rush-hour' }],
    ] as const;
    for (const [call, body] of bodies) {
      for (const who of [stranger, waiter]) {
        const res = await t.raw(who.token, call, body);
        expect([call.path, res.statusCode]).toEqual([call.path, 403]);
      }
    }
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: waiter.userId,
      permissions: ['orders.manage'],
    });
    expect((await t.call(waiter.token, o.getOrders, { storeId: s.storeId })).map((x) => x.id)).toEqual([
      placed.order.id,
    ]);
    const accepted = await t.call(waiter.token, o.accept, { storeId: s.storeId, id: placed.order.id, prepMinutes: 10 });
    expect(accepted.orderState).toBe('accepted');
    // Another store's order by id is not found, even for this store's staff.
    const other = await setUp();
    const theirs = await t.call(null, g.placeOrder, { code: other.salon.code, lines: [line(other.cola.id)] });
    const res = await t.raw(waiter.token, o.accept, { storeId: s.storeId, id: theirs.order.id, prepMinutes: 5 });
    expect(res.json().code).toBe('folio_not_found');
  });
});
