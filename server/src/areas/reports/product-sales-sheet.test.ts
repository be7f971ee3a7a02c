import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ProductSales } from '@sofra/contracts/reports/reports.schemas';
import { productSalesSheet, rateText } from './product-sales-sheet.ts';

const figures = (net: number, rate: number) => ({
  quantity: 3,
  giftQuantity: 1,
  voidQuantity: 0,
  gross: net + 500,
  discounts: 500,
  gifts: 1_000,
  voids: 0,
  net,
  tax: Math.round(net / 11),
  taxes: [{ rate, net, tax: Math.round(net / 11) }],
});

const sales: ProductSales = {
  by: 'product',
  rows: [
    {
      ...figures(33_000, 1000),
      key: 'p1',
      name: 'Rakı 35 cl',
      groupId: 'g1',
      groupName: 'İçecekler',
      departmentId: 'd1',
      departmentName: 'Bar',
    },
    {
      ...figures(11_000, 2000),
      key: 'name:Ekmek',
      name: 'Ekmek',
      groupId: null,
      groupName: null,
      departmentId: null,
      departmentName: null,
    },
  ],
  totals: {
    ...figures(44_000, 1000),
    quantity: 6,
    giftQuantity: 2,
    gross: 45_000,
    discounts: 1_000,
    gifts: 2_000,
    tax: 4_000,
    taxes: [
      { rate: 1000, net: 33_000, tax: 3_000 },
      { rate: 2000, net: 11_000, tax: 1_000 },
    ],
  },
};

const read = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
};

describe('the product sales sheet', () => {
  it('writes a header in the language, a row per product in order, a tax column per rate and the totals last', async () => {
    const { name, rows } = await read(await productSalesSheet(sales, 'en'));
    expect(name).toBe('Product sales');
    expect(rows[0]).toEqual([
      'Product',
      'Group',
      'Department',
      'Quantity',
      'Gifted',
      'Voided',
      'Gross',
      'Discounts',
      'Gifts',
      'Voids',
      'Net',
      'Tax',
      'Tax 10 %',
      'Tax 20 %',
    ]);
    expect(rows[1]).toEqual(['Rakı 35 cl', 'İçecekler', 'Bar', 3, 1, 0, 335, 5, 10, 0, 330, 30, 30, 0]);
    expect(rows[2]?.slice(0, 3)).toEqual(['Ekmek', '', '']);
    expect(rows[3]).toEqual(['Totals', '', '', 6, 2, 0, 450, 10, 20, 0, 440, 40, 30, 10]);
  });

  it('leaves the group columns out of a report by group, in Turkish', async () => {
    const { name, rows } = await read(await productSalesSheet({ ...sales, by: 'group' }, 'tr'));
    expect(name).toBe('Ürün satışları');
    expect(rows[0]?.slice(0, 3)).toEqual(['Grup', 'Adet', 'İkram adedi']);
    expect(rows.at(-1)?.[0]).toBe('Toplam');
  });

  it('names the chosen options of a report by option in a column of their own', async () => {
    const [first, second] = sales.rows;
    const byOption: ProductSales = {
      ...sales,
      by: 'option',
      rows: [
        { ...first!, key: 'p1|o1,o2', options: ['1,5 porsiyon', 'Buzlu'] },
        { ...second!, key: 'name:Ekmek|', options: [] },
      ],
    };
    const { rows } = await read(await productSalesSheet(byOption, 'tr'));
    expect(rows[0]?.slice(0, 4)).toEqual(['Ürün', 'Seçenekler', 'Grup', 'Departman']);
    expect(rows[1]?.slice(0, 5)).toEqual(['Rakı 35 cl', '1,5 porsiyon, Buzlu', 'İçecekler', 'Bar', 3]);
    expect(rows[2]?.slice(0, 2)).toEqual(['Ekmek', '(seçeneksiz)']);
    expect(rows[3]?.slice(0, 5)).toEqual(['Toplam', '', '', '', 6]);
  });

  it('writes a name that a spreadsheet would run as a formula as text behind a quote', async () => {
    const link = '=HYPERLINK("https://evil.example","Rakı")';
    const [first, second] = sales.rows;
    const hostile = {
      ...sales,
      rows: [{ ...first!, name: link, groupName: '-1+cmd|x', departmentName: '@x' }, second!],
    };
    const { rows } = await read(await productSalesSheet(hostile, 'en'));
    expect(rows[1]?.slice(0, 4)).toEqual([`'${link}`, "'-1+cmd|x", "'@x", 3]);
  });

  it('writes rates as people do', () => {
    expect(rateText(1000)).toBe('10');
    expect(rateText(125)).toBe('1.25');
  });
});
