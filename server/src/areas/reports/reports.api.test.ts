import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import { loyaltySummaryCalls } from '@sofra/contracts/reports/loyalty-summary.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import { eq, inArray } from 'drizzle-orm';
import { checkInsByMonth } from '../tables/table-logs.service.ts';
import { stores } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, testDatabaseUrl, type TestApp } from '../../../test/build-app.ts';
import { changeFeedOf, type PostgresChangeFeed } from '../../db/change-feed.ts';
import { newStore } from '../../../test/factories.ts';
import { businessDayOf } from '../folios/business-day.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const pos = (key: string) => ({ 'x-pos-key': key });

/** A store with a 10 % service fee, a cash register, a Köfte (PLU 1001, group "Ana yemekler", 10 %) and a Cola (20 %). */
const setUp = async (more = {}) => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10, ...more }))).id;
  const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa 1' });
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const card = types.find((p) => p.collectionType === 'bank')!;
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const food = (await t.call(owner.token, defs.departments.list, { storeId }))[0]!;
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const kofte = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Köfte' },
    price: 25_000,
    plu: '1001',
    departmentId: food.id,
    taxRateId: rates.find((x) => x.rate === 10)!.id,
  });
  const cola = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Cola' },
    price: 4_000,
    taxRateId: rates.find((x) => x.rate === 20)!.id,
  });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  return { owner, storeId, key, cash, card, kofte, cola, group, food };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

/** One Köfte at 250.00 (+ 10 % fee = 275.00), paid in cash, as the POS sends it. */
const posSale = (s: Shop, openedAt: string, closedAt: string, id = `${Math.random()}`) => ({
  posFolioId: id,
  openedAt,
  closedAt,
  lines: [{ plu: '1001', name: 'Köfte', unitPrice: 25_000, quantity: 1, taxRate: 10 }],
  payments: [{ paymentTypeId: s.cash.id, amount: 27_500 }],
});

const range = (storeIds: string[], from: string, to = from) => ({ storeIds, from, to });

