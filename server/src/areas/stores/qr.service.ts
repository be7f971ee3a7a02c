import { qrSizes } from '@sofra/contracts/core/constants';
import { guestUrl } from '../../lib/guest-url.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { info } from './stores.service.ts';

/** Width 0 means the default print size. */
const DEFAULT_WIDTH = qrSizes.delivery;

export const deliveryQr = async (ctx: UserCtx, storeId: string, width: number) => {
  await info(ctx, storeId);
  const url = guestUrl(ctx, `/store/${storeId}?action=delivery`);
  return { url, image: await qrPng(url, width || DEFAULT_WIDTH) };
};
