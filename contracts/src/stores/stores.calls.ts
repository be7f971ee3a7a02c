import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { storeStatuses } from '../core/enums.ts';
import { ZStore, ZStoreSave } from './stores.schemas.ts';

/** A QR code: the address it encodes and its PNG as a data URL, ready to show and download. */
export const ZQrCode = z.object({ url: z.string(), image: z.string() });
const ZQrRequest = z.object({ id: ZId, width: z.number().int().min(0).max(4096).default(1024) });

export const storeCalls = {
  saveStore: defineCall('store/saveStore', ZStoreSave, ZStore, { storeKey: 'id' }),
  storeInfo: defineCall('store/storeInfo', z.object({ id: ZId }), ZStore, { storeKey: 'id' }),
  getStoreStatus: defineCall('store/getStoreStatus', z.object({ id: ZId }),
    z.object({ id: ZId, status: z.enum(storeStatuses), menuVersion: z.number().int() }), { storeKey: 'id' }),
  /** Publishes the store's menu to the apps: records the sync and bumps menuVersion. */
  /** The store's delivery (order from home) address as a QR code, 1024 px by default. */
  getDeliveryQr: defineCall('store/getDeliveryQr', ZQrRequest, ZQrCode, { storeKey: 'id' }),
  syncStoreMenu: defineCall('store/syncStoreMenu', z.object({ id: ZId }),
    z.object({ message: z.string(), menuVersion: z.number().int(), syncedAt: z.string() }), { storeKey: 'id' }),
};
