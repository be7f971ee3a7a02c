import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { catalogueCalls as c, menuCalls, sheetCalls } from '@sofra/contracts/menu/menu.calls';
import { rpc } from '../../plugins/rpc.ts';
import { menuQr } from './menu.service.ts';
import * as catalogue from './catalogue.service.ts';
import * as sheet from './sheet.service.ts';

export default async function menuRoutes(app: FastifyInstance) {
  // Only the spreadsheet import takes a multipart body (its file part bounded by the contract's file.maxBytes).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });
  rpc(app, menuCalls.menuQR, ({ id, width }, ctx) => menuQr(ctx, id, width));
  // The spec's form: the store id as a path suffix; the same input, guard and handler.
  rpc(app, menuCalls.menuQRById, ({ id, width }, ctx) => menuQr(ctx, id, width));

  rpc(app, c.getGroups, ({ storeId }, ctx) => catalogue.groups(ctx, storeId));
  rpc(app, c.saveGroup, (input, ctx) => catalogue.saveGroup(ctx, input));
  rpc(app, c.deleteGroup, ({ storeId, id, moveTo }, ctx) => catalogue.deleteGroup(ctx, storeId, id, moveTo));
  rpc(app, c.setGroupStatus, ({ storeId, id, active }, ctx) => catalogue.setGroupStatus(ctx, storeId, id, active));
  rpc(app, c.sortGroups, ({ storeId, ids }, ctx) => catalogue.sortGroups(ctx, storeId, ids));
  rpc(app, c.getProducts, ({ storeId, groupId }, ctx) => catalogue.products(ctx, storeId, groupId));
  rpc(app, c.saveProduct, (input, ctx) => catalogue.saveProduct(ctx, input));
  rpc(app, c.deleteProduct, ({ storeId, id }, ctx) => catalogue.deleteProduct(ctx, storeId, id));
  rpc(app, c.setProductStatus, ({ storeId, id, active }, ctx) => catalogue.setProductStatus(ctx, storeId, id, active));
  rpc(app, c.sortProducts, ({ storeId, groupId, ids }, ctx) => catalogue.sortProducts(ctx, storeId, groupId, ids));

  rpc(app, sheetCalls.exportMenu, ({ storeId }, ctx) => sheet.exportMenu(ctx, storeId));
  rpc(app, sheetCalls.importMenu, ({ storeId }, ctx, { file }) => sheet.importMenu(ctx, storeId, file));
}
