import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { folioLines, folioPayments, folios, userQrs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { columnWidth, folioSheetHeaders, MONEY_FORMAT } from './folio-sheet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type FolioInsert = typeof folios.$inferInsert;
interface PaymentSeed {
  paymentTypeId: string;
  name: string;
  amount: number;
  removed?: boolean;
}

let number = 0;
/**
 * A folio written straight into the table, as the writes would leave it: totals that add up (gross − discounts +
 * service fee = total), opened at noon UTC of its business day unless said otherwise. `openedAt` may be an ISO string
 * with microseconds, written exactly.
 */
const seed = async (
  storeId: string,
  over: Omit<Partial<FolioInsert>, 'openedAt'> & { openedAt?: string; payments?: PaymentSeed[] } = {},
): Promise<string> => {
  const { payments = [], openedAt, ...fields } = over;
  const id = fields.id ?? newId();
  const day = fields.businessDay ?? '2026-03-14';
  const gross = fields.gross ?? 10_000;
  const discounts = fields.discounts ?? 0;
  const serviceFee = fields.serviceFee ?? 0;
  const total = gross - discounts + serviceFee;
  const status = fields.status ?? 'closed';
  const live = payments.filter((p) => !p.removed);
  const db = await t.db();
  await db.insert(folios).values({
    id,
    storeId,
    number: ++number,
    businessDay: day,
    serviceType: 'table',
    status,
    openedAt: sql`${openedAt ?? `${day}T12:00:00.000000Z`}::timestamptz` as unknown as Date,
    closedAt: status === 'closed' || status === 'cancelled' ? new Date(`${day}T13:00:00Z`) : null,
    gross,
    discounts,
    serviceFee,
    total,
    paid: status === 'closed' ? total : 0,
    lineCount: 2,
    paymentNames: live.map((p) => p.name),
    ...fields,
  });
  for (const p of payments)
    await db.insert(folioPayments).values({
      id: newId(),
      folioId: id,
      storeId,
      paymentTypeId: p.paymentTypeId,
      name: p.name,
      collectionType: 'cash',
      amount: p.amount,
      removedAt: p.removed ? new Date() : null,
    });
  // The kept pages of the store are dropped once this process hears of the change (folio/getByStore's cache).
  await t.heard();
  return id;
};

const storeOf = async (owner?: Session) => {
  const me = owner ?? (await t.signIn());
  const store = await t.call(me.token, storeCalls.saveStore, newStore());
  return { owner: me, storeId: store.id, store };
};

const range = { from: '2026-03-01', to: '2026-03-31' };

/** Every page of a search, following nextCursor; answers the ids in order and the pages' sizes. */
const allPages = async (token: string, input: Record<string, unknown>) => {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await t.call(token, folioCalls.getByStore, { ...input, ...(cursor ? { cursor } : {}) } as never);
    ids.push(...page.items.map((f: FolioSummary) => f.id));
    sizes.push(page.items.length);
    if (!page.nextCursor) return { ids, sizes };
    cursor = page.nextCursor;
  }
  throw new Error('more than 50 pages');
};

