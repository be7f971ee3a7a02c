import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import type { Rpc } from '../../lib/routes.ts';
import { folioOf } from '../folios/folio-reads.service.ts';
import * as points from './points.service.ts';

export default function pointRoutes(rpc: Rpc) {
  rpc(pointCalls.calcPointWithFolio, async ({ storeId, folioId }, ctx) =>
    points.calcWithFolio(ctx, await folioOf(ctx.db, storeId, folioId)),
  );
  rpc(pointCalls.getPoints, (input, ctx) => points.getPoints(ctx, input));
  rpc(pointCalls.addPoint, (input, ctx) => points.addPoint(ctx, input));
  rpc(pointCalls.redeemStamps, (input, ctx) => points.redeemStamps(ctx, input));
  rpc(pointCalls.getStoreTotals, (input, ctx) => points.storeTotals(ctx, input));
  rpc(pointCalls.getCustomUserPoints, (input, ctx) => points.customUserPoints(ctx, input));
  rpc(pointCalls.getPayoffRules, ({ storeId }, ctx) => points.payoffRules(ctx, storeId));
  rpc(pointCalls.getChildStores, ({ storeId }, ctx) => points.childStores(ctx, storeId));
}
