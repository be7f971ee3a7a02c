import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { sendCall } from '../../../test/send-call.ts';

/** `image/coupon` (docs/coupons.md, Pictures): a coupon's picture, checked by content, kept at 1000 × 500. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  const coupon = await t.call(owner.token, cc.create, {
    storeId,
    name: 'Yaz indirimi',
    benefit: { kind: 'percent', value: 10 },
  });
  return { owner, storeId, coupon };
};

const upload = (token: string, input: Record<string, unknown>, file: Buffer) =>
  sendCall(t.app, token, couponImageCalls.couponImage, input, { file });

describe('image/coupon', () => {
  test('a picture is stored at 1000 × 500, set on the coupon, replaced and removed', async () => {
    const { owner, storeId, coupon } = await setUp();
    const res = await upload(owner.token, { storeId, couponId: coupon.id }, await png(1200, 800));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.image).toMatchObject({ itemType: 'coupon', itemId: coupon.id, storeId });
    const bytes = await t.app.inject({ method: 'GET', url: saved.message });
    expect(bytes.statusCode).toBe(200);
    const meta = await sharp(bytes.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 500]);

    const listed = async () => (await t.call(owner.token, cc.get, { storeId })).find((c) => c.id === coupon.id)!.image;
    expect(await listed()).toBe(saved.message);
    expect((await t.call(owner.token, cc.getById, { storeId, couponId: coupon.id })).image).toBe(saved.message);

    // A crop is kept as given: 600 × 300 from the top left.
    const cropped = await upload(
      owner.token,
      { storeId, couponId: coupon.id, cropX: 0, cropY: 0, cropWidth: 600, cropHeight: 300 },
      await png(1200, 800),
    );
    expect(cropped.statusCode).toBe(200);
    expect(cropped.json().message).not.toBe(saved.message);
    expect(await listed()).toBe(cropped.json().message);
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: saved.message })).statusCode).toBe(404);

    const removed = await sendCall(t.app, owner.token, couponImageCalls.deleteCouponImage, {
      storeId,
      couponId: coupon.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(await listed()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: cropped.json().message })).statusCode).toBe(404);
    // Nothing left to remove.
    expect(
      (await sendCall(t.app, owner.token, couponImageCalls.deleteCouponImage, { storeId, couponId: coupon.id })).json()
        .code,
    ).toBe('not_found');
  });

  test('bad files are refused by their content and leave the coupon as it was', async () => {
    const { owner, storeId, coupon } = await setUp();
    const send = async (file: Buffer, more: Record<string, unknown> = {}) => {
      const res = await upload(owner.token, { storeId, couponId: coupon.id, ...more }, file);
      return { status: res.statusCode, code: res.json().code as string };
    };
    // A text file named like a picture.
    expect(await send(Buffer.from('<script>alert(1)</script> not a png'))).toEqual({
      status: 415,
      code: 'image_invalid',
    });
    // A real PNG that is too small for a coupon, or cropped too small.
    expect(await send(await png(400, 200))).toEqual({ status: 422, code: 'image_too_small' });
    expect(await send(await png(1200, 800), { cropX: 0, cropY: 0, cropWidth: 300, cropHeight: 150 })).toEqual({
      status: 422,
      code: 'image_too_small',
    });
    // More than 2 MB (random bytes do not compress).
    const big = Buffer.concat([await png(600, 300), Buffer.alloc(2 * 1024 * 1024 + 1, 7)]);
    expect((await send(big)).code).toBe('payload_too_large');
    expect((await t.call(owner.token, cc.get, { storeId }))[0]!.image).toBeNull();
  });

  test('a coupon of another store, or another owner, is refused; the generic call does not take the coupon kind', async () => {
    const { owner, storeId, coupon } = await setUp();
    const other = await setUp();
    const picture = await png(1000, 500);
    // Another owner naming this store.
    expect((await upload(other.owner.token, { storeId, couponId: coupon.id }, picture)).json().code).toBe(
      'store_forbidden',
    );
    // Their own store with this store's coupon.
    expect(
      (await upload(other.owner.token, { storeId: other.storeId, couponId: coupon.id }, picture)).json().code,
    ).toBe('coupon_not_found');
    expect(
      (
        await sendCall(t.app, other.owner.token, couponImageCalls.deleteCouponImage, {
          storeId: other.storeId,
          couponId: coupon.id,
        })
      ).json().code,
    ).toBe('coupon_not_found');
    // image/saveImage cannot set a coupon's picture behind the coupon's back.
    const generic = await sendCall(
      t.app,
      owner.token,
      mediaCalls.saveImage,
      { storeId, itemType: 'coupon', itemId: coupon.id },
      { file: picture },
    );
    expect(generic.json().code).toBe('validation_failed');
  });
});
