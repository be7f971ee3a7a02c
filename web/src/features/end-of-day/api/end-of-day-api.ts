import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closingCalls } from '@sofra/contracts/closing/closing.calls';
import type { Day } from '@sofra/contracts/closing/closing.schemas';
import { post, postBlob } from '../../../lib/post';

/** End of day (docs/end-of-day.md): one business day of the store, the closed days, and the changes to a day. */
export const endOfDayKeys = {
  day: (storeId: string, day: string) => ['endOfDay', storeId, 'day', day] as const,
  list: (storeId: string, page: number) => ['endOfDay', storeId, 'list', page] as const,
  all: (storeId: string) => ['endOfDay', storeId] as const,
};

/** A business day; '' for the store's current one (the answer names it in `businessDay` and `today`). */
export const useDay = (storeId: string, day: string) =>
  useQuery({
    queryKey: endOfDayKeys.day(storeId, day),
    queryFn: ({ signal }) =>
      post(closingCalls.getDay, { storeId, ...(day ? { businessDay: day } : {}) }, { signal, toast: false }),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });

export const useClosedDays = (storeId: string, page: number) =>
  useQuery({
    queryKey: endOfDayKeys.list(storeId, page),
    queryFn: ({ signal }) => post(closingCalls.listDays, { storeId, page }, { signal, toast: false }),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });

/** After a close or a reopening: the day as answered, and the list again. */
const useDayChange = <I>(storeId: string, send: (input: I) => Promise<Day>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (day) => {
      client.setQueryData(endOfDayKeys.day(storeId, day.businessDay), day);
      void client.invalidateQueries({ queryKey: endOfDayKeys.all(storeId) });
    },
  });
};

export interface CloseInput {
  businessDay: string;
  float: number;
  counted: number;
  reason: string;
  note: string;
}

export const useCloseDay = (storeId: string) =>
  useDayChange(storeId, (input: CloseInput) => post(closingCalls.closeDay, { storeId, ...input }, { loading: true }));

export const useReopenDay = (storeId: string) =>
  useDayChange(storeId, (input: { businessDay: string; reason: string }) =>
    post(closingCalls.reopenDay, { storeId, ...input }, { loading: true }),
  );

export const exportDay = (storeId: string, businessDay: string, language: 'tr' | 'en') =>
  postBlob(closingCalls.exportDay, { storeId, businessDay, language }, { loading: true });

/**
 * Whether the caller may close the active store's day: its owners may; staff may with `payments.close-day`, which
 * a read of the day tells (refused: no entry in the menu).
 */
export const useCanCloseDay = (storeId: string | null, isOwner: boolean) => {
  const probe = useQuery({
    queryKey: ['endOfDay', storeId, 'probe'] as const,
    queryFn: ({ signal }) => post(closingCalls.listDays, { storeId: storeId ?? '' }, { signal, toast: false }),
    enabled: Boolean(storeId) && !isOwner,
    staleTime: Infinity,
    retry: false,
  });
  return Boolean(storeId) && (isOwner || probe.isSuccess);
};
