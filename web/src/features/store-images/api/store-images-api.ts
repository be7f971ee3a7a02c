import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Image } from '@sofra/contracts/media/media.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { menuImageCalls } from '@sofra/contracts/menu/menu.calls';
import { post } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

export type BannerType = 'store-banner' | 'popup-banner' | 'menu-banner';

/** Image state is store state: a change of active store drops it (lib/query-client.ts resetStoreState). */
export const logoQuery = (storeId: string) =>
  queryOptions({ queryKey: ['images', storeId, 'store'], queryFn: () => post(mediaCalls.imageStore, { id: storeId }) });

const bannerReads = {
  'store-banner': mediaCalls.storeBanners,
  'popup-banner': mediaCalls.popupBanners,
  'menu-banner': menuImageCalls.menuBanners,
} as const;

/** A store's banners, popup banners or menu banners, sorted by sequence ascending (the server sorts them). */
export const bannersQuery = (storeId: string, itemType: BannerType) =>
  queryOptions({
    queryKey: ['images', storeId, itemType],
    queryFn: () => post(bannerReads[itemType], { id: storeId }),
  });

export const refreshImages = (storeId: string, itemType: Image['itemType']) =>
  queryClient.invalidateQueries({ queryKey: ['images', storeId, itemType] });

/** Deletes a store's logo or one banner (a coupon's picture has its own call: coupons-api useDeleteCouponImage). */
export const useDeleteImage = (storeId: string, itemType: Exclude<Image['itemType'], 'coupon'>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => post(mediaCalls.deleteImage, { storeId, itemId, itemType }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['images', storeId, itemType] }),
  });
};

/** Moves one banner a place up (-1) or down (+1) and saves the whole order. */
export const useMoveBanner = (storeId: string, itemType: BannerType) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ banners, index, step }: { banners: Image[]; index: number; step: -1 | 1 }) => {
      const to = index + step;
      const itemIds = banners.map((b) => b.itemId);
      [itemIds[index], itemIds[to]] = [itemIds[to]!, itemIds[index]!];
      return post(mediaCalls.sortImages, { storeId, itemType, itemIds }, { loading: true });
    },
    onSuccess: (sorted) => client.setQueryData(bannersQuery(storeId, itemType).queryKey, sorted),
  });
};
