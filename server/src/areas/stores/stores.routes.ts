import type { FastifyInstance } from 'fastify';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { rpc } from '../../plugins/rpc.ts';
import { attributes, categories } from './catalogue.ts';
import { menuCalls } from '@sofra/contracts/menu/menu.calls';
import { AppError } from '../../plugins/errors.ts';
import { guardStore, requestContext, type UserCtx } from '../../plugins/rpc.ts';
import { deliveryQr, menuQr } from './qr.service.ts';
import * as staff from './staff.service.ts';
import * as stores from './stores.service.ts';

export default async function storeRoutes(app: FastifyInstance) {
  rpc(app, storeCalls.saveStore, (input, ctx) => stores.save(ctx, input));
  rpc(app, storeCalls.storeInfo, ({ id }, ctx) => stores.info(ctx, id));
  rpc(app, storeCalls.getStoreStatus, ({ id }, ctx) => stores.status(ctx, id));
  rpc(app, storeCalls.syncStoreMenu, ({ id }, ctx) => stores.syncMenu(ctx, id));
  rpc(app, storeCalls.getStaffList, ({ id }, ctx) => staff.list(ctx, id));
  rpc(app, storeCalls.saveStaff, (input, ctx) => staff.save(ctx, input));
  rpc(app, storeCalls.removeStaff, ({ storeId, userId }, ctx) => staff.remove(ctx, storeId, userId));
  rpc(app, storeCalls.saveStaffPermissions, (input, ctx) => staff.setPermissions(ctx, input));
  rpc(app, storeCalls.getDeliveryQr, ({ id, width }, ctx) => deliveryQr(ctx, id, width));
  rpc(app, menuCalls.menuQR, ({ id, width }, ctx) => menuQr(ctx, id, width));
  // The spec's form of the menu QR call: the store id as a path suffix.
  app.post<{ Params: { id: string } }>('/api/menu/menuQR/:id', async (request) => {
    const parsed = menuCalls.menuQR.input.safeParse({ ...(request.body as object ?? {}), id: request.params.id });
    if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues.map((i) => i.message).join('; '));
    const ctx = await requestContext(app, request, 'user');
    await guardStore(ctx, parsed.data.id);
    return menuCalls.menuQR.output.parse(await menuQr(ctx as UserCtx, parsed.data.id, parsed.data.width));
  });
  rpc(app, categoryCalls.categories, async () => categories);
  rpc(app, categoryCalls.attributes, async () => attributes);
}