describe('folio/getByStore', () => {
  test('finished folios of the days asked, newest first, paged by an opaque cursor to a null one at the end', async () => {
    const { owner, storeId } = await storeOf();
    // Two in one microsecond order within one millisecond: a cursor kept to milliseconds would lose one of them.
    const a = await seed(storeId, { businessDay: '2026-03-10', openedAt: '2026-03-10T18:00:00.123456Z' });
    const b = await seed(storeId, { businessDay: '2026-03-10', openedAt: '2026-03-10T18:00:00.123400Z' });
    const c = await seed(storeId, { businessDay: '2026-03-12', status: 'cancelled', cancelReason: 'müşteri gitti' });
    // Opened after midnight: the evening's business day, after the evening's folios.
    const d = await seed(storeId, { businessDay: '2026-03-11', openedAt: '2026-03-12T00:30:00.000000Z' });
    const e = await seed(storeId, { businessDay: '2026-03-11', openedAt: '2026-03-11T20:00:00.000000Z' });
    const f = await seed(storeId, { businessDay: '2026-03-01' });
    const g = await seed(storeId, { businessDay: '2026-03-31' });
    // Not shown: an open and a locked folio, a hidden one, one outside the days, another store's.
    await seed(storeId, { businessDay: '2026-03-12', status: 'open' });
    await seed(storeId, { businessDay: '2026-03-12', status: 'locked' });
    const hidden = await seed(storeId, { businessDay: '2026-03-12', hidden: true });
    await seed(storeId, { businessDay: '2026-02-28' });
    await seed(storeId, { businessDay: '2026-04-01' });
    await seed((await storeOf()).storeId, { businessDay: '2026-03-12' });

    const newestFirst = [g, c, d, e, a, b, f];
    const first = await t.call(owner.token, folioCalls.getByStore, { storeId, ...range });
    expect(first.items.map((x) => x.id)).toEqual(newestFirst);
    expect(first.nextCursor).toBeNull();
    expect(first.items[1]).toMatchObject({
      id: c,
      storeId,
      status: 'cancelled',
      cancelReason: 'müşteri gitti',
      businessDay: '2026-03-12',
      lineCount: 2,
      totals: { gross: 10_000, total: 10_000, paid: 0, balance: 10_000 },
    });

    // A list's folio has no lines or payments, only their count and names.
    expect(Object.keys(first.items[0]!)).not.toEqual(expect.arrayContaining(['lines']));
    expect(Object.keys(first.items[0]!)).not.toEqual(expect.arrayContaining(['payments']));
    for (const limit of [1, 2, 3, 7]) {
      const paged = await allPages(owner.token, { storeId, ...range, limit });
      expect(paged.ids).toEqual(newestFirst);
      expect(paged.sizes.slice(0, -1).every((n) => n === limit)).toBe(true);
    }
    const page = await t.call(owner.token, folioCalls.getByStore, { storeId, ...range, limit: 3 });
    expect(page.nextCursor).toMatch(/^[\w-]+$/);

    const withHidden = await t.call(owner.token, folioCalls.getByStore, { storeId, ...range, includeHidden: true });
    expect(withHidden.items.map((x) => x.id)).toEqual([g, hidden, c, d, e, a, b, f]);
    expect(withHidden.items[1]!.hidden).toBe(true);
  });

  test("a folio's own discount is listed with what it took off (its lines' shares)", async () => {
    const { owner, storeId } = await storeOf();
    const discount = { reasonId: newId(), reasonName: 'Sadık müşteri', kind: 'percent' as const, value: 12.5 };
    const id = await seed(storeId, { discount, gross: 1_600, discounts: 200 });
    const db = await t.db();
    for (const [position, share] of [
      [0, 150],
      [1, 50],
    ] as const)
      await db.insert(folioLines).values({
        id: newId(),
        folioId: id,
        storeId,
        position,
        name: 'Çay',
        basePrice: 800,
        unitPrice: 800,
        quantity: 1,
        taxRate: 1_000,
        gross: 800,
        folioDiscountShare: share,
        net: 800 - share,
      });
    await seed(storeId, { businessDay: '2026-03-13' });
    const { items } = await t.call(owner.token, folioCalls.getByStore, { storeId, ...range });
    expect(items.map((f) => f.discount)).toEqual([{ ...discount, amount: 200 }, null]);
    expect(items[0]!.totals).toMatchObject({ gross: 1_600, discounts: 200, total: 1_400 });
  });

  test('filters: statuses, table, payment type (a payment taken back does not count) and staff', async () => {
    const { owner, storeId } = await storeOf();
    const [table, cash, card, waiter, cashier] = [newId(), newId(), newId(), newId(), newId()];
    const open = await seed(storeId, { status: 'open', tableId: table, openedById: waiter });
    const locked = await seed(storeId, { status: 'locked' });
    const paidCash = await seed(storeId, {
      tableId: table,
      openedById: waiter,
      closedById: cashier,
      payments: [{ paymentTypeId: cash, name: 'Nakit', amount: 10_000 }],
    });
    const paidCard = await seed(storeId, {
      openedById: cashier,
      closedById: cashier,
      payments: [
        { paymentTypeId: cash, name: 'Nakit', amount: 10_000, removed: true },
        { paymentTypeId: card, name: 'Kart', amount: 10_000 },
      ],
    });
    const ids = async (input: Record<string, unknown>) =>
      (await t.call(owner.token, folioCalls.getByStore, { storeId, ...range, ...input } as never)).items
        .map((x) => x.id)
        .sort();
    const sorted = (...xs: string[]) => [...xs].sort();

    expect(await ids({})).toEqual(sorted(paidCash, paidCard));
    expect(await ids({ status: ['open', 'locked'] })).toEqual(sorted(open, locked));
    expect(await ids({ status: [] })).toEqual(sorted(paidCash, paidCard));
    expect(await ids({ status: ['open', 'closed'], tableId: table })).toEqual(sorted(open, paidCash));
    expect(await ids({ paymentTypeId: cash })).toEqual([paidCash]);
    expect(await ids({ paymentTypeId: card })).toEqual([paidCard]);
    expect(await ids({ staffId: cashier })).toEqual(sorted(paidCash, paidCard));
    expect(await ids({ staffId: waiter, status: ['open', 'closed'] })).toEqual(sorted(open, paidCash));
    expect(await ids({ staffId: newId() })).toEqual([]);
    const page = await t.call(owner.token, folioCalls.getByStore, { storeId, ...range, paymentTypeId: card });
    expect(page.items[0]!.paymentNames).toEqual(['Kart']);
  });

  test('a table or a waiter pages newest first through every matching folio, none twice', async () => {
    const { owner, storeId } = await storeOf();
    const [table, other, waiter, cashier] = [newId(), newId(), newId(), newId()];
    const days = ['2026-03-02', '2026-03-05', '2026-03-05', '2026-03-09', '2026-03-20', '2026-03-31'];
    const onTable: string[] = [];
    const byWaiter: string[] = [];
    for (const [i, businessDay] of days.entries()) {
      const openedAt = `${businessDay}T1${i}:00:00.000000Z`;
      onTable.push(await seed(storeId, { businessDay, openedAt, tableId: table, openedById: waiter }));
      // Closed by the waiter (opened by someone else, half an hour later): the staff filter takes either.
      const later = `${businessDay}T1${i}:30:00.000000Z`;
      byWaiter.push(await seed(storeId, { businessDay, openedAt: later, tableId: other, closedById: waiter }));
      await seed(storeId, { businessDay, openedAt, tableId: other, openedById: cashier, closedById: cashier });
    }
    // Hidden, or on another day: never listed.
    await seed(storeId, { businessDay: '2026-03-09', tableId: table, openedById: waiter, hidden: true });
    await seed(storeId, { businessDay: '2026-04-02', tableId: table, openedById: waiter });
    const newestFirst = (xs: string[]) => [...xs].reverse();
    const tablePages = await allPages(owner.token, { storeId, ...range, tableId: table, limit: 4 });
    expect(tablePages).toEqual({ ids: newestFirst(onTable), sizes: [4, 2] });
    const waiterPages = await allPages(owner.token, { storeId, ...range, staffId: waiter, limit: 5 });
    expect(waiterPages.ids).toEqual(newestFirst(onTable.flatMap((id, i) => [id, byWaiter[i]!])));
    expect(waiterPages.sizes).toEqual([5, 5, 2]);
  });

  test('at most 366 days, from not after to, a page of at most 100', async () => {
    const { owner, storeId } = await storeOf();
    const ok = await t.raw(owner.token, folioCalls.getByStore, { storeId, from: '2024-01-01', to: '2024-12-31' });
    expect(ok.statusCode).toBe(200);
    const long = await t.raw(owner.token, folioCalls.getByStore, { storeId, from: '2024-01-01', to: '2025-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'to', code: 'too_big' }] });
    const reversed = await t.raw(owner.token, folioCalls.getByStore, { storeId, from: '2026-03-02', to: '2026-03-01' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'validation_failed']);
    const big = await t.raw(owner.token, folioCalls.getByStore, { storeId, ...range, limit: 101 });
    expect([big.statusCode, big.json().code]).toEqual([400, 'validation_failed']);
  });

  test('a cursor this server did not make is refused with validation_failed, never a 500', async () => {
    const { owner, storeId } = await storeOf();
    await seed(storeId);
    await seed(storeId);
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    const good = (await t.call(owner.token, folioCalls.getByStore, { storeId, ...range, limit: 1 })).nextCursor!;
    const key = JSON.parse(Buffer.from(good, 'base64url').toString());
    for (const cursor of [
      'garbage!',
      'x',
      b64('not json'),
      b64([1, 2]),
      b64(null),
      b64({ ...key, extra: 1 }),
      b64({ d: key.d, i: key.i }),
      b64({ ...key, d: '2026-02-30' }),
      b64({ ...key, o: '2026-03-14T25:61:00.000000Z' }),
      b64({ ...key, o: '0000-01-01T00:00:00.000000Z' }),
      b64({ ...key, o: '2026-03-14T12:00:00Z' }),
      b64({ ...key, i: '' }),
      b64({ o: key.o, i: key.i }),
    ]) {
      const res = await t.raw(owner.token, folioCalls.getByStore, { storeId, ...range, cursor });
      expect({ cursor, status: res.statusCode, body: res.json() }).toEqual({
        cursor,
        status: 400,
        body: {
          code: 'validation_failed',
          desc: expect.any(String),
          fields: [{ path: 'cursor', code: 'invalid_format' }],
        },
      });
    }
    // A search cursor is no cursor of a guest's folios.
    const res = await t.raw(owner.token, folioCalls.getUserFolios, { storeId, userId: newId(), cursor: good });
    expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
  });
});

describe('folio/getByStore pages kept in memory', () => {
  test('the same page again is the same answer (ETag, 304) until a folio, line or payment of the store changes', async () => {
    const { owner, storeId } = await storeOf();
    const { storeId: otherStoreId } = await storeOf(owner);
    const a = await seed(storeId, { businessDay: '2026-03-10' });
    const b = await seed(storeId, { businessDay: '2026-03-11' });
    const search = { storeId, ...range };
    const read = async (input: Record<string, unknown> = search, headers: Record<string, string> = {}) => {
      const res = await t.raw(owner.token, folioCalls.getByStore, input as never, headers);
      return { status: res.statusCode, etag: String(res.headers.etag), body: res.body ? res.json() : undefined };
    };
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"folio-page-[\w-]{27}"$/);
    expect(first.body.items.map((f: FolioSummary) => f.id)).toEqual([b, a]);
    expect((await read()).etag).toBe(first.etag);
    expect((await read(search, { 'if-none-match': first.etag })).status).toBe(304);

    // Another store's folio changes nothing here.
    await seed(otherStoreId, { businessDay: '2026-03-12' });
    expect((await read()).etag).toBe(first.etag);

    // A folio's row changed straight in the database (a script, another process): the next read shows it.
    const db = await t.db();
    await db
      .update(folios)
      .set({ total: 12_345 })
      .where(sql`${folios.id} = ${a}`);
    await t.heard();
    const updated = await read();
    expect(updated.etag).not.toBe(first.etag);
    expect(updated.body.items[1]).toMatchObject({ id: a, totals: { total: 12_345 } });

    // A payment alone (the paid-by filter reads the payments).
    const card = newId();
    const byCard = { ...search, paymentTypeId: card };
    expect((await read(byCard)).body.items).toEqual([]);
    await db.insert(folioPayments).values({
      id: newId(),
      folioId: b,
      storeId,
      paymentTypeId: card,
      name: 'Kart',
      collectionType: 'bank',
      amount: 100,
    });
    await t.heard();
    expect((await read(byCard)).body.items.map((f: FolioSummary) => f.id)).toEqual([b]);

    // A line alone (a folio's own discount is listed with its lines' shares).
    await db
      .update(folios)
      .set({ discount: { kind: 'amount', value: 500, reasonId: 'r', reasonName: 'Dost' } })
      .where(sql`${folios.id} = ${b}`);
    await t.heard();
    expect((await read()).body.items[0].discount).toMatchObject({ amount: 0 });
    await db.insert(folioLines).values({
      id: newId(),
      folioId: b,
      storeId,
      position: 0,
      productId: 'p',
      name: 'Çay',
      basePrice: 500,
      unitPrice: 500,
      quantity: 1,
      taxRate: 1000,
      folioDiscountShare: 500,
    });
    await t.heard();
    expect((await read()).body.items[0].discount).toMatchObject({ amount: 500 });
  });
});

describe('folio/getTotals', () => {
  test('counts every matching folio over every page, hidden ones too; the amounts leave cancelled folios out', async () => {
    const { owner, storeId } = await storeOf();
    await seed(storeId, { gross: 54_000, discounts: 400, gifts: 9_000, voids: 1_500, serviceFee: 5_360, tip: 500 });
    await seed(storeId, { businessDay: '2026-03-20', gross: 2_000 });
    await seed(storeId, { status: 'cancelled', gross: 7_000 });
    await seed(storeId, { status: 'open', gross: 3_000 });
    await seed(storeId, { hidden: true, gross: 100_000 });
    const totals = await t.call(owner.token, folioCalls.getTotals, { storeId, ...range, limit: 1 });
    expect(totals).toEqual({
      count: 4,
      hidden: 1,
      gross: 156_000,
      discounts: 400,
      gifts: 9_000,
      voids: 1_500,
      serviceFee: 5_360,
      total: 160_960,
      paid: 160_960,
      tip: 500,
    });
    // Hidden folios shown or not, the totals are the same.
    expect(await t.call(owner.token, folioCalls.getTotals, { storeId, ...range, includeHidden: true })).toEqual(totals);
    const open = await t.call(owner.token, folioCalls.getTotals, { storeId, ...range, status: ['open'] });
    expect(open).toMatchObject({ count: 1, gross: 3_000, total: 3_000, paid: 0 });
    const none = await t.call(owner.token, folioCalls.getTotals, { storeId, from: '2025-01-01', to: '2025-01-02' });
    expect(none).toEqual({
      count: 0,
      hidden: 0,
      gross: 0,
      discounts: 0,
      gifts: 0,
      voids: 0,
      serviceFee: 0,
      total: 0,
      paid: 0,
      tip: 0,
    });
  });
});

describe('folio/getByDate and folio/getUserFolios', () => {
  test("a business day's folios oldest first, whatever their state, hidden ones apart", async () => {
    const { owner, storeId } = await storeOf();
    const late = await seed(storeId, { businessDay: '2026-03-14', openedAt: '2026-03-15T01:00:00.000000Z' });
    const open = await seed(storeId, {
      businessDay: '2026-03-14',
      status: 'open',
      openedAt: '2026-03-14T19:00:00.000000Z',
    });
    const early = await seed(storeId, { businessDay: '2026-03-14', openedAt: '2026-03-14T08:00:00.000000Z' });
    await seed(storeId, { businessDay: '2026-03-14', hidden: true });
    await seed(storeId, { businessDay: '2026-03-15' });
    const day = await t.call(owner.token, folioCalls.getByDate, { storeId, date: '2026-03-14' });
    expect(day.map((f) => f.id)).toEqual([early, open, late]);
    expect(await t.call(owner.token, folioCalls.getByDate, { storeId, date: '2026-03-13' })).toEqual([]);
  });

  test("a guest's folios at the store, newest first, in pages", async () => {
    const { owner, storeId } = await storeOf();
    const other = await storeOf(owner);
    const guest = newId();
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await seed(storeId, {
          guestUserId: guest,
          source: 'guest-app',
          status: i === 4 ? 'open' : 'closed',
          businessDay: `2026-03-1${i}`,
        }),
      );
    await seed(storeId, { guestUserId: newId() });
    await seed(other.storeId, { guestUserId: guest });
    const first = await t.call(owner.token, folioCalls.getUserFolios, { storeId, userId: guest, limit: 2 });
    expect(first.items.map((f) => f.id)).toEqual([made[4], made[3]]);
    expect(first.items[0]).toMatchObject({ guestUserId: guest, source: 'guest-app', status: 'open' });
    const second = await t.call(owner.token, folioCalls.getUserFolios, {
      storeId,
      userId: guest,
      limit: 2,
      cursor: first.nextCursor!,
    });
    const third = await t.call(owner.token, folioCalls.getUserFolios, {
      storeId,
      userId: guest,
      limit: 2,
      cursor: second.nextCursor!,
    });
    expect([...second.items, ...third.items].map((f) => f.id)).toEqual([made[2], made[1], made[0]]);
    expect(third.nextCursor).toBeNull();
    const nobody = await t.call(owner.token, folioCalls.getUserFolios, { storeId, userId: newId() });
    expect(nobody).toEqual({ items: [], nextCursor: null });
  });
});

