import { qrSizes } from '@sofra/contracts/core/constants';
import type { UserCtx } from '../../plugins/rpc.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { info } from './stores.service.ts';

/** Width 0 (the spec's menu QR size) means the default print size. */
const DEFAULT_WIDTH = qrSizes.delivery;

/** An address of the guest app on the tenant's own sub-domain. */
export const guestUrl = (ctx: Pick<UserCtx, 'services' | 'tenant'>, path: string) => {
  const base = new URL(ctx.services.config.guestAppUrl);
  // Each tenant's guests use its own sub-domain, as the portal does.
  if (ctx.tenant.slug !== 'default') base.hostname = `${ctx.tenant.slug}.${base.hostname}`;
  return `${base.origin}${path}`;
};

export const deliveryQr = async (ctx: UserCtx, storeId: string, width: number) => {
  await info(ctx, storeId);
  const url = guestUrl(ctx, `/store/${storeId}?action=delivery`);
  return { url, image: await qrPng(url, width || DEFAULT_WIDTH) };
};

export const menuQr = async (ctx: UserCtx, storeId: string, width: number) => {
  await info(ctx, storeId);
  const url = guestUrl(ctx, `/menu/${storeId}`);
  return { url, image: await qrPng(url, width || DEFAULT_WIDTH) };
};
