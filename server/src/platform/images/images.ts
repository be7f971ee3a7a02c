import sharp, { type Metadata } from 'sharp';
import { IMAGE_SIZE } from '@sofra/contracts/core/constants';
import { AppError } from '../../plugins/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 25_000_000;
/** The light grey the square is filled with around a picture that is not square. */
const FILL = { r: 241, g: 243, b: 245, alpha: 1 };

type Kind = 'png' | 'jpeg' | 'webp';

/** The image kind by its magic bytes; the file name and the declared type are not trusted. */
export const sniffImage = (bytes: Buffer): Kind | undefined => {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
};

/** Bytes after the image's own end: the mark of a polyglot (an image that is also a script, archive or page). */
const hasTrailingData = (bytes: Buffer, kind: Kind): boolean => {
  if (kind === 'png') {
    const iend = bytes.lastIndexOf(Buffer.from('IEND'));
    return iend < 0 || bytes.length > iend + 8;
  }
  if (kind === 'jpeg') {
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0x00) end--;
    return !(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
  }
  return bytes.readUInt32LE(4) + 8 !== bytes.length;
};

// Long enough that compressed pixels do not match by chance.
const ACTIVE_CONTENT = /<(script|html|iframe|\?php)|javascript:/i;

/**
 * Checks an upload by content and re-encodes it: PNG, JPEG or WebP only, at most 5 MB and 25 megapixels,
 * no trailing data or markup; then a 400×400 JPEG (quality 100) on a light grey fill, without metadata.
 */
export const processImage = async (bytes: Buffer, size = IMAGE_SIZE): Promise<Buffer> => {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'images may be at most 5 MB');
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('image_invalid', 'only PNG, JPEG and WebP images are accepted');
  if (hasTrailingData(bytes, kind) || ACTIVE_CONTENT.test(bytes.toString('latin1'))) {
    throw new AppError('image_invalid', 'the file carries data besides the image');
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('image_invalid', 'the image cannot be read');
  }
  if (!meta.width || !meta.height || meta.format !== kind) throw new AppError('image_invalid', 'the image cannot be read');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError('image_too_large', 'images may be at most 25 megapixels');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'contain', background: FILL })
      .flatten({ background: FILL })
      .jpeg({ quality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('image_invalid', 'the image cannot be read');
  }
};
