import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import { MAX_COVERS, type Folio } from '@sofra/contracts/folios/folios.schemas';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';

/**
 * The number of guests (covers) on a bill (docs/folios.md, Covers): asked when a table's bill opens, changed with
 * `folio/setCovers` until the bill is closed or cancelled, kept in the history, and summed by the dashboard (guests and
 * the average per guest, docs/reports.md).
 */

let t: TestApp;
let owner: Session;
let storeId: string;
let tableId: string;
let cashId: string;
let kofteId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn();
  storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
  const [kofte] = await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000 }]);
  kofteId = kofte!.id;
  tableId = (
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'Salon 1' })
  ).id;
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  cashId = types.find((p) => p.collectionType === 'cash')!.id;
});
afterAll(async () => t.close());

const openTable = (covers?: number, quantity = 1): Promise<Folio> =>
  t.call(owner.token, f.save, {
    storeId,
    serviceType: 'table',
    tableId,
    ...(covers === undefined ? {} : { covers }),
    lines: [{ productId: kofteId, quantity }],
  });

const payAndClose = async (folio: Folio): Promise<Folio> => {
  await t.call(owner.token, f.addPayment, {
    storeId,
    id: folio.id,
    paymentTypeId: cashId,
    amount: folio.totals.total,
  });
  return t.call(owner.token, f.close, { storeId, id: folio.id });
};

const fieldsOf = (res: { json: () => { fields?: { path: string }[] } }) => (res.json().fields ?? []).map((x) => x.path);

describe('covers on a bill', () => {
  test('a table bill opened with 4 guests carries them on every read, and the opening in its history', async () => {
    const folio = await openTable(4);
    expect(folio.covers).toBe(4);
    const ref = { storeId, id: folio.id };
    const detail = await t.call(owner.token, f.getById, ref);
    expect(detail.covers).toBe(4);
    expect(detail.history[0]).toMatchObject({ action: 'opened', detail: { covers: 4 } });
    const board = await t.call(owner.token, f.get, { storeId });
    expect(board.find((x) => x.id === folio.id)?.covers).toBe(4);
    const day = folio.businessDay;
    const list = await t.call(owner.token, f.getByStore, { storeId, from: day, to: day, status: ['open'] });
    expect(list.items.find((x) => x.id === folio.id)?.covers).toBe(4);
    // Take-away is not asked: no number.
    const takeAway = await t.call(owner.token, f.save, {
      storeId,
      serviceType: 'take-away',
      lines: [{ productId: kofteId, quantity: 1 }],
    });
    expect(takeAway.covers).toBeNull();
  });

  test('setCovers changes the number, logged with before and after; the same number again makes no version', async () => {
    const folio = await openTable(4);
    const ref = { storeId, id: folio.id };
    const five = await t.call(owner.token, f.setCovers, { ...ref, version: folio.version, covers: 5 });
    expect([five.covers, five.version]).toEqual([5, folio.version + 1]);
    const again = await t.call(owner.token, f.setCovers, { ...ref, version: five.version, covers: 5 });
    expect(again.version).toBe(five.version);
    // Locked (the bill printed): still changed; null takes it off.
    const locked = await t.call(owner.token, f.lock, ref);
    const unknown = await t.call(owner.token, f.setCovers, { ...ref, covers: null });
    expect([unknown.covers, unknown.version]).toEqual([null, locked.version + 1]);
    const history = (await t.call(owner.token, f.getById, ref)).history;
    const staff = { id: owner.userId, name: expect.any(String) };
    expect(history.filter((e) => e.action === 'covers-changed')).toEqual([
      expect.objectContaining({ staff, detail: { from: 4, covers: 5 }, version: five.version }),
      expect.objectContaining({ staff, detail: { from: 5, covers: null }, version: unknown.version }),
    ]);
    // An older version is refused as for every write.
    const stale = await t.raw(owner.token, f.setCovers, { ...ref, version: folio.version, covers: 3 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'folio_conflict']);
  });

  test('numbers out of 1–999 are refused with validation errors naming covers', async () => {
    const folio = await openTable(2);
    for (const covers of [0, -1, MAX_COVERS + 1, 2.5, '4']) {
      const opened = await t.raw(owner.token, f.save, {
        storeId,
        serviceType: 'table',
        tableId,
        covers,
        lines: [{ productId: kofteId, quantity: 1 }],
      });
      expect([opened.statusCode, opened.json().code, fieldsOf(opened)]).toEqual([400, 'validation_failed', ['covers']]);
      const set = await t.raw(owner.token, f.setCovers, { storeId, id: folio.id, covers });
      expect([set.statusCode, set.json().code, fieldsOf(set)]).toEqual([400, 'validation_failed', ['covers']]);
    }
    expect((await t.call(owner.token, f.getById, { storeId, id: folio.id })).covers).toBe(2);
    // The largest is taken.
    expect((await t.call(owner.token, f.setCovers, { storeId, id: folio.id, covers: MAX_COVERS })).covers).toBe(999);
  });

  test('a closed or cancelled bill is refused with folio_not_open', async () => {
    const closed = await payAndClose(await openTable(3));
    const cancelled = await t.call(owner.token, f.cancel, {
      storeId,
      id: (await openTable(2)).id,
      reason: 'Vazgeçti',
    });
    for (const folio of [closed, cancelled]) {
      const res = await t.raw(owner.token, f.setCovers, { storeId, id: folio.id, covers: 6 });
      expect([res.statusCode, res.json().code]).toEqual([409, 'folio_not_open']);
      expect((await t.call(owner.token, f.getById, { storeId, id: folio.id })).covers).toBe(folio.covers);
    }
  });
});

