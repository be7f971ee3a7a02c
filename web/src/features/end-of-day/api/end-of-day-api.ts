import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closingCalls } from '@sofra/contracts/closing/closing.calls';
import type { Day } from '@sofra/contracts/closing/closing.schemas';
import { post, postBlob } from '../../../lib/post';

/** End of day (docs/end-of-day.md): one business day of the store, the closed days, and the changes to a day. */
export const endOfDayKeys = {
  day: (storeId: string, day: string) => ['endOfDay', storeId, 'day', day] as const,
  list: (storeId: string, page: number) => ['endOfDay', storeId, 'list', page] as const,
  shifts: (storeId: string, day: string) => ['endOfDay', storeId, 'shifts', day] as const,
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
 * Whether the caller may use the end-of-day screen: its owners may; staff may with `payments.take` (their shifts),
 * which a read of the shifts tells (refused: no entry in the menu). The day's own parts need `payments.close-day`.
 */
export const useCanCloseDay = (storeId: string | null, isOwner: boolean) => {
  const probe = useQuery({
    queryKey: ['endOfDay', storeId, 'probe'] as const,
    queryFn: ({ signal }) => post(closingCalls.getShifts, { storeId: storeId ?? '' }, { signal, toast: false }),
    enabled: Boolean(storeId) && !isOwner,
    staleTime: Infinity,
    retry: false,
  });
  return Boolean(storeId) && (isOwner || probe.isSuccess);
};

export const useShifts = (storeId: string, day: string) =>
  useQuery({
    queryKey: endOfDayKeys.shifts(storeId, day),
    queryFn: ({ signal }) =>
      post(closingCalls.getShifts, { storeId, ...(day ? { businessDay: day } : {}) }, { signal, toast: false }),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });

/** Opening or closing a shift: the day (its open shifts) and the shifts are read again. */
const useShiftChange = <I>(storeId: string, send: (input: I) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: endOfDayKeys.all(storeId) }),
  });
};

export const useOpenShift = (storeId: string) =>
  useShiftChange(storeId, (input: { till: string; float: number }) =>
    post(closingCalls.openShift, { storeId, ...input }, { loading: true }),
  );

export const useCloseShift = (storeId: string) =>
  useShiftChange(storeId, (input: { id: string; counted: number; reason: string; note: string }) =>
    post(closingCalls.closeShift, { storeId, ...input }, { loading: true }),
  );
