import type { ProductSales } from '@sofra/contracts/reports/reports.schemas';
import { addRow, addSheet, bookBytes, newBook } from '../../lib/spreadsheet.ts';
import { columnWidth, MONEY_FORMAT } from '../folios/folio-sheet.ts';

/**
 * The product sales report as a spreadsheet (`report/exportProductSales`, docs/report-screens.md): one sheet, a header
 * row in the caller's language, a row per product (or group, or department, or product and option choice, with an
 * Options column) in the screen's order, then a bold
 * totals row. Money cells hold numbers in major units, so the sheet can sum them; one tax column per rate.
 */

export type SheetLanguage = 'tr' | 'en';

const TEXT = {
  en: {
    sheet: 'Product sales',
    product: 'Product',
    group: 'Group',
    department: 'Department',
    option: 'Product',
    options: 'Options',
    noOptions: '(no options)',
    quantity: 'Quantity',
    giftQuantity: 'Gifted',
    voidQuantity: 'Voided',
    gross: 'Gross',
    discounts: 'Discounts',
    gifts: 'Gifts',
    voids: 'Voids',
    net: 'Net',
    tax: 'Tax',
    taxAt: (rate: string) => `Tax ${rate} %`,
    totals: 'Totals',
    none: '(none)',
  },
  tr: {
    sheet: 'Ürün satışları',
    product: 'Ürün',
    group: 'Grup',
    department: 'Departman',
    option: 'Ürün',
    options: 'Seçenekler',
    noOptions: '(seçeneksiz)',
    quantity: 'Adet',
    giftQuantity: 'İkram adedi',
    voidQuantity: 'İptal adedi',
    gross: 'Brüt',
    discounts: 'İndirimler',
    gifts: 'İkramlar',
    voids: 'İptaller',
    net: 'Net',
    tax: 'KDV',
    taxAt: (rate: string) => `KDV %${rate}`,
    totals: 'Toplam',
    none: '(yok)',
  },
} as const;

/** Hundredths of a percent as the rate people write (1000 → "10", 125 → "1.25"). */
export const rateText = (rate: number) => String(rate / 100);

const major = (minor: number) => minor / 100;

type Figures = ProductSales['totals'];

/** The workbook of a product sales answer, as `.xlsx` bytes. */
export const productSalesSheet = async (sales: ProductSales, language: SheetLanguage): Promise<Buffer> => {
  const text = TEXT[language];
  const rates = [...new Set([...sales.totals.taxes, ...sales.rows.flatMap((r) => r.taxes)].map((t) => t.rate))].sort(
    (a, b) => a - b,
  );
  const withGroups = sales.by === 'product' || sales.by === 'option';
  const withOptions = sales.by === 'option';
  const columns: { header: string; money?: boolean }[] = [
    { header: text[sales.by] },
    ...(withOptions ? [{ header: text.options }] : []),
    ...(withGroups ? [{ header: text.group }, { header: text.department }] : []),
    { header: text.quantity },
    { header: text.giftQuantity },
    { header: text.voidQuantity },
    { header: text.gross, money: true },
    { header: text.discounts, money: true },
    { header: text.gifts, money: true },
    { header: text.voids, money: true },
    { header: text.net, money: true },
    { header: text.tax, money: true },
    ...rates.map((r) => ({ header: text.taxAt(rateText(r)), money: true })),
  ];
  const figures = (f: Figures) => [
    f.quantity,
    f.giftQuantity,
    f.voidQuantity,
    major(f.gross),
    major(f.discounts),
    major(f.gifts),
    major(f.voids),
    major(f.net),
    major(f.tax),
    ...rates.map((rate) => major(f.taxes.find((t) => t.rate === rate)?.tax ?? 0)),
  ];

  const book = newBook();
  const sheet = addSheet(
    book,
    text.sheet,
    columns.map((c) => ({
      header: c.header,
      width: Math.max(columnWidth(c.header), c === columns[0] || (withOptions && c === columns[1]) ? 28 : 0),
      numFmt: c.money ? MONEY_FORMAT : undefined,
    })),
  );
  for (const row of sales.rows) {
    const groups = withGroups ? [row.groupName ?? '', row.departmentName ?? ''] : [];
    const options = withOptions ? [row.options?.length ? row.options.join(', ') : text.noOptions] : [];
    addRow(sheet, [row.name || text.none, ...options, ...groups, ...figures(row)]);
  }
  const blanks = [...(withOptions ? [''] : []), ...(withGroups ? ['', ''] : [])];
  const totals = addRow(sheet, [text.totals, ...blanks, ...figures(sales.totals)]);
  totals.font = { bold: true };
  return bookBytes(book);
};
