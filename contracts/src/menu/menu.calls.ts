import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import { ZQrCode } from '../stores/stores.calls.ts';

export const menuCalls = {
  /** The store's web menu as a QR code (the spec posts width 0: the default size). Served at menu/menuQR/{id} too. */
  menuQR: defineCall('menu/menuQR', z.object({ id: ZId, width: z.number().int().min(0).max(4096).default(0) }), ZQrCode, { storeKey: 'id' }),
};
