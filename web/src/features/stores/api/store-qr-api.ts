import { queryOptions } from '@tanstack/react-query';
import { qrSizes } from '@sofra/contracts/core/constants';
import { menuCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from '../../../lib/post';

/*
 * The store's QR codes, apart from store-settings-api.ts: only the lower part of the settings page shows them, so the
 * menu's calls (menu.calls) are not loaded before its first screenful (docs/performance.md).
 */

export const deliveryQrQuery = (id: string) =>
  queryOptions({
    queryKey: ['store', id, 'qr', 'delivery'],
    queryFn: () => post(storeCalls.getDeliveryQr, { id, width: qrSizes.delivery }),
    staleTime: Infinity,
  });

export const menuQrQuery = (id: string) =>
  queryOptions({
    queryKey: ['store', id, 'qr', 'menu'],
    queryFn: () => post(menuCalls.menuQR, { id, width: qrSizes.menu }),
    staleTime: Infinity,
  });
