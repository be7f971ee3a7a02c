import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { files } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { ownerAndStranger, type Session } from '../../../test/factories.ts';

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
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

const multipart = (bytes: Buffer, filename: string, contentType: string, fields: Record<string, string> = {}) => {
  const boundary = `----sofra${Date.now()}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${contentType}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (token: string, storeId: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `/api/image/saveImage/${storeId}`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });

const storedFiles = async () => (await (await t.db()).select().from(files)).length;
const filesOnDisk = () => {
  const dir = join(t.config.dataDir, 'files', 'default');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('image uploads', () => {
  test('a good image comes back as a 400×400 JPEG on a light grey fill, without metadata, served by id', async () => {
    const wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name' } } }).jpeg().toBuffer();
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
    const { data } = await sharp(got.rawPayload).extract({ left: 200, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data].every((v) => v > 230)).toBe(true);
    expect((await t.call(owner.token, mediaCalls.imageStore, { id: store.id }))?.url).toBe(saved.message);
  });

  test('renamed non-images, SVG, polyglots, a 30-megapixel PNG and a 6 MB file are refused and nothing is stored', async () => {
    const before = [await storedFiles(), filesOnDisk()];
    const good = await png(10, 10);
    const cases: [string, Buffer, string, string, number, string][] = [
      ['a text file named .png', Buffer.from('hello, this is not an image'), 'x.png', 'image/png', 415, 'image_invalid'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'), 'x.svg', 'image/svg+xml', 415, 'image_invalid'],
      ['a PNG with a page appended', Buffer.concat([good, Buffer.from('<html><script>alert(1)</script></html>')]), 'x.png', 'image/png', 415, 'image_invalid'],
      ['a PNG that is also a zip', Buffer.concat([good, Buffer.from('PK\u0003\u0004polyglot-archive')]), 'x.png', 'image/png', 415, 'image_invalid'],
      ['a PNG header on junk', Buffer.concat([good.subarray(0, 16), Buffer.alloc(200, 7)]), 'x.png', 'image/png', 415, 'image_invalid'],
      ['a 30-megapixel PNG', await sharp({ create: { width: 6000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } }).greyscale().png({ compressionLevel: 9 }).toBuffer(), 'big.png', 'image/png', 413, 'image_too_large'],
      ['a 6 MB file', Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024)]), 'huge.png', 'image/png', 413, 'payload_too_large'],
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
    const del = await t.app.inject({ method: 'POST', url: `/api/image/deleteImage/${store.id}`, headers: { authorization: `Bearer ${other.token}` }, payload: { itemId: store.id } });
    expect(del.json()).toMatchObject({ code: 'store_forbidden' });
    expect((await t.raw(other.token, mediaCalls.storeBanners, { id: store.id })).json()).toMatchObject({ code: 'store_forbidden' });
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/image/saveImage/${store.id}`, ...multipart(await png(5, 5), 'a.png', 'image/png') });
    expect(anonymous.json()).toMatchObject({ code: 'auth_required' });
  });

  test('banners are added in order, reordered and deleted', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(owner.token, store.id, multipart(await png(30 + i, 30), `b${i}.png`, 'image/png', { itemType: 'store-banner' }));
      ids.push(res.json().image.itemId as string);
    }
    expect((await t.call(owner.token, mediaCalls.storeBanners, { id: store.id })).map((b) => b.itemId)).toEqual(ids);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    expect((await t.call(owner.token, mediaCalls.sortImages, { storeId: store.id, itemType: 'store-banner', itemIds: reordered })).map((b) => b.itemId)).toEqual(reordered);
    const del = await t.app.inject({ method: 'POST', url: `/api/image/deleteImage/${store.id}`, headers: { authorization: `Bearer ${owner.token}` }, payload: { itemId: ids[0], itemType: 'store-banner' } });
    expect(del.json()).toEqual({ message: 'ok' });
    expect((await t.call(owner.token, mediaCalls.storeBanners, { id: store.id })).map((b) => b.itemId)).toEqual([ids[2], ids[1]]);
    expect(await t.call(owner.token, mediaCalls.popupBanners, { id: store.id })).toEqual([]);
  });

  test('the media service stores a checked picture and serves it; unknown ids are not_found', async () => {
    const body = multipart(await png(50, 50), 'p.png', 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/uploadFile', headers: { ...body.headers, authorization: `Bearer ${owner.token}`, 'external-id': 'sofra-42' }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: res.json().url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/0000000000a-0000-0000-000000000000' })).json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/file/..%2F..%2Fjwt-secret' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
