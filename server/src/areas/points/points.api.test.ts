import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { pointCalls as p } from '@sofra/contracts/loyalty/points.calls';
import { MAX_POINT_CHANGE } from '@sofra/contracts/loyalty/points.schemas';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { stores } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { newId } from '@sofra/contracts/core/ids';
import { chainKeyOf, expiryOf, pointsFor } from './points.service.ts';
import { append, lockBalance } from './points.repo.ts';
import { seedDemoPoints } from '../../seed/demo-points.ts';

let t: TestApp;
/** The tests' clock: the app reads it for every points change (expiry). */
let now = new Date('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({ services: { now: () => now } });
});
afterAll(async () => t.close());

/** A store earning 10 points per 100 ₺ (at most 500 a folio), stamps on at 5, a 250 ₺ product, a points payment type. */
const shopOf = async (owner: Session, more: Parameters<typeof newStore>[0] = {}) => {
  const storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({
        payPoint: 10,
        maxPoint: 500,
        pointTitle: 'Lokanta Puanı',
        properties: { stampActive: true, stampConversionRate: 5 },
        ...more,
      }),
    )
  ).id;
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const kofte = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Köfte' },
    price: 25_000,
    taxRateId: rates.find((r) => r.rate === 10)!.id,
  });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  const payTypes = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const points = await t.call(owner.token, defs.paymentTypes.save, {
    storeId,
    name: 'Lokanta Puanı',
    collectionType: 'external',
    countsAsRevenue: false,
  });
  return { owner, storeId, kofte, cash: payTypes.find((x) => x.collectionType === 'cash')!, points };
};
type Shop = Awaited<ReturnType<typeof shopOf>>;

const openFor = (s: Shop, guestUserId: string, quantity = 1) =>
  t.call(s.owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'take-away',
    guestUserId,
    lines: [{ productId: s.kofte.id, quantity, options: [] }],
  });

const pay = (s: Shop, folio: { id: string; version: number }, amount: number, points = false) =>
  t.raw(s.owner.token, f.addPayment, {
    storeId: s.storeId,
    id: folio.id,
    paymentTypeId: points ? s.points.id : s.cash.id,
    amount,
    points,
  });

const balanceOf = async (s: Shop, userId: string) =>
  (await t.call(s.owner.token, p.getPoints, { storeId: s.storeId, userId })).balance;

let owner: Session;
let shop: Shop;
beforeAll(async () => {
  owner = await t.signIn();
  shop = await shopOf(owner);
});

describe('rules', () => {
  test('points: floor of total / 100 × payPoint in minor units, capped by maxPoint', () => {
    expect(pointsFor(25_000, 10, 0)).toBe(25);
    expect(pointsFor(25_099, 10, 0)).toBe(25);
    expect(pointsFor(999, 10, 0)).toBe(0);
    expect(pointsFor(1_000_000, 10, 500)).toBe(500);
    expect(pointsFor(25_000, 0, 500)).toBe(0);
  });
  test('expiry: calendar months later, the last day of a shorter month', () => {
    expect(expiryOf(new Date('2026-01-31T10:00:00Z'), 1)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(expiryOf(new Date('2026-01-15T10:00:00Z'), 12)?.toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(expiryOf(new Date('2026-01-15T10:00:00Z'), 0)).toBeNull();
  });
});

describe('earning on a folio', () => {
  test('a closed folio awards its points and stamps once, however often and however concurrently asked', async () => {
    const guest = await t.signIn();
    const folio = await openFor(shop, guest.userId, 2);
    // Not before it is closed.
    const early = await t.raw(owner.token, p.calcPointWithFolio, { storeId: shop.storeId, folioId: folio.id });
    expect(early.json()).toMatchObject({ code: 'points_folio_not_closed' });
    expect((await pay(shop, folio, folio.totals.total)).statusCode).toBe(200);
    const closed = await t.call(owner.token, f.close, { storeId: shop.storeId, id: folio.id });
    expect(closed.status).toBe('closed');
    // Closing awarded it: 500 ₺ → 50 points, 2 stamps.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(owner.token, p.calcPointWithFolio, { storeId: shop.storeId, folioId: folio.id }),
      ),
    );
    for (const a of answers) expect(a).toMatchObject({ points: 50, stamps: 2, awarded: false, balance: 50 });
    const points = await t.call(owner.token, p.getPoints, { storeId: shop.storeId, gsm: guest.gsm });
    expect(points).toMatchObject({ userId: guest.userId, balance: 50, stamps: 2, pointTitle: 'Lokanta Puanı' });
    expect(points.entries.map((e) => [e.kind, e.points, e.stamps, e.folioId])).toEqual([['earn', 50, 2, folio.id]]);
  });

  test('a folio without a guest earns nothing', async () => {
    const folio = await t.call(owner.token, f.save, {
      storeId: shop.storeId,
      serviceType: 'take-away',
      lines: [{ productId: shop.kofte.id, quantity: 1, options: [] }],
    });
    await pay(shop, folio, folio.totals.total);
    await t.call(owner.token, f.close, { storeId: shop.storeId, id: folio.id });
    const res = await t.raw(owner.token, p.calcPointWithFolio, { storeId: shop.storeId, folioId: folio.id });
    expect(res.json()).toMatchObject({ code: 'points_no_guest' });
  });
});

