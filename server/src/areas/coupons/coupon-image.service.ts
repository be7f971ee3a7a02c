import type { z } from 'zod';
import type { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import type { UserCtx } from '../../lib/call-context.ts';
import * as media from '../media/media.service.ts';
import * as repo from './coupons.repo.ts';
import { requireCoupon } from './coupons.service.ts';

/**
 * A coupon's picture (`image/coupon`, docs/coupons.md, Pictures): stored by the media area as kind `coupon`, one per
 * coupon (item id = coupon id), and its address kept on `coupons.image` in the same transaction.
 */

type CouponImageInput = z.output<(typeof couponImageCalls.couponImage)['input']>;

export const save = async (ctx: UserCtx, input: CouponImageInput, file: Buffer) => {
  const { storeId, couponId, ...crop } = input;
  await requireCoupon(ctx.db, storeId, couponId);
  return media.saveImage(ctx, storeId, { ...crop, itemType: 'coupon', itemId: couponId }, file, (tx, url) =>
    repo.setImage(tx, couponId, url),
  );
};

export const remove = async (ctx: UserCtx, storeId: string, couponId: string) => {
  await requireCoupon(ctx.db, storeId, couponId);
  return media.deleteImage(ctx, storeId, 'coupon', couponId, (tx) => repo.setImage(tx, couponId, null));
};
