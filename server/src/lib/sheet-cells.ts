/**
 * Spreadsheet cells that stay text (docs/security.md, "Spreadsheet cells"). The exports write text as text, so Excel
 * does not run it from the .xlsx; but a file saved again as CSV loses that, and a spreadsheet opening the CSV reads a
 * cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(...)`, DDE). Every
 * text an export writes passes `guardCell`, which puts a `'` before such a text (the OWASP CSV-injection rule).
 */

/** Text that a spreadsheet may read as a formula, or that is such a text already guarded (one `'` or more before it). */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
/**
 * A number as written — a sign, then digits and spaces only: a phone number (`+90 555 123 45 67`), `-5`. Read as a
 * formula it computes a number or an error and reaches nothing, so it keeps its look (no `'` on every number).
 */
const SIGNED_NUMBER = /^[+-][0-9 ]+$/;

const needsGuard = (text: string): boolean => FORMULA_LIKE.test(text) && !SIGNED_NUMBER.test(text);

/**
 * A cell's value as an export writes it: a text that a spreadsheet could take for a formula gets a leading `'`;
 * numbers, dates, yes/no and empty cells stay as they are. A text that is such a text with `'` before it already gets
 * one more, so `unguardText` gives back exactly what was written.
 */
export const guardCell = <T>(value: T): T | string =>
  typeof value === 'string' && needsGuard(value) ? `'${value}` : value;

/** Every cell of a row (by column key, or in column order) through `guardCell`. */
export function guardRow<T>(row: T[]): (T | string)[];
export function guardRow<T extends Record<string, unknown>>(row: T): { [K in keyof T]: T[K] | string };
export function guardRow(row: unknown[] | Record<string, unknown>): unknown {
  if (Array.isArray(row)) return row.map(guardCell);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, guardCell(value)]));
}

/**
 * A text read back from a sheet the server wrote: the one `'` that `guardCell` added is taken off, anything else is
 * left as it is (`guardCell` then `unguardText` is the text itself, for every text).
 */
export const unguardText = (text: string): string =>
  text.startsWith("'") && needsGuard(text.slice(1)) ? text.slice(1) : text;