describe('staff changes', () => {
  test('add and deduct with a reason; never below zero, also when 50 deductions race', async () => {
    const guest = await t.signIn();
    const add = (points: number, reason = 'Hoş geldin') =>
      t.raw(owner.token, p.addPoint, { storeId: shop.storeId, userId: guest.userId, points, reason });
    expect((await add(10)).json()).toMatchObject({ balance: 10 });
    expect((await add(-11)).json()).toMatchObject({ code: 'points_insufficient' });
    expect((await add(0)).json()).toMatchObject({ code: 'validation_failed' });
    expect((await add(5, '')).json()).toMatchObject({ code: 'validation_failed' });
    const results = await Promise.all(Array.from({ length: 50 }, () => add(-1, 'Yarış')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(40).fill('points_insufficient'),
    );
    const points = await t.call(owner.token, p.getPoints, { storeId: shop.storeId, userId: guest.userId, limit: 5 });
    expect(points.balance).toBe(0);
    expect(points.entries).toHaveLength(5);
    expect(points.entries[0]).toMatchObject({ kind: 'adjust', points: -1, reason: 'Yarış' });
    const next = await t.call(owner.token, p.getPoints, {
      storeId: shop.storeId,
      userId: guest.userId,
      cursor: points.nextCursor!,
      limit: 200,
    });
    expect(next.entries).toHaveLength(6);
    expect(next.entries.at(-1)).toMatchObject({ kind: 'adjust', points: 10, reason: 'Hoş geldin' });
    expect(next.nextCursor).toBeNull();
  });

  test('a guest is found by phone or app QR code; an unknown one is user_not_found', async () => {
    const res = await t.raw(owner.token, p.getPoints, { storeId: shop.storeId, gsm: '+905329999999' });
    expect(res.json()).toMatchObject({ code: 'user_not_found', fields: [{ path: 'gsm', code: 'user_not_found' }] });
    const both = await t.raw(owner.token, p.getPoints, { storeId: shop.storeId, gsm: '+905329999999', userId: 'x' });
    expect(both.json()).toMatchObject({ code: 'validation_failed' });
    const qr = await t.raw(owner.token, p.getPoints, { storeId: shop.storeId, userQr: 'no-such-code' });
    expect(qr.json()).toMatchObject({ code: 'user_not_found', fields: [{ path: 'userQr', code: 'user_not_found' }] });
    const byId = await t.raw(owner.token, p.addPoint, {
      storeId: shop.storeId,
      userId: '0000000000a-0000-0000-000000000000',
      points: 5,
      reason: 'Hoş geldin',
    });
    expect(byId.json()).toMatchObject({ code: 'user_not_found', fields: [{ path: 'userId', code: 'user_not_found' }] });
  });

  test('staff need points.manage', async () => {
    const guest = await t.signIn();
    const waiter = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId: shop.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: shop.storeId, kind: 'staff' });
    const body = { storeId: shop.storeId, userId: guest.userId, points: 5, reason: 'Deneme' };
    expect((await t.raw(waiter.token, p.addPoint, body)).statusCode).toBe(403);
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: shop.storeId,
      userId: waiter.userId,
      permissions: ['points.manage'],
    });
    expect((await t.raw(waiter.token, p.addPoint, body)).json()).toMatchObject({ balance: 5 });
    const entry = (await t.call(waiter.token, p.getPoints, { storeId: shop.storeId, userId: guest.userId })).entries[0];
    expect(entry).toMatchObject({ kind: 'adjust', points: 5, reason: 'Deneme', staffName: 'Test Kullanıcı' });
  });
});

