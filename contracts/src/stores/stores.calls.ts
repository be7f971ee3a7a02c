import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { storeStatuses } from '../core/enums.ts';
import { ZStore, ZStoreSave } from './stores.schemas.ts';

export const storeCalls = {
  saveStore: defineCall('store/saveStore', ZStoreSave, ZStore, { storeKey: 'id' }),
  storeInfo: defineCall('store/storeInfo', z.object({ id: ZId }), ZStore, { storeKey: 'id' }),
  getStoreStatus: defineCall('store/getStoreStatus', z.object({ id: ZId }),
    z.object({ id: ZId, status: z.enum(storeStatuses), menuVersion: z.number().int() }), { storeKey: 'id' }),
  /** Publishes the store's menu to the apps: records the sync and bumps menuVersion. */
  syncStoreMenu: defineCall('store/syncStoreMenu', z.object({ id: ZId }),
    z.object({ message: z.string(), menuVersion: z.number().int(), syncedAt: z.string() }), { storeKey: 'id' }),
};
