import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from './app-error.ts';
import { guardRow, unguardText } from './sheet-cells.ts';
import { checkXlsxZip, type ZipBounds } from './xlsx-zip.ts';

/**
 * Spreadsheets (`.xlsx`, with exceljs) in one place: the exports (menu, folio list, product sales, customers, coupon
 * codes) make a workbook, give a sheet its columns, write rows through the cell guard (`sheet-cells.ts`, docs/security.md
 * "Spreadsheet cells") and name the download; the menu import reads an uploaded workbook.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  /** The name a row written as a record gives the cell by; the header when absent. Rows written as lists go by order. */
  key?: string;
  width: number;
  /** The column's number format (`0.00`, `yyyy-mm-dd`, `@` for text). */
  numFmt?: string;
}

/** How the header row looks: frozen (it stays while the rows scroll) and bold; both unless said otherwise. */
export interface HeaderLook {
  frozen?: boolean;
  bold?: boolean;
}

/** A workbook as the exports write it, in memory. */
export const newBook = (): ExcelJS.Workbook => {
  const book = new ExcelJS.Workbook();
  book.creator = 'Sofra';
  return book;
};

/** A sheet with its columns (header, width, number format) and its header row. */
export const addSheet = (
  book: ExcelJS.Workbook,
  name: string,
  columns: SheetColumn[],
  { frozen = true, bold = true }: HeaderLook = {},
): ExcelJS.Worksheet => {
  const sheet = book.addWorksheet(name, frozen ? { views: [{ state: 'frozen', ySplit: 1 }] } : undefined);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key ?? c.header,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  if (bold) sheet.getRow(1).font = { bold: true };
  return sheet;
};

/** Adds a row, by column key or in column order; every text passes the cell guard, so none is read as a formula. */
export const addRow = (sheet: ExcelJS.Worksheet, row: unknown[] | Record<string, unknown>): ExcelJS.Row =>
  sheet.addRow(guardRow(row as Record<string, unknown>));

/** The workbook as `.xlsx` bytes. */
export const bookBytes = async (book: ExcelJS.Workbook): Promise<Buffer> =>
  Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);

/**
 * A workbook written as a stream, as `.xlsx` bytes: `write` adds its sheets and commits each row it adds, so a long
 * export never holds its cells in memory at once (only the compressed file).
 */
export const streamedBook = async (write: (book: ExcelJS.Workbook) => Promise<void>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  book.creator = 'Sofra';
  await write(book);
  await book.commit();
  return Buffer.concat(chunks);
};

/** A download file name's store part: ASCII letters and digits (Turkish letters spelled without their marks). */
export const fileSlug = (name: string, fallback: string) =>
  name
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || fallback;

/** The `content-disposition` of a file saved as `fileName`. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** The headers of an export's answer: a file saved as `fileName`, kept by no cache. */
export const downloadHeaders = (fileName: string) => ({
  'content-disposition': attachment(fileName),
  'cache-control': 'no-store',
});

/**
 * Uploaded bytes as a workbook, looked into before exceljs parses them (`checkXlsxZip`): a non-xlsx is
 * `unsupported_media_type`, one that unpacks beyond `bounds` `payload_too_large` with `tooBig` as its description.
 */
export const readWorkbook = async (file: Buffer, bounds: ZipBounds, tooBig: string): Promise<ExcelJS.Workbook> => {
  const checked = checkXlsxZip(file, bounds);
  if (checked === 'too_big') throw new AppError('payload_too_large', tooBig);
  if (checked === 'not_zip') throw new AppError('unsupported_media_type', 'send an .xlsx spreadsheet');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('unsupported_media_type', 'the file is not a readable .xlsx spreadsheet');
  }
  return book;
};

/** A cell as an import reads it: text, a number, a yes/no, nothing (null), or something no column takes (a date, #N/A). */
export type Cell = string | number | boolean | null | { unreadable: true };

const UNREADABLE = { unreadable: true } as const;

/**
 * An exceljs cell value reduced to a `Cell`: rich text joined, a formula's result, a link's text. A text loses the `'`
 * an export put before it (`guardCell`), so a file exported and imported again gives every name back unchanged.
 */
export const plainCell = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : unguardText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : UNREADABLE;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date || typeof value !== 'object') return UNREADABLE;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText))
    return plainCell(v.richText.map((r) => (typeof r?.text === 'string' ? r.text : '')).join(''));
  if ('formula' in v || 'sharedFormula' in v) return plainCell(v.result);
  if ('hyperlink' in v) return plainCell(v.text);
  return UNREADABLE;
};