describe("a store's limit of one change", () => {
  test("one change moves at most the store's maxPointChange (10,000 by default) either way; the setting stays within 1 … 1,000,000", async () => {
    const s = await shopOf(owner);
    const guest = await t.signIn();
    const add = (points: number) =>
      t.raw(owner.token, p.addPoint, { storeId: s.storeId, userId: guest.userId, points, reason: 'Düzeltme' });
    const tooBig = { code: 'validation_failed', fields: [{ path: 'points', code: 'too_big' }] };
    expect((await t.call(owner.token, storeCalls.storeInfo, { id: s.storeId })).maxPointChange).toBe(10_000);
    expect((await add(10_001)).json()).toMatchObject(tooBig);
    expect((await add(10_000)).json()).toMatchObject({ balance: 10_000 });
    expect((await add(-10_001)).json()).toMatchObject(tooBig);
    await t.call(owner.token, storeCalls.saveStore, { id: s.storeId, name: 'Lokanta', maxPointChange: 50 });
    expect((await add(51)).json()).toMatchObject(tooBig);
    expect((await add(-50)).json()).toMatchObject({ balance: 9_950 });
    for (const maxPointChange of [0, MAX_POINT_CHANGE + 1])
      expect(
        (await t.raw(owner.token, storeCalls.saveStore, { id: s.storeId, name: 'Lokanta', maxPointChange })).json(),
      ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'maxPointChange' }] });
    expect((await add(MAX_POINT_CHANGE + 1)).json()).toMatchObject(tooBig);
  });
});

