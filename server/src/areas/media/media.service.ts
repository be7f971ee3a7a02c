import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import { imageShapes, type ImageCrop, type ImageItemType, type ImageShape } from '@sofra/contracts/media/image-shapes';
import type { Image, ZSaveImageFields } from '@sofra/contracts/media/media.calls';
import { AppError } from '../../lib/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import type { FilesDriver } from '../../platform/files/files.ts';
import { processImage } from '../../platform/images/images.ts';
import * as mediaRepo from './media.repo.ts';
import type { ImageRow } from './media.repo.ts';

export const fileUrl = (fileId: string) => `/api/file/${fileId}`;

const toImage = (row: ImageRow): Image => ({
  id: row.id,
  storeId: row.storeId,
  itemType: row.itemType as Image['itemType'],
  itemId: row.itemId,
  sequence: row.sequence,
  url: fileUrl(row.fileId),
});

/**
 * Checks and re-encodes an upload at `shape` (400 × 400 unless given), cut to `crop` if given; the decode waits for a
 * slot of the image gate (one per uploader at a time).
 */
const encode = (ctx: UserCtx, bytes: Buffer, shape?: ImageShape, crop?: ImageCrop) =>
  processImage(bytes, {
    shape,
    crop,
    gate: ctx.services.imageGate,
    gateKey: `${ctx.tenant.slug}:${ctx.user.id}`,
    timeoutSeconds: ctx.services.config.imageTimeoutSeconds,
  });

/** Removes bytes whose rows are gone. A failure leaves an orphan file, never a row without its bytes. */
const removeBytes = async (ctx: Ctx, keys: string[]) => {
  for (const key of keys) {
    await ctx.services.files
      .remove(key)
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'a removed file stayed on disk'));
  }
};

interface Stored {
  id: string;
  url: string;
}

/**
 * Keeps a re-encoded picture inside the caller's transaction: counts it against the quota of its store (or, with no
 * store, of its user) under a lock, so parallel uploads cannot both squeeze in, then writes the row and the bytes.
 * `freed` is the size of the file this one replaces.
 */
const keep = async (
  tx: Db,
  ctx: UserCtx,
  jpeg: Buffer,
  written: string[],
  storeId: string,
  externalId = '',
  freed = 0,
): Promise<Stored> => {
  const { storeStorageQuotaBytes, userStorageQuotaBytes } = ctx.services.config;
  await mediaRepo.lockQuota(tx, storeId || `user:${ctx.user.id}`);
  const used = await mediaRepo.bytesUsed(tx, storeId, ctx.user.id);
  if (used - freed + jpeg.length > (storeId ? storeStorageQuotaBytes : userStorageQuotaBytes)) {
    throw new AppError(
      'storage_quota_exceeded',
      storeId ? "the store's storage space is full" : 'your storage space is full',
    );
  }
  const id = newId();
  const key = `${ctx.tenant.slug}/${id}.jpg`;
  await mediaRepo.insertFile(tx, {
    id,
    storeId,
    key,
    contentType: 'image/jpeg',
    size: jpeg.length,
    externalId,
    createdBy: ctx.user.id,
  });
  written.push(key);
  await ctx.services.files.put(key, jpeg);
  return { id, url: fileUrl(id) };
};

/**
 * Runs an upload's transaction. Bytes written by a transaction that fails are removed; the bytes of files it replaced
 * (`stale`) are removed only after it commits. Nothing is kept on refusal.
 */
const inUpload = async <T>(
  ctx: UserCtx,
  work: (tx: Db, written: string[]) => Promise<{ result: T; stale: string[] }>,
): Promise<T> => {
  const written: string[] = [];
  let done: { result: T; stale: string[] };
  try {
    done = await ctx.db.transaction((tx) => work(tx, written));
  } catch (error) {
    await removeBytes(ctx, written);
    throw error;
  }
  await removeBytes(ctx, done.stale);
  return done.result;
};

/** The media service: a picture of a user, not tied to a store, within the user's own quota. */
export const storeFile = async (ctx: UserCtx, bytes: Buffer, externalId = '') => {
  const jpeg = await encode(ctx, bytes);
  return inUpload(ctx, async (tx, written) => ({
    result: await keep(tx, ctx, jpeg, written, '', externalId),
    stale: [],
  }));
};

type SaveImageFields = z.output<typeof ZSaveImageFields>;
const CROP_FIELDS = ['cropX', 'cropY', 'cropWidth', 'cropHeight'] as const;

/** The crop of an upload: all four fields or none (a half-given crop names the fields it lacks). */
const cropOf = (fields: Pick<SaveImageFields, (typeof CROP_FIELDS)[number]>): ImageCrop | undefined => {
  const missing = CROP_FIELDS.filter((f) => fields[f] === undefined);
  if (missing.length === CROP_FIELDS.length) return undefined;
  if (missing.length) {
    throw AppError.invalid(missing.map((path) => ({ path, code: 'invalid_type' })));
  }
  return { x: fields.cropX!, y: fields.cropY!, width: fields.cropWidth!, height: fields.cropHeight! };
};

/**
 * One picture per item: a new upload for an item replaces its picture, and the old file goes with it. The picture is
 * kept at its kind's size (`imageShapes`: the logo 400 × 400, a banner 1200 × 400, a popup banner 800 × 1000).
 */
