import { couponCalls as c, platformCouponCalls as p } from '@sofra/contracts/loyalty/coupons.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as coupons from './coupons.service.ts';
import * as scratchCards from './scratch-cards.service.ts';

export default function couponRoutes(rpc: Rpc) {
  rpc(c.create, (input, ctx) => coupons.createForStore(ctx, input));
  rpc(c.get, ({ storeId }, ctx) => coupons.list(ctx, storeId));
  rpc(c.getById, ({ storeId, couponId }, ctx) => coupons.getById(ctx, storeId, couponId));
  rpc(c.setStatus, ({ storeId, couponId, status }, ctx) => coupons.setStatus(ctx, storeId, couponId, status));
  rpc(c.getUsage, ({ storeId, couponId }, ctx) => coupons.usage(ctx, storeId, couponId));
  rpc(c.exportCodes, ({ storeId, couponId }, ctx) => coupons.exportCodes(ctx, storeId, couponId));
  rpc(c.load, (input, ctx) => coupons.load(ctx, input));
  rpc(c.use, (input, ctx) => coupons.use(ctx, input));
  rpc(c.getPosVariants, ({ storeId }, ctx) => coupons.posVariants(ctx, storeId));
  rpc(c.getBenefits, (input, ctx) => coupons.benefits(ctx, input));
  rpc(c.savePool, (input, ctx) => scratchCards.savePool(ctx, input));
  rpc(c.getPools, ({ storeId }, ctx) => scratchCards.pools(ctx, storeId));
  rpc(c.scratch, (input, ctx) => scratchCards.scratch(ctx, input));
  rpc(p.createPlatform, (input, ctx) => coupons.createPlatform(ctx, input));
  rpc(p.getPlatform, (_input, ctx) => coupons.list(ctx, null));
  rpc(p.setPlatformStatus, ({ couponId, status }, ctx) => coupons.setStatus(ctx, null, couponId, status));
}
