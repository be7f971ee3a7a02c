import { qrSizes } from '@sofra/contracts/core/constants';
import { webMenuUrl } from '../../lib/guest-url.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { info } from '../stores/stores.service.ts';

/** Width 0 (the spec's menu QR size) means the default print size. */
const DEFAULT_WIDTH = qrSizes.delivery;

/** The store's web menu as a QR code; the store must exist (the guard has checked the caller may use it). */
export const menuQr = async (ctx: UserCtx, storeId: string, width: number) => {
  await info(ctx, storeId);
  const url = webMenuUrl(ctx, `/menu/${storeId}`);
  return { url, image: await qrPng(url, width || DEFAULT_WIDTH) };
};
