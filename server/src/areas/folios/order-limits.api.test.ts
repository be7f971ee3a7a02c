import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderCalls as o } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu } from '../../../test/factories.ts';

/**
 * The limits on guests' orders from the web menu (docs/security.md, Guest orders): the budgets of a minute per client
 * address and per store (the configuration's defaults, 10 and 60), the store's most of a line and of an order, and its
 * verified-phone amount. The app's clock is the test's: it stands still until the test moves it, so a minute passes
 * without waiting for it and the answers' waits are exact however slow the machine.
 */

let t: TestApp;
const start = Date.now();
let offset = 0;
/** As if `seconds` had passed, for the app's clock (the budgets and the 30-second rule go by it). */
const later = (seconds: number) => void (offset += seconds * 1000);

beforeAll(async () => {
  t = await buildTestApp({ services: { now: () => new Date(start + offset) } });
});
afterAll(() => t.close());

/** A store taking orders, with Köfte 250.00 and Cola 40.00 published and `tables` tables, each with its QR code. */
const shopWith = async (tables: number, properties: Record<string, boolean | number> = {}) => {
  const owner = await t.signIn();
  const storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({ properties: { order: true, webMenuActive: true, ...properties } }),
    )
  ).id;
  const [kofte, cola] = await publishedMenu(t, owner.token, storeId, [
    { name: 'Köfte', price: 25_000 },
    { name: 'Cola', price: 4_000 },
  ]);
  const made = await t.call(owner.token, tableCalls.saveStoreTables, {
    storeId,
    groupName: 'Salon',
    tables: Array.from({ length: tables }, (_, i) => ({ tableName: `Masa ${i + 1}` })),
  });
  const codes: string[] = [];
  for (const table of made) {
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId, width: 128 });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
    codes.push(qr.code);
  }
  return { owner, storeId, kofte, cola, codes };
};

const line = (productId: string, quantity = 1) => ({ productId, quantity, options: [], note: '' });

/** `guest/order` from a client address, with a guest's token when given. */
const order = (from: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest/order',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

describe('budgets of a minute', () => {
  test('one address: of 30 orders sent at once to 30 tables, 10 are placed and 20 answered 429 with Retry-After', async () => {
    const s = await shopWith(30);
    const answers = await Promise.all(s.codes.map((code) => order('203.0.113.7', { code, lines: [line(s.cola.id)] })));
    const placed = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(placed).toHaveLength(t.config.guestOrdersPerMinute.perAddress);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(20).fill([429, 'rate_limited']));
    // All ten at this moment: the first leaves the minute in 60 seconds.
    expect(refused.map((r) => r.headers['retry-after'])).toEqual(Array(20).fill('60'));
    expect(await t.call(s.owner.token, o.getOrders, { storeId: s.storeId })).toHaveLength(10);

    // A refused order left its table free; another address is not held up.
    const free = s.codes.filter((_, i) => answers[i]!.statusCode !== 200);
    expect((await order('203.0.113.8', { code: free[0], lines: [line(s.cola.id)] })).statusCode).toBe(200);
    expect((await order('203.0.113.7', { code: free[1], lines: [line(s.cola.id)] })).statusCode).toBe(429);
    // A minute later the address orders again.
    later(61);
    expect((await order('203.0.113.7', { code: free[1], lines: [line(s.cola.id)] })).statusCode).toBe(200);
  });

  test('one store: 60 orders a minute from any addresses; the 61st is refused, another store is not held up', async () => {
    const s = await shopWith(30);
    const from = (i: number) => `198.51.100.${i}`;
    // 30 tables, three addresses of 10 orders each; 31 seconds later the same tables from three more.
    for (const round of [0, 1]) {
      for (const [i, code] of s.codes.entries())
        expect((await order(from(round * 3 + Math.floor(i / 10)), { code, lines: [line(s.cola.id)] })).statusCode).toBe(
          200,
        );
      if (round === 0) later(31);
    }
    later(1);
    const over = await order(from(7), { code: s.codes[0], lines: [line(s.cola.id)] });
    expect([over.statusCode, over.json().code]).toEqual([429, 'rate_limited']);
    // The first round leaves the minute 60 seconds after it was sent: 28 seconds from now.
    expect(over.headers['retry-after']).toBe('28');
    const other = await shopWith(1);
    expect((await order(from(7), { code: other.codes[0], lines: [line(other.cola.id)] })).statusCode).toBe(200);
    later(29);
    expect((await order(from(8), { code: s.codes[0], lines: [line(s.cola.id)] })).statusCode).toBe(200);
    expect(await t.call(s.owner.token, o.getOrders, { storeId: s.storeId })).toHaveLength(61);
  });
});

