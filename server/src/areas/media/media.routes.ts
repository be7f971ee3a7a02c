import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { RawAnswer } from '../../lib/answers.ts';
import type { Rpc } from '../../lib/routes.ts';
import * as media from './media.service.ts';

/**
 * Images and the media service. Uploads are multipart, so only this context parses multipart bodies (each call's own
 * `file.maxBytes` bounds its file part).
 */
export default async function mediaRoutes(rpc: Rpc, app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });

  rpc(mediaCalls.saveImage, ({ storeId, ...fields }, ctx, { file }) => media.saveImage(ctx, storeId, fields, file));
  rpc(mediaCalls.deleteImage, ({ storeId, itemType, itemId }, ctx) =>
    media.deleteImage(ctx, storeId, itemType, itemId),
  );
  rpc(mediaCalls.uploadFile, (_input, ctx, { file, headers }) => media.storeFile(ctx, file, headers['external-id']));
  rpc(mediaCalls.file, async ({ id }, ctx) => {
    const file = await media.read(ctx, id);
    // Ids are never reused, so a file never changes.
    return new RawAnswer(file.contentType, file.bytes, {
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `inline; filename="${id}.jpg"`,
    });
  });
  rpc(mediaCalls.imageStore, ({ id }, ctx) => media.logo(ctx, id));
  rpc(mediaCalls.storeBanners, ({ id }, ctx) => media.list(ctx, id, 'store-banner'));
  rpc(mediaCalls.popupBanners, ({ id }, ctx) => media.list(ctx, id, 'popup-banner'));
  rpc(mediaCalls.sortImages, (input, ctx) => media.sort(ctx, input));
}
