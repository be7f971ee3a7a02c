import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { files } from '../../db/schema/index.ts';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger, type Session } from '../../../test/factories.ts';

let t: TestApp;
let owner: Session;
let other: Session;
let store: Store;
beforeAll(async () => {
  t = await buildTestApp();
  ({ owner, other, store } = await ownerAndStranger(t));
});
afterAll(async () => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

const multipart = (bytes: Buffer, filename: string, contentType: string, fields: Record<string, string> = {}) => {
  const boundary = `----sofra${Date.now()}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (token: string, storeId: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/image/saveImage/${storeId}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });

const storedFiles = async () => (await (await t.db()).select().from(files)).length;
const filesOnDisk = () => {
  const dir = join(t.config.dataDir, 'files', 'default');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('image uploads', () => {
  test('a good image comes back as a 400×400 JPEG on a light grey fill, without metadata, served by id', async () => {
    const wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(owner.token, store.id, multipart(wide, 'logo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.message).toMatch(/^\/api\/file\//);
    expect(saved.image).toMatchObject({ storeId: store.id, itemType: 'store', itemId: store.id, url: saved.message });

    const got = await t.app.inject({ method: 'GET', url: saved.message });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 400, 400, undefined]);
    expect(got.rawPayload.includes(Buffer.from('secret-owner-name'))).toBe(false);
    // The band above the picture is the grey fill.
    const { data } = await sharp(got.rawPayload)
      .extract({ left: 200, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((v) => v > 230)).toBe(true);
    expect((await t.call(owner.token, mediaCalls.imageStore, { id: store.id }))?.url).toBe(saved.message);
  });

  test('renamed non-images, SVG, polyglots, a 30-megapixel PNG and a 6 MB file are refused and nothing is stored', async () => {
    const before = [await storedFiles(), filesOnDisk()];
    const good = await png(10, 10);
    const cases: [string, Buffer, string, string, number, string][] = [
      [
        'a text file named .png',
        Buffer.from('hello, this is not an image'),
        'x.png',
        'image/png',
        415,
        'image_invalid',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
        'x.svg',
        'image/svg+xml',
        415,
        'image_invalid',
      ],
      [
        'a PNG with a page appended',
        Buffer.concat([good, Buffer.from('<html><script>alert(1)</script></html>')]),
        'x.png',
        'image/png',
        415,
        'image_invalid',
      ],
      [
        'a PNG that is also a zip',
        Buffer.concat([good, Buffer.from('PK\u0003\u0004polyglot-archive')]),
        'x.png',
        'image/png',
        415,
        'image_invalid',
      ],
      [
        'a PNG header on junk',
        Buffer.concat([good.subarray(0, 16), Buffer.alloc(200, 7)]),
        'x.png',
        'image/png',
        415,
        'image_invalid',
      ],
      [
        'a 30-megapixel PNG',
        await sharp({ create: { width: 6000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
          .greyscale()
          .png({ compressionLevel: 9 })
          .toBuffer(),
        'big.png',
        'image/png',
        413,
        'image_too_large',
      ],
      [
        'a 6 MB file',
        Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024)]),
        'huge.png',
        'image/png',
        413,
        'payload_too_large',
      ],
    ];
    for (const [name, bytes, filename, type, status, code] of cases) {
      const res = await upload(owner.token, store.id, multipart(bytes, filename, type));
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status, code });
    }
    expect([await storedFiles(), filesOnDisk()]).toEqual(before);
  });

  test("another owner cannot upload to, delete from or list the store's images", async () => {
    const res = await upload(other.token, store.id, multipart(await png(20, 20), 'a.png', 'image/png'));
    expect(res.json()).toMatchObject({ code: 'store_forbidden' });
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/image/deleteImage/${store.id}`,
      headers: { authorization: `Bearer ${other.token}` },
      payload: { itemId: store.id },
    });
    expect(del.json()).toMatchObject({ code: 'store_forbidden' });
    expect((await t.raw(other.token, mediaCalls.storeBanners, { id: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/image/saveImage/${store.id}`,
      ...multipart(await png(5, 5), 'a.png', 'image/png'),
    });
    expect(anonymous.json()).toMatchObject({ code: 'auth_required' });
  });

  test('banners are added in order, reordered and deleted', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(
        owner.token,
        store.id,
        multipart(await png(30 + i, 30), `b${i}.png`, 'image/png', { itemType: 'store-banner' }),
      );
      ids.push(res.json().image.itemId as string);
    }
    expect((await t.call(owner.token, mediaCalls.storeBanners, { id: store.id })).map((b) => b.itemId)).toEqual(ids);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    expect(
      (
        await t.call(owner.token, mediaCalls.sortImages, {
          storeId: store.id,
          itemType: 'store-banner',
          itemIds: reordered,
        })
      ).map((b) => b.itemId),
    ).toEqual(reordered);
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/image/deleteImage/${store.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { itemId: ids[0], itemType: 'store-banner' },
    });
    expect(del.json()).toEqual({ message: 'ok' });
    expect((await t.call(owner.token, mediaCalls.storeBanners, { id: store.id })).map((b) => b.itemId)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(await t.call(owner.token, mediaCalls.popupBanners, { id: store.id })).toEqual([]);
  });

  test('a multipart body that is not a well-formed form is a 400 validation_failed, never a 500', async () => {
    const headers = {
      'content-type': 'multipart/form-data; boundary=sofra-form',
      authorization: `Bearer ${owner.token}`,
    };
    for (const payload of [
      'null',
      '[false]',
      '--sofra-form\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ]) {
      for (const url of [`/api/image/saveImage/${store.id}`, '/api/file/uploadFile']) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        expect({ url, payload, status: res.statusCode, code: res.json().code }).toEqual({
          url,
          payload,
          status: 400,
          code: 'validation_failed',
        });
      }
    }
  });

  test('the media service stores a checked picture and serves it; unknown ids are not_found', async () => {
    const body = multipart(await png(50, 50), 'p.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/uploadFile',
      headers: { ...body.headers, authorization: `Bearer ${owner.token}`, 'external-id': 'sofra-42' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: res.json().url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/file/0000000000a-0000-0000-000000000000' })).json(),
    ).toMatchObject({ code: 'not_found' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/file/..%2F..%2Fjwt-secret' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});

/** A PNG written by hand: the header claims any size, the pixel data is a few bytes, so building it costs nothing. */
const craftedPng = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([head, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const uploadTimed = async (token: string, storeId: string, bytes: Buffer) => {
  const started = performance.now();
  const res = await upload(token, storeId, multipart(bytes, 'x.png', 'image/png', { itemType: 'store-banner' }));
  return { status: res.statusCode, code: res.json().code as string | undefined, ms: performance.now() - started };
};

describe('image shapes that cost CPU', () => {
  test('a 1 × 25,000,000 PNG is refused with 413 image_too_large from its header, in well under 100 ms', async () => {
    await upload(
      owner.token,
      store.id,
      multipart(await png(10, 10), 'warm.png', 'image/png', { itemType: 'store-banner' }),
    );
    const before = [await storedFiles(), filesOnDisk()];
    const res = await uploadTimed(owner.token, store.id, craftedPng(1, 25_000_000));
    expect({ status: res.status, code: res.code }).toEqual({ status: 413, code: 'image_too_large' });
    expect(res.ms).toBeLessThan(100);
    expect([await storedFiles(), filesOnDisk()]).toEqual(before);
  });

  test('a side over 8,000 pixels and a strip longer than 20:1 are refused; 8,000 × 400 is not refused for its shape', async () => {
    for (const [w, h] of [
      [8001, 100],
      [100, 8001],
      [9000, 2000],
      [4000, 100],
      [30, 2000],
    ] as const) {
      const res = await uploadTimed(owner.token, store.id, craftedPng(w, h));
      expect({ w, h, status: res.status, code: res.code }).toEqual({ w, h, status: 413, code: 'image_too_large' });
      expect(res.ms).toBeLessThan(100);
    }
    // At the limits the header passes; these crafted bytes then fail to decode, which shows the shape was accepted.
    for (const [w, h] of [
      [8000, 400],
      [400, 8000],
      [5000, 5000],
    ] as const) {
      expect({ w, h, ...(await uploadTimed(owner.token, store.id, craftedPng(w, h))), ms: 0 }).toEqual({
        w,
        h,
        status: 415,
        code: 'image_invalid',
        ms: 0,
      });
    }
  });

  test('a normal photo and a 20:1 banner still pass', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    expect(
      (await upload(owner.token, store.id, multipart(photo, 'photo.jpg', 'image/jpeg', { itemType: 'store-banner' })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await upload(
          owner.token,
          store.id,
          multipart(await png(2000, 100), 'strip.png', 'image/png', { itemType: 'store-banner' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  test("one uploader's flood is refused at once with rate_limited; another owner's upload is not queued behind it", async () => {
    const gate = t.app.services.imageGate;
    // The owner has a slow decode in progress: the test holds its slot until the end.
    let finish!: () => void;
    const slow = gate.run(`default:${owner.userId}`, () => new Promise<void>((r) => (finish = r)));
    try {
      const flood = await Promise.all(
        Array.from({ length: 8 }, async () => uploadTimed(owner.token, store.id, await png(40, 40))),
      );
      expect(flood.map((r) => [r.status, r.code])).toEqual(Array(8).fill([429, 'rate_limited']));
      const otherStore = await t.call(other.token, storeCalls.saveStore, newStore());
      const normal = await upload(other.token, otherStore.id, multipart(await png(40, 40), 'n.png', 'image/png'));
      expect(normal.statusCode).toBe(200);
      expect(gate.running).toBe(1);
    } finally {
      finish();
      await slow;
    }
    expect(gate.running).toBe(0);
  });
});

describe('storage quota and old files', () => {
  const fileStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const keysOnDisk = () => readdirSync(join(t.config.dataDir, 'files', 'default')).sort();

  test("an upload that would pass the store's quota answers 413 storage_quota_exceeded and stores nothing", async () => {
    const shop = await t.call(owner.token, storeCalls.saveStore, newStore());
    const first = await upload(
      owner.token,
      shop.id,
      multipart(await png(60, 60), 'a.png', 'image/png', { itemType: 'store-banner' }),
    );
    expect(first.statusCode).toBe(200);
    const used = (await (await t.db()).select().from(files))
      .filter((f) => f.storeId === shop.id)
      .reduce((n, f) => n + f.size, 0);
    const quota = t.config.storeStorageQuotaBytes;
    t.config.storeStorageQuotaBytes = used + 100;
    try {
      const before = [await storedFiles(), filesOnDisk()];
      const res = await upload(
        owner.token,
        shop.id,
        multipart(await png(61, 60), 'b.png', 'image/png', { itemType: 'store-banner' }),
      );
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 413,
        code: 'storage_quota_exceeded',
      });
      expect([await storedFiles(), filesOnDisk()]).toEqual(before);
      expect(await t.call(owner.token, mediaCalls.storeBanners, { id: shop.id })).toHaveLength(1);
      // Replacing a picture counts the new one instead of the old one, so a full store can still change its banner.
      const again = await upload(
        owner.token,
        shop.id,
        multipart(await png(60, 60), 'a2.png', 'image/png', {
          itemType: 'store-banner',
          itemId: first.json().image.itemId,
        }),
      );
      expect(again.statusCode).toBe(200);
      // Another store of the same owner has its own quota (the same kind of picture: the same stored size).
      const second = await t.call(owner.token, storeCalls.saveStore, newStore());
      expect(
        (
          await upload(
            owner.token,
            second.id,
            multipart(await png(60, 60), 'c.png', 'image/png', { itemType: 'store-banner' }),
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      t.config.storeStorageQuotaBytes = quota;
    }
  });

  test('the media service has a per-user quota the same way', async () => {
    const me = await t.signIn();
    const send = async () => {
      const body = multipart(await png(50, 50), 'p.png', 'image/png');
      return t.app.inject({
        method: 'POST',
        url: '/api/file/uploadFile',
        headers: { ...body.headers, authorization: `Bearer ${me.token}` },
        payload: body.payload,
      });
    };
    const first = await send();
    expect(first.statusCode).toBe(200);
    const quota = t.config.userStorageQuotaBytes;
    t.config.userStorageQuotaBytes =
      (await (await t.db()).select().from(files)).find((f) => f.id === first.json().id)!.size + 100;
    try {
      const before = [await storedFiles(), filesOnDisk()];
      const res = await send();
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 413,
        code: 'storage_quota_exceeded',
      });
      expect([await storedFiles(), filesOnDisk()]).toEqual(before);
    } finally {
      t.config.userStorageQuotaBytes = quota;
    }
  });

  test("replacing the logo removes the old file's bytes and row; its URL answers 404", async () => {
    const shop = await t.call(owner.token, storeCalls.saveStore, newStore());
    const old = (await upload(owner.token, shop.id, multipart(await png(70, 70), 'l1.png', 'image/png'))).json();
    const oldId = old.message.split('/').at(-1) as string;
    expect(await fileStatus(old.message)).toBe(200);
    const onDisk = keysOnDisk();
    const rows = await storedFiles();
    const replaced = (await upload(owner.token, shop.id, multipart(await png(71, 70), 'l2.png', 'image/png'))).json();
    expect(replaced.message).not.toBe(old.message);
    expect(await fileStatus(old.message)).toBe(404);
    expect(await fileStatus(replaced.message)).toBe(200);
    expect(await storedFiles()).toBe(rows);
    expect(keysOnDisk()).not.toContain(`${oldId}.jpg`);
    expect(keysOnDisk()).toHaveLength(onDisk.length);
    expect((await t.call(owner.token, mediaCalls.imageStore, { id: shop.id }))?.url).toBe(replaced.message);
  });

  test('deleting an image removes its file too', async () => {
    const shop = await t.call(owner.token, storeCalls.saveStore, newStore());
    const saved = (
      await upload(
        owner.token,
        shop.id,
        multipart(await png(80, 80), 'b.png', 'image/png', { itemType: 'popup-banner' }),
      )
    ).json();
    const fileId = saved.message.split('/').at(-1) as string;
    const rows = await storedFiles();
    const del = await t.app.inject({
      method: 'POST',
      url: `/api/image/deleteImage/${shop.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { itemId: saved.image.itemId, itemType: 'popup-banner' },
    });
    expect(del.json()).toEqual({ message: 'ok' });
    expect(await fileStatus(saved.message)).toBe(404);
    expect(await storedFiles()).toBe(rows - 1);
    expect(keysOnDisk()).not.toContain(`${fileId}.jpg`);
  });
});

