import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ZId } from '@sofra/contracts/core/schemas';
import { mediaCalls, ZDeleteImage, ZSaveImageFields, ZUploadFileHeaders } from '@sofra/contracts/media/media.calls';
import { AppError } from '../../plugins/errors.ts';
import { guardStore, requestContext, rpc, type UserCtx } from '../../plugins/rpc.ts';
import { MAX_IMAGE_BYTES } from '../../platform/images/images.ts';
import * as media from './media.service.ts';

const ZStoreParam = z.object({ storeId: ZId });
const ZFileParam = z.object({ id: ZId });

const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
};

/** The one file of a multipart upload and its plain fields. */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'send the image as multipart/form-data');
  const part = await request.file();
  if (!part) throw new AppError('validation_failed', 'file: required');
  const bytes = await part.toBuffer();
  const fields = Object.fromEntries(Object.entries(part.fields)
    .flatMap(([name, field]) => (field && !Array.isArray(field) && field.type === 'field' ? [[name, String(field.value)]] : [])));
  return { bytes, fields };
};

/** Images and the media service. Uploads are multipart, so only this context parses multipart bodies. */
export default async function mediaRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.post('/api/image/saveImage/:storeId', async (request) => {
    const { storeId } = parse(ZStoreParam, request.params);
    const ctx = await requestContext(app, request, 'user');
    await guardStore(ctx, storeId);
    const { bytes, fields } = await readUpload(request);
    return media.saveImage(ctx as UserCtx, storeId, parse(ZSaveImageFields, fields), bytes);
  });

  app.post('/api/image/deleteImage/:storeId', async (request) => {
    const { storeId } = parse(ZStoreParam, request.params);
    const ctx = await requestContext(app, request, 'user');
    await guardStore(ctx, storeId);
    const { itemId, itemType } = parse(ZDeleteImage, request.body ?? {});
    return media.deleteImage(ctx as UserCtx, storeId, itemType, itemId);
  });

  // The media service: a signed-in user uploads a picture not tied to a store (e.g. a profile photo).
  app.post('/api/file/uploadFile', async (request) => {
    const ctx = await requestContext(app, request, 'user');
    const { 'external-id': externalId } = parse(ZUploadFileHeaders, { 'external-id': request.headers['external-id'] });
    const { bytes } = await readUpload(request);
    return media.storeFile(ctx as UserCtx, bytes, externalId);
  });

  app.get('/api/file/:id', async (request, reply) => {
    const { id } = parse(ZFileParam, request.params);
    const ctx = await requestContext(app, request, 'public');
    const file = await media.read(ctx, id);
    // Ids are never reused, so a file never changes.
    return reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `inline; filename="${id}.jpg"`).send(file.bytes);
  });

  rpc(app, mediaCalls.imageStore, ({ id }, ctx) => media.logo(ctx, id));
  rpc(app, mediaCalls.storeBanners, ({ id }, ctx) => media.list(ctx, id, 'store-banner'));
  rpc(app, mediaCalls.popupBanners, ({ id }, ctx) => media.list(ctx, id, 'popup-banner'));
  rpc(app, mediaCalls.sortImages, (input, ctx) => media.sort(ctx, input));
}
