import type { FastifyInstance } from 'fastify';
import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as campaigns from './campaigns.service.ts';

export default async function campaignRoutes(app: FastifyInstance) {
  rpc(app, campaignCalls.get, ({ storeId }, ctx) => campaigns.list(ctx, storeId));
  rpc(app, campaignCalls.save, (input, ctx) => campaigns.save(ctx, input));
  rpc(app, campaignCalls.setStatus, (input, ctx) => campaigns.setStatus(ctx, input));
  rpc(app, campaignCalls.delete, ({ storeId, id }, ctx) => campaigns.remove(ctx, storeId, id));
  rpc(app, campaignCalls.getAudience, ({ storeId, segment }, ctx) => campaigns.audience(ctx, storeId, segment));
}
