import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { couponCalls, platformCouponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import { couponImageCalls } from '@sofra/contracts/media/coupon-image.calls';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import type { GuestKey } from '../../../components/guest-key/guest-key';
import { post, postBlob } from '../../../lib/post';
import { storeListKey } from '../../../lib/store-lists';

/** The store's coupons (null: the platform's), newest first. */
export const couponListQuery = (storeId: string | null) =>
  queryOptions({
    queryKey: ['coupons', storeId ?? 'platform'],
    queryFn: () => (storeId === null ? post(platformCouponCalls.getPlatform, {}) : post(couponCalls.get, { storeId })),
  });

export const useCoupons = (storeId: string | null, enabled = true) =>
  useQuery({ ...couponListQuery(storeId), enabled });

export const useCouponUsage = (storeId: string, couponId: string | null) =>
  useQuery({
    queryKey: ['coupons', storeId, 'usage', couponId],
    queryFn: () => post(couponCalls.getUsage, { storeId, couponId: couponId! }),
    enabled: Boolean(couponId),
  });

type CreateInput = Omit<CallInput<typeof couponCalls.create>, 'storeId'>;

/** Creates a store coupon (storeId) or a platform coupon (null). Errors belong to the form: not toasted. */
export const useCreateCoupon = (storeId: string | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInput) =>
      storeId === null
        ? post(platformCouponCalls.createPlatform, input, { loading: true, toast: false })
        : post(couponCalls.create, { ...input, storeId }, { loading: true, toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponListQuery(storeId).queryKey }),
  });
};

export const useSetCouponStatus = (storeId: string | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, status }: { couponId: string; status: 'active' | 'disabled' }) =>
      storeId === null
        ? post(platformCouponCalls.setPlatformStatus, { couponId, status }, { loading: true })
        : post(couponCalls.setStatus, { storeId, couponId, status }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponListQuery(storeId).queryKey }),
  });
};

/** Every code of a coupon as an `.xlsx`. */
export const useExportCodes = (storeId: string) =>
  useMutation({
    mutationFn: (couponId: string) => postBlob(couponCalls.exportCodes, { storeId, couponId }, { loading: true }),
  });

/** Gives a coupon to a guest by phone number. Errors belong to the form. */
export const useLoadCoupon = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, gsm }: { couponId: string; gsm: string }) =>
      post(couponCalls.load, { storeId, couponId, guest: { gsm } }, { loading: true, toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponListQuery(storeId).queryKey }),
  });
};

/** The store's products, for a "free product" coupon (menu.edit is not needed: store.view reads them). */
export const useCouponProducts = (storeId: string | null, enabled: boolean) =>
  useQuery({
    // Under the products' shared key (lib/store-lists.ts): a menu change renews the picker.
    queryKey: storeListKey(storeId ?? '', 'products', 'coupons'),
    queryFn: () => post(catalogueCalls.getProducts, { storeId: storeId! }, { toast: false }),
    enabled: enabled && storeId !== null,
  });

// ---- scratch cards

const poolsQuery = (storeId: string) =>
  queryOptions({ queryKey: ['coupons', storeId, 'pools'], queryFn: () => post(couponCalls.getPools, { storeId }) });

export const usePools = (storeId: string) => useQuery(poolsQuery(storeId));

type PoolInput = Omit<CallInput<typeof couponCalls.savePool>, 'storeId'>;

/** Creates (no id) or changes a scratch pool. Errors belong to the form. */
export const useSavePool = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PoolInput) =>
      post(couponCalls.savePool, { ...input, storeId }, { loading: true, toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: poolsQuery(storeId).queryKey }),
  });
};

/** Scratches a pool's card for a guest in front of the staff: once per guest per pool. Errors belong to the form. */
export const useScratch = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ poolId, guest }: { poolId: string; guest: GuestKey }) =>
      post(couponCalls.scratch, { storeId, poolId, guest }, { loading: true, toast: false }),
    onSettled: () => client.invalidateQueries({ queryKey: ['coupons', storeId] }),
  });
};

/** Reads the store's coupons again: after the shared uploader stored a coupon's picture. */
export const useRefreshCoupons = (storeId: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: couponListQuery(storeId).queryKey });
};

/** Removes a coupon's picture. */
export const useDeleteCouponImage = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (couponId: string) =>
      post(couponImageCalls.deleteCouponImage, { storeId, couponId }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponListQuery(storeId).queryKey }),
  });
};
