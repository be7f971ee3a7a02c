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
import { ZAdvice, ZAdviceSave, ZMenuLinks, ZModifier, ZModifierSave } from './extras.schemas.ts';
import {
  ZGuestMenu,
  ZGuestMenuQuery,
  ZGuestQrQuery,
  ZMenuImported,
  ZPublishState,
  ZStoreMenu,
  ZStoreMenuQuery,
} from './published.schemas.ts';
import { ZImage } from '../media/media.calls.ts';

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

/** Variations (the spec's modifiers) and suggestion lists (the spec's advices), and what they are attached to. */
export const extrasCalls = {
  getModifiers: defineCall('menu/getModifiers', ZMenuQuery, z.array(ZModifier), READ),
  saveModifier: defineCall('menu/saveModifier', ZModifierSave, ZModifier, EDIT),
  deleteModifier: defineCall('menu/deleteModifier', ZMenuItemRef, ZOk, EDIT),
  setModifierStatus: defineCall('menu/setModifierStatus', ZMenuStatus, ZModifier, EDIT),
  getAdvices: defineCall('menu/getAdvices', ZMenuQuery, z.array(ZAdvice), READ),
  saveAdvice: defineCall('menu/saveAdvice', ZAdviceSave, ZAdvice, EDIT),
  deleteAdvice: defineCall('menu/deleteAdvice', ZMenuItemRef, ZOk, EDIT),
  setAdviceStatus: defineCall('menu/setAdviceStatus', ZMenuStatus, ZAdvice, EDIT),
  /** Replaces the variations and/or suggestion lists of one product or group; answers their new lists. */
  setLinks: defineCall(
    'menu/setLinks',
    ZMenuLinks,
    z.object({ modifierIds: z.array(z.string()), adviceIds: z.array(z.string()) }),
    EDIT,
  ),
};

/** The menu's pictures, read per store (uploads go through `image/saveImage/{storeId}`). */
export const menuImageCalls = {
  product: defineCall('image/product', z.object({ id: ZId }), z.array(ZImage), {
    storeKey: 'id',
    staffPermission: 'store.view',
  }),
  productGroups: defineCall('image/productGroups', z.object({ id: ZId }), z.array(ZImage), {
    storeKey: 'id',
    staffPermission: 'store.view',
  }),
  menuBanners: defineCall('image/menuBanners', z.object({ id: ZId }), z.array(ZImage), {
    storeKey: 'id',
    staffPermission: 'store.view',
  }),
};

/** Publishing: the draft becomes the menu guests and tills read (docs/menu.md). */
export const publishCalls = {
  /** The published menu in one language, with an ETag (304 on If-None-Match). A till reads it with its POS key. */
  storeMenu: defineCall('store/storeMenu', ZStoreMenuQuery, ZStoreMenu, {
    storeKey: 'id',
    staffPermission: 'store.view',
    pos: true,
  }),
  publishState: defineCall('menu/publishState', ZMenuQuery, ZPublishState, READ),
};

/** The whole draft menu as a spreadsheet, and back (docs/menu.md). */
export const sheetCalls = {
  /** The `.xlsx` bytes (sheets Groups and Products). */
  exportMenu: defineCall('menu/exportMenu', ZMenuQuery, z.unknown(), { ...READ, raw: true }),
  /**
   * Reads an `.xlsx` of the export's shape (multipart, a `file` part). Every row is checked first; one wrong row changes
   * nothing and answers `menu_import_invalid` with `fields` naming `{sheet}.{row}.{column}` and the reason.
   */
  importMenu: defineCall('menu/importMenu', z.object({ storeId: ZId }), ZMenuImported, {
    ...EDIT,
    body: 'multipart',
    file: { maxBytes: 5 * 1024 * 1024 },
    params: ['storeId'],
  }),
};

/** The guest web menu's reads: public, only the published snapshot, only when the store's web menu is on. */
export const guestMenuCalls = {
  menu: defineCall('guest/menu', ZGuestMenuQuery, ZGuestMenu, {
    access: 'public',
    method: 'GET',
    params: ['storeId'],
  }),
  qr: defineCall('guest/qr', ZGuestQrQuery, ZGuestMenu, { access: 'public', method: 'GET', params: ['code'] }),
};
