import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { checkXlsxZip } from './xlsx-zip.ts';

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
