import type { FastifyInstance } from 'fastify';
import { guestMenuCalls, publishCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as guest from './guest.service.ts';
import * as publish from './publish.service.ts';

/** Publishing and the published menu's reads (docs/menu.md): the sync lives here, as it builds the menu's snapshots. */
export default async function publishRoutes(app: FastifyInstance) {
  rpc(app, storeCalls.syncStoreMenu, ({ id }, ctx) => publish.sync(ctx, id));
  rpc(app, publishCalls.storeMenu, ({ id, language }, ctx) => publish.storeMenu(ctx, id, language));
  rpc(app, publishCalls.publishState, ({ storeId }, ctx) => publish.publishState(ctx, storeId));
  rpc(app, guestMenuCalls.menu, ({ storeId, language }, ctx) => guest.menu(ctx, storeId, language));
  rpc(app, guestMenuCalls.qr, ({ code, language }, ctx) => guest.qr(ctx, code, language));
}