describe('the business day', () => {
  test('a sale at 01:30 counts to the day before, in the hour of its close', async () => {
    const s = await setUp();
    await t.call(
      null,
      posFolioCalls.folioImport,
      {
        storeId: s.storeId,
        folios: [{ ...posSale(s, '2026-03-15T01:30:00+03:00', '2026-03-15T02:10:00+03:00'), covers: 2 }],
      },
      pos(s.key),
    );
    const before = await t.call(s.owner.token, r.getDashboard, range([s.storeId], '2026-03-14'));
    expect(before.current).toMatchObject({
      folios: 1,
      revenue: 27_500,
      guests: 2,
      averagePerGuest: 13_750,
      gross: 25_000,
      serviceFee: 2_500,
    });
    expect(before.byHour[2]).toEqual({ hour: 2, revenue: 27_500, folios: 1 });
    // 2026-03-14 is a Saturday: weekday 5.
    expect(before.heat[5]![2]).toBe(27_500);
    expect(before.byWeekday[5]).toEqual({ weekday: 5, revenue: 27_500, folios: 1 });
    expect((await t.call(s.owner.token, r.getDashboard, range([s.storeId], '2026-03-15'))).current.folios).toBe(0);
    expect((await t.call(s.owner.token, r.getFolios, range([s.storeId], '2026-03-01', '2026-03-31'))).rows).toEqual([
      expect.objectContaining({ storeId: s.storeId, businessDay: '2026-03-14' }),
    ]);
  });

  test("each store's own time zone and day-start hour decide its business day", async () => {
    const s = await setUp({ timeZone: 'Europe/London', dayStartHour: 4 });
    const store = await t.call(s.owner.token, storeCalls.storeInfo, { id: s.storeId });
    expect(store).toMatchObject({ timeZone: 'Europe/London', dayStartHour: 4 });
    // 04:30 in London (summer time): after a 04:00 start, the same day (with Istanbul and 05:00 it would be 06-30).
    await t.call(
      null,
      posFolioCalls.folioImport,
      { storeId: s.storeId, folios: [posSale(s, '2026-07-01T03:30:00Z', '2026-07-01T03:45:00Z')] },
      pos(s.key),
    );
    const day = await t.call(s.owner.token, r.getDashboard, range([s.storeId], '2026-07-01'));
    expect(day.current.folios).toBe(1);
    expect(day.byHour[4]!.folios).toBe(1);
    // A folio opened in the portal takes the store's business day too.
    const opened = await t.call(s.owner.token, f.save, { storeId: s.storeId, serviceType: 'take-away' });
    expect(opened.businessDay).toBe(businessDayOf(new Date(), 'Europe/London', 4));
  });

  test('the time zone must be a known IANA one and the hour 0–23', async () => {
    const s = await setUp();
    for (const bad of [{ timeZone: 'Mars/Olympus' }, { timeZone: '' }, { dayStartHour: 24 }, { dayStartHour: -1 }]) {
      const res = await t.raw(s.owner.token, storeCalls.saveStore, { id: s.storeId, name: 'X', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const saved = await t.call(s.owner.token, storeCalls.saveStore, {
      id: s.storeId,
      name: 'X',
      timeZone: 'America/New_York',
      dayStartHour: 0,
    });
    expect(saved).toMatchObject({ timeZone: 'America/New_York', dayStartHour: 0 });
  });
});

describe('the rollups follow the folio writes', () => {
  test('a closed folio with a discount, a gift and a void; a cancelled one counts apart', async () => {
    const s = await setUp();
    const table = await t.call(s.owner.token, tableCalls.saveStoreTable, {
      storeId: s.storeId,
      groupName: 'Salon',
      tableName: 'Salon 1',
    });
    const ref = (id: string) => ({ storeId: s.storeId, id });
    let folio = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      serviceType: 'table',
      tableId: table.id,
      covers: 3,
      lines: [
        { productId: s.kofte.id, quantity: 2, options: [] },
        { productId: s.cola.id, quantity: 1, options: [] },
        { productId: s.cola.id, quantity: 1, options: [] },
      ],
    });
    const [kofte, cola, cola2] = folio.lines;
    const reasons = await t.call(s.owner.token, defs.discountReasons.list, { storeId: s.storeId });
    const tenPercent = reasons.find((d) => d.kind === 'percent' && d.value === 10)!;
    const gift = (await t.call(s.owner.token, defs.giftReasons.list, { storeId: s.storeId }))[0]!;
    const mistake = (await t.call(s.owner.token, defs.deleteReasons.list, { storeId: s.storeId })).find(
      (d) => !d.wasted,
    )!;
    folio = await t.call(s.owner.token, f.applyDiscount, {
      ...ref(folio.id),
      lineId: kofte!.id,
      reasonId: tenPercent.id,
    });
    folio = await t.call(s.owner.token, f.giftLine, { ...ref(folio.id), lineId: cola!.id, reasonId: gift.id });
    folio = await t.call(s.owner.token, f.voidLine, { ...ref(folio.id), lineId: cola2!.id, reasonId: mistake.id });
    folio = await t.call(s.owner.token, f.addPayment, {
      ...ref(folio.id),
      paymentTypeId: s.card.id,
      amount: folio.totals.total,
      tip: 1_000,
    });
    folio = await t.call(s.owner.token, f.close, ref(folio.id));
    const other = await t.call(s.owner.token, f.save, {
      storeId: s.storeId,
      serviceType: 'take-away',
      lines: [{ productId: s.cola.id, quantity: 3, options: [] }],
    });
    await t.call(s.owner.token, f.cancel, { ...ref(other.id), reason: 'Müşteri vazgeçti' });

    const day = folio.businessDay;
    const d = await t.call(s.owner.token, r.getDashboard, range([s.storeId], day));
    expect(d.current).toEqual({
      revenue: folio.totals.total,
      folios: 1,
      averageBill: folio.totals.total,
      guests: 3,
      averagePerGuest: Math.round(folio.totals.total / 3),
      gross: 50_000,
      discounts: 5_000,
      gifts: 4_000,
      voids: 4_000,
      serviceFee: 4_500,
      tax: folio.totals.taxes.reduce((a, x) => a + x.tax, 0),
      tips: 1_000,
      paid: folio.totals.total,
      cancelled: 1,
      cancelledAmount: other.totals.total,
      // No guest on these folios: no visit, points or coupon.
      newGuests: 0,
      returningGuests: 0,
      pointsIssued: 0,
      pointsRedeemed: 0,
      couponsUsed: 0,
    });
    expect(d.byPaymentType).toEqual([
      expect.objectContaining({ paymentTypeId: s.card.id, count: 1, amount: folio.totals.total, tips: 1_000 }),
    ]);
    expect(d.byServiceType).toEqual([{ serviceType: 'table', revenue: folio.totals.total, folios: 1 }]);
    expect(d.topProducts.map((p) => [p.name, p.quantity, p.net])).toEqual([['Köfte', 2, 45_000]]);
    expect(d.perStore).toEqual([expect.objectContaining({ storeId: s.storeId, figures: d.current })]);

    const sales = await t.call(s.owner.token, r.getProductSales, {
      storeId: s.storeId,
      from: day,
      to: day,
      by: 'product',
    });
    expect(
      sales.rows.map((x) => [x.name, x.quantity, x.giftQuantity, x.voidQuantity, x.gross, x.gifts, x.voids]),
    ).toEqual([
      ['Köfte', 2, 0, 0, 50_000, 0, 0],
      ['Cola', 0, 1, 1, 0, 4_000, 4_000],
    ]);
    expect(sales.rows[0]).toMatchObject({ groupName: 'Ana yemekler', departmentId: s.food.id, discounts: 5_000 });
    expect(sales.totals).toMatchObject({ quantity: 2, gross: 50_000, discounts: 5_000, net: 45_000 });
    expect(sales.totals.taxes.map((x) => x.rate)).toEqual([1000]);
    const byGroup = await t.call(s.owner.token, r.getProductSales, {
      storeId: s.storeId,
      from: day,
      to: day,
      by: 'group',
    });
    expect(byGroup.rows).toEqual([expect.objectContaining({ key: s.group.id, name: 'Ana yemekler', net: 45_000 })]);
    const byDepartment = await t.call(s.owner.token, r.getProductSales, {
      storeId: s.storeId,
      from: day,
      to: day,
      by: 'department',
    });
    expect(byDepartment.rows.map((x) => [x.key, x.net])).toEqual([
      [s.food.id, 45_000],
      ['', 0],
    ]);
  });

  test('the period before has the same length; the stores side by side add up', async () => {
    const a = await setUp();
    const sale = (at: string) => posSale(a, at, at);
    await t.call(
      null,
      posFolioCalls.folioImport,
      {
        storeId: a.storeId,
        folios: [sale('2026-02-05T12:00:00Z'), sale('2026-02-12T12:00:00Z'), sale('2026-02-13T12:00:00Z')],
      },
      pos(a.key),
    );
    const d = await t.call(a.owner.token, r.getDashboard, range([a.storeId], '2026-02-11', '2026-02-17'));
    expect(d).toMatchObject({ previousFrom: '2026-02-04', previousTo: '2026-02-10' });
    expect([d.current.folios, d.previous.folios]).toEqual([2, 1]);
    const second = (await t.call(a.owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
    const both = await t.call(a.owner.token, r.getStores, range([second, a.storeId], '2026-02-01', '2026-02-28'));
    expect(both.rows.map((x) => [x.storeId, x.figures.folios])).toEqual([
      [second, 0],
      [a.storeId, 3],
    ]);
    expect(both.totals.revenue).toBe(3 * 27_500);
  });

  test('a range over two years is refused on `to`; from after to too', async () => {
    const s = await setUp();
    const long = await t.raw(s.owner.token, r.getDashboard, range([s.storeId], '2024-01-01', '2026-01-02'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'to', code: 'too_big' }] });
    const backwards = await t.raw(s.owner.token, r.getFolios, range([s.storeId], '2026-02-02', '2026-02-01'));
    expect(backwards.json().code).toBe('validation_failed');
    expect(
      (await t.raw(s.owner.token, r.getDashboard, range([s.storeId], '2024-01-01', '2025-12-31'))).statusCode,
    ).toBe(200);
  });
});

describe('who may read reports', () => {
  test('another owner is refused, also when one of the stores named is their own', async () => {
    const s = await setUp();
    const stranger = await t.signIn();
    const theirs = (await t.call(stranger.token, storeCalls.saveStore, newStore())).id;
    for (const storeIds of [[s.storeId], [theirs, s.storeId], [s.storeId, theirs]]) {
      const res = await t.raw(stranger.token, r.getDashboard, range(storeIds, '2026-03-01', '2026-03-31'));
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'store_forbidden' });
    }
    expect((await t.raw(stranger.token, r.getDashboard, range([theirs], '2026-03-01'))).statusCode).toBe(200);
  });

  test('staff without reports.view are refused; with it they read', async () => {
    const s = await setUp();
    const waiter = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    const calls = [
      [r.getDashboard, range([s.storeId], '2026-03-01')],
      [r.getFolios, range([s.storeId], '2026-03-01')],
      [r.getStores, range([s.storeId], '2026-03-01')],
      [r.getUserCountStats, range([s.storeId], '2026-03-01')],
      [r.getFolioDetails, { storeId: s.storeId, from: '2026-03-01', to: '2026-03-01' }],
      [r.getProductSales, { storeId: s.storeId, from: '2026-03-01', to: '2026-03-01' }],
    ] as const;
    for (const [call, body] of calls) {
      const res = await t.raw(waiter.token, call, body);
      expect({ path: call.path, status: res.statusCode, code: res.json().code }).toEqual({
        path: call.path,
        status: 403,
        code: 'store_forbidden',
      });
    }
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: waiter.userId,
      permissions: ['store.view', 'reports.view'],
    });
    for (const [call, body] of calls)
      expect({ path: call.path, status: (await t.raw(waiter.token, call, body)).statusCode }).toEqual({
        path: call.path,
        status: 200,
      });
  });
});

