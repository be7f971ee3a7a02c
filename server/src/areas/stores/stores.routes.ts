import type { FastifyInstance } from 'fastify';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as stores from './stores.service.ts';

export default async function storeRoutes(app: FastifyInstance) {
  rpc(app, storeCalls.saveStore, (input, ctx) => stores.save(ctx, input));
  rpc(app, storeCalls.storeInfo, ({ id }, ctx) => stores.info(ctx, id));
}
