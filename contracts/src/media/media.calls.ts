import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { imageItemTypes } from '../core/enums.ts';
import { ZId, ZString } from '../core/schemas.ts';
import { MAX_IMAGE_SIDE } from './image-shapes.ts';

export const ZImage = z.object({
  id: ZId,
  storeId: ZId,
  itemType: z.enum(imageItemTypes),
  itemId: ZId,
  sequence: z.number().int(),
  /** GET this for the JPEG bytes. */
  url: z.string(),
});
export type Image = z.infer<typeof ZImage>;

/** The answer of an upload: `message` holds the image URL, as the apps expect. */
export const ZImageSaved = z.object({ message: z.string(), image: ZImage });
export const ZFileUploaded = z.object({ id: ZId, url: z.string() });

/** The largest picture an upload may carry (its bytes, before the server re-encodes it). */
export const maxImageBytes = 5 * 1024 * 1024;

/** One edge of a crop: a whole number of pixels (multipart fields arrive as text). */
const ZCropEdge = (min: number) => z.coerce.number().int().min(min).max(MAX_IMAGE_SIDE).optional();

/**
 * Multipart form fields of `POST /api/image/saveImage/{storeId}` besides the file. The crop (all four or none) is the
 * part of the picture to keep, in the pixels of the picture as shown; the server stores that part at its kind's size
 * (`imageShapes`), without a fill. Without a crop the whole picture is fitted into that size on the spec's light grey.
 */
export const ZSaveImageFields = z.object({
  /** A coupon's picture goes through `image/coupon`, which also sets it on the coupon. */
  itemType: z.enum(imageItemTypes).exclude(['coupon']).default('store'),
  /** Defaults to the store id for the logo; a new banner gets a new id. */
  itemId: ZId.optional(),
  cropX: ZCropEdge(0),
  cropY: ZCropEdge(0),
  cropWidth: ZCropEdge(1),
  cropHeight: ZCropEdge(1),
});
export const ZDeleteImage = z.object({
  itemId: ZId,
  itemType: z.enum(imageItemTypes).exclude(['coupon']).default('store'),
});
/** The headers `POST /api/file/uploadFile` reads: the caller's own reference for the file (kept to 100 characters). */
export const ZUploadFileHeaders = z.object({
  'external-id': ZString.max(4096)
    .default('')
    .transform((v) => v.trim().slice(0, 100)),
});

export const mediaCalls = {
  /** Uploads a store's logo, banner or popup banner (multipart: the fields and a `file` part). */
  saveImage: defineCall('image/saveImage', ZSaveImageFields.extend({ storeId: ZId }), ZImageSaved, {
    body: 'multipart',
    file: { maxBytes: maxImageBytes },
    params: ['storeId'],
    storeKey: 'storeId',
  }),
  deleteImage: defineCall(
    'image/deleteImage',
    ZDeleteImage.extend({ storeId: ZId }),
    z.object({ message: z.string() }),
    {
      params: ['storeId'],
      storeKey: 'storeId',
    },
  ),
  /** The media service: a signed-in user uploads a picture not tied to a store (e.g. a profile photo). */
  uploadFile: defineCall('file/uploadFile', z.object({}), ZFileUploaded, {
    body: 'multipart',
    file: { maxBytes: maxImageBytes },
    headers: ZUploadFileHeaders,
  }),
  /** The bytes of a stored file (`url` of an image); public, as guests' apps show the pictures. Ids are never reused. */
  file: defineCall('file/get', z.object({ id: ZId }), z.unknown(), {
    method: 'GET',
    params: ['id'],
    url: 'file/:id',
    raw: true,
    access: 'public',
  }),
  imageStore: defineCall('image/imageStore', z.object({ id: ZId }), ZImage.nullable(), { storeKey: 'id' }),
  storeBanners: defineCall('image/storeBanners', z.object({ id: ZId }), z.array(ZImage), { storeKey: 'id' }),
  popupBanners: defineCall('image/popupBanners', z.object({ id: ZId }), z.array(ZImage), { storeKey: 'id' }),
  /** Puts a store's banners (or popup banners, or menu banners) in the given order. */
  sortImages: defineCall(
    'image/sortImages',
    z.object({
      storeId: ZId,
      itemType: z.enum(['store-banner', 'popup-banner', 'menu-banner']),
      itemIds: z.array(ZId).min(1).max(100),
    }),
    z.array(ZImage),
    { storeKey: 'storeId' },
  ),
};
