import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { MAX_HIDE_REASON, type Folio } from '@sofra/contracts/folios/folios.schemas';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';

/**
 * Hiding a paid bill (docs/folios.md, Hidden folios): it leaves the list, never a total — the list's totals, the
 * export and the dashboard agree — and a reason is needed, kept with who gave it in the folio's history.
 */

let t: TestApp;
let owner: Session;
let storeId: string;
let cashId: string;
let kofteId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn();
  storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
  const [kofte] = await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000 }]);
  kofteId = kofte!.id;
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  cashId = types.find((p) => p.collectionType === 'cash')!.id;
});
afterAll(async () => t.close());

/** A take-away bill of `quantity` Köfte, paid in cash and closed. */
const paidBill = async (quantity: number): Promise<Folio> => {
  const open = await t.call(owner.token, f.save, {
    storeId,
    serviceType: 'take-away',
    lines: [{ productId: kofteId, quantity }],
  });
  await t.call(owner.token, f.addPayment, {
    storeId,
    id: open.id,
    paymentTypeId: cashId,
    amount: open.totals.total,
  });
  return t.call(owner.token, f.close, { storeId, id: open.id });
};

describe('a hidden paid bill', () => {
  test('stays in the list totals, equal to those before hiding and to the dashboard of the same day', async () => {
    const kept = await paidBill(1);
    const hidden = await paidBill(2);
    const day = hidden.businessDay;
    const search = { storeId, from: day, to: day };
    const before = await t.call(owner.token, f.getTotals, search);
    expect(before).toMatchObject({ count: 2, hidden: 0, total: kept.totals.total + hidden.totals.total });

    await t.call(owner.token, f.hide, { storeId, id: hidden.id, version: hidden.version, reason: 'Test fişi' });

    const after = await t.call(owner.token, f.getTotals, search);
    expect(after).toEqual({ ...before, hidden: 1 });
    // Asked with the hidden ones shown, the totals are the same again.
    expect(await t.call(owner.token, f.getTotals, { ...search, includeHidden: true })).toEqual(after);
    // The list itself leaves it out (unless asked), the totals do not.
    const page = await t.call(owner.token, f.getByStore, search);
    expect(page.items.map((i) => i.id)).toEqual([kept.id]);

    const dashboard = await t.call(owner.token, reportCalls.getDashboard, { storeIds: [storeId], from: day, to: day });
    expect(dashboard.current.revenue).toBe(after.total);
    expect(dashboard.current.folios).toBe(after.count);
    expect(dashboard.current.paid).toBe(after.paid);

    // The export holds it too, marked: the file's sum is the totals row's.
    const res = await t.raw(owner.token, f.exportList, search);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('Folio List')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const rows = [2, 3].map((i) => sheet.getRow(i));
    expect(rows.reduce((sum, row) => sum + Number(row.getCell(column('Total')).value), 0)).toBe(after.total / 100);
    expect(rows.map((row) => row.getCell(column('Hidden')).value || '').sort()).toEqual(['', 'Yes']);
  });

  test('hiding without a reason is refused; the reason and who gave it are in the history', async () => {
    const bill = await paidBill(1);
    const ref = { storeId, id: bill.id };
    for (const body of [ref, { ...ref, reason: '' }, { ...ref, reason: '   ' }]) {
      const res = await t.raw(owner.token, f.hide, body);
      expect([res.statusCode, res.json().code, res.json().fields]).toEqual([
        400,
        'validation_failed',
        [{ path: 'reason', code: 'required' }],
      ]);
    }
    const long = await t.raw(owner.token, f.hide, { ...ref, reason: 'x'.repeat(MAX_HIDE_REASON + 1) });
    expect([long.statusCode, long.json().code]).toEqual([400, 'validation_failed']);
    expect((await t.call(owner.token, f.getById, ref)).hidden).toBe(false);

    await t.call(owner.token, f.hide, { ...ref, reason: ' Yanlış masaya açıldı ' });
    // Shown again: a reason is welcome, not needed.
    await t.call(owner.token, f.hide, { ...ref, hidden: false });
    const history = (await t.call(owner.token, f.getById, ref)).history;
    const staff = { id: owner.userId, name: expect.any(String) };
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ action: 'hidden', staff, detail: { reason: 'Yanlış masaya açıldı' } }),
      expect.objectContaining({ action: 'shown', staff, detail: {} }),
    ]);
  });
});
