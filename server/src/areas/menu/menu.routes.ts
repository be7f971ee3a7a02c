import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_GROUPS, MAX_PRODUCTS } from '@sofra/contracts/menu/catalogue.schemas';
import {
  catalogueCalls as c,
  extrasCalls as x,
  menuCalls,
  menuImageCalls as img,
  sheetCalls,
} from '@sofra/contracts/menu/menu.calls';
import type { Rpc } from '../../lib/routes.ts';
import { menuQr } from './menu.service.ts';
import * as catalogue from './catalogue.service.ts';
import * as extras from './extras.service.ts';
import * as sheet from './sheet.service.ts';
import { importMenu } from './sheet-import.service.ts';
import * as media from '../media/media.service.ts';

export default async function menuRoutes(rpc: Rpc, app: FastifyInstance) {
  // Only the spreadsheet import takes a multipart body (its file part bounded by the contract's file.maxBytes).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });
  rpc(menuCalls.menuQR, ({ id, width }, ctx) => menuQr(ctx, id, width));
  // The spec's form: the store id as a path suffix; the same input, guard and handler.
  rpc(menuCalls.menuQRById, ({ id, width }, ctx) => menuQr(ctx, id, width));

  rpc(c.getGroups, ({ storeId }, ctx) => catalogue.groups(ctx, storeId));
  rpc(c.saveGroup, (input, ctx) => catalogue.saveGroup(ctx, input));
  rpc(c.deleteGroup, ({ storeId, id, moveTo }, ctx) => catalogue.deleteGroup(ctx, storeId, id, moveTo));
  rpc(c.setGroupStatus, ({ storeId, id, active }, ctx) => catalogue.setGroupStatus(ctx, storeId, id, active));
  rpc(c.sortGroups, ({ storeId, ids }, ctx) => catalogue.sortGroups(ctx, storeId, ids));
  rpc(c.getProducts, ({ storeId, groupId }, ctx) => catalogue.products(ctx, storeId, groupId));
  rpc(c.saveProduct, (input, ctx) => catalogue.saveProduct(ctx, input));
  rpc(c.deleteProduct, ({ storeId, id }, ctx) => catalogue.deleteProduct(ctx, storeId, id));
  rpc(c.setProductStatus, ({ storeId, id, active }, ctx) => catalogue.setProductStatus(ctx, storeId, id, active));
  rpc(c.sortProducts, ({ storeId, groupId, ids }, ctx) => catalogue.sortProducts(ctx, storeId, groupId, ids));

  rpc(sheetCalls.exportMenu, ({ storeId }, ctx) => sheet.exportMenu(ctx, storeId));
  rpc(sheetCalls.importMenu, ({ storeId }, ctx, { file }) => importMenu(ctx, storeId, file));
  rpc(x.getModifiers, ({ storeId }, ctx) => extras.modifiers(ctx, storeId));
  rpc(x.saveModifier, (input, ctx) => extras.saveModifier(ctx, input));
  rpc(x.deleteModifier, ({ storeId, id }, ctx) => extras.deleteModifier(ctx, storeId, id));
  rpc(x.setModifierStatus, ({ storeId, id, active }, ctx) => extras.setModifierStatus(ctx, storeId, id, active));
  rpc(x.getAdvices, ({ storeId }, ctx) => extras.advices(ctx, storeId));
  rpc(x.saveAdvice, (input, ctx) => extras.saveAdvice(ctx, input));
  rpc(x.deleteAdvice, ({ storeId, id }, ctx) => extras.deleteAdvice(ctx, storeId, id));
  rpc(x.setAdviceStatus, ({ storeId, id, active }, ctx) => extras.setAdviceStatus(ctx, storeId, id, active));
  rpc(x.setLinks, (input, ctx) => extras.setLinks(ctx, input));

  // The menu's pictures are kept by the media area (uploads: image/saveImage); the menu reads them through its service.
  rpc(img.product, ({ id }, ctx) => media.list(ctx, id, 'product', MAX_PRODUCTS));
  rpc(img.productGroups, ({ id }, ctx) => media.list(ctx, id, 'productGroup', MAX_GROUPS));
  rpc(img.menuBanners, ({ id }, ctx) => media.list(ctx, id, 'menu-banner'));
}