test('check-ins per month: total and unique users, month names in the language asked (Turkish by default)', async () => {
  const s = await setUp();
  const table = await t.call(s.owner.token, tableCalls.saveStoreTable, {
    storeId: s.storeId,
    groupName: 'Salon',
    tableName: 'Salon 1',
  });
  const db = await t.db();
  const { tableLogs } = await import('../../db/schema/index.ts');
  const guests = [await t.signIn(), await t.signIn()];
  const log = (userId: string, at: string, action = 'check-in') => ({
    id: `${Math.random()}`,
    storeId: s.storeId,
    tableId: table.id,
    tableName: 'Salon 1',
    userId,
    action,
    createDate: new Date(at),
  });
  await db.insert(tableLogs).values([
    log(guests[0]!.userId, '2026-01-10T12:00:00Z'),
    log(guests[0]!.userId, '2026-01-11T12:00:00Z'),
    log(guests[1]!.userId, '2026-01-12T12:00:00Z'),
    log(guests[1]!.userId, '2026-01-12T12:05:00Z', 'waiter-call'),
    // 23:30 UTC on 31 January is 02:30 on 1 February in Istanbul.
    log(guests[1]!.userId, '2026-01-31T23:30:00Z'),
  ]);
  const tr = await t.call(s.owner.token, r.getUserCountStats, range([s.storeId], '2026-01-01', '2026-02-28'));
  expect(tr.rows.map((x) => [x.month, x.monthName, x.total, x.unique])).toEqual([
    ['2026-01', 'Ocak', 3, 2],
    ['2026-02', 'Şubat', 1, 1],
  ]);
  expect(tr.months).toEqual([
    { month: '2026-01', monthName: 'Ocak', total: 3 },
    { month: '2026-02', monthName: 'Şubat', total: 1 },
  ]);
  expect(tr.total).toBe(4);
  const en = await t.call(s.owner.token, r.getUserCountStats, {
    ...range([s.storeId], '2026-01-01', '2026-02-28'),
    lang: 'en',
  });
  expect(en.rows.map((x) => x.monthName)).toEqual(['January', 'February']);
});

