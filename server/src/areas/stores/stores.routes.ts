import type { FastifyInstance } from 'fastify';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { rpc } from '../../plugins/rpc.ts';
import { attributes, categories } from './catalogue.ts';
import { deliveryQr } from './qr.service.ts';
import * as staff from './staff.service.ts';
import * as stores from './stores.service.ts';

export default async function storeRoutes(app: FastifyInstance) {
  rpc(app, storeCalls.saveStore, (input, ctx) => stores.save(ctx, input));
  rpc(app, storeCalls.storeInfo, ({ id }, ctx) => stores.info(ctx, id));
  rpc(app, storeCalls.getStoreStatus, ({ id }, ctx) => stores.status(ctx, id));
  rpc(app, storeCalls.getStaffList, ({ id }, ctx) => staff.list(ctx, id));
  rpc(app, storeCalls.saveStaff, (input, ctx) => staff.save(ctx, input));
  rpc(app, storeCalls.removeStaff, ({ storeId, userId }, ctx) => staff.remove(ctx, storeId, userId));
  rpc(app, storeCalls.saveStaffPosition, (input, ctx) => staff.setPosition(ctx, input));
  rpc(app, storeCalls.saveStaffPermissions, (input, ctx) => staff.setPermissions(ctx, input));
  rpc(app, storeCalls.getStaffInvitations, ({ id }, ctx) => staff.numberInvitations(ctx, id));
  rpc(app, storeCalls.cancelStaffInvitation, ({ storeId, gsm }, ctx) =>
    staff.cancelNumberInvitation(ctx, storeId, gsm),
  );
  rpc(app, storeCalls.getDeliveryQr, ({ id, width }, ctx) => deliveryQr(ctx, id, width));
  rpc(app, categoryCalls.categories, async () => categories);
  rpc(app, categoryCalls.attributes, async () => attributes);
}
