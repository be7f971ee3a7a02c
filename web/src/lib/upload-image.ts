import type { CallOutput } from '@sofra/contracts/core/call';
import type { ImageCrop } from '@sofra/contracts/media/image-shapes';
import { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import { mediaCalls, type Image } from '@sofra/contracts/media/media.calls';
import { postFile, type PostOptions } from './post';

/** The answer of an upload (`image/saveImage`, `image/coupon`): `message` holds the image URL (spec section 7). */
export type ImageSaved = CallOutput<typeof mediaCalls.saveImage>;

export interface UploadImageInput {
  storeId: string;
  file: File;
  itemType: Image['itemType'];
  /** Absent: the store id for the logo, a new id for a banner (the server decides). */
  itemId?: string;
  /** The part of the picture to keep, in its pixels as shown; absent, the whole picture is fitted in. */
  crop?: ImageCrop;
}

/** Uploads one picture of a store (a coupon's: `itemId` is the coupon); the server checks it and keeps it as a JPEG of its kind's shape (`imageShapes`). */
export const uploadImage = (
  { storeId, file, itemType, itemId, crop }: UploadImageInput,
  options: PostOptions = {},
): Promise<ImageSaved> => {
  const cropFields = crop ? { cropX: crop.x, cropY: crop.y, cropWidth: crop.width, cropHeight: crop.height } : {};
  // A coupon's picture has its own call (it is also set on the coupon): image/coupon with the coupon's id.
  // The store id goes in the address; the fields go in this order, before the file.
  if (itemType === 'coupon') {
    return postFile(couponImageCalls.couponImage, { storeId, couponId: itemId ?? '', ...cropFields }, file, options);
  }
  return postFile(
    mediaCalls.saveImage,
    { storeId, itemType, itemId: itemId || undefined, ...cropFields },
    file,
    options,
  );
};
