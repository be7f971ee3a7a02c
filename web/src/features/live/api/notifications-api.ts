import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notificationCalls } from '@sofra/contracts/live/live.calls';
import type { Notification } from '@sofra/contracts/live/live.schemas';
import { liveKeys } from '../../../lib/live';
import { post } from '../../../lib/post';

/** The bell's lists (loaded with its list, on the first press). */

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
