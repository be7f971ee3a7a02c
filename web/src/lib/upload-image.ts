import type { ImageCrop } from '@sofra/contracts/media/image-shapes';
import type { Image } from '@sofra/contracts/media/media.calls';
import { postForm, type PostOptions } from './post';

/** The answer of `POST /api/image/saveImage/{storeId}`: `message` holds the image URL (spec section 7). */
export interface ImageSaved {
  message: string;
  image: Image;
}

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
export const uploadImage = ({ storeId, file, itemType, itemId, crop }: UploadImageInput, options: PostOptions = {}) => {
  const form = new FormData();
  // A coupon's picture has its own call (it is also set on the coupon): image/coupon with the coupon's id.
  const coupon = itemType === 'coupon';
  // Plain fields go before the file: the server reads only the fields ahead of it.
  if (coupon) form.append('couponId', itemId ?? '');
  else {
    form.append('itemType', itemType);
    if (itemId) form.append('itemId', itemId);
  }
  if (crop) {
    form.append('cropX', String(crop.x));
    form.append('cropY', String(crop.y));
    form.append('cropWidth', String(crop.width));
    form.append('cropHeight', String(crop.height));
  }
  form.append('file', file, file.name);
  const path = coupon ? 'image/coupon' : 'image/saveImage';
  return postForm<ImageSaved>(`${path}/${encodeURIComponent(storeId)}`, form, options);
};
