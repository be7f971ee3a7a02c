import { IMAGE_SIZE } from '../core/constants.ts';
import type { imageItemTypes } from '../core/enums.ts';

/** Kept free of zod: the portal reads the shapes wherever it shows or crops a picture. Rules: docs/store-images.md. */

export type ImageItemType = (typeof imageItemTypes)[number];

/** The size, in pixels, a picture is stored at. */
export interface ImageShape {
  width: number;
  height: number;
  /** The smallest picture (or crop) taken, so a stored picture is never blown up past twice its pixels. */
  min?: { width: number; height: number };
  /** The largest file taken for this kind, when smaller than the general limit (`maxImageBytes`, 5 MB). */
  maxBytes?: number;
}

/** The longest side of a picture an upload may have; a crop can therefore be no larger either. */
export const MAX_IMAGE_SIDE = 8_000;

const square: ImageShape = { width: IMAGE_SIZE, height: IMAGE_SIZE };
/** A wide strip across the top of the store's and the menu's pages: 3:1. */
const banner: ImageShape = { width: 1200, height: 400 };

/** A coupon's picture: a 2:1 card in the guest's wallet, 1000 × 500, from at least 500 × 250 pixels and 2 MB. */
const couponShape: ImageShape = {
  width: 1000,
  height: 500,
  min: { width: 500, height: 250 },
  maxBytes: 2 * 1024 * 1024,
};

/**
 * The size each kind of picture is stored at, whatever the upload's size: the logo, products and product groups keep
 * the spec's 400 × 400 square (`imageSize` 400); banners are 1200 × 400 (3:1); a popup banner is 800 × 1000 (4:5), the
 * shape of a card over a phone's screen.
 */
export const imageShapes: Record<ImageItemType, ImageShape> = {
  store: square,
  product: square,
  productGroup: square,
  'store-banner': banner,
  'menu-banner': banner,
  'address-banner': banner,
  'popup-banner': { width: 800, height: 1000 },
  coupon: couponShape,
};

/** The part of the upload to keep, in the pixels of the picture as shown (after its EXIF orientation). */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}
