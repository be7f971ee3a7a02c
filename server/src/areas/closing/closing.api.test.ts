import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { closingCalls as z } from '@sofra/contracts/closing/closing.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';

/**
 * End of day (docs/end-of-day.md): the day's figures are its bills' (per payment type and per KDV rate), the close
 * needs every bill settled and a reason for a drawer that is off, the closed day takes no change until it is reopened
 * by someone allowed (who and why kept), and two closes of one day at once make one.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
  const [kofte, raki] = await publishedMenu(t, owner.token, storeId, [
    { name: 'Köfte', price: 25_000, rate: 10 },
    { name: 'Rakı', price: 18_000, rate: 20 },
  ]);
  const tableId = (
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'Salon 1' })
  ).id;
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!.id;
  const card = types.find((p) => p.collectionType === 'bank')!.id;
  return { owner, storeId, kofte: kofte!.id, raki: raki!.id, tableId, cash, card };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

const open = (s: Shop, lines: { productId: string; quantity: number }[], covers?: number): Promise<Folio> =>
  t.call(s.owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'table',
    tableId: s.tableId,
    ...(covers ? { covers } : {}),
    lines,
  });

const pay = (s: Shop, folio: Folio, paymentTypeId: string, amount: number, tip = 0) =>
  t.call(s.owner.token, f.addPayment, { storeId: s.storeId, id: folio.id, paymentTypeId, amount, tip });
const close = (s: Shop, folio: Folio) => t.call(s.owner.token, f.close, { storeId: s.storeId, id: folio.id });

const refused = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown, headers = {}) => {
  const res = await t.raw(token, call, body, headers);
  return { status: res.statusCode, code: res.json().code as string, fields: res.json().fields as unknown };
};

/** Three bills settled three ways and one cancelled: what the day is made of. */
const aDay = async (s: Shop) => {
  const a = await open(
    s,
    [
      { productId: s.kofte, quantity: 2 },
      { productId: s.raki, quantity: 1 },
    ],
    2,
  );
  await pay(s, a, s.cash, a.totals.total, 2_000);
  const closedA = await close(s, a);
  const b = await open(s, [{ productId: s.kofte, quantity: 1 }], 1);
  await pay(s, b, s.card, b.totals.total, 1_500);
  const closedB = await close(s, b);
  const c = await open(s, [{ productId: s.raki, quantity: 3 }]);
  await pay(s, c, s.cash, 10_000);
  await pay(s, c, s.card, c.totals.total - 10_000);
  const closedC = await close(s, c);
  const d = await open(s, [{ productId: s.kofte, quantity: 1 }]);
  const cancelled = await t.call(s.owner.token, f.cancel, { storeId: s.storeId, id: d.id, reason: 'Vazgeçti' });
  return { closed: [closedA, closedB, closedC], cancelled, day: a.businessDay };
};

describe('the figures of a day', () => {
  test('payment types, KDV per rate, covers and cancellations equal the day’s bills', async () => {
    const s = await setUp();
    const { closed, cancelled, day } = await aDay(s);
    const got = await t.call(s.owner.token, z.getDay, { storeId: s.storeId });
    expect(got).toMatchObject({ businessDay: day, today: day, state: 'open', openBills: [], closes: [] });
    const fig = got.figures;
    const sum = (pick: (x: Folio) => number) => closed.reduce((a, x) => a + pick(x), 0);
    expect(fig).toMatchObject({
      folios: 3,
      revenue: sum((x) => x.totals.total),
      gross: sum((x) => x.totals.gross),
      serviceFee: sum((x) => x.totals.serviceFee),
      tips: 3_500,
      covers: 3,
      cancelled: 1,
      cancelledAmount: cancelled.totals.total,
    });
    // The bills with a number of guests, over their guests.
    expect(fig.averagePerGuest).toBe(Math.round((closed[0]!.totals.total + closed[1]!.totals.total) / 3));
    // Per payment type: the payments themselves (the split bill counts in both).
    const payments = closed.flatMap((x) => x.payments);
    const cashPaid = payments.filter((p) => p.paymentTypeId === s.cash);
    const cardPaid = payments.filter((p) => p.paymentTypeId === s.card);
    expect(
      fig.byPaymentType.map(({ paymentTypeId, count, amount, tips }) => ({ paymentTypeId, count, amount, tips })),
    ).toEqual(
      expect.arrayContaining([
        {
          paymentTypeId: s.cash,
          count: 2,
          amount: cashPaid.reduce((a, p) => a + p.amount, 0),
          tips: 2_000,
        },
        {
          paymentTypeId: s.card,
          count: 2,
          amount: cardPaid.reduce((a, p) => a + p.amount, 0),
          tips: 1_500,
        },
      ]),
    );
    expect(fig.byPaymentType.reduce((a, p) => a + p.amount, 0)).toBe(fig.revenue);
    // Per KDV rate: the bills' own tax rows summed; base and tax together make the revenue.
    const rates = new Map<number, { base: number; tax: number }>();
    for (const row of closed.flatMap((x) => x.totals.taxes)) {
      const kept = rates.get(row.rate) ?? { base: 0, tax: 0 };
      rates.set(row.rate, { base: kept.base + row.base, tax: kept.tax + row.tax });
    }
    expect(fig.byTaxRate).toEqual([...rates].sort(([a], [b]) => a - b).map(([rate, v]) => ({ rate, ...v })));
    expect(fig.byTaxRate.map((r) => r.rate)).toEqual([10, 20]);
    expect(fig.byTaxRate.reduce((a, r) => a + r.base + r.tax, 0)).toBe(fig.revenue);
    // Departments: every sold line's net once.
    const net = closed.flatMap((x) => x.lines).reduce((a, l) => a + l.net, 0);
    expect(fig.byDepartment.reduce((a, d) => a + d.net, 0)).toBe(net);
    expect(got.cashSales).toBe(cashPaid.reduce((a, p) => a + p.amount, 0));
    expect(got.cashTips).toBe(2_000);
  });
});