describe('the store’s limits on one order', () => {
  test('a line over the most of one line, or an order over the most items, is refused with its code', async () => {
    const s = await shopWith(2, { orderMaxLineQuantity: 5, orderMaxItems: 8 });
    const [a, b] = s.codes as [string, string];
    const lineOver = await order('192.0.2.1', { code: a, lines: [line(s.cola.id, 2), line(s.kofte.id, 6)] });
    expect([lineOver.statusCode, lineOver.json()]).toEqual([
      409,
      {
        code: 'order_line_too_large',
        desc: expect.stringContaining('at most 5'),
        fields: [{ path: 'lines.1.quantity', code: 'order_line_too_large' }],
      },
    ]);
    const orderOver = await order('192.0.2.1', { code: a, lines: [line(s.cola.id, 5), line(s.kofte.id, 4)] });
    expect([orderOver.statusCode, orderOver.json()]).toEqual([
      409,
      {
        code: 'order_too_large',
        desc: expect.stringContaining('at most 8'),
        fields: [{ path: 'lines', code: 'order_too_large' }],
      },
    ]);
    expect((await order('192.0.2.1', { code: a, lines: [line(s.cola.id, 5), line(s.kofte.id, 3)] })).statusCode).toBe(
      200,
    );
    // The guest menu carries the limits, so the basket keeps to them.
    const menu = await t.app.inject({ method: 'GET', url: `/api/guest/qr/${b}` });
    expect(menu.json().service.limits).toEqual({ lineQuantity: 5, items: 8, verifiedPhoneAbove: 0 });
  });

  test('by default at most 50 of a line and 200 items; the contract’s ceilings hold whatever the store sets', async () => {
    const s = await shopWith(1);
    const code = s.codes[0]!;
    // The report's order: 999 of one item.
    const huge = await order('192.0.2.2', { code, lines: [line(s.cola.id, 999)] });
    expect([huge.statusCode, huge.json().code]).toEqual([409, 'order_line_too_large']);
    const many = await order('192.0.2.2', { code, lines: Array.from({ length: 5 }, () => line(s.cola.id, 41)) });
    expect([many.statusCode, many.json().code]).toEqual([409, 'order_too_large']);
    for (const lines of [[line(s.cola.id, 1000)], [line(s.cola.id, 500), line(s.kofte.id, 500)]]) {
      const res = await order('192.0.2.2', { code, lines });
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
    for (const properties of [{ orderMaxLineQuantity: 1000 }, { orderMaxItems: 0 }, { orderVerifiedPhoneAbove: -1 }]) {
      const res = await t.raw(s.owner.token, storeCalls.saveStore, { id: s.storeId, name: 'Lokanta', properties });
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
    const store = await t.call(s.owner.token, storeCalls.storeInfo, { id: s.storeId });
    expect(store.properties).toMatchObject({
      orderMaxLineQuantity: 50,
      orderMaxItems: 200,
      orderVerifiedPhoneAbove: 0,
    });
    expect((await order('192.0.2.2', { code, lines: [line(s.cola.id, 50)] })).statusCode).toBe(200);
  });

  test('above the verified-phone amount: refused without a signed-in guest, placed with one and theirs', async () => {
    const s = await shopWith(1, { orderVerifiedPhoneAbove: 30_000 });
    const code = s.codes[0]!;
    const anonymous = await order('192.0.2.3', { code, lines: [line(s.kofte.id, 2)] });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([403, 'order_needs_verified_phone']);
    // Refused: nothing was kept, the table is not held up.
    expect(await t.call(s.owner.token, o.getOrders, { storeId: s.storeId })).toEqual([]);
    const forged = await order('192.0.2.3', { code, lines: [line(s.kofte.id, 2)] }, 'not-a-token');
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'token_invalid']);

    const guest = await t.signIn();
    const placed = await order('192.0.2.3', { code, lines: [line(s.kofte.id, 2)] }, guest.token);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order.total).toBe(50_000);
    const [kept] = await t.call(s.owner.token, o.getOrders, { storeId: s.storeId });
    expect(kept).toMatchObject({ id: placed.json().order.id, guestUserId: guest.userId, source: 'guest-app' });

    // At or below the amount anyone may order.
    later(31);
    const small = await order('192.0.2.3', { code, lines: [line(s.kofte.id, 1), line(s.cola.id, 1)] });
    expect([small.statusCode, small.json().order.total]).toEqual([200, 29_000]);
    const [anyone] = await t.call(s.owner.token, o.getOrders, { storeId: s.storeId });
    expect(anyone!.guestUserId).toBeNull();
  });
});