describe('folio/getByUserQr', () => {
  test("the scanned guest's open folios at the store, whole; an unknown code is user_not_found", async () => {
    const { owner, storeId } = await storeOf();
    const other = await storeOf(owner);
    const guest = await t.signIn();
    const code = `QR-${newId()}`;
    await (await t.db()).insert(userQrs).values({ qrCode: newId(), userId: guest.userId, code });
    const open = await seed(storeId, {
      guestUserId: guest.userId,
      status: 'open',
      openedAt: '2026-03-14T18:00:00.000000Z',
      payments: [{ paymentTypeId: newId(), name: 'Nakit', amount: 2_000 }],
      paid: 2_000,
    });
    const locked = await seed(storeId, {
      guestUserId: guest.userId,
      status: 'locked',
      openedAt: '2026-03-14T19:00:00.000000Z',
    });
    // Not these: the guest's closed folio, one at another store, someone else's.
    await seed(storeId, { guestUserId: guest.userId });
    await seed(other.storeId, { guestUserId: guest.userId, status: 'open' });
    await seed(storeId, { guestUserId: owner.userId, status: 'open' });

    const found = await t.call(owner.token, folioCalls.getByUserQr, { storeId, userQr: code });
    expect(found.map((f) => [f.id, f.status])).toEqual([
      [open, 'open'],
      [locked, 'locked'],
    ]);
    expect(found[0]).toMatchObject({
      guestUserId: guest.userId,
      lines: [],
      payments: [expect.objectContaining({ name: 'Nakit', amount: 2_000 })],
      totals: expect.objectContaining({ total: 10_000, paid: 2_000, balance: 8_000 }),
    });
    const unknown = await t.raw(owner.token, folioCalls.getByUserQr, { storeId, userQr: 'QR-nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'user_not_found',
      fields: [{ path: 'userQr', code: 'user_not_found' }],
    });
  });
});

