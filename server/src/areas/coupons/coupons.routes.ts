import type { FastifyInstance } from 'fastify';
import { couponCalls as c, platformCouponCalls as p } from '@sofra/contracts/loyalty/coupons.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as coupons from './coupons.service.ts';

export default async function couponRoutes(app: FastifyInstance) {
  rpc(app, c.create, (input, ctx) => coupons.createForStore(ctx, input));
  rpc(app, c.get, ({ storeId }, ctx) => coupons.list(ctx, storeId));
  rpc(app, c.getById, ({ storeId, couponId }, ctx) => coupons.getById(ctx, storeId, couponId));
  rpc(app, c.setStatus, ({ storeId, couponId, status }, ctx) => coupons.setStatus(ctx, storeId, couponId, status));
  rpc(app, c.getUsage, ({ storeId, couponId }, ctx) => coupons.usage(ctx, storeId, couponId));
  rpc(app, c.exportCodes, ({ storeId, couponId }, ctx) => coupons.exportCodes(ctx, storeId, couponId));
  rpc(app, c.load, (input, ctx) => coupons.load(ctx, input));
  rpc(app, c.use, (input, ctx) => coupons.use(ctx, input));
  rpc(app, c.getPosVariants, ({ storeId }, ctx) => coupons.posVariants(ctx, storeId));
  rpc(app, c.getBenefits, (input, ctx) => coupons.benefits(ctx, input));
  rpc(app, c.savePool, (input, ctx) => coupons.savePool(ctx, input));
  rpc(app, c.getPools, ({ storeId }, ctx) => coupons.pools(ctx, storeId));
  rpc(app, c.scratch, (input, ctx) => coupons.scratch(ctx, input));
  rpc(app, p.createPlatform, (input, ctx) => coupons.createPlatform(ctx, input));
  rpc(app, p.getPlatform, (_input, ctx) => coupons.list(ctx, null));
  rpc(app, p.setPlatformStatus, ({ couponId, status }, ctx) => coupons.setStatus(ctx, null, couponId, status));
}
