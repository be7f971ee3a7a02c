import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import { MAX_POINT_CHANGE, MAX_TIP, MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { pointCalls as p } from '@sofra/contracts/loyalty/points.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { orderLimits } from '@sofra/contracts/stores/stores.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from './build-app.ts';
import { newStore, publishedMenu, type Session } from './factories.ts';

/**
 * The fuzz at the bounds (docs/security.md, Counters and amounts; Guest orders): valid bodies of the calls that move
 * money, points and quantities, their numbers drawn around every bound — the store's limit, the contract's ceiling, one
 * past each, the 32-bit edge, 2^53, negatives and fractions. No answer may be a 5xx, and nothing past a bound is taken.
 * Reproducible: FUZZ_SEED replays it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_202);
const RUNS = 40;

/** Numbers around each bound given, and the edges every integer field meets. */
const around = (...bounds: number[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ...bounds.flatMap((b) => [b - 1, b, b + 1, -b]),
        0,
        1,
        -1,
        0.5,
        2 ** 31 - 1,
        2 ** 31,
        -(2 ** 31),
        2 ** 53,
        -(2 ** 53),
        1e300,
      ),
    },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: Math.min(...bounds) }) },
    { weight: 1, arbitrary: fc.integer() },
  );

let t: TestApp;
let offset = 0;
const start = Date.now();
let owner: Session;
let guest: Session;
let storeId: string;
let productId: string;
let code: string;
let tableId: string;
let cashId: string;
const STORE_POINT_LIMIT = 25_000;
const STORE_TIP_PERCENT = 20;

beforeAll(async () => {
  // The app's clock moves only when the test moves it: the guest orders' 30-second and per-minute rules stay exact.
  t = await buildTestApp({ services: { now: () => new Date(start + offset) } });
  owner = await t.signIn();
  guest = await t.signIn();
  storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({
        properties: { order: true, webMenuActive: true },
        maxPointChange: STORE_POINT_LIMIT,
        maxTipPercent: STORE_TIP_PERCENT,
      }),
    )
  ).id;
  productId = (await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000 }]))[0]!.id;
  const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'S 1' });
  const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId, width: 128 });
  await t.call(owner.token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
  code = qr.code;
  tableId = table.id;
  cashId = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
    (x) => x.collectionType === 'cash',
  )!.id;
});
afterAll(() => t.close());

const statuses = new Map<number, number>();
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
/** Each kind's draws reached its handler: some of them were taken. */
const takenSince = (before: number) => (statuses.get(200) ?? 0) - before;

test('points around the store limit and the ceiling: never a 5xx, and no change larger than the store allows', async () => {
  const before = statuses.get(200) ?? 0;
  let balance = 0;
  for (const points of fc.sample(around(STORE_POINT_LIMIT, MAX_POINT_CHANGE), { seed: SEED, numRuns: RUNS })) {
    const res = await t.raw(owner.token, p.addPoint, { storeId, userId: guest.userId, points, reason: 'bound' });
    count(res.statusCode);
    expect(res.statusCode, `addPoint ${points}: ${res.body}`).toBeLessThan(500);
    const fits = Number.isInteger(points) && points !== 0 && Math.abs(points) <= STORE_POINT_LIMIT;
    if (!fits) expect(res.statusCode, `addPoint ${points}`).toBe(400);
    if (res.statusCode === 200) balance = Math.max(0, balance + points);
  }
  const after = await t.call(owner.token, p.getPoints, { storeId, userId: guest.userId });
  expect(after.balance).toBe(balance);
  expect(takenSince(before)).toBeGreaterThan(0);
});