describe('counters that cannot overflow', () => {
  test('awards that carry a day past 2,147,483,647 points leave every total exact and folio/close working', async () => {
    const s = await shopOf(owner);
    await t.call(owner.token, storeCalls.saveStore, {
      id: s.storeId,
      name: 'Lokanta',
      maxPointChange: MAX_POINT_CHANGE,
    });
    const guest = await t.signIn();
    // The day so far: 2,147 of the largest change one award may move, written by the ledger's own write (entry,
    // balance and the day's rollup together) — the API would take 2,147 calls to say the same.
    const before = 2_147 * MAX_POINT_CHANGE;
    const [store] = await (await t.db()).select().from(stores).where(eq(stores.id, s.storeId));
    await (
      await t.db()
    ).transaction(async (tx) => {
      const chainKey = chainKeyOf(store!);
      await lockBalance(tx, chainKey, guest.userId);
      await append(tx, {
        id: newId(),
        chainKey,
        userId: guest.userId,
        storeId: s.storeId,
        kind: 'adjust',
        points: before,
        reason: 'Kampanya',
        at: now,
      });
    });
    // Then 100 awards at once through the API carry the day's rollup and the guest's balance past a 32-bit column.
    const awards = 100;
    const issued = before + awards * MAX_POINT_CHANGE;
    expect(before).toBeLessThan(2 ** 31 - 1);
    expect(issued).toBeGreaterThan(2 ** 31 - 1);
    const award = () =>
      t.raw(owner.token, p.addPoint, {
        storeId: s.storeId,
        userId: guest.userId,
        points: MAX_POINT_CHANGE,
        reason: 'Kampanya',
      });
    const answers = await Promise.all(Array.from({ length: awards }, award));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    expect(await balanceOf(s, guest.userId)).toBe(issued);
    const today = '2026-03-10';
    const totals = await t.call(owner.token, p.getStoreTotals, { storeId: s.storeId, from: today, to: today });
    expect(totals).toEqual({ issued, redeemed: 0, expired: 0, outstanding: issued });
    const dashboard = () =>
      t.call(owner.token, reportCalls.getDashboard, { storeIds: [s.storeId], from: today, to: today });
    expect((await dashboard()).current).toMatchObject({ pointsIssued: issued, pointsRedeemed: 0, folios: 0 });

    // A paid bill of this guest closes, earns its 25 points, and every figure adds up.
    const folio = await openFor(s, guest.userId);
    expect((await pay(s, folio, folio.totals.total)).statusCode).toBe(200);
    const closed = await t.raw(owner.token, f.close, { storeId: s.storeId, id: folio.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(await balanceOf(s, guest.userId)).toBe(issued + 25);
    expect((await dashboard()).current).toMatchObject({
      pointsIssued: issued + 25,
      folios: 1,
      revenue: folio.totals.total,
    });
    // Nothing was left to repair: the rollups took every award and the close.
    const left = (await (await t.db()).execute(sql`SELECT * FROM report_repairs`)) as unknown as { rows: unknown[] };
    expect(left.rows).toEqual([]);
  });
});

describe('paying with points', () => {
  test('a points payment takes points in the same write; giving it back returns them', async () => {
    const guest = await t.signIn();
    await t.call(owner.token, p.addPoint, { storeId: shop.storeId, userId: guest.userId, points: 100, reason: 'x' });
    const folio = await openFor(shop, guest.userId);
    expect((await pay(shop, folio, 10_050, true)).json()).toMatchObject({ code: 'validation_failed' });
    expect((await pay(shop, folio, 10_100, true)).json()).toMatchObject({ code: 'points_insufficient' });
    // The cash type cannot carry points.
    const cash = await t.raw(owner.token, f.addPayment, {
      storeId: shop.storeId,
      id: folio.id,
      paymentTypeId: shop.cash.id,
      amount: 100,
      points: true,
    });
    expect(cash.json()).toMatchObject({ code: 'validation_failed' });
    const paid = (await pay(shop, folio, 6_000, true)).json();
    expect(paid.totals.paid).toBe(6_000);
    expect(await balanceOf(shop, guest.userId)).toBe(40);
    const payment = paid.payments.find((x: { amount: number }) => x.amount === 6_000);
    await t.call(owner.token, f.removePayment, { storeId: shop.storeId, id: folio.id, paymentId: payment.id });
    expect(await balanceOf(shop, guest.userId)).toBe(100);
    // Pay 40 points, the rest in cash, close: the folio earns on what was not paid with points (210 ₺ → 21).
    await pay(shop, folio, 4_000, true);
    await pay(shop, folio, folio.totals.total - 4_000);
    await t.call(owner.token, f.close, { storeId: shop.storeId, id: folio.id });
    const points = await t.call(owner.token, p.getPoints, { storeId: shop.storeId, userId: guest.userId });
    expect(points.balance).toBe(100 - 40 + 21);
    expect(points.entries.map((e) => [e.kind, e.points])).toEqual([
      ['earn', 21],
      ['redeem', -40],
      ['refund', 60],
      ['redeem', -60],
      ['adjust', 100],
    ]);
  });

  test('a folio without a guest cannot be paid with points', async () => {
    const folio = await t.call(owner.token, f.save, {
      storeId: shop.storeId,
      serviceType: 'take-away',
      lines: [{ productId: shop.kofte.id, quantity: 1, options: [] }],
    });
    expect((await pay(shop, folio, 100, true)).json()).toMatchObject({ code: 'points_no_guest' });
  });

  test('50 concurrent redemptions of a balance that covers 10: exactly 10 accepted, balance 0', async () => {
    const guest = await t.signIn();
    await t.call(owner.token, p.addPoint, { storeId: shop.storeId, userId: guest.userId, points: 10, reason: 'x' });
    const folios = [];
    for (let i = 0; i < 50; i++) folios.push(await openFor(shop, guest.userId));
    const results = await Promise.all(folios.map((folio) => pay(shop, folio, 100, true)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['points_insufficient']),
    );
    expect(await balanceOf(shop, guest.userId)).toBe(0);
    const totals = await t.call(owner.token, p.getStoreTotals, {
      storeId: shop.storeId,
      from: '2026-01-01',
      to: '2027-12-31',
    });
    expect(totals.redeemed).toBeGreaterThanOrEqual(10);
  });
});

describe('stamps', () => {
  test('stampConversionRate stamps make a reward the guest may take', async () => {
    const guest = await t.signIn();
    const folio = await openFor(shop, guest.userId, 6);
    await pay(shop, folio, folio.totals.total);
    await t.call(owner.token, f.close, { storeId: shop.storeId, id: folio.id });
    const before = await t.call(owner.token, p.getPoints, { storeId: shop.storeId, userId: guest.userId });
    expect(before).toMatchObject({ stamps: 6, stampRewards: 1, stampActive: true, stampConversionRate: 5 });
    const body = { storeId: shop.storeId, userId: guest.userId };
    expect(await t.call(owner.token, p.redeemStamps, body)).toMatchObject({ stamps: 1 });
    expect((await t.raw(owner.token, p.redeemStamps, body)).json()).toMatchObject({ code: 'stamps_insufficient' });
  });
});

describe('chains', () => {
  test('a parent and its children that share points share one balance; a store outside the chain does not', async () => {
    const parent = await shopOf(owner);
    const child = await shopOf(owner, { sharedPoints: true });
    const loner = await shopOf(owner, { sharedPoints: true });
    const db = await t.db();
    await db.update(stores).set({ parentId: parent.storeId }).where(eq(stores.id, child.storeId));
    const guest = await t.signIn();
    await t.call(owner.token, p.addPoint, { storeId: child.storeId, userId: guest.userId, points: 30, reason: 'x' });
    expect(await balanceOf(parent, guest.userId)).toBe(30);
    expect(await balanceOf(child, guest.userId)).toBe(30);
    expect(await balanceOf(loner, guest.userId)).toBe(0);
    const children = await t.call(owner.token, p.getChildStores, { storeId: parent.storeId });
    expect(children.map((x) => x.id)).toEqual([child.storeId]);
    const list = await t.call(owner.token, p.getCustomUserPoints, { storeId: parent.storeId });
    expect(list).toMatchObject({ total: 1, rows: [{ userId: guest.userId, balance: 30 }] });
    expect((await t.call(owner.token, p.getCustomUserPoints, { storeId: loner.storeId })).total).toBe(0);
    const points = await t.call(owner.token, p.getPoints, { storeId: parent.storeId, userId: guest.userId });
    expect(points.chainStoreIds.sort()).toEqual([parent.storeId, child.storeId].sort());
    // The payoff rules a guest's app reads: a guest holding the chain's points, the chain with its parent first.
    const rules = await t.call(guest.token, p.getPayoffRules, { storeId: child.storeId });
    expect(rules).toMatchObject({
      storeId: child.storeId,
      pointTitle: 'Lokanta Puanı',
      payPoint: 10,
      maxPoint: 500,
      pointExpiryMonths: 0,
      pointValueMinor: 100,
      stampActive: true,
      stampConversionRate: 5,
    });
    expect(rules.chainStores.map((x) => x.id)).toEqual([parent.storeId, child.storeId]);
    const alone = await t.call(owner.token, p.getPayoffRules, { storeId: loner.storeId });
    expect(alone.chainStores.map((x) => x.id)).toEqual([loner.storeId]);
  });
});

describe('payoff rules', () => {
  test("a stranger is answered exactly as for a store that does not exist; the store's people and guests read them", async () => {
    const s = await shopOf(owner);
    const [stranger, visitor, holder, waiter, master] = [
      await t.signIn(),
      await t.signIn(),
      await t.signIn(),
      await t.signIn(),
      await t.signIn(),
    ];
    const missing = '0000000000a-0000-0000-000000000000';
    const refused = await t.raw(stranger.token, p.getPayoffRules, { storeId: s.storeId });
    const unknown = await t.raw(stranger.token, p.getPayoffRules, { storeId: missing });
    expect([refused.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual({ code: 'not_found', desc: expect.any(String) });
    // The same body but for the id the caller sent.
    expect(refused.body.replace(s.storeId, '{id}')).toBe(unknown.body.replace(missing, '{id}'));

    // A guest who checked in at one of its tables.
    const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId: s.storeId, tableName: 'Bahçe 1' });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: s.storeId, width: 256 });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: s.storeId, tableId: table.id, code: qr.code });
    await t.call(visitor.token, tableCalls.storeCheckIn, { code: qr.code });
    // A guest the staff gave points to.
    await t.call(owner.token, p.addPoint, { storeId: s.storeId, userId: holder.userId, points: 5, reason: 'x' });
    // Staff with the defaults only (no points.manage), and a master user.
    await t.call(owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    await t.makeMaster(master.userId);
    for (const reader of [owner, visitor, holder, waiter, master])
      expect(await t.call(reader.token, p.getPayoffRules, { storeId: s.storeId })).toMatchObject({
        storeId: s.storeId,
        pointTitle: 'Lokanta Puanı',
        chainStores: [{ id: s.storeId }],
      });
    // Still nothing for the stranger, and a master user asking for a missing store is not_found too.
    expect((await t.raw(stranger.token, p.getPayoffRules, { storeId: s.storeId })).body).toBe(refused.body);
    expect((await t.raw(master.token, p.getPayoffRules, { storeId: missing })).body).toBe(unknown.body);
  });
});

