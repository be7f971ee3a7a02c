import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Rpc } from '../../lib/routes.ts';
import { attributes, categories } from './catalogue.ts';
import * as invitations from './invitations.service.ts';
import * as ownedStores from './owned-stores.service.ts';
import { deliveryQr } from './qr.service.ts';
import * as staff from './staff.service.ts';
import * as stores from './stores.service.ts';

export default function storeRoutes(rpc: Rpc) {
  // A user's own stores and store invitations: calls of the user's (user/…), answered by this area, which keeps them.
  rpc(authCalls.getOwnedStores, (_input, ctx) => ownedStores.listVersioned(ctx));
  rpc(authCalls.linkOwnedStore, (input, ctx) => ownedStores.link(ctx, input));
  rpc(authCalls.unlinkOwnedStore, (input, ctx) => ownedStores.unlink(ctx, input));
  rpc(authCalls.getInvitations, (_input, ctx) => invitations.list(ctx));
  rpc(authCalls.acceptInvitation, (input, ctx) => invitations.accept(ctx, input));
  rpc(authCalls.declineInvitation, (input, ctx) => invitations.decline(ctx, input));
  rpc(storeCalls.saveStore, (input, ctx) => stores.save(ctx, input));
  rpc(storeCalls.storeInfo, ({ id }, ctx) => stores.info(ctx, id));
  rpc(storeCalls.getStoreStatus, ({ id }, ctx) => stores.status(ctx, id));
  rpc(storeCalls.getStaffList, ({ id }, ctx) => staff.list(ctx, id));
  rpc(storeCalls.saveStaff, (input, ctx) => staff.save(ctx, input));
  rpc(storeCalls.removeStaff, ({ storeId, userId }, ctx) => staff.remove(ctx, storeId, userId));
  rpc(storeCalls.saveStaffPosition, (input, ctx) => staff.setPosition(ctx, input));
  rpc(storeCalls.saveStaffPermissions, (input, ctx) => staff.setPermissions(ctx, input));
  rpc(storeCalls.getStaffInvitations, ({ id }, ctx) => staff.numberInvitations(ctx, id));
  rpc(storeCalls.cancelStaffInvitation, ({ storeId, gsm }, ctx) => staff.cancelNumberInvitation(ctx, storeId, gsm));
  rpc(storeCalls.getDeliveryQr, ({ id, width }, ctx) => deliveryQr(ctx, id, width));
  rpc(categoryCalls.categories, async () => categories);
  rpc(categoryCalls.attributes, async () => attributes);
}
