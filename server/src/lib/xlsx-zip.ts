import { inflateRawSync } from 'node:zlib';

/** The zip inside an `.xlsx`, looked into before a parser unpacks it (an upload may be a zip bomb). */

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
