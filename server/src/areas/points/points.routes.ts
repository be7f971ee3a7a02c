import type { FastifyInstance } from 'fastify';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import { rpc } from '../../plugins/rpc.ts';
import { folioOf } from '../folios/folio-reads.service.ts';
import * as points from './points.service.ts';

export default async function pointRoutes(app: FastifyInstance) {
  rpc(app, pointCalls.calcPointWithFolio, async ({ storeId, folioId }, ctx) =>
    points.calcWithFolio(ctx, await folioOf(ctx.db, storeId, folioId)),
  );
  rpc(app, pointCalls.getPoints, (input, ctx) => points.getPoints(ctx, input));
  rpc(app, pointCalls.addPoint, (input, ctx) => points.addPoint(ctx, input));
  rpc(app, pointCalls.redeemStamps, (input, ctx) => points.redeemStamps(ctx, input));
  rpc(app, pointCalls.getStoreTotals, (input, ctx) => points.storeTotals(ctx, input));
  rpc(app, pointCalls.getCustomUserPoints, (input, ctx) => points.customUserPoints(ctx, input));
  rpc(app, pointCalls.getPayoffRules, ({ storeId }, ctx) => points.payoffRules(ctx, storeId));
  rpc(app, pointCalls.getChildStores, ({ storeId }, ctx) => points.childStores(ctx, storeId));
}