export const saveImage = async (
  ctx: UserCtx,
  storeId: string,
  fields: Omit<SaveImageFields, 'itemType'> & { itemType: ImageItemType },
  bytes: Buffer,
  /** Runs in the upload's transaction with the picture's address (e.g. a coupon keeps it). */
  onSaved?: (tx: Db, url: string) => Promise<unknown>,
) => {
  const itemId = fields.itemId ?? (fields.itemType === 'store' ? storeId : newId());
  const jpeg = await encode(ctx, bytes, imageShapes[fields.itemType], cropOf(fields));
  return inUpload(ctx, async (tx, written) => {
    const old = await mediaRepo.imageOf(tx, storeId, fields.itemType, itemId);
    const oldFile = old && (await mediaRepo.fileById(tx, old.fileId));
    const file = await keep(tx, ctx, jpeg, written, storeId, '', oldFile?.size ?? 0);
    const row = await mediaRepo.putImage(tx, {
      id: newId(),
      storeId,
      itemType: fields.itemType,
      itemId,
      fileId: file.id,
    });
    const stale = old ? await mediaRepo.deleteFiles(tx, [old.fileId]) : [];
    await onSaved?.(tx, file.url);
    return { result: { message: file.url, image: toImage(row) }, stale };
  });
};

export const deleteImage = async (
  ctx: UserCtx,
  storeId: string,
  itemType: string,
  itemId: string,
  /** Runs in the same transaction once the picture is gone (e.g. a coupon forgets its address). */
  onDeleted?: (tx: Db) => Promise<unknown>,
) => {
  const stale = await ctx.db.transaction(async (tx) => {
    const row = await mediaRepo.deleteImage(tx, storeId, itemType, itemId);
    if (!row) throw new AppError('not_found', 'no such image in this store');
    await onDeleted?.(tx);
    return mediaRepo.deleteFiles(tx, [row.fileId]);
  });
  await removeBytes(ctx, stale);
  return { message: 'ok' };
};

/** A store's pictures of one type in their order; at most `limit` (200 unless the caller's area allows more items). */
export const list = async (ctx: UserCtx, storeId: string, itemType: string, limit?: number) =>
  (await mediaRepo.imagesOf(ctx.db, storeId, itemType, limit)).map(toImage);

/**
 * The picture URL of each of a store's items of one type that has one (of the items named, when given), by item id:
 * how another area shows its items' pictures without reading media's tables.
 */
export const imageUrls = async (
  db: Tx,
  storeId: string,
  itemType: ImageItemType,
  itemIds?: string[],
): Promise<Map<string, string>> =>
  itemIds?.length === 0
    ? new Map()
    : new Map(
        (await mediaRepo.imageFiles(db as Db, storeId, itemType, itemIds)).map((r) => [r.itemId, fileUrl(r.fileId)]),
      );

export const logo = async (ctx: UserCtx, storeId: string) => {
  const row = await mediaRepo.imageOf(ctx.db, storeId, 'store', storeId);
  return row ? toImage(row) : null;
};

export const sort = async (ctx: UserCtx, input: { storeId: string; itemType: string; itemIds: string[] }) =>
  ctx.db.transaction(async (tx) => {
    for (const [sequence, itemId] of input.itemIds.entries()) {
      if (!(await mediaRepo.setSequence(tx, input.storeId, input.itemType, itemId, sequence))) {
        throw new AppError('not_found', `no ${input.itemType} ${itemId} in this store`);
      }
    }
    return (await mediaRepo.imagesOf(tx, input.storeId, input.itemType)).map(toImage);
  });

/** The bytes of a file of the request's tenant. */
export const read = async (ctx: Ctx, id: string) => {
  const row = await mediaRepo.fileById(ctx.db, id);
  const bytes = row && (await ctx.services.files.get(row.key));
  if (!row || !bytes) throw new AppError('not_found', `no file ${id}`);
  return { bytes, contentType: row.contentType };
};

/** The pictures of one kind of a store, in order (other areas: the published menu's banners). */
export const picturesOf = async (db: Db, storeId: string, itemType: string): Promise<Image[]> =>
  (await mediaRepo.imagesOf(db, storeId, itemType)).map(toImage);

/** The address of the store's logo, or null (other areas: the guest menu). */
export const logoUrlOf = async (db: Db, storeId: string): Promise<string | null> => {
  const row = await mediaRepo.imageOf(db, storeId, 'store', storeId);
  return row ? fileUrl(row.fileId) : null;
};

/** How old a file must be before the orphan files job may remove it: an upload in flight writes its bytes first. */
export const ORPHAN_GRACE_MS = 86_400_000;
const ORPHAN_BATCH = 1000;

/**
 * The orphan files job (daily, per tenant): removes the bytes under the tenant's prefix that no file row points to, and
 * the store files no picture points to, when older than a day. An upload writes its row and its bytes in one
 * transaction, so bytes younger than that may belong to a transaction not yet committed. Answers how many went.
 */
export const sweepOrphanFiles = async (
  db: Db,
  files: FilesDriver,
  tenant: string,
  now: Date,
  log: { warn: (o: object, msg: string) => void },
): Promise<number> => {
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  let removed = 0;
  const remove = async (key: string) => {
    await files.remove(key).then(
      () => void removed++,
      (error: unknown) => log.warn({ err: error, key }, 'an orphan file stayed on disk'),
    );
  };
  // Rows first: their bytes become orphans that the pass below removes at once.
  for (;;) {
    const unused = (await mediaRepo.unusedStoreFiles(db, before, ORPHAN_BATCH)).map((r) => r.id);
    if (!unused.length) break;
    const keys = await db.transaction((tx) => mediaRepo.deleteFiles(tx, unused));
    for (const key of keys) await remove(key);
    if (unused.length < ORPHAN_BATCH) break;
  }
  const stored = (await files.list(tenant)).filter((f) => f.modifiedAt < before);
  for (let i = 0; i < stored.length; i += ORPHAN_BATCH) {
    const keys = stored.slice(i, i + ORPHAN_BATCH).map((f) => f.key);
    const used = await mediaRepo.keysInUse(db, keys);
    for (const key of keys) if (!used.has(key)) await remove(key);
  }
  return removed;
};