test('check-ins per month from the month rollup equal a scan of the log, for random ranges, after removals and moves', async () => {
  const istanbul = await setUp();
  const ny = {
    storeId: (await t.call(istanbul.owner.token, storeCalls.saveStore, newStore({ timeZone: 'America/New_York' }))).id,
    owner: istanbul.owner,
  };
  const db = await t.db();
  const { tableLogs } = await import('../../db/schema/index.ts');
  const guests = [await t.signIn(), await t.signIn(), await t.signIn()];
  const tables = await Promise.all(
    [istanbul, ny].map((s) =>
      t.call(s.owner.token, tableCalls.saveStoreTable, { storeId: s.storeId, groupName: 'Salon', tableName: 'M1' }),
    ),
  );
  // A fixed sequence of "random" moments over four months, many right around midnight at the month ends.
  let seed = 7;
  const next = (n: number) => (((seed = (seed * 48_271) % 2_147_483_647) % n) + n) % n;
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: 120 }, (_, i) => {
    const s = i % 2;
    const edge = next(3) === 0;
    const day = edge ? [30, 58, 89, 119][next(4)]! : next(120);
    const at = new Date(start + day * 86_400_000 + (edge ? 20 + next(8) : next(24)) * 3_600_000 + next(60) * 60_000);
    return {
      id: `ci-${i}-${Math.random()}`,
      storeId: [istanbul, ny][s]!.storeId,
      tableId: tables[s]!.id,
      tableName: 'M1',
      userId: guests[next(3)]!.userId,
      action: next(6) === 0 ? 'waiter-call' : 'check-in',
      createDate: at,
    };
  });
  await db.insert(tableLogs).values(rows);
  // Some removed, one moved to another month and guest: the rollup follows.
  await db.delete(tableLogs).where(
    inArray(
      tableLogs.id,
      rows.slice(0, 10).map((r) => r.id),
    ),
  );
  await db
    .update(tableLogs)
    .set({ createDate: new Date('2026-03-15T12:00:00Z'), userId: guests[0]!.userId })
    .where(eq(tableLogs.id, rows[20]!.id));
  const storeIds = [istanbul.storeId, ny.storeId];
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 30; i++) {
    const a = next(125);
    const b = a + next(125 - a);
    const asked = await t.call(istanbul.owner.token, r.getUserCountStats, range(storeIds, day(a), day(b)));
    const scanned = await checkInsByMonth(db, storeIds, day(a), day(b));
    const sorted = [...scanned].sort((x, y) => x.storeId.localeCompare(y.storeId) || x.month.localeCompare(y.month));
    expect(
      asked.rows.map((x) => [x.storeId, x.month, x.total, x.unique]),
      `${day(a)} … ${day(b)}`,
    ).toEqual(sorted.map((x) => [x.storeId, x.month, x.total, x.unique]));
    expect(asked.total).toBe(scanned.reduce((n, x) => n + x.total, 0));
    const scannedMonths = [...new Set(scanned.map((x) => x.month))].sort();
    expect(asked.months.map((m) => [m.month, m.total])).toEqual(
      scannedMonths.map((m) => [m, scanned.filter((x) => x.month === m).reduce((n, x) => n + x.total, 0)]),
    );
  }
});

