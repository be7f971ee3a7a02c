import type { FastifyInstance } from 'fastify';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as legal from './legal.service.ts';

export default async function legalRoutes(app: FastifyInstance) {
  rpc(app, legalCalls.get, ({ storeId }, ctx) => legal.list(ctx, storeId));
  rpc(app, legalCalls.save, (input, ctx) => legal.save(ctx, input));
  rpc(app, legalCalls.delete, ({ id, storeId }, ctx) => legal.remove(ctx, id, storeId));
  rpc(app, legalCalls.view, (input, ctx) => legal.view(ctx, input));
}