describe('folio/getReport', () => {
  test("master users see every store's counts by status and the closed folios' sums; others get master_only", async () => {
    const { owner, storeId } = await storeOf();
    const second = await storeOf(await t.signIn());
    const quiet = await storeOf();
    await seed(storeId, { gross: 10_000, tip: 200 });
    await seed(storeId, { businessDay: '2026-03-31', gross: 5_000, discounts: 500, serviceFee: 450 });
    await seed(storeId, { hidden: true, gross: 1_000 });
    await seed(storeId, { status: 'cancelled', gross: 9_999 });
    await seed(storeId, { status: 'open' });
    await seed(storeId, { status: 'locked' });
    await seed(storeId, { businessDay: '2026-04-01', gross: 77_777 });
    await seed(second.storeId, { gross: 3_000 });

    const refused = await t.raw(owner.token, folioCalls.getReport, range);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'master_only', desc: expect.any(String) });

    const master = await t.signIn();
    await t.makeMaster(master.userId);
    const { rows } = await t.call(master.token, folioCalls.getReport, range);
    expect(rows.find((r) => r.storeId === storeId)).toEqual({
      storeId,
      storeName: expect.any(String),
      currency: '₺',
      closed: 3,
      cancelled: 1,
      open: 2,
      gross: 16_000,
      discounts: 500,
      total: 15_950,
      paid: 15_950,
      tip: 200,
    });
    expect(rows.find((r) => r.storeId === second.storeId)).toMatchObject({ closed: 1, gross: 3_000 });
    expect(rows.find((r) => r.storeId === quiet.storeId)).toMatchObject({ closed: 0, cancelled: 0, open: 0, total: 0 });
    const long = await t.raw(master.token, folioCalls.getReport, { from: '2024-01-01', to: '2025-06-01' });
    expect([long.statusCode, long.json().code]).toEqual([400, 'validation_failed']);
  });
});

