import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { ZStore, ZStoreSave } from './stores.schemas.ts';

export const storeCalls = {
  saveStore: defineCall('store/saveStore', ZStoreSave, ZStore, { storeKey: 'id' }),
  storeInfo: defineCall('store/storeInfo', z.object({ id: ZId }), ZStore, { storeKey: 'id' }),
};
