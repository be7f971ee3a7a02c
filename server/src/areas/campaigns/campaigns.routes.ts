import { campaignCalls } from '@sofra/contracts/loyalty/campaigns.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as campaigns from './campaigns.service.ts';
import { results } from './results.ts';

export default function campaignRoutes(rpc: Rpc) {
  rpc(campaignCalls.get, ({ storeId }, ctx) => campaigns.list(ctx, storeId));
  rpc(campaignCalls.save, (input, ctx) => campaigns.save(ctx, input));
  rpc(campaignCalls.setStatus, (input, ctx) => campaigns.setStatus(ctx, input));
  rpc(campaignCalls.delete, ({ storeId, id }, ctx) => campaigns.remove(ctx, storeId, id));
  rpc(campaignCalls.getAudience, ({ storeId, segment }, ctx) => campaigns.audience(ctx, storeId, segment));
  rpc(campaignCalls.getMessageAudience, (input, ctx) => campaigns.messageAudience(ctx, input));
  rpc(campaignCalls.getResults, (input, ctx) => results(ctx, input));
}
