import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId, ZOk } from '../core/schemas.ts';
import {
  ZGroupSort,
  ZMenuItemRef,
  ZMenuQuery,
  ZMenuStatus,
  ZProduct,
  ZProductGroup,
  ZProductGroupDelete,
  ZProductGroupSave,
  ZProductQuery,
  ZProductSave,
  ZProductSort,
} from './catalogue.schemas.ts';
import { ZQrCode } from '../stores/stores.calls.ts';

const ZMenuQr = z.object({ id: ZId, width: z.number().int().min(0).max(4096).default(0) });

export const menuCalls = {
  /** The store's web menu as a QR code (the spec posts width 0: the default size). */
  menuQR: defineCall('menu/menuQR', ZMenuQr, ZQrCode, { storeKey: 'id' }),
  /** The same call in the spec's form: the store id as a path suffix (`POST /api/menu/menuQR/{id}`). */
  menuQRById: defineCall('menu/menuQR/{id}', ZMenuQr, ZQrCode, {
    params: ['id'],
    url: 'menu/menuQR/:id',
    storeKey: 'id',
  }),
};

const READ = { storeKey: 'storeId', staffPermission: 'store.view' } as const;
const EDIT = { storeKey: 'storeId', staffPermission: 'menu.edit' } as const;

/** The menu's groups and products as the owner edits them (the draft; docs/menu.md). */
export const catalogueCalls = {
  getGroups: defineCall('menu/getGroups', ZMenuQuery, z.array(ZProductGroup), READ),
  saveGroup: defineCall('menu/saveGroup', ZProductGroupSave, ZProductGroup, EDIT),
  deleteGroup: defineCall('menu/deleteGroup', ZProductGroupDelete, ZOk, EDIT),
  setGroupStatus: defineCall('menu/setGroupStatus', ZMenuStatus, ZProductGroup, EDIT),
  sortGroups: defineCall('menu/sortGroups', ZGroupSort, z.array(ZProductGroup), EDIT),
  getProducts: defineCall('menu/getProducts', ZProductQuery, z.array(ZProduct), READ),
  saveProduct: defineCall('menu/saveProduct', ZProductSave, ZProduct, EDIT),
  deleteProduct: defineCall('menu/deleteProduct', ZMenuItemRef, ZOk, EDIT),
  setProductStatus: defineCall('menu/setProductStatus', ZMenuStatus, ZProduct, EDIT),
  sortProducts: defineCall('menu/sortProducts', ZProductSort, z.array(ZProduct), EDIT),
};
