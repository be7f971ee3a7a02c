import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { FieldIssue } from '../../lib/app-error.ts';
import { plainCell, readWorkbook, type Cell } from '../../lib/spreadsheet.ts';
import { headerKey, textOf, type Parsed } from './sheet.rows.ts';
import type { Shape } from './sheet.shape.ts';

/** What the worksheets of an uploaded file may hold before it is parsed (the two sheets, at their limits, fit). */
const ZIP_BOUNDS = { entries: 200, unpacked: 50 * 1024 * 1024, rows: 20_000, cells: 250_000 };

export interface SheetRow {
  /** The row number as Excel shows it (the header is 1). */
  number: number;
  cells: Map<string, Cell>;
}
export interface Sheet {
  columns: Set<string>;
  rows: SheetRow[];
}

/** The uploaded bytes as a workbook: a non-xlsx is `unsupported_media_type`, one that unpacks too far `payload_too_large`. */
export const readBook = (file: Buffer): Promise<ExcelJS.Workbook> =>
  readWorkbook(file, ZIP_BOUNDS, 'the spreadsheet holds more than a menu can (rows, cells or bytes)');

/** A sheet's rows by header (case-insensitive); rows with nothing in them are left out. */
export const readSheet = (book: ExcelJS.Workbook, name: string, issues: Issues): Sheet | undefined => {
  const sheet = book.worksheets.find((s) => s.name.trim().toLowerCase() === name.toLowerCase());
  if (!sheet) {
    issues.add(name, 0, '', 'required');
    return undefined;
  }
  const byColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = plainCell(cell.value);
    if (typeof text !== 'string') return;
    const key = headerKey(text);
    if ([...byColumn.values()].includes(key)) issues.add(name, 1, key, 'duplicate');
    byColumn.set(column, key);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = new Map<string, Cell>();
    row.eachCell((cell, column) => {
      const key = byColumn.get(column);
      const value = plainCell(cell.value);
      if (key && value !== null) cells.set(key, value);
    });
    if (cells.size > 0) rows.push({ number, cells });
  });
  return { columns: new Set(byColumn.values()), rows };
};

export class Issues {
  readonly list: FieldIssue[] = [];
  add(sheet: string, row: number, column: string, code: string) {
    this.list.push({ path: [sheet, row || undefined, column || undefined].filter(Boolean).join('.'), code });
  }
}

/** A parse result's value, or the issue recorded and `fallback`. */
export const take = <T>(
  parsed: Parsed<T>,
  issues: Issues,
  sheet: string,
  row: number,
  column: string,
  fallback: T,
): T => {
  if (parsed.ok) return parsed.value;
  issues.add(sheet, row, column, parsed.code);
  return fallback;
};

/** The contract's issues on a row, named by the row's columns. */
export const contractIssues = (
  error: z.ZodError,
  issues: Issues,
  sheet: string,
  row: number,
  columnOf: (path: PropertyKey[]) => string,
) => {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const column = columnOf(issue.path);
    if (seen.has(column)) continue;
    seen.add(column);
    issues.add(sheet, row, column, issue.code);
  }
};

/** Texts per language from `{prefix}_{lang}` columns; languages whose column is absent keep `current`'s. */
export const textsOf = (
  row: SheetRow,
  columns: Set<string>,
  prefix: string,
  shape: Shape,
  current: Record<string, string>,
  issues: Issues,
  sheet: string,
) => {
  const texts: Record<string, string> = {};
  for (const [l, v] of Object.entries(current)) if (!columns.has(`${prefix}_${l}`) && v) texts[l] = v;
  for (const l of shape.languages) {
    const column = `${prefix}_${l}`;
    if (!columns.has(column)) continue;
    const value = take(textOf(row.cells.get(column) ?? null), issues, sheet, row.number, column, '');
    if (value) texts[l] = value;
  }
  return texts;
};
