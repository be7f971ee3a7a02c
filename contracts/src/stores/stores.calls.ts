import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { storeStatuses } from '../core/enums.ts';
import { ZStaff } from '../auth/auth.schemas.ts';
import {
  ZCancelStaffInvitation,
  ZRemoveStaff,
  ZSavedStaff,
  ZSaveStaff,
  ZSaveStaffPermissions,
  ZSaveStaffPosition,
  ZStaffNumberInvitation,
} from '../auth/staff.schemas.ts';
import { ZOk } from '../core/schemas.ts';
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
  /**
   * Adds (or updates the position of) a staff member found by the QR code of their app or by phone number; a number
   * with no account is invited by SMS (userId null in the answer).
   */
  saveStaff: defineCall('store/saveStaff', ZSaveStaff, ZSavedStaff, { storeKey: 'storeId' }),
  removeStaff: defineCall('store/removeStaff', ZRemoveStaff, ZOk, { storeKey: 'storeId' }),
  /**
   * Changes the position of a member (`userId`) or of a number's invitation (`gsm`) in place; `not_found` /
   * `invitation_not_found` when there is none. Answers the row as the staff list shows it.
   */
  saveStaffPosition: defineCall('store/saveStaffPosition', ZSaveStaffPosition, ZSavedStaff, { storeKey: 'storeId' }),
  saveStaffPermissions: defineCall('store/saveStaffPermissions', ZSaveStaffPermissions, ZStaff, {
    storeKey: 'storeId',
  }),
  /** The numbers invited to the staff that have no account yet, oldest first. */
  getStaffInvitations: defineCall('store/getStaffInvitations', z.object({ id: ZId }), z.array(ZStaffNumberInvitation), {
    storeKey: 'id',
    staffPermission: 'staff.view',
  }),
  /** Cancels the invitation of a number that has no account yet. */
  cancelStaffInvitation: defineCall('store/cancelStaffInvitation', ZCancelStaffInvitation, ZOk, {
    storeKey: 'storeId',
  }),
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
