import { maxImageBytes } from '@sofra/contracts/media/media.calls';
import { MAX_IMAGE_SIDE, type ImageCrop, type ImageShape } from '@sofra/contracts/media/image-shapes';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_SIZE } from '@sofra/contracts/core/constants';
import { AppError } from '../../lib/app-error.ts';
import type { ImageGate } from './gate.ts';

export const MAX_IMAGE_BYTES = maxImageBytes;
export const MAX_IMAGE_PIXELS = 25_000_000;
/** The longest side, in pixels: a 1 × 25,000,000 picture passes the pixel count but costs seconds to decode. */
export { MAX_IMAGE_SIDE };
/** Longest side over shortest: even on a 3:1 banner a longer picture would be a thin line. */
export const MAX_IMAGE_ASPECT = 20;
/** The default time one re-encode may take before sharp stops it. */
export const IMAGE_TIMEOUT_SECONDS = 5;
// One libvips thread per picture: the gate's IMAGE_CONCURRENCY decodes then use at most that many cores.
sharp.concurrency(1);

/** The light grey around a picture fitted whole into another shape (spec: grey light background fill), and behind transparency. */
const FILL = { r: 241, g: 243, b: 245, alpha: 1 };

type Kind = 'png' | 'jpeg' | 'webp';

/** The image kind by its magic bytes; the file name and the declared type are not trusted. */
export const sniffImage = (bytes: Buffer): Kind | undefined => {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
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

/**
 * Width and height as the file's own header states them, read without decoding anything: PNG `IHDR`, the JPEG
 * start-of-frame marker, the WebP `VP8 `/`VP8L`/`VP8X` chunk. Undefined when the header cannot be found.
 */
export const headerSize = (bytes: Buffer, kind: Kind): { width: number; height: number } | undefined => {
  if (kind === 'png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (kind === 'jpeg') {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at++;
        continue;
      } // fill byte
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      } // no length
      if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan data before any frame
      // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    return undefined;
  }
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
};

/** Refuses shapes that cost too much to decode: too many pixels, too long a side, too thin a strip. */
const checkShape = ({ width, height }: { width: number; height: number }) => {
  if (!width || !height) throw new AppError('image_invalid', 'the image cannot be read');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new AppError('image_too_large', `images may be at most ${MAX_IMAGE_SIDE} pixels wide and high`);
  }
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('image_too_large', 'images may be at most 25 megapixels');
  if (Math.max(width, height) > MAX_IMAGE_ASPECT * Math.min(width, height)) {
    throw new AppError(
      'image_too_large',
      `an image's long side may be at most ${MAX_IMAGE_ASPECT} times its short side`,
    );
  }
};

/**
 * The crop as a region of the picture: one that starts outside it is refused (naming the field), one that runs a
 * little over its edge (rounding in the browser) is cut at the edge.
 */
const cropWithin = (crop: ImageCrop, picture: { width: number; height: number }) => {
  const outside = [
    ...(crop.x >= picture.width ? [{ path: 'cropX', code: 'too_big' }] : []),
    ...(crop.y >= picture.height ? [{ path: 'cropY', code: 'too_big' }] : []),
  ];
  if (outside.length) throw AppError.invalid(outside, 'the crop starts outside the picture');
  return {
    left: crop.x,
    top: crop.y,
    width: Math.min(crop.width, picture.width - crop.x),
    height: Math.min(crop.height, picture.height - crop.y),
  };
};

export interface ProcessOptions {
  /** The size the picture is stored at; 400 × 400 unless given. */
  shape?: ImageShape;
  /**
   * The part of the picture to keep, in the pixels of the picture as shown (after its EXIF orientation): it is cut
   * out and scaled to `shape` without a fill. Without one the whole picture is fitted into `shape` on the grey fill.
   */
  crop?: ImageCrop;
  /** Bounds how many decodes run at once; absent, the decode runs at once (scripts, unit tests). */
  gate?: ImageGate;
  /** Who uploads (tenant and user): the gate lets each uploader have one decode in flight. */
  gateKey?: string;
  timeoutSeconds?: number;
}

// Long enough that compressed pixels do not match by chance.
const ACTIVE_CONTENT = /<(script|html|iframe|\?php)|javascript:/i;

/**
 * Checks an upload by content and re-encodes it: PNG, JPEG or WebP only, at most 5 MB, 25 megapixels, 8,000 pixels a
 * side and 20:1, no trailing data or markup; then a JPEG (quality 100) of exactly `shape`, without metadata: the crop
 * scaled to it, or without a crop the whole picture fitted into it on a light grey fill.
 * Everything before the decode reads bytes and headers only, so a refusal costs no decoding.
 */
export const processImage = async (bytes: Buffer, options: ProcessOptions = {}): Promise<Buffer> => {
  const {
    shape = { width: IMAGE_SIZE, height: IMAGE_SIZE },
    crop,
    gate,
    gateKey = '',
    timeoutSeconds = IMAGE_TIMEOUT_SECONDS,
  } = options;
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'images may be at most 5 MB');
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('image_invalid', 'only PNG, JPEG and WebP images are accepted');
  if (hasTrailingData(bytes, kind) || ACTIVE_CONTENT.test(bytes.toString('latin1'))) {
    throw new AppError('image_invalid', 'the file carries data besides the image');
  }
  const header = headerSize(bytes, kind);
  if (!header) throw new AppError('image_invalid', 'the image cannot be read');
  checkShape(header);
  const decode = async () => {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new AppError('image_invalid', 'the image cannot be read');
    }
    if (!meta.width || !meta.height || meta.format !== kind)
      throw new AppError('image_invalid', 'the image cannot be read');
    // libvips' own reading must agree with ours (a second frame header, an animation's canvas).
    checkShape({ width: meta.width, height: meta.height });
    // The crop is in the picture as shown: EXIF orientations 5–8 turn it a quarter.
    const turned = (meta.orientation ?? 1) >= 5;
    const shown = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    const region = crop && cropWithin(crop, shown);
    const kept = region ?? shown;
    if (shape.min && (kept.width < shape.min.width || kept.height < shape.min.height)) {
      throw new AppError(
        'image_too_small',
        `the picture (or its crop) must be at least ${shape.min.width} × ${shape.min.height} pixels`,
      );
    }
    try {
      // Oriented first, so the region is cut from the picture as the owner saw it.
      const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .timeout({ seconds: timeoutSeconds })
        .rotate();
      if (region) pipeline.extract(region);
      return await pipeline
        .resize(shape.width, shape.height, region ? { fit: 'cover' } : { fit: 'contain', background: FILL })
        .flatten({ background: FILL })
        .jpeg({ quality: 100 })
        .toBuffer();
    } catch (error) {
      if (error instanceof Error && /timeout/i.test(error.message)) {
        throw new AppError('image_too_large', `the image took longer than ${timeoutSeconds} s to process`);
      }
      throw new AppError('image_invalid', 'the image cannot be read');
    }
  };
  return gate ? gate.run(gateKey, decode) : decode();
};