describe('pictures keep their shape', () => {
  /** The colour of one pixel of a stored picture, as [r, g, b]. */
  const pixel = async (jpeg: Buffer, left: number, top: number) => [
    ...(await sharp(jpeg).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
  ];
  const near = (rgb: number[], expected: number[]) => rgb.every((v, i) => Math.abs(v - expected[i]!) <= 12);
  const RED = [200, 30, 30];
  const BLUE = [30, 30, 200];
  const GREY = [241, 243, 245];
  /** A picture whose left half is red and right half blue. */
  const halves = async (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 30, b: 200 } } })
      .composite([
        {
          input: await sharp({
            create: { width: width / 2, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
          })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
  const stored = async (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: res.json().message });
    return got.rawPayload;
  };

  test('a 1200 × 400 banner comes back 1200 × 400 without a fill; the logo stays a 400 × 400 square', async () => {
    const banner = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(await png(1200, 400), 'banner.png', 'image/png', { itemType: 'store-banner' }),
      ),
    );
    const meta = await sharp(banner).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 400]);
    // Red to every edge: no grey bars.
    for (const [x, y] of [
      [2, 2],
      [600, 2],
      [1197, 397],
      [2, 200],
    ] as const) {
      expect(near(await pixel(banner, x, y), RED), `${x},${y}`).toBe(true);
    }

    const popup = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(await png(800, 1000), 'popup.png', 'image/png', { itemType: 'popup-banner' }),
      ),
    );
    expect(await sharp(popup).metadata()).toMatchObject({ width: 800, height: 1000 });

    const logo = await stored(
      await upload(owner.token, store.id, multipart(await png(1200, 400), 'logo.png', 'image/png')),
    );
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  test("a crop is cut from the picture and stored at its kind's size, without a fill", async () => {
    const picture = await halves(1000, 1000);
    // The right half's top: a 3:1 strip of blue only.
    const banner = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(picture, 'p.png', 'image/png', {
          itemType: 'store-banner',
          cropX: '520',
          cropY: '0',
          cropWidth: '450',
          cropHeight: '150',
        }),
      ),
    );
    expect(await sharp(banner).metadata()).toMatchObject({ width: 1200, height: 400 });
    expect(near(await pixel(banner, 2, 2), BLUE)).toBe(true);
    expect(near(await pixel(banner, 1197, 397), BLUE)).toBe(true);

    // A square across the middle for the logo: red on the left, blue on the right, no grey anywhere.
    const logo = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(picture, 'p.png', 'image/png', { cropX: '250', cropY: '250', cropWidth: '500', cropHeight: '500' }),
      ),
    );
    expect(await sharp(logo).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(near(await pixel(logo, 5, 200), RED)).toBe(true);
    expect(near(await pixel(logo, 395, 200), BLUE)).toBe(true);
    expect(near(await pixel(logo, 200, 2), GREY)).toBe(false);

    // A crop running a pixel over the edge (the browser's rounding) is cut at the edge.
    const popup = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(picture, 'p.png', 'image/png', {
          itemType: 'popup-banner',
          cropX: '600',
          cropY: '500',
          cropWidth: '401',
          cropHeight: '501',
        }),
      ),
    );
    expect(await sharp(popup).metadata()).toMatchObject({ width: 800, height: 1000 });
    expect(near(await pixel(popup, 400, 500), BLUE)).toBe(true);
  });

  test('the crop is in the picture as shown: a photo turned by its EXIF orientation is cut where the owner saw it', async () => {
    // Stored 400 × 200, red left and blue right; orientation 6 shows it turned a quarter clockwise: 200 × 400, red on top.
    const turned = await sharp(await halves(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const top = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(turned, 'phone.jpg', 'image/jpeg', { cropX: '0', cropY: '0', cropWidth: '200', cropHeight: '200' }),
      ),
    );
    const bottom = await stored(
      await upload(
        owner.token,
        store.id,
        multipart(turned, 'phone.jpg', 'image/jpeg', {
          cropX: '0',
          cropY: '200',
          cropWidth: '200',
          cropHeight: '200',
        }),
      ),
    );
    expect(near(await pixel(top, 200, 200), RED)).toBe(true);
    expect(near(await pixel(bottom, 200, 200), BLUE)).toBe(true);
  });

  test('a half-given crop, a crop outside the picture and a bad number are refused naming the field; nothing is stored', async () => {
    const before = await storedFiles();
    const picture = await png(600, 200);
    const refused = async (fields: Record<string, string>) => {
      const res = await upload(
        owner.token,
        store.id,
        multipart(picture, 'b.png', 'image/png', { itemType: 'store-banner', ...fields }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return (res.json().fields as { path: string }[]).map((f) => f.path);
    };
    expect(await refused({ cropX: '0', cropY: '0' })).toEqual(['cropWidth', 'cropHeight']);
    expect(await refused({ cropX: '600', cropY: '0', cropWidth: '300', cropHeight: '100' })).toEqual(['cropX']);
    expect(await refused({ cropX: '0', cropY: '0', cropWidth: '0', cropHeight: '100' })).toEqual(['cropWidth']);
    expect(await refused({ cropX: '-5', cropY: '1.5', cropWidth: '300', cropHeight: '100' })).toEqual([
      'cropX',
      'cropY',
    ]);
    // The crop does not get a non-picture past the content check.
    const res = await upload(
      owner.token,
      store.id,
      multipart(Buffer.from('<script>alert(1)</script>'), 'b.png', 'image/png', {
        itemType: 'store-banner',
        cropX: '0',
        cropY: '0',
        cropWidth: '30',
        cropHeight: '10',
      }),
    );
    expect([res.statusCode, res.json().code]).toEqual([415, 'image_invalid']);
    expect(await storedFiles()).toBe(before);
  });
});
