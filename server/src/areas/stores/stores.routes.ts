import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Rpc } from '../../lib/routes.ts';
import { attributes, categories } from './catalogue.ts';
import { deliveryQr } from './qr.service.ts';
import * as staff from './staff.service.ts';
import * as stores from './stores.service.ts';

export default function storeRoutes(rpc: Rpc) {
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
