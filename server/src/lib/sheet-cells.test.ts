import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { guardCell, guardRow, unguardText } from './sheet-cells.ts';

describe('guardCell', () => {
  test('a text starting as a formula gets a leading quote, whichever of = + - @ tab CR it starts with', () => {
    expect(guardCell('=HYPERLINK("https://evil.example","Menü")')).toBe('\'=HYPERLINK("https://evil.example","Menü")');
    for (const text of ['=1+1', '+A1', "-2+3+cmd|' /C calc'!A0", '@SUM(A1:A9)', '\t=1', '\r=1', '+90 555 A1'])
      expect(guardCell(text)).toBe(`'${text}`);
  });

  test('other texts, numbers, dates, yes/no and empty cells stay as they are', () => {
    const day = new Date('2026-03-10T00:00:00Z');
    for (const value of ['Köfte', ' =1', 'a=b', "'quoted", '', 12.5, -5, 0, true, false, null, undefined, day])
      expect(guardCell(value)).toBe(value);
  });

  test('a number written as text (a phone number, a sign and digits) keeps its look: as a formula it reaches nothing', () => {
    for (const text of ['+90 555 123 45 67', '+905551234567', '-5', '- 12']) expect(guardCell(text)).toBe(text);
  });

  test('a guarded text guarded again gets one more quote, so reading back takes off exactly the one added', () => {
    expect(guardCell("'=1")).toBe("''=1");
    expect(unguardText("''=1")).toBe("'=1");
    expect(unguardText("'=1")).toBe('=1');
    // A quote the writer did not add stays.
    for (const text of ["'quoted", "'+90 555 123 45 67", "'", 'Köfte']) expect(unguardText(text)).toBe(text);
  });

  test('for every text: reading back what was written gives the text, and what is written never starts a formula', () => {
    const formulaish = fc.stringMatching(/^'{0,3}[=+\-@\t\r]?.{0,12}$/s);
    fc.assert(
      fc.property(fc.oneof(fc.string(), formulaish), (text) => {
        const written = guardCell(text);
        expect(unguardText(written)).toBe(text);
        expect(/^[=+\-@\t\r]/.test(written) && !/^[+-][0-9 ]+$/.test(written)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

test('guardRow guards every cell of a row by key or in order', () => {
  expect(guardRow({ name: '=1', visits: 3, phone: '+90 555 123 45 67' })).toEqual({
    name: "'=1",
    visits: 3,
    phone: '+90 555 123 45 67',
  });
  expect(guardRow(['@x', 2, null])).toEqual(["'@x", 2, null]);
});
