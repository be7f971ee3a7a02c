import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { Image, ZSaveImageFields } from '@sofra/contracts/media/media.calls';
import { AppError } from '../../plugins/errors.ts';
import type { Ctx, UserCtx } from '../../plugins/rpc.ts';
import { processImage } from '../../platform/images/images.ts';
import * as mediaRepo from './media.repo.ts';
import type { ImageRow } from './media.repo.ts';

export const fileUrl = (fileId: string) => `/api/file/${fileId}`;

const toImage = (row: ImageRow): Image => ({
  id: row.id, storeId: row.storeId, itemType: row.itemType as Image['itemType'], itemId: row.itemId,
  sequence: row.sequence, url: fileUrl(row.fileId),
});

/** Checks and re-encodes the upload, then stores it under a server-generated name. Nothing is kept on refusal. */
export const storeFile = async (ctx: UserCtx, bytes: Buffer, storeId = '', externalId = '') => {
  const jpeg = await processImage(bytes);
  const id = newId();
  const key = `${ctx.tenant.slug}/${id}.jpg`;
  await ctx.services.files.put(key, jpeg);
  await mediaRepo.insertFile(ctx.db, { id, storeId, key, contentType: 'image/jpeg', size: jpeg.length, externalId, createdBy: ctx.user.id });
  return { id, url: fileUrl(id) };
};

export const saveImage = async (ctx: UserCtx, storeId: string, fields: z.output<typeof ZSaveImageFields>, bytes: Buffer) => {
  const itemId = fields.itemId ?? (fields.itemType === 'store' ? storeId : newId());
  const file = await storeFile(ctx, bytes, storeId);
  const row = await mediaRepo.putImage(ctx.db, { id: newId(), storeId, itemType: fields.itemType, itemId, fileId: file.id });
  return { message: file.url, image: toImage(row) };
};

export const deleteImage = async (ctx: UserCtx, storeId: string, itemType: string, itemId: string) => {
  if (!(await mediaRepo.deleteImage(ctx.db, storeId, itemType, itemId))) throw new AppError('not_found', 'no such image in this store');
  return { message: 'ok' };
};

export const list = async (ctx: UserCtx, storeId: string, itemType: string) =>
  (await mediaRepo.imagesOf(ctx.db, storeId, itemType)).map(toImage);

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
