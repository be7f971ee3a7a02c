import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notificationCalls, signalCalls } from '@sofra/contracts/live/live.calls';
import type { Notification, Signal } from '@sofra/contracts/live/live.schemas';
import { liveKeys } from '../../../lib/live';
import { post } from '../../../lib/post';

// ---- guest signals

/** The store's unanswered signals, oldest first (after a reload: the banner shows them again). */
export const useOpenSignals = (storeId: string | null) =>
  useQuery({
    queryKey: liveKeys.signals(storeId ?? ''),
    queryFn: () => post(signalCalls.getSignals, { storeId: storeId! }, { toast: false }),
    enabled: Boolean(storeId),
    staleTime: Infinity,
  });

/** A signal in or out of the banner's list (a live event or an answer), without reading the list again. */
export const putSignal = (client: ReturnType<typeof useQueryClient>, signal: Signal) =>
  client.setQueryData<Signal[]>(liveKeys.signals(signal.storeId), (old = []) => {
    const rest = old.filter((s) => s.id !== signal.id);
    return signal.answeredAt ? rest : [...rest, signal];
  });

/** Answers a signal for everyone at once; the banner drops it as soon as the answer comes. */
export const useAcknowledgeSignal = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(signalCalls.acknowledge, { storeId, id }),
    onSuccess: (signal) => putSignal(client, signal),
  });
};

// ---- notifications

/** The unread counts: the user's own and the active store's. */
export const useUnreadCounts = (storeId: string | null) =>
  useQuery({
    queryKey: liveKeys.counts(storeId),
    queryFn: () => post(notificationCalls.getUnreadCounts, storeId ? { storeId } : {}, { toast: false }),
    staleTime: Infinity,
  });

/**
 * One more unread of the store at once, from its stream's `notification` event (a store's stream carries the store's
 * notifications; the counts and lists are read again too).
 */
export const countNotification = (client: ReturnType<typeof useQueryClient>, storeId: string | null) =>
  client.setQueryData<{ user: number; store: number }>(liveKeys.counts(storeId), (old) =>
    old ? { ...old, store: old.store + 1 } : old,
  );

type Page = { items: Notification[]; nextCursor: string | null };
const listKey = (storeId: string | null) => [...liveKeys.notifications, 'list', storeId ?? ''] as const;

/** The store's notifications (or the user's own with no store), newest first, a page at a time. */
export const useNotifications = (scope: 'store' | 'user', storeId: string | null, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...listKey(scope === 'store' ? storeId : null), scope],
    queryFn: ({ pageParam }) =>
      scope === 'store'
        ? post(notificationCalls.getStaff, { storeId: storeId!, ...(pageParam ? { cursor: pageParam } : {}) })
        : post(notificationCalls.get, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
    enabled: enabled && (scope === 'user' || Boolean(storeId)),
  });

/** Marks everything of the store (or the user's own) read: the count drops to 0 at once. */
export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId }: { storeId: string | null; countsOf: string | null }) =>
      post(notificationCalls.markRead, storeId ? { storeId } : {}, { toast: false }),
    onSuccess: (_ok, { storeId, countsOf }) =>
      client.setQueryData<{ user: number; store: number }>(liveKeys.counts(countsOf), (old) =>
        old ? (storeId ? { ...old, store: 0 } : { ...old, user: 0 }) : old,
      ),
  });
};

/** Hides a notification from this user's list: the store's (staff) list or their own, as it was listed. */
export const useDeleteNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ n, storeId }: { n: Notification; storeId: string | null }) =>
      storeId
        ? post(notificationCalls.deleteStaff, { storeId, ids: [n.id] })
        : post(notificationCalls.delete, { ids: [n.id] }),
    onSuccess: (_ok, { n }) => {
      client.setQueriesData<InfiniteData<Page>>({ queryKey: [...liveKeys.notifications, 'list'] }, (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== n.id) })) } : old,
      );
    },
  });
};
