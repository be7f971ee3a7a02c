import sharp from 'sharp';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { headerSize, processImage, sniffImage } from './images.ts';

afterEach(() => vi.restoreAllMocks());

const create = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } });

describe('image headers', () => {
  test('width and height are read from PNG, JPEG (also progressive, behind EXIF) and WebP headers without decoding', async () => {
    const pictures = [
      await create(321, 123).png().toBuffer(),
      await create(321, 123).jpeg().toBuffer(),
      await create(321, 123)
        .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(3000) } } })
        .jpeg({ progressive: true })
        .toBuffer(),
      await create(321, 123).webp().toBuffer(),
      await create(321, 123).webp({ lossless: true }).toBuffer(),
      await create(321, 123)
        .webp()
        .withMetadata({ exif: { IFD0: { Copyright: 'me' } } })
        .toBuffer(),
    ];
    expect(pictures.map((bytes) => headerSize(bytes, sniffImage(bytes)!))).toEqual(
      Array(6).fill({ width: 321, height: 123 }),
    );
  });

  test('each picture is decoded by one libvips thread, so the gate bounds the cores in use', () => {
    expect(sharp.concurrency()).toBe(1);
  });

  test('sharp re-encodes under a time limit', async () => {
    const timeout = vi.spyOn(
      Object.getPrototypeOf(create(1, 1)) as { timeout: (o: { seconds: number }) => unknown },
      'timeout',
    );
    await processImage(await create(50, 50).png().toBuffer(), { timeoutSeconds: 3 });
    expect(timeout).toHaveBeenCalledWith({ seconds: 3 });
  });
});