describe('folio/exportList', () => {
  const exported = async (token: string, input: Record<string, unknown>) => {
    const res = await t.raw(token, folioCalls.exportList, input);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return { res, book };
  };

  test("the search as an .xlsx: sheet 'Folio List', headers in the language asked, §9 widths, one row per folio", async () => {
    const { owner, storeId } = await storeOf();
    await seed(storeId, { businessDay: '2026-03-10' });
    await seed(storeId, {
      businessDay: '2026-03-14',
      number: 9_000,
      openedAt: '2026-03-14T22:30:00.000000Z',
      closedAt: new Date('2026-03-14T23:05:00Z'),
      tableName: 'Salon 3',
      tableGroup: 'Salon',
      openedBy: { id: newId(), name: 'Ayşe Y.' },
      gross: 54_000,
      discounts: 400,
      gifts: 9_000,
      voids: 1_500,
      serviceFee: 5_360,
      tip: 1_005,
      paymentNames: ['Nakit', 'Kredi kartı'],
    });
    await seed(storeId, { businessDay: '2026-03-12', hidden: true });

    const { res, book } = await exported(owner.token, { storeId, ...range });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="folios-test-lokantasi-\d+-2026-03-01-2026-03-31\.xlsx"$/,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Folio List']);
    const sheet = book.getWorksheet('Folio List')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(folioSheetHeaders('en'));
    expect(sheet.columns.map((c) => c.width)).toEqual(folioSheetHeaders('en').map(columnWidth));
    // The hidden folio too: an export holds every folio of the totals (marked Hidden).
    expect(sheet.rowCount).toBe(4);
    const row = Object.fromEntries(folioSheetHeaders('en').map((h, i) => [h, sheet.getRow(2).getCell(i + 1).value]));
    expect(row).toEqual({
      Number: 9_000,
      'Business day': new Date('2026-03-14T00:00:00Z'),
      // Istanbul's wall clock (UTC+3).
      Opened: new Date('2026-03-15T01:30:00Z'),
      Closed: new Date('2026-03-15T02:05:00Z'),
      Table: 'Salon / Salon 3',
      'Service type': 'Table service',
      Status: 'Closed',
      'Opened by': 'Ayşe Y.',
      'Payment types': 'Nakit, Kredi kartı',
      Gross: 540,
      Discounts: 4,
      Gifts: 90,
      Voids: 15,
      'Service fee': 53.6,
      Total: 589.6,
      Paid: 589.6,
      Tip: 10.05,
      Hidden: null,
    });
    expect(sheet.getRow(2).getCell(headers.indexOf('Total') + 1).numFmt).toBe(MONEY_FORMAT);

    const tr = await exported(owner.token, { storeId, ...range, language: 'tr', includeHidden: true });
    const trSheet = tr.book.getWorksheet('Folio List')!;
    expect((trSheet.getRow(1).values as unknown[]).slice(1)).toEqual(folioSheetHeaders('tr'));
    expect(trSheet.rowCount).toBe(4);
    expect(trSheet.getRow(2).getCell(7).value).toBe('Kapalı');
  });

  test('an empty search is a sheet with its header row; a range over 366 days is refused', async () => {
    const { owner, storeId } = await storeOf();
    const { book } = await exported(owner.token, { storeId, from: '2020-01-01', to: '2020-01-31' });
    expect(book.getWorksheet('Folio List')!.rowCount).toBe(1);
    const long = await t.raw(owner.token, folioCalls.exportList, { storeId, from: '2024-01-01', to: '2025-01-01' });
    expect([long.statusCode, long.json().code]).toEqual([400, 'validation_failed']);
  });

  test('more than 50,000 folios is refused: choose fewer days', async () => {
    const { owner, storeId } = await storeOf();
    const db = await t.db();
    await db.execute(sql`
      INSERT INTO folios (id, store_id, number, business_day, service_type, status, opened_at)
      SELECT 'bulk-' || n, ${storeId}, n, '2026-03-05', 'table', 'closed', '2026-03-05T12:00:00Z'::timestamptz
      FROM generate_series(1, 50001) AS n`);
    const res = await t.raw(owner.token, folioCalls.exportList, { storeId, ...range });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'to', code: 'too_big' }] });
    expect(res.json().desc).toMatch(/50001 folios/);
  });
});
