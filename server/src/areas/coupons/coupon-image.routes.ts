import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as couponImages from './coupon-image.service.ts';

/**
 * A coupon's picture (kept by the media area, through its service). The upload is multipart, so this context parses
 * multipart bodies as the media area's does (the call's own `file.maxBytes` bounds its file part).
 */
export default async function couponImageRoutes(rpc: Rpc, app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });

  rpc(couponImageCalls.couponImage, (input, ctx, { file }) => couponImages.save(ctx, input, file));
  rpc(couponImageCalls.deleteCouponImage, ({ storeId, couponId }, ctx) => couponImages.remove(ctx, storeId, couponId));
}
