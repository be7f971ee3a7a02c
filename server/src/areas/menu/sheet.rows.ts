import type { Cell } from '../../lib/spreadsheet.ts';

/**
 * The pure part of the menu spreadsheet (docs/menu.md, Spreadsheet import and export): how a cell (as `plainCell` of
 * lib/spreadsheet.ts reads it) becomes a price, a yes/no, a list or a percent.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const no = (code: string): Parsed<never> => ({ ok: false, code });

/** Text as typed; a number becomes its digits (a PLU typed as 1001); empty is ''. */
export const textOf = (cell: Cell): Parsed<string> => {
  if (cell === null) return ok('');
  if (typeof cell === 'string') return ok(cell.trim());
  if (typeof cell === 'number') return ok(String(cell));
  return no('invalid_type');
};

/**
 * A price as people write it, in the currency's major units with at most two decimals (45.5, 45.50, "45,50"), as
 * integer minor units (4550). Range checks are the contract's (ZPrice); here only the form.
 */
export const priceOf = (cell: Cell): Parsed<number> => {
  let major: number;
  if (typeof cell === 'number') major = cell;
  else if (typeof cell === 'string' && /^-?\d+(?:[.,]\d{1,2})?$/.test(cell.trim().replace(/\s/g, '')))
    major = Number(cell.trim().replace(/\s/g, '').replace(',', '.'));
  else return no(cell === null ? 'invalid_type' : 'invalid_format');
  const minor = Math.round(major * 100);
  if (Math.abs(minor - major * 100) > 1e-6 * Math.max(1, Math.abs(major))) return no('invalid_format');
  return ok(minor);
};

/** The export's cell for a price in minor units. */
export const priceCell = (minor: number): number => minor / 100;

const YES = new Set(['true', 'yes', '1', 'evet', 'doğru', 'x']);
const NO = new Set(['false', 'no', '0', 'hayır', 'yanlış']);

/** A yes/no: a TRUE/FALSE cell, 1/0, or the words true/false, yes/no (evet/hayır); empty is null (keep). */
export const flagOf = (cell: Cell): Parsed<boolean | null> => {
  if (cell === null) return ok(null);
  if (typeof cell === 'boolean') return ok(cell);
  if (cell === 1 || cell === 0) return ok(cell === 1);
  if (typeof cell === 'string') {
    const word = cell.trim().toLocaleLowerCase('tr');
    if (YES.has(word)) return ok(true);
    if (NO.has(word)) return ok(false);
  }
  return no('invalid_type');
};

/** A whole number (a sequence); empty is null (keep). */
export const integerOf = (cell: Cell): Parsed<number | null> => {
  if (cell === null) return ok(null);
  const n = typeof cell === 'string' && /^-?\d+$/.test(cell.trim()) ? Number(cell.trim()) : cell;
  return typeof n === 'number' && Number.isInteger(n) ? ok(n) : no('invalid_type');
};

/** A percent as written: 20, 8.5, "8,5", "20%"; empty is null (keep). */
export const percentOf = (cell: Cell): Parsed<number | null> => {
  if (cell === null) return ok(null);
  if (typeof cell === 'number') return ok(cell);
  if (typeof cell === 'string' && /^\d+(?:[.,]\d+)?\s*%?$/.test(cell.trim()))
    return ok(Number(cell.trim().replace('%', '').trim().replace(',', '.')));
  return no('invalid_type');
};

/** Codes separated by commas (or semicolons), lower-cased, each once; empty is none. */
export const codesOf = (cell: Cell): Parsed<string[]> => {
  if (cell === null) return ok([]);
  if (typeof cell !== 'string') return no('invalid_type');
  return ok([
    ...new Set(
      cell
        .split(/[,;]/)
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]);
};

/** A header as matched: trimmed and lower-cased (`Name_TR` is `name_tr`). */
export const headerKey = (header: string): string => header.trim().toLowerCase();

/** How a group's name is matched from a product row: trimmed, case-insensitive in Turkish. */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('tr');

/** Whether two records of texts per language hold the same texts. */
export const sameTexts = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const ka = Object.keys(a).filter((k) => a[k]);
  const kb = Object.keys(b).filter((k) => b[k]);
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
};

export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);
