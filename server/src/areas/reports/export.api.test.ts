import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import { reportExportCalls as x } from '@sofra/contracts/reports/reports-export.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A store whose register imported two sales: a Köfte (10 % VAT) and two Colas (20 %) with a Köfte. */
const storeWithSales = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa 1' });
  const cash = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
    (p) => p.collectionType === 'cash',
  )!;
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  for (const [name, plu, price, rate] of [
    ['Köfte', '1001', 25_000, 10],
    ['Cola', '1002', 4_000, 20],
  ] as const)
    await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: name },
      price,
      plu,
      taxRateId: rates.find((v) => v.rate === rate)!.id,
    });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  const kofte = { plu: '1001', name: 'Köfte', unitPrice: 25_000, quantity: 1, taxRate: 10 };
  const cola = { plu: '1002', name: 'Cola', unitPrice: 4_000, quantity: 2, taxRate: 20 };
  await t.call(
    null,
    posFolioCalls.folioImport,
    {
      storeId,
      folios: [
        {
          posFolioId: 'a',
          openedAt: '2026-03-14T19:00:00+03:00',
          closedAt: '2026-03-14T20:00:00+03:00',
          lines: [kofte],
          payments: [{ paymentTypeId: cash.id, amount: 25_000 }],
        },
        {
          posFolioId: 'b',
          openedAt: '2026-03-15T13:00:00+03:00',
          closedAt: '2026-03-15T14:00:00+03:00',
          lines: [kofte, cola],
          payments: [{ paymentTypeId: cash.id, amount: 33_000 }],
        },
      ],
    },
    { 'x-pos-key': key },
  );
  return { owner, storeId };
};

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
};

describe('report/exportProductSales', () => {
  test('the .xlsx holds the rows and totals of report/getProductSales for the same input', async () => {
    const { owner, storeId } = await storeWithSales();
    const input = { storeId, from: '2026-03-01', to: '2026-03-31', by: 'product' as const };
    const sales = await t.call(owner.token, r.getProductSales, input);
    expect(sales.totals.net).toBeGreaterThan(0);

    const res = await t.raw(owner.token, x.exportProductSales, { ...input, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="product-sales-.+-product-2026-03-01-2026-03-31\.xlsx"$/,
    );
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('Product sales');
    const headers = rows[0] as string[];
    expect(headers.slice(0, 4)).toEqual(['Product', 'Group', 'Department', 'Quantity']);
    expect(headers).toEqual(expect.arrayContaining(['Tax 10 %', 'Tax 20 %']));
    // A row per product in the report's order, then the totals.
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(sales.rows.map((row) => row.name));
    const totals = rows.at(-1)!;
    const col = (header: string) => totals[headers.indexOf(header)];
    expect(totals[0]).toBe('Totals');
    expect(col('Quantity')).toBe(sales.totals.quantity);
    expect(col('Gross')).toBe(sales.totals.gross / 100);
    expect(col('Net')).toBe(sales.totals.net / 100);
    expect(col('Tax')).toBe(sales.totals.tax / 100);
    expect(col('Tax 20 %')).toBe(sales.totals.taxes.find((v) => v.rate === 2000)!.tax / 100);
  });

  test('by group in Turkish; another owner is refused; a reversed range is refused', async () => {
    const { owner, storeId } = await storeWithSales();
    const res = await t.raw(owner.token, x.exportProductSales, {
      storeId,
      from: '2026-03-01',
      to: '2026-03-31',
      by: 'group',
      language: 'tr',
    });
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('Ürün satışları');
    expect(rows[1]?.[0]).toBe('Ana yemekler');
    expect(rows.at(-1)?.[0]).toBe('Toplam');

    const other = await t.signIn();
    const refused = await t.raw(other.token, x.exportProductSales, { storeId, from: '2026-03-01', to: '2026-03-31' });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: 'store_forbidden' });

    const reversed = await t.raw(owner.token, x.exportProductSales, { storeId, from: '2026-03-31', to: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'validation_failed' });
  });
});
