import { inflateRawSync } from 'node:zlib';
import { unguardText } from '../../lib/sheet-cells.ts';

/**
 * The pure part of the menu spreadsheet (docs/menu.md, Spreadsheet import and export): what a cell holds, how a cell
 * becomes a price, a yes/no, a list or a percent, and a look inside the `.xlsx` zip before anything parses it.
 */

/** A cell as the import reads it: text, a number, a yes/no, nothing (null), or something no column takes (a date, #N/A). */
export type Cell = string | number | boolean | null | { unreadable: true };

const UNREADABLE = { unreadable: true } as const;

/**
 * An exceljs cell value reduced to a `Cell`: rich text joined, a formula's result, a link's text. A text loses the `'`
 * the export put before it (`guardCell`), so a file exported and imported again gives every name back unchanged.
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

// ---- the zip inside an .xlsx

export interface ZipBounds {
  /** The most entries (files) the zip may hold. */
  entries: number;
  /** The most bytes all entries may unpack to, together. */
  unpacked: number;
  /** The most `<row>` and `<c>` elements the worksheets may hold, together. */
  rows: number;
  cells: number;
}

/**
 * Looks inside an `.xlsx` before a parser does: a readable zip whose entries are stored or deflated, that really
 * unpack (checked by unpacking, not by the sizes the zip claims) to at most `bounds.unpacked` bytes, and whose
 * worksheets hold at most `bounds.rows` rows and `bounds.cells` cells. Answers null when fine, else why not:
 * `not_zip` (not an .xlsx at all), `too_big` (a zip that unpacks too far, or too many rows or cells).
 */
export const checkXlsxZip = (bytes: Buffer, bounds: ZipBounds): null | 'not_zip' | 'too_big' => {
  const EOCD = 0x06054b50;
  let end = -1;
  for (let p = bytes.length - 22; p >= Math.max(0, bytes.length - 22 - 0xffff); p--) {
    if (bytes.readUInt32LE(p) === EOCD) {
      end = p;
      break;
    }
  }
  if (end < 0) return 'not_zip';
  const count = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  // ZIP64 (0xffff entries or 0xffffffff offsets) is never needed for 5 MB.
  if (count === 0 || count === 0xffff || dirOffset >= end) return count > bounds.entries ? 'too_big' : 'not_zip';
  if (count > bounds.entries) return 'too_big';
  let budget = bounds.unpacked;
  let rows = 0;
  let cells = 0;
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== 0x02014b50) return 'not_zip';
    const method = bytes.readUInt16LE(p + 10);
    const packed = bytes.readUInt32LE(p + 20);
    const nameLength = bytes.readUInt16LE(p + 28);
    const local = bytes.readUInt32LE(p + 42);
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return 'not_zip';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) return 'not_zip';
    const data = bytes.subarray(start, start + packed);
    let unpacked: Buffer;
    if (method === 0) unpacked = data;
    else if (method === 8) {
      try {
        // One byte over the budget is enough to know it is too much.
        unpacked = inflateRawSync(data, { maxOutputLength: budget + 1 });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_big' : 'not_zip';
      }
    } else return 'not_zip';
    budget -= unpacked.length;
    if (budget < 0) return 'too_big';
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) {
      const xml = unpacked.toString('latin1');
      rows += xml.match(/<(?:\w+:)?row[\s>/]/g)?.length ?? 0;
      cells += xml.match(/<(?:\w+:)?c[\s>/]/g)?.length ?? 0;
      if (rows > bounds.rows || cells > bounds.cells) return 'too_big';
    }
  }
  return null;
};
