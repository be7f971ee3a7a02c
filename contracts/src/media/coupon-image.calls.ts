import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { imageShapes } from './image-shapes.ts';
import { ZImageSaved, ZSaveImageFields } from './media.calls.ts';

// Apart from media.calls.ts, so the portal's shell does not carry them.

/** Multipart form fields of `POST /api/image/coupon/{storeId}`: the coupon and the crop, as for `image/saveImage`. */
export const ZCouponImageFields = ZSaveImageFields.omit({ itemType: true, itemId: true }).extend({ couponId: ZId });

export const couponImageCalls = {
  /**
   * A coupon's picture (docs/coupons.md, Pictures): kept at 1000 × 500 (2:1) from at least 500 × 250 pixels and at most
   * 2 MB, checked by content; a new one replaces the old. The coupon's `image` is then its address.
   */
  couponImage: defineCall('image/coupon', ZCouponImageFields.extend({ storeId: ZId }), ZImageSaved, {
    body: 'multipart',
    file: { maxBytes: imageShapes.coupon.maxBytes! },
    params: ['storeId'],
    storeKey: 'storeId',
    staffPermission: 'coupons.manage',
  }),
  /** Takes a coupon's picture away (its `image` becomes null). */
  deleteCouponImage: defineCall(
    'image/deleteCouponImage',
    z.object({ storeId: ZId, couponId: ZId }),
    z.object({ message: z.string() }),
    { params: ['storeId'], storeKey: 'storeId', staffPermission: 'coupons.manage' },
  ),
};