test('the loyalty summary: members, visits and points liability per store; a chain counts its points once', async () => {
  const owner = await t.signIn();
  const parent = (await t.call(owner.token, storeCalls.saveStore, newStore({ sharedPoints: true }))).id;
  const child = (await t.call(owner.token, storeCalls.saveStore, newStore({ sharedPoints: true }))).id;
  const loner = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  await (await t.db()).update(stores).set({ parentId: parent }).where(eq(stores.id, child));
  const guest = (n: number, storeId: string) =>
    t.call(owner.token, customerCalls.createVirtualUser, { storeId, name: `Misafir ${n}`, gsm: freshGsm() });
  const a = await guest(1, parent);
  const b = await guest(2, parent);
  await guest(3, loner);
  await t.call(owner.token, pointCalls.addPoint, { storeId: parent, userId: a.id, points: 300, reason: 'Açılış' });
  // Points given at the child land in the chain's balance: b is a member of the child too, without a visit there.
  await t.call(owner.token, pointCalls.addPoint, { storeId: child, userId: b.id, points: 45, reason: 'Açılış' });

  const summary = await t.call(owner.token, loyaltySummaryCalls.getLoyaltySummary, {
    storeIds: [parent, child, loner],
  });
  expect(summary.rows.map((x) => [x.members, x.visits, x.pointsOutstanding, x.liability, x.chainKey])).toEqual([
    [2, 2, 345, 34_500, parent],
    [2, 0, 345, 34_500, parent],
    [1, 1, 0, 0, loner],
  ]);
  expect(summary.totals).toEqual({ members: 5, visits: 3, pointsOutstanding: 345, liability: 34_500 });

  const stranger = await t.signIn();
  const refused = await t.raw(stranger.token, loyaltySummaryCalls.getLoyaltySummary, { storeIds: [parent] });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'store_forbidden' });
});

