import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { userPlaces, users, userVisits } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { countSegment, isInSegment, recordVisit, segmentFlagsOf, segmentMembers } from './segments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

const guest = async () => {
  const gsm = await t.addUser(freshGsm());
  const db = await t.db();
  return (await db.select({ id: users.id }).from(users).where(eq(users.gsm, gsm)))[0]!.id;
};

describe('segments', () => {
  test('new, regular, lapsed, top and all follow the rules with an injected clock', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const db = await t.db();
    const visit = (userId: string, days: number, spend = 0) =>
      recordVisit(db, { storeId: store.id, userId, at: daysAgo(days), spend });

    // Fresh: one visit 5 days ago (new). Regular: 3 visits in 90 days, first 200 days ago. Lapsed: last 45 days ago.
    // Big spender: 2 visits, 200,000.00 in the year. Old spender: 500,000.00 but 400 days ago (outside the year).
    const [fresh, regular, lapsed, big, old] = [
      await guest(),
      await guest(),
      await guest(),
      await guest(),
      await guest(),
    ];
    await visit(fresh, 5, 1_000);
    await visit(regular, 200);
    for (const d of [80, 40, 10]) await visit(regular, d, 500);
    await visit(lapsed, 60, 2_000);
    await visit(lapsed, 45);
    await visit(big, 100, 10_000_000);
    await visit(big, 20, 10_000_000);
    await visit(old, 400, 50_000_000);

    const members = async (s: Parameters<typeof segmentMembers>[2]) =>
      new Set(await segmentMembers(db, store.id, s, NOW));
    expect(await members('all')).toEqual(new Set([fresh, regular, lapsed, big, old]));
    expect(await members('new')).toEqual(new Set([fresh]));
    expect(await members('regular')).toEqual(new Set([regular]));
    expect(await members('lapsed')).toEqual(new Set([lapsed, old]));
    // 4 guests with a visit in the last 365 days: 10 % rounds up to 1, the biggest spender of the year.
    expect(await members('top')).toEqual(new Set([big]));
    expect(await countSegment(db, store.id, 'all', NOW)).toBe(5);
    expect(await countSegment(db, store.id, 'lapsed', NOW)).toBe(2);
    expect(await isInSegment(db, store.id, big, 'top', NOW)).toBe(true);
    expect(await isInSegment(db, store.id, fresh, 'top', NOW)).toBe(false);

    // The clock moves on: 26 days later the fresh guest is no longer new, and 40 days later also lapsed.
    expect(await isInSegment(db, store.id, fresh, 'new', new Date(NOW.getTime() + 26 * DAY))).toBe(false);
    expect(await isInSegment(db, store.id, fresh, 'lapsed', new Date(NOW.getTime() + 40 * DAY))).toBe(true);
    // Guest may be in several segments: the big spender is top and, 40 days on, lapsed too.
    const flags = await segmentFlagsOf(db, store.id, [big, regular, 'nobody'], new Date(NOW.getTime() + 40 * DAY));
    expect(flags.get(big)).toEqual(['lapsed', 'top']);
    // The regular guest's visit of 80 days ago is now 120 days old: 2 in 90 days is no longer regular.
    expect(flags.get(regular)).toEqual(['lapsed']);
    expect(flags.get('nobody')).toEqual([]);

    // Another store sees none of them.
    const other = await t.call(owner.token, storeCalls.saveStore, newStore());
    expect(await countSegment(db, other.id, 'all', NOW)).toBe(0);
    expect(await segmentMembers(db, other.id, 'top', NOW)).toEqual([]);
  });

  test('a visit counts once per business day; its spend adds up; the place keeps first, last, visits and spend', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const db = await t.db();
    const userId = await guest();
    // 2026-06-14 20:00 and 2026-06-15 01:30 Istanbul are one business day (it starts at 05:00); 06:00 is the next.
    await recordVisit(db, { storeId: store.id, userId, at: new Date('2026-06-14T17:00:00Z'), spend: 1_000 });
    await recordVisit(db, { storeId: store.id, userId, at: new Date('2026-06-14T22:30:00Z'), spend: 2_500 });
    await recordVisit(db, { storeId: store.id, userId, at: new Date('2026-06-15T03:00:00Z'), spend: 0 });
    const days = await db
      .select()
      .from(userVisits)
      .where(and(eq(userVisits.storeId, store.id), eq(userVisits.userId, userId)))
      .orderBy(userVisits.businessDay);
    expect(days.map((d) => [d.businessDay, d.spend])).toEqual([
      ['2026-06-14', 3_500],
      ['2026-06-15', 0],
    ]);
    const [place] = await db.select().from(userPlaces).where(eq(userPlaces.userId, userId));
    expect(place).toMatchObject({
      storeId: store.id,
      visits: 2,
      spend: 3_500,
      firstVisitAt: new Date('2026-06-14T17:00:00Z'),
      lastVisitAt: new Date('2026-06-15T03:00:00Z'),
    });
    // A user id that is no user (a POS's own) makes no place.
    await recordVisit(db, { storeId: store.id, userId: 'not-a-user', at: NOW, spend: 100 });
    expect(await countSegment(db, store.id, 'all', NOW)).toBe(1);
  });

  test('a signed-in check-in is a visit, in the same transaction as its log', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: 'Salon 1' });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code });
    const g = await t.signIn();
    await t.call(g.token, tableCalls.storeCheckIn, { code: qr.code });
    await t.call(g.token, tableCalls.storeCheckIn, { code: qr.code });
    const db = await t.db();
    const [place] = await db.select().from(userPlaces).where(eq(userPlaces.userId, g.userId));
    expect(place).toMatchObject({ storeId: store.id, visits: 1, spend: 0 });
    expect(await segmentMembers(db, store.id, 'new', new Date())).toEqual([g.userId]);
  });

  test('closing a folio that names a guest is a visit with its total as spend; a cancelled one is none', async () => {
    const owner = await t.signIn();
    const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceTypes: ['take-away'] }))).id;
    const rate = (await t.call(owner.token, defs.taxRates.list, { storeId }))[0]!;
    const group = await t.call(owner.token, catalogueCalls.saveGroup, { storeId, names: { tr: 'Tatlılar' } });
    const baklava = await t.call(owner.token, catalogueCalls.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: 'Baklava' },
      price: 9_000,
      taxRateId: rate.id,
    });
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const cash = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
      (p) => p.collectionType === 'cash',
    )!;
    const g = await t.signIn();
    const folio = await t.call(owner.token, f.save, {
      storeId,
      serviceType: 'take-away',
      guestUserId: g.userId,
      lines: [{ productId: baklava.id, quantity: 2, options: [] }],
    });
    const db = await t.db();
    expect(await db.select().from(userPlaces).where(eq(userPlaces.userId, g.userId))).toEqual([]);
    await t.call(owner.token, f.addPayment, {
      storeId,
      id: folio.id,
      paymentTypeId: cash.id,
      amount: folio.totals.balance,
    });
    await t.call(owner.token, f.close, { storeId, id: folio.id });
    const [place] = await db.select().from(userPlaces).where(eq(userPlaces.userId, g.userId));
    expect(place).toMatchObject({ storeId, visits: 1, spend: folio.totals.total });
    expect(folio.totals.total).toBeGreaterThan(0);

    const cancelled = await t.call(owner.token, f.save, {
      storeId,
      serviceType: 'take-away',
      guestUserId: g.userId,
      lines: [{ productId: baklava.id, quantity: 1, options: [] }],
    });
    await t.call(owner.token, f.cancel, { storeId, id: cancelled.id, reason: 'Vazgeçti' });
    const [after] = await db.select().from(userPlaces).where(eq(userPlaces.userId, g.userId));
    expect(after).toMatchObject({ visits: 1, spend: folio.totals.total });
  });
});