describe('the dashboard', () => {
  test("guests and the average per guest are the sums over the day's closed bills that have covers", async () => {
    const s = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
    const [kofte] = await publishedMenu(t, owner.token, s, [{ name: 'Köfte', price: 12_345 }]);
    const table = (
      await t.call(owner.token, tableCalls.saveStoreTable, { storeId: s, groupName: 'B', tableName: 'B1' })
    ).id;
    const cash = (await t.call(owner.token, defs.paymentTypes.list, { storeId: s })).find(
      (p) => p.collectionType === 'cash',
    )!.id;
    const bill = async (serviceType: 'table' | 'take-away', quantity: number, covers?: number, close = true) => {
      let folio = await t.call(owner.token, f.save, {
        storeId: s,
        serviceType,
        ...(serviceType === 'table' ? { tableId: table } : {}),
        ...(covers ? { covers } : {}),
        lines: [{ productId: kofte!.id, quantity }],
      });
      if (!close) return t.call(owner.token, f.cancel, { storeId: s, id: folio.id, reason: 'Vazgeçti' });
      await t.call(owner.token, f.addPayment, {
        storeId: s,
        id: folio.id,
        paymentTypeId: cash,
        amount: folio.totals.total,
      });
      folio = await t.call(owner.token, f.close, { storeId: s, id: folio.id });
      return folio;
    };
    const bills = [
      await bill('table', 2, 3),
      await bill('table', 1, 1),
      await bill('table', 5, 2),
      // A table bill whose number was skipped, a take-away and a cancelled one: no guests, out of the average.
      await bill('table', 3),
      await bill('take-away', 4),
      await bill('table', 2, 6, false),
    ];
    // One changed at the table before paying.
    const changed = await t.call(owner.token, f.save, {
      storeId: s,
      serviceType: 'table',
      tableId: table,
      covers: 2,
      lines: [{ productId: kofte!.id, quantity: 2 }],
    });
    await t.call(owner.token, f.setCovers, { storeId: s, id: changed.id, covers: 4 });
    await t.call(owner.token, f.addPayment, {
      storeId: s,
      id: changed.id,
      paymentTypeId: cash,
      amount: changed.totals.total,
    });
    bills.push(await t.call(owner.token, f.close, { storeId: s, id: changed.id }));
    // And one imported from the point of sale with its guests.
    const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId: s, name: 'Kasa 1' });
    // Opened when the first bill was: the same business day.
    const opened = new Date(bills[0]!.openedAt);
    const imported = await t.call(
      null,
      posFolioCalls.folioImport,
      {
        storeId: s,
        folios: [
          {
            posFolioId: 'pos-1',
            openedAt: opened.toISOString(),
            closedAt: new Date(opened.getTime() + 60_000).toISOString(),
            covers: 5,
            lines: [{ name: 'Rakı', unitPrice: 40_000, quantity: 1, taxRate: 20 }],
            payments: [{ paymentTypeId: cash, amount: 44_000 }],
          },
        ],
      },
      { 'x-pos-key': key },
    );
    expect(imported).toEqual({ imported: 1, skipped: 0 });
    const day = bills[0]!.businessDay;
    const page = await t.call(owner.token, f.getByStore, { storeId: s, from: day, to: day });
    const pos = page.items.find((x) => x.posFolioId === 'pos-1')!;
    expect(pos.covers).toBe(5);
    const history = (await t.call(owner.token, f.getById, { storeId: s, id: pos.id })).history;
    expect(history[0]).toMatchObject({ action: 'imported', detail: { covers: 5 } });

    const all = [...bills, pos].map((b) => ({ status: b.status, covers: b.covers, total: b.totals.total }));
    const closed = all.filter((b) => b.status === 'closed');
    const covered = closed.filter((b) => b.covers !== null);
    const guests = covered.reduce((a, b) => a + b.covers!, 0);
    const coveredTotal = covered.reduce((a, b) => a + b.total, 0);
    expect(guests).toBe(3 + 1 + 2 + 4 + 5);
    const d = await t.call(owner.token, reportCalls.getDashboard, { storeIds: [s], from: day, to: day });
    expect(d.current).toMatchObject({
      folios: closed.length,
      revenue: closed.reduce((a, b) => a + b.total, 0),
      guests,
      averagePerGuest: Math.round(coveredTotal / guests),
      cancelled: 1,
    });
    expect(d.perStore[0]!.figures).toMatchObject({ guests, averagePerGuest: Math.round(coveredTotal / guests) });
    // The folio list of the day says the same.
    const listed = await t.call(owner.token, f.getByStore, { storeId: s, from: day, to: day });
    expect(listed.items.filter((x) => x.status === 'closed').reduce((a, x) => a + (x.covers ?? 0), 0)).toBe(guests);
  });
});