describe('answers kept in memory (docs/reports.md, Answers kept in memory)', () => {
  test('the same dashboard again is the same answer and a 304 on its ETag; a folio closed through the API shows at once', async () => {
    const s = await setUp();
    const body = range([s.storeId], '2026-04-01', '2026-04-30');
    const first = await t.raw(s.owner.token, r.getDashboard, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().current.folios).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"report-getDashboard-/);
    expect((await t.raw(s.owner.token, r.getDashboard, body, { 'if-none-match': etag })).statusCode).toBe(304);

    await t.call(
      null,
      posFolioCalls.folioImport,
      { storeId: s.storeId, folios: [posSale(s, '2026-04-10T12:00:00+03:00', '2026-04-10T12:40:00+03:00')] },
      pos(s.key),
    );
    const after = await t.raw(s.owner.token, r.getDashboard, body, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().current).toMatchObject({ folios: 1, revenue: 27_500 });
    expect(after.headers.etag).not.toBe(etag);
    // The other kept reports of the store see it too.
    expect((await t.call(s.owner.token, r.getStores, body)).totals.folios).toBe(1);
    expect((await t.call(s.owner.token, r.getFolios, body)).rows).toHaveLength(1);
    expect((await t.call(s.owner.token, r.getFolioDetails, { storeId: s.storeId, ...body })).totals.folios).toBe(1);
    const sales = await t.call(s.owner.token, r.getProductSales, { storeId: s.storeId, ...body, by: 'product' });
    expect(sales.totals.quantity).toBe(1);
  });

  test('a rollup, a store name and a check-in written straight in the database are seen at the next call', async () => {
    const s = await setUp();
    const body = range([s.storeId], '2026-05-01', '2026-05-31');
    expect((await t.call(s.owner.token, r.getStores, body)).totals.revenue).toBe(0);
    expect((await t.call(s.owner.token, r.getUserCountStats, body)).rows).toEqual([]);
    const db = await t.db();
    const { reportDays, tableLogs } = await import('../../db/schema/index.ts');
    await db.insert(reportDays).values({ storeId: s.storeId, businessDay: '2026-05-02', folios: 2, total: 9_000 });
    await db.update(stores).set({ name: 'Yeni Ad' }).where(eq(stores.id, s.storeId));
    const table = await t.call(s.owner.token, tableCalls.saveStoreTable, {
      storeId: s.storeId,
      groupName: 'Salon',
      tableName: 'Salon 1',
    });
    const guest = await t.signIn();
    await db.insert(tableLogs).values({
      id: `${Math.random()}`,
      storeId: s.storeId,
      tableId: table.id,
      tableName: 'Salon 1',
      userId: guest.userId,
      action: 'check-in',
      createDate: new Date('2026-05-03T12:00:00Z'),
    });
    await t.heard();
    const stores2 = await t.call(s.owner.token, r.getStores, body);
    expect(stores2.totals).toMatchObject({ folios: 2, revenue: 9_000 });
    expect(stores2.rows[0]!.storeName).toBe('Yeni Ad');
    expect((await t.call(s.owner.token, r.getDashboard, body)).current).toMatchObject({ folios: 2, revenue: 9_000 });
    expect((await t.call(s.owner.token, r.getUserCountStats, body)).rows).toEqual([
      expect.objectContaining({ month: '2026-05', total: 1, unique: 1, storeName: 'Yeni Ad' }),
    ]);
  });

  test.runIf(testDatabaseUrl)('on PostgreSQL, a kept dashboard sends no statement to the database', async () => {
    const s = await setUp();
    const body = range([s.storeId], '2026-06-01', '2026-06-30');
    await t.call(s.owner.token, r.getDashboard, body);
    const feed = changeFeedOf(await t.db()) as PostgresChangeFeed;
    const before = feed.statements;
    for (let i = 0; i < 10; i++) await t.call(s.owner.token, r.getDashboard, body);
    expect(feed.statements - before).toBe(0);
  });
});