test('payments and tips around the bill, the store share and the ceiling: never a 5xx, tips within the bound', async () => {
  const folio = await t.call(owner.token, f.save, {
    storeId,
    serviceType: 'table',
    tableId,
    lines: [{ productId, quantity: 4, options: [] }],
  });
  const before = statuses.get(200) ?? 0;
  const total = folio.totals.total;
  const tipBound = Math.floor((total * STORE_TIP_PERCENT) / 100);
  const payment = fc.record({ amount: around(total, 1_000_000_000), tip: around(tipBound, MAX_TIP, total) });
  for (const { amount, tip } of fc.sample(payment, { seed: SEED + 1, numRuns: RUNS })) {
    const res = await t.raw(owner.token, f.addPayment, { storeId, id: folio.id, paymentTypeId: cashId, amount, tip });
    count(res.statusCode);
    expect(res.statusCode, `addPayment ${amount} + ${tip}: ${res.body}`).toBeLessThan(500);
    if (res.statusCode === 200) {
      const paid = res.json() as typeof folio;
      expect(paid.totals.tip).toBeLessThanOrEqual(tipBound);
      expect(paid.totals.paid).toBeLessThanOrEqual(total);
      // Take the payments back so the next draw meets the whole bill again.
      for (const payment of paid.payments)
        await t.call(owner.token, f.removePayment, { storeId, id: folio.id, paymentId: payment.id });
    }
  }
  expect(takenSince(before)).toBeGreaterThan(0);
});

test("guests' orders around the line and order limits: never a 5xx, nothing past the store's limit placed", async () => {
  const lines = fc.array(around(orderLimits.lineQuantity.default, orderLimits.lineQuantity.max), {
    minLength: 1,
    maxLength: 4,
  });
  const before = statuses.get(200) ?? 0;
  for (const [i, quantities] of fc.sample(lines, { seed: SEED + 2, numRuns: RUNS }).entries()) {
    offset += 61_000; // past the table's 30 seconds and the minute's budgets
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/order',
      remoteAddress: `198.51.100.${i % 250}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code, lines: quantities.map((quantity) => ({ productId, quantity, options: [] })) }),
    });
    count(res.statusCode);
    expect(res.statusCode, `guest/order ${quantities.join(',')}: ${res.body}`).toBeLessThan(500);
    const fits =
      quantities.every((q) => Number.isInteger(q) && q >= 1 && q <= orderLimits.lineQuantity.default) &&
      quantities.reduce((n, q) => n + q, 0) <= orderLimits.items.default;
    if (!fits) expect(res.statusCode, `guest/order ${quantities.join(',')}`).not.toBe(200);
  }
  expect(takenSince(before)).toBeGreaterThan(0);
});

test("a store's limits around their ceilings: never a 5xx, and what is kept is within the contract", async () => {
  const limits = fc.record({
    maxPointChange: around(MAX_POINT_CHANGE),
    maxTipPercent: around(MAX_TIP_PERCENT),
    orderMaxLineQuantity: around(orderLimits.lineQuantity.max),
    orderMaxItems: around(orderLimits.items.max),
    orderVerifiedPhoneAbove: around(orderLimits.verifiedPhoneAbove.max),
  });
  const before = statuses.get(200) ?? 0;
  for (const l of fc.sample(limits, { seed: SEED + 3, numRuns: RUNS })) {
    const { maxPointChange, maxTipPercent, ...properties } = l;
    const res = await t.raw(owner.token, storeCalls.saveStore, {
      id: storeId,
      name: 'Sınır Lokantası',
      maxPointChange,
      maxTipPercent,
      properties,
    });
    count(res.statusCode);
    expect(res.statusCode, `saveStore ${JSON.stringify(l)}: ${res.body}`).toBeLessThan(500);
    const kept = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    expect(kept.maxPointChange).toBeGreaterThanOrEqual(1);
    expect(kept.maxPointChange).toBeLessThanOrEqual(MAX_POINT_CHANGE);
    expect(kept.maxTipPercent).toBeLessThanOrEqual(MAX_TIP_PERCENT);
    expect(kept.properties.orderMaxLineQuantity).toBeLessThanOrEqual(orderLimits.lineQuantity.max);
    expect(kept.properties.orderMaxItems).toBeLessThanOrEqual(orderLimits.items.max);
    expect(kept.properties.orderVerifiedPhoneAbove).toBeLessThanOrEqual(orderLimits.verifiedPhoneAbove.max);
  }
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`fuzz at the bounds (seed ${SEED}): answers ${byStatus}`);
  expect(takenSince(before)).toBeGreaterThan(0);
});
