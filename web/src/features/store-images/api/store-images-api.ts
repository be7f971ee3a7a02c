import { queryOptions } from '@tanstack/react-query';
import type { Image } from '@sofra/contracts/media/media.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { post, postJson } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

export type BannerType = 'store-banner' | 'popup-banner';

/** Image state is store state: a change of active store drops it (lib/query-client.ts resetStoreState). */
export const logoQuery = (storeId: string) =>
  queryOptions({ queryKey: ['images', storeId, 'store'], queryFn: () => post(mediaCalls.imageStore, { id: storeId }) });

/** A store's banners or popup banners, sorted by sequence ascending (the server sorts them). */
export const bannersQuery = (storeId: string, itemType: BannerType) =>
  queryOptions({
    queryKey: ['images', storeId, itemType],
    queryFn: () => post(itemType === 'store-banner' ? mediaCalls.storeBanners : mediaCalls.popupBanners, { id: storeId }),
  });

export const refreshImages = (storeId: string, itemType: Image['itemType']) =>
  queryClient.invalidateQueries({ queryKey: ['images', storeId, itemType] });

export const deleteImage = async (storeId: string, itemType: Image['itemType'], itemId: string) => {
  await postJson<{ message: string }>(`image/deleteImage/${encodeURIComponent(storeId)}`, { itemId, itemType }, { loading: true });
  await refreshImages(storeId, itemType);
};

/** Moves one banner a place up (-1) or down (+1) and saves the whole order. */
export const moveBanner = async (storeId: string, itemType: BannerType, banners: Image[], index: number, step: -1 | 1) => {
  const to = index + step;
  if (to < 0 || to >= banners.length) return;
  const itemIds = banners.map((b) => b.itemId);
  [itemIds[index], itemIds[to]] = [itemIds[to]!, itemIds[index]!];
  const sorted = await post(mediaCalls.sortImages, { storeId, itemType, itemIds }, { loading: true });
  queryClient.setQueryData(bannersQuery(storeId, itemType).queryKey, sorted);
};
