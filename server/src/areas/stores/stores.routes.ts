import type { FastifyInstance } from 'fastify';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { rpc } from '../../plugins/rpc.ts';
import { attributes, categories } from './catalogue.ts';
import * as stores from './stores.service.ts';

export default async function storeRoutes(app: FastifyInstance) {
  rpc(app, storeCalls.saveStore, (input, ctx) => stores.save(ctx, input));
  rpc(app, storeCalls.storeInfo, ({ id }, ctx) => stores.info(ctx, id));
  rpc(app, storeCalls.getStoreStatus, ({ id }, ctx) => stores.status(ctx, id));
  rpc(app, storeCalls.syncStoreMenu, ({ id }, ctx) => stores.syncMenu(ctx, id));
  rpc(app, categoryCalls.categories, async () => categories);
  rpc(app, categoryCalls.attributes, async () => attributes);
}
