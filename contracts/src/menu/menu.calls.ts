import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
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