describe('expiry', () => {
  test('points expire FIFO after pointExpiryMonths; what was spent used the oldest first', async () => {
    const s = await shopOf(owner, { properties: { pointExpiryMonths: 2 } });
    const guest = await t.signIn();
    const add = (points: number) =>
      t.call(owner.token, p.addPoint, { storeId: s.storeId, userId: guest.userId, points, reason: 'x' });
    now = new Date('2026-01-10T12:00:00Z');
    await add(100); // expires 2026-03-10
    now = new Date('2026-02-01T12:00:00Z');
    await add(50); // expires 2026-04-01
    await add(-30); // takes from the first 100
    now = new Date('2026-03-10T11:59:59Z');
    expect(await balanceOf(s, guest.userId)).toBe(120);
    now = new Date('2026-03-10T12:00:00Z');
    expect(await balanceOf(s, guest.userId)).toBe(50);
    // Reading again expires nothing more.
    expect(await balanceOf(s, guest.userId)).toBe(50);
    now = new Date('2026-04-02T00:00:00Z');
    const points = await t.call(owner.token, p.getPoints, { storeId: s.storeId, userId: guest.userId });
    expect(points.balance).toBe(0);
    expect(points.entries.filter((e) => e.kind === 'expire').map((e) => e.points)).toEqual([-50, -70]);
    const totals = await t.call(owner.token, p.getStoreTotals, {
      storeId: s.storeId,
      from: '2026-01-01',
      to: '2026-04-30',
    });
    expect(totals).toEqual({ issued: 150, redeemed: 30, expired: 120, outstanding: 0 });
    now = new Date('2026-03-10T12:00:00Z');
  });

  test('the ledger is append-only in the database', async () => {
    const db = await t.db();
    await expect(db.execute(sql`UPDATE point_entries SET points = 0`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM point_entries`)).rejects.toThrow();
  });
});

describe('demo', () => {
  test('the demo seed gives the demo guests points at every store, creating only missing guests', async () => {
    const db = await t.db();
    const s = await shopOf(owner);
    await seedDemoPoints(db, now);
    const first = await t.call(owner.token, p.getPoints, { storeId: s.storeId, gsm: '+905550000101' });
    expect(first).toMatchObject({ name: 'Mehmet Kaya', balance: 150 });
    const second = await t.call(owner.token, p.getPoints, { storeId: s.storeId, gsm: '0555 000 01 02' });
    expect(second.balance).toBe(75 - 30);
    expect(second.entries.map((e) => e.reason)).toContain('Hoş geldin puanı');
  });
});
