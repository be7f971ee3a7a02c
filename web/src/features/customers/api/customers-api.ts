import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';
import type { Segment } from '@sofra/contracts/customers/customers.schemas';
import { post, postBlob } from '../../../lib/post';

export interface CustomerFilter {
  segment: Segment;
  search: string;
  lastVisitFrom: string | null;
  lastVisitTo: string | null;
}

const inputOf = (storeId: string, f: CustomerFilter) => ({
  storeId,
  segment: f.segment,
  ...(f.search.trim() ? { search: f.search.trim() } : {}),
  ...(f.lastVisitFrom ? { lastVisitFrom: f.lastVisitFrom } : {}),
  ...(f.lastVisitTo ? { lastVisitTo: f.lastVisitTo } : {}),
});

export const PAGE_SIZE = 50;

/** One page of the store's guests (report/getUserReport). */
export const customerPageQuery = (storeId: string, filter: CustomerFilter, page: number) =>
  queryOptions({
    queryKey: ['customers', storeId, filter, page],
    queryFn: ({ signal }) =>
      post(customerCalls.getUserReport, { ...inputOf(storeId, filter), page, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The filter's guests as an `.xlsx`. */
export const useExportCustomers = (storeId: string) =>
  useMutation({
    mutationFn: ({ filter, language }: { filter: CustomerFilter; language: 'tr' | 'en' }) =>
      postBlob(customerCalls.exportUserReport, { ...inputOf(storeId, filter), language }, { loading: true }),
  });

/** How many guests a message to the segment on the channel would reach (asked before sending). */
export const useMessageAudience = (storeId: string, segment: Segment, channel: 'sms' | 'push') =>
  useQuery({
    queryKey: ['customers', storeId, 'audience', segment, channel],
    queryFn: ({ signal }) => post(customerCalls.countMessageAudience, { storeId, segment, channel }, { signal }),
    staleTime: 0,
  });

export const useSendMessage = (storeId: string) =>
  useMutation({
    mutationFn: (input: { segment: Segment; channel: 'sms' | 'push'; text: string }) =>
      post(customerCalls.sendMessage, { storeId, ...input }, { loading: true }),
  });

/** The SMS opt-out page's one call (public: no sign-in). */
export const useOptOut = (token: string) =>
  useMutation({ mutationFn: () => post(customerCalls.optOut, { token }, { toast: false }) });
