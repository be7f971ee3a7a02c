import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderCalls } from '@sofra/contracts/live/live.calls';
import { catalogueCalls, extrasCalls } from '@sofra/contracts/menu/menu.calls';
import type { StoreStatus } from '@sofra/contracts/core/enums';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { liveKeys, useLiveOpen } from '../../../lib/live';
import { storeListKey } from '../../../lib/store-lists';
import { post } from '../../../lib/post';

/** The store's order settings (auto-accept, prep minutes, status); no toast: the sidebar reads it quietly too. */
export const orderSettingsQuery = (storeId: string) =>
  queryOptions({
    queryKey: liveKeys.orderSettings(storeId),
    queryFn: () => post(orderCalls.getSettings, { storeId }, { toast: false }),
    retry: false,
  });

export const useOrderSettings = (storeId: string) =>
  useQuery({ ...orderSettingsQuery(storeId), enabled: Boolean(storeId) });

/** Without the stream (it reconnects), the lists are read again this often instead. */
export const OFFLINE_REFRESH_MS = 15_000;

/**
 * The orders waiting for an answer and those answered this business day, newest first: read again on every order
 * event of the stream, and on a timer only while the stream is down.
 */
export const useOrders = (storeId: string) => {
  const live = useLiveOpen();
  return useQuery({
    queryKey: [...liveKeys.orders(storeId), 'list'],
    queryFn: () => post(orderCalls.getOrders, { storeId }),
    enabled: Boolean(storeId),
    staleTime: 0,
    refetchInterval: live ? false : OFFLINE_REFRESH_MS,
  });
};

const useOrderAnswer = <I>(storeId: string, send: (input: I) => Promise<Folio>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (folio) => {
      client.setQueryData<Folio[]>([...liveKeys.orders(storeId), 'list'], (old) =>
        old?.map((f) => (f.id === folio.id ? folio : f)),
      );
      void client.invalidateQueries({ queryKey: liveKeys.orders(storeId) });
    },
  });
};

export const useAcceptOrder = (storeId: string) =>
  useOrderAnswer(storeId, ({ id, prepMinutes }: { id: string; prepMinutes: number }) =>
    post(orderCalls.accept, { storeId, id, prepMinutes }, { toast: false }),
  );

export const useRejectOrder = (storeId: string) =>
  useOrderAnswer(storeId, ({ id, reason }: { id: string; reason: string }) =>
    post(orderCalls.reject, { storeId, id, reason }, { toast: false }),
  );

export const useSaveOrderSettings = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { autoAccept: boolean; prepMinutes: number; newBillPerOrder: boolean }) =>
      post(orderCalls.saveSettings, { storeId, ...v }, { toast: false }),
    onSuccess: (settings) => client.setQueryData(liveKeys.orderSettings(storeId), settings),
  });
};

export const useSetStoreStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: StoreStatus) => post(orderCalls.setStoreStatus, { storeId, status }),
    onSuccess: (settings) => {
      client.setQueryData(liveKeys.orderSettings(storeId), settings);
      void client.invalidateQueries({ queryKey: ['store', storeId] });
    },
  });
};

/**
 * Whether the signed-in user answers orders in the active store: an owner always; a staff member when the store
 * lets them read its order settings (`orders.manage`). Decides the sidebar's order entries.
 */
export const useCanManageOrders = (storeId: string | null, isOwner: boolean) => {
  const probe = useQuery({ ...orderSettingsQuery(storeId ?? ''), enabled: Boolean(storeId) && !isOwner });
  return Boolean(storeId) && (isOwner || probe.isSuccess);
};

/**
 * The names of the store's products and options in every language, so an order's lines read in the portal's language
 * (a line keeps the name of the menu's default language). Quiet and not retried: without them (no access to the menu,
 * a failed read) the lines show the names they were ordered with. Under the store's list keys: a change of the menu
 * renews them wherever they are shown (lib/store-lists.ts).
 */
export const useMenuNames = (storeId: string) => {
  const quiet = { enabled: Boolean(storeId), retry: false, staleTime: 5 * 60_000 } as const;
  const products = useQuery({
    ...quiet,
    queryKey: storeListKey(storeId, 'products', 'orderNames'),
    queryFn: () => post(catalogueCalls.getProducts, { storeId }, { toast: false }),
  });
  const modifiers = useQuery({
    ...quiet,
    queryKey: storeListKey(storeId, 'modifiers', 'orderNames'),
    queryFn: () => post(extrasCalls.getModifiers, { storeId }, { toast: false }),
  });
  return useMemo(() => {
    const names = new Map<string, Record<string, string>>();
    for (const p of products.data ?? []) names.set(p.id, p.names);
    for (const m of modifiers.data ?? []) for (const o of m.options) names.set(o.id, o.names);
    return names;
  }, [products.data, modifiers.data]);
};
