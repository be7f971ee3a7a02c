import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import {
  checkXlsxZip,
  codesOf,
  flagOf,
  integerOf,
  percentOf,
  plainCell,
  priceCell,
  priceOf,
  textOf,
} from './sheet.rows.ts';

describe('cells', () => {
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

  test('prices are major units with at most two decimals, read back exactly as exported', () => {
    expect(priceOf(45.5)).toEqual({ ok: true, value: 4550 });
    expect(priceOf('45,50')).toEqual({ ok: true, value: 4550 });
    expect(priceOf('1 250.00')).toEqual({ ok: true, value: 125_000 });
    expect(priceOf(-5)).toEqual({ ok: true, value: -500 });
    expect(priceOf(12.345)).toEqual({ ok: false, code: 'invalid_format' });
    expect(priceOf('12.3.4')).toEqual({ ok: false, code: 'invalid_format' });
    expect(priceOf(null)).toEqual({ ok: false, code: 'invalid_type' });
    for (const minor of [0, 1, 29, 4550, 99_999_999, 100_000_000])
      expect(priceOf(priceCell(minor))).toEqual({ ok: true, value: minor });
    for (let minor = 0; minor < 100_000; minor += 7)
      expect(priceOf(priceCell(minor))).toEqual({ ok: true, value: minor });
  });

  test('yes/no, whole numbers, percents, codes and text', () => {
    expect([true, 'EVET', 'yes', 1, 'x'].map((c) => flagOf(c))).toEqual(Array(5).fill({ ok: true, value: true }));
    expect([false, 'Hayır', 'no', 0].map((c) => flagOf(c))).toEqual(Array(4).fill({ ok: true, value: false }));
    expect(flagOf(null)).toEqual({ ok: true, value: null });
    expect(flagOf('belki')).toEqual({ ok: false, code: 'invalid_type' });
    expect(integerOf('3')).toEqual({ ok: true, value: 3 });
    expect(integerOf(1.5)).toEqual({ ok: false, code: 'invalid_type' });
    expect(percentOf('8,5 %')).toEqual({ ok: true, value: 8.5 });
    expect(percentOf('yirmi')).toEqual({ ok: false, code: 'invalid_type' });
    expect(codesOf(' Milk; gluten, milk ,')).toEqual({ ok: true, value: ['milk', 'gluten'] });
    expect(codesOf(5)).toEqual({ ok: false, code: 'invalid_type' });
    expect(textOf(1001)).toEqual({ ok: true, value: '1001' });
    expect(textOf(true)).toEqual({ ok: false, code: 'invalid_type' });
  });
});

/** A zip of the given entries (deflated), with sizes as the entries say, or as `claim` lies. */
const zipOf = (entries: { name: string; data: Buffer; claim?: number }[]) => {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(e.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.claim ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc32(e.data), 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(e.claim ?? e.data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
};

describe('the zip of an .xlsx', () => {
  const bounds = { entries: 10, unpacked: 1024 * 1024, rows: 100, cells: 500 };

  test('a small workbook passes; something else is not a zip', () => {
    const sheet = Buffer.from('<worksheet><sheetData><row r="1"><c r="A1"/></row></sheetData></worksheet>');
    expect(checkXlsxZip(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet }]), bounds)).toBeNull();
    expect(checkXlsxZip(Buffer.from('id,name\n1,Çorba\n'), bounds)).toBe('not_zip');
    expect(checkXlsxZip(Buffer.alloc(0), bounds)).toBe('not_zip');
    const cut = zipOf([{ name: 'a.xml', data: sheet }]);
    expect(checkXlsxZip(Buffer.concat([cut.subarray(0, 20), cut.subarray(cut.length - 22)]), bounds)).toBe('not_zip');
  });

  test('a zip that unpacks far, even one that claims to be small, is too big', () => {
    const bomb = Buffer.alloc(5 * 1024 * 1024, 0x20);
    expect(checkXlsxZip(zipOf([{ name: 'xl/sharedStrings.xml', data: bomb, claim: 10 }]), bounds)).toBe('too_big');
    expect(
      checkXlsxZip(zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `${i}`, data: Buffer.from('x') }))), bounds),
    ).toBe('too_big');
  });

  test('worksheets with more rows or cells than a menu has are too big', () => {
    const rows = Buffer.from(`<x:sheetData>${'<x:row r="1"></x:row>'.repeat(101)}</x:sheetData>`);
    expect(checkXlsxZip(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: rows }]), bounds)).toBe('too_big');
    const cells = Buffer.from(`<row r="1">${'<c r="A1"/>'.repeat(501)}</row>`);
    expect(checkXlsxZip(zipOf([{ name: 'xl/worksheets/sheet2.xml', data: cells }]), bounds)).toBe('too_big');
  });
});