describe('closing a day', () => {
  test('waits for its open bills, needs a reason for a drawer that is off, keeps the count and the Z number', async () => {
    const s = await setUp();
    const { day } = await aDay(s);
    const waiting = await open(s, [{ productId: s.kofte, quantity: 1 }]);
    const ref = { storeId: s.storeId, businessDay: day };
    const blocked = await refused(s.owner.token, z.closeDay, { ...ref, counted: 0 });
    expect(blocked).toMatchObject({ status: 409, code: 'business_day_has_open_bills' });
    const shown = await t.call(s.owner.token, z.getDay, ref);
    expect(shown.openBills).toEqual([
      { id: waiting.id, number: waiting.number, table: 'Salon 1', status: 'open', total: waiting.totals.total },
    ]);
    await t.call(s.owner.token, f.cancel, { storeId: s.storeId, id: waiting.id, reason: 'Yanlış masa' });

    const expected = 50_000 + shown.cashSales + shown.cashTips;
    const short = await refused(s.owner.token, z.closeDay, { ...ref, float: 50_000, counted: expected - 1_000 });
    expect(short).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: [{ path: 'reason', code: 'required' }],
    });
    const closedDay = await t.call(s.owner.token, z.closeDay, {
      ...ref,
      float: 50_000,
      counted: expected - 1_000,
      reason: 'Bozuk para eksik',
      note: 'Yağmurlu gün',
    });
    expect(closedDay.state).toBe('closed');
    expect(closedDay.closes).toHaveLength(1);
    expect(closedDay.closes[0]).toMatchObject({
      number: 1,
      businessDay: day,
      closedBy: 'Test Kullanıcı',
      note: 'Yağmurlu gün',
      cash: { float: 50_000, expected, counted: expected - 1_000, difference: -1_000, reason: 'Bozuk para eksik' },
      figures: closedDay.figures,
      reopenedAt: null,
    });
    // Closed once only.
    expect(await refused(s.owner.token, z.closeDay, { ...ref, float: 50_000, counted: expected })).toMatchObject({
      status: 409,
      code: 'business_day_closed',
    });
    const list = await t.call(s.owner.token, z.listDays, { storeId: s.storeId });
    expect(list).toMatchObject({ total: 1, rows: [{ businessDay: day, number: 1, difference: -1_000, reopened: 0 }] });
    expect(list.rows[0]!.revenue).toBe(closedDay.figures.revenue);
  });

  test('a day not begun yet cannot be closed', async () => {
    const s = await setUp();
    const { today } = await t.call(s.owner.token, z.getDay, { storeId: s.storeId });
    const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await refused(s.owner.token, z.closeDay, { storeId: s.storeId, businessDay: next, counted: 0 });
    expect(res).toMatchObject({ status: 400, fields: [{ path: 'businessDay', code: 'too_big' }] });
  });

  test('two closes of one day at the same moment make one close', async () => {
    const s = await setUp();
    const { day } = await aDay(s);
    const body = { storeId: s.storeId, businessDay: day, counted: 0, reason: 'Sayılmadı' };
    const both = await Promise.all([t.raw(s.owner.token, z.closeDay, body), t.raw(s.owner.token, z.closeDay, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('business_day_closed');
    const got = await t.call(s.owner.token, z.getDay, { storeId: s.storeId, businessDay: day });
    expect(got.closes.map((c) => c.number)).toEqual([1]);
  });
});

describe('a closed day', () => {
  test('takes no new bill, no change to its bills and no imported bill, until it is reopened', async () => {
    const s = await setUp();
    const { closed, day } = await aDay(s);
    const ref = { storeId: s.storeId, businessDay: day };
    await t.call(s.owner.token, z.closeDay, { ...ref, counted: 0, reason: 'Sayılmadı' });
    const opening = await refused(s.owner.token, f.save, {
      storeId: s.storeId,
      serviceType: 'table',
      tableId: s.tableId,
      lines: [{ productId: s.kofte, quantity: 1 }],
    });
    expect(opening).toMatchObject({ status: 409, code: 'business_day_closed' });
    const hiding = await refused(s.owner.token, f.hide, { storeId: s.storeId, id: closed[0]!.id, reason: 'Test' });
    expect(hiding).toMatchObject({ status: 409, code: 'business_day_closed' });
    // Nothing was kept of the refused bill: the board is empty and the day's figures are as closed.
    expect(await t.call(s.owner.token, f.get, { storeId: s.storeId })).toEqual([]);

    await t.call(s.owner.token, z.reopenDay, { ...ref, reason: 'Geç gelen hesap' });
    const late = await open(s, [{ productId: s.kofte, quantity: 1 }]);
    expect(late.businessDay).toBe(day);
    await pay(s, late, s.cash, late.totals.total);
    await close(s, late);
    const again = await t.call(s.owner.token, z.closeDay, { ...ref, counted: 0, reason: 'Sayılmadı' });
    expect(again.closes.map((c) => [c.number, c.reopenReason])).toEqual([
      [2, null],
      [1, 'Geç gelen hesap'],
    ]);
    expect(again.closes[1]).toMatchObject({ reopenedBy: 'Test Kullanıcı' });
    expect(again.closes[0]!.figures.folios).toBe(4);
    expect(again.closes[1]!.figures.folios).toBe(3);
    const list = await t.call(s.owner.token, z.listDays, { storeId: s.storeId });
    expect(list.rows).toMatchObject([{ businessDay: day, number: 2, reopened: 1, folios: 4 }]);
  });

  test('an imported bill of a closed day is refused, and the rest of its batch with it', async () => {
    const s = await setUp();
    const { key } = await t.call(s.owner.token, posCalls.createCashRegister, { storeId: s.storeId, name: 'Kasa 1' });
    const bill = (id: string, openedAt: string) => ({
      posFolioId: id,
      openedAt,
      closedAt: openedAt,
      lines: [{ name: 'Su', unitPrice: 1_000, quantity: 1, taxRate: 10 }],
      payments: [{ paymentTypeId: s.cash, amount: 1_100 }],
    });
    const pos = { 'x-pos-key': key };
    await t.call(
      null,
      posFolioCalls.folioImport,
      { storeId: s.storeId, folios: [bill('A', '2026-03-14T12:00:00Z')] },
      pos,
    );
    const ref = { storeId: s.storeId, businessDay: '2026-03-14' };
    const closedDay = await t.call(s.owner.token, z.closeDay, { ...ref, counted: 1_100 });
    expect(closedDay.closes[0]!.cash).toMatchObject({ expected: 1_100, difference: 0 });
    const batch = [bill('B', '2026-03-15T12:00:00Z'), bill('C', '2026-03-14T13:00:00Z')];
    const res = await refused('', posFolioCalls.folioImport, { storeId: s.storeId, folios: batch }, pos);
    expect(res).toMatchObject({ status: 409, code: 'business_day_closed' });
    const other = await t.call(s.owner.token, z.getDay, { storeId: s.storeId, businessDay: '2026-03-15' });
    expect(other.figures.folios).toBe(0);
  });

  test('reopening needs the close-day permission; without it staff are refused', async () => {
    const s = await setUp();
    const { day } = await aDay(s);
    const ref = { storeId: s.storeId, businessDay: day };
    await t.call(s.owner.token, z.closeDay, { ...ref, counted: 0, reason: 'Sayılmadı' });
    const cashier: Session = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: cashier.gsm });
    await t.call(cashier.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: cashier.userId,
      permissions: ['folios.view', 'payments.take'],
    });
    for (const [call, body] of [
      [z.getDay, ref],
      [z.reopenDay, { ...ref, reason: 'Deneme' }],
      [z.listDays, { storeId: s.storeId }],
    ] as const)
      expect(await refused(cashier.token, call, body)).toMatchObject({ status: 403, code: 'store_forbidden' });
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: cashier.userId,
      permissions: ['folios.view', 'payments.take', 'payments.close-day'],
    });
    const reopened = await t.call(cashier.token, z.reopenDay, { ...ref, reason: 'Unutulan adisyon' });
    expect(reopened.state).toBe('open');
    expect(reopened.closes[0]).toMatchObject({ reopenReason: 'Unutulan adisyon', reopenedBy: 'Test Kullanıcı' });
    expect(await refused(cashier.token, z.reopenDay, { ...ref, reason: 'Yine' })).toMatchObject({ code: 'conflict' });
  });
});

test('the day’s report as a spreadsheet carries its figures and the count', async () => {
  const s = await setUp();
  const { day } = await aDay(s);
  const ref = { storeId: s.storeId, businessDay: day };
  const closedDay = await t.call(s.owner.token, z.closeDay, { ...ref, counted: 0, reason: 'Sayılmadı' });
  const res = await t.raw(s.owner.token, z.exportDay, { ...ref, language: 'en' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain(`-${day}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = new Map<string, unknown>();
  book.getWorksheet('End of day')!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
  expect(rows.get('Z number')).toBe(1);
  expect(rows.get('Revenue')).toBe(closedDay.figures.revenue / 100);
  expect(rows.get('%10')).toBe(closedDay.figures.byTaxRate[0]!.base / 100);
  expect(rows.get('Counted')).toBe(0);
});
