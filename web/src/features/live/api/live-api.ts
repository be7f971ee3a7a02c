import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationCalls, signalCalls } from '@sofra/contracts/live/live.calls';
import type { Signal } from '@sofra/contracts/live/live.schemas';
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
