import { guestMenuCalls, publishCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as guest from './guest.service.ts';
import * as publish from './publish.service.ts';

/** Publishing and the published menu's reads (docs/menu.md): the sync lives here, as it builds the menu's snapshots. */
export default function publishRoutes(rpc: Rpc) {
  rpc(storeCalls.syncStoreMenu, ({ id }, ctx) => publish.sync(ctx, id));
  rpc(publishCalls.storeMenu, ({ id, language }, ctx) => publish.storeMenu(ctx, id, language));
  rpc(publishCalls.publishState, ({ storeId }, ctx) => publish.publishState(ctx, storeId));
  rpc(guestMenuCalls.menu, ({ storeId, language }, ctx) => guest.menu(ctx, storeId, language));
  rpc(guestMenuCalls.qr, ({ code, language }, ctx) => guest.qr(ctx, code, language));
}
