import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { AppError } from './app-error.ts';
import {
  addRow,
  addSheet,
  bookBytes,
  downloadHeaders,
  fileSlug,
  newBook,
  plainCell,
  readWorkbook,
  streamedBook,
} from './spreadsheet.ts';

const BOUNDS = { entries: 50, unpacked: 1024 * 1024, rows: 100, cells: 1000 };

/** A product sheet of one row, as the menu export writes it, read back with exceljs. */
const exported = async (name: string) => {
  const book = newBook();
  const sheet = addSheet(book, 'Products', [
    { header: 'name', width: 30 },
    { header: 'price', width: 12, numFmt: '0.00' },
  ]);
  addRow(sheet, { name, price: 45.5 });
  const back = new ExcelJS.Workbook();
  await back.xlsx.load((await bookBytes(book)) as unknown as ExcelJS.Buffer);
  return back.getWorksheet('Products')!;
};

describe('writing', () => {
  test('a product named =HYPERLINK(...) is a text cell that a spreadsheet shows as text, not a formula', async () => {
    const link = '=HYPERLINK("http://x","y")';
    const cell = (await exported(link)).getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    // The leading quote: saved again as CSV and opened, the cell is still read as text.
    expect(cell.value).toBe(`'${link}`);
    expect(plainCell(cell.value)).toBe(link);
  });

  test('a sheet has its columns (header, width, number format), a bold header row that stays, and rows by key', async () => {
    const sheet = await exported('Köfte');
    expect(sheet.getRow(1).values).toEqual([undefined, 'name', 'price']);
    expect(sheet.getRow(1).font).toEqual({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width]).toEqual([30, 12]);
    expect(sheet.getRow(2).getCell(1).value).toBe('Köfte');
    expect(sheet.getRow(2).getCell(2).value).toBe(45.5);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
  });

  test('a header row may be plain and scroll away; rows may be lists in column order, guarded too', async () => {
    const book = newBook();
    const sheet = addSheet(book, 'Codes', [{ header: 'Code', width: 16 }], { frozen: false, bold: false });
    addRow(sheet, ['@SUM(A1:A9)']);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await bookBytes(book)) as unknown as ExcelJS.Buffer);
    const read = back.getWorksheet('Codes')!;
    expect((read.views ?? []).some((v) => v.state === 'frozen')).toBe(false);
    expect(read.getRow(1).font?.bold).toBeFalsy();
    expect(read.getRow(2).getCell(1).value).toBe("'@SUM(A1:A9)");
  });

  test('a streamed workbook holds what was written, row by row', async () => {
    const bytes = await streamedBook(async (book) => {
      const sheet = addSheet(book, 'Folio List', [{ header: 'Table', key: 'table', width: 12 }]);
      sheet.getRow(1).commit();
      for (const table of ['Salon 1', '+cmd']) addRow(sheet, { table }).commit();
      sheet.commit();
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = back.getWorksheet('Folio List')!;
    expect([2, 3].map((n) => sheet.getRow(n).getCell(1).value)).toEqual(['Salon 1', "'+cmd"]);
    expect(back.creator).toBe('Sofra');
  });
});

test('a download is named in ASCII after the store, and kept by no cache', () => {
  expect(fileSlug('Kızılay Çorbacısı & İskender', 'fallback')).toBe('kizilay-corbacisi-iskender');
  expect(fileSlug('Test Lokantası', 'x')).toBe('test-lokantasi');
  expect(fileSlug('💥', 'store-1')).toBe('store-1');
  expect(fileSlug('a'.repeat(80), 'x')).toHaveLength(60);
  expect(downloadHeaders('menu-test-2026-03-01.xlsx')).toEqual({
    'content-disposition': 'attachment; filename="menu-test-2026-03-01.xlsx"',
    'cache-control': 'no-store',
  });
});

describe('reading', () => {
  test('an uploaded workbook is read back; the quote an export added is taken off', async () => {
    const book = newBook();
    const sheet = addSheet(book, 'Groups', [{ header: 'name_tr', width: 30 }]);
    addRow(sheet, { name_tr: '=1+1' });
    const read = await readWorkbook(await bookBytes(book), BOUNDS, 'too big');
    const cell = read.getWorksheet('Groups')!.getRow(2).getCell(1);
    expect(plainCell(cell.value)).toBe('=1+1');
  });

  test('something else than an .xlsx is unsupported; one that unpacks too far is too large', async () => {
    const refused = (file: Buffer, bounds = BOUNDS) =>
      readWorkbook(file, bounds, 'more than a menu').then(
        () => undefined,
        (error: unknown) => (error instanceof AppError ? [error.code, error.desc] : error),
      );
    expect(await refused(Buffer.from('id,name\n1,Çorba\n'))).toEqual([
      'unsupported_media_type',
      'send an .xlsx spreadsheet',
    ]);
    const book = newBook();
    const sheet = addSheet(book, 'Products', [{ header: 'name', width: 30 }]);
    for (let i = 0; i < 150; i++) addRow(sheet, { name: `Ürün ${i}` });
    expect(await refused(await bookBytes(book))).toEqual(['payload_too_large', 'more than a menu']);
  });

  test('exceljs values become plain cells', () => {
    expect(plainCell(undefined)).toBeNull();
    expect(plainCell('   ')).toBeNull();
    expect(plainCell({ richText: [{ text: 'Mercimek ' }, { text: 'çorbası' }] })).toBe('Mercimek çorbası');
    expect(plainCell({ formula: 'A1*2', result: 91 })).toBe(91);
    expect(plainCell({ text: 'Köfte', hyperlink: 'https://example.com' })).toBe('Köfte');
    // The quote the export puts before a formula-like text goes; any other quote stays.
    expect(plainCell('\'=HYPERLINK("https://evil.example")')).toBe('=HYPERLINK("https://evil.example")');
    expect(plainCell("''@x")).toBe("'@x");
    expect(plainCell("'Köfte")).toBe("'Köfte");
    expect(plainCell(new Date())).toEqual({ unreadable: true });
    expect(plainCell({ error: '#N/A' })).toEqual({ unreadable: true });
  });
});
