import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { staffPositions, storeStatuses } from '../core/enums.ts';
import { staffPermissions } from '../core/permissions.ts';
import { ZStaff } from '../auth/auth.schemas.ts';
import { ZGsm, ZOk, ZText } from '../core/schemas.ts';
import { ZStore, ZStoreSave } from './stores.schemas.ts';

/** A QR code: the address it encodes and its PNG as a data URL, ready to show and download. */
export const ZQrCode = z.object({ url: z.string(), image: z.string() });
const ZQrRequest = z.object({ id: ZId, width: z.number().int().min(0).max(4096).default(1024) });

export const storeCalls = {
  /** Creates a store (no id: any user, who becomes its owner) or updates one (owners, and staff holding store.edit). */
  saveStore: defineCall('store/saveStore', ZStoreSave, ZStore, { storeKey: 'id', staffPermission: 'store.edit' }),
  storeInfo: defineCall('store/storeInfo', z.object({ id: ZId }), ZStore, {
    storeKey: 'id',
    staffPermission: 'store.view',
  }),
  getStoreStatus: defineCall(
    'store/getStoreStatus',
    z.object({ id: ZId }),
    z.object({ id: ZId, status: z.enum(storeStatuses), menuVersion: z.number().int() }),
    { storeKey: 'id', staffPermission: 'store.view' },
  ),
  getStaffList: defineCall('store/getStaffList', z.object({ id: ZId }), z.array(ZStaff), {
    storeKey: 'id',
    staffPermission: 'staff.view',
  }),
  /** Adds (or updates) a staff member found by the QR code of their app or by phone number. */
  saveStaff: defineCall(
    'store/saveStaff',
    z
      .object({
        storeId: ZId,
        userQr: ZText(200).min(1).optional(),
        gsm: ZGsm.optional(),
        position: z.enum(staffPositions).default('waiter'),
      })
      .refine((v) => Boolean(v.userQr) !== Boolean(v.gsm), 'give either userQr or gsm'),
    ZStaff,
    { storeKey: 'storeId' },
  ),
  removeStaff: defineCall('store/removeStaff', z.object({ storeId: ZId, userId: ZId }), ZOk, { storeKey: 'storeId' }),
  saveStaffPermissions: defineCall(
    'store/saveStaffPermissions',
    z.object({
      storeId: ZId,
      userId: ZId,
      permissions: z.array(z.enum(staffPermissions)).max(staffPermissions.length),
    }),
    ZStaff,
    { storeKey: 'storeId' },
  ),
  /** Publishes the store's menu to the apps: records the sync and bumps menuVersion. */
  /** The store's delivery (order from home) address as a QR code, 1024 px by default. */
  getDeliveryQr: defineCall('store/getDeliveryQr', ZQrRequest, ZQrCode, { storeKey: 'id' }),
  syncStoreMenu: defineCall(
    'store/syncStoreMenu',
    z.object({ id: ZId }),
    z.object({ message: z.string(), menuVersion: z.number().int(), syncedAt: z.string() }),
    { storeKey: 'id' },
  ),
};
