import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { FOLIO_PAGE_SIZE, type FolioDetail, type FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { withIdempotency } from '../../../lib/idempotency';
import { post, postBlob } from '../../../lib/post';
import { storeListKey } from '../../../lib/store-lists';

/** What the folio list is filtered by: business days from..to (both included) and the optional narrowing. */
export interface FolioFilter {
  from: string;
  to: string;
  /** Empty: the server's default, closed and cancelled. */
  status: FolioStatus[];
  tableId: string | null;
  paymentTypeId: string | null;
  staffId: string | null;
  includeHidden: boolean;
}

/** The store's folios, per filter: the pages, the totals row and one folio's detail. */
export const folioListKeys = {
  all: (storeId: string) => ['folioList', storeId] as const,
  pages: (storeId: string, filter: FolioFilter) => ['folioList', storeId, 'pages', filter] as const,
  totals: (storeId: string, filter: FolioFilter) => ['folioList', storeId, 'totals', filter] as const,
  detail: (storeId: string, id: string) => ['folioList', storeId, 'detail', id] as const,
  /** The filters' choices; the payment types are under their shared key (lib/store-lists.ts). */
  options: (storeId: string, kind: 'tables' | 'staff') => ['folioList', storeId, kind] as const,
};

type Search = CallInput<typeof folioCalls.getByStore>;

/** The call's input for a filter: only what narrows the search is sent. */
export const searchInput = (storeId: string, filter: FolioFilter): Search => ({
  storeId,
  from: filter.from,
  to: filter.to,
  ...(filter.status.length ? { status: filter.status } : {}),
  ...(filter.tableId ? { tableId: filter.tableId } : {}),
  ...(filter.paymentTypeId ? { paymentTypeId: filter.paymentTypeId } : {}),
  ...(filter.staffId ? { staffId: filter.staffId } : {}),
  includeHidden: filter.includeHidden,
});

/**
 * The folios of the filter, newest first, a keyset page at a time ("load more" asks for the page after the last
 * one's `nextCursor`). While another filter loads, the rows of the one before stay on screen.
 */
export const useFolioPages = (storeId: string, filter: FolioFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: folioListKeys.pages(storeId, filter),
    queryFn: ({ pageParam, signal }) =>
      post(
        folioCalls.getByStore,
        { ...searchInput(storeId, filter), limit: FOLIO_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        // The screen shows the failure in place, with a retry.
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: Boolean(storeId) && enabled,
  });

/** The totals row of the same filter, over every page. */
export const useFolioTotals = (storeId: string, filter: FolioFilter, enabled = true) =>
  useQuery({
    queryKey: folioListKeys.totals(storeId, filter),
    queryFn: ({ signal }) => post(folioCalls.getTotals, searchInput(storeId, filter), { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled: Boolean(storeId) && enabled,
  });

/** One folio with its lines, payments and history. */
export const useFolioDetail = (storeId: string, id: string | null) =>
  useQuery({
    queryKey: folioListKeys.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => post(folioCalls.getById, { storeId, id: id! }, { signal, toast: false }),
    enabled: Boolean(storeId && id),
  });

/**
 * Hides a closed or cancelled folio from the list (`hidden: true`, with its reason; every total still counts it) or
 * shows it again, with the folio's version and an idempotency key. The drawer takes the answer at once (its history
 * read again); the pages and the totals are read again, since the folio may leave or join the list.
 */
export const useHideFolio = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; version: number; hidden: boolean; reason?: string }) => {
      const body = { ...input, storeId };
      return withIdempotency(folioCalls.hide.path, body, (key) =>
        post(folioCalls.hide, body, { toast: false, headers: { 'idempotency-key': key } }),
      );
    },
    onSettled: (folio, _error, input) => {
      const detail = folioListKeys.detail(storeId, input.id);
      if (folio) client.setQueryData<FolioDetail>(detail, (old) => ({ ...folio, history: old?.history ?? [] }));
      void client.invalidateQueries({ queryKey: detail });
      void client.invalidateQueries({ queryKey: ['folioList', storeId, 'pages'] });
      void client.invalidateQueries({ queryKey: ['folioList', storeId, 'totals'] });
    },
  });
};

/** The filter's folios as an `.xlsx` (sheet 'Folio List'), its headers in the given language. */
export const useExportFolios = (storeId: string) =>
  useMutation({
    mutationFn: ({ filter, language }: { filter: FolioFilter; language: 'tr' | 'en' }) =>
      postBlob(folioCalls.exportList, { ...searchInput(storeId, filter), language }, { loading: true }),
  });

/*
 * The filters' choices. Each is optional to the screen: a staff member without the permission to read one (the staff
 * list needs staff.view) still searches by the others, so a failure is not toasted and the filter is left out.
 */

export const useFolioTables = (storeId: string) =>
  useQuery({
    queryKey: folioListKeys.options(storeId, 'tables'),
    queryFn: ({ signal }) => post(tableCalls.getStoreTables, { id: storeId }, { signal, toast: false }),
    enabled: Boolean(storeId),
  });

export const useFolioPaymentTypes = (storeId: string) =>
  useQuery({
    queryKey: storeListKey(storeId, 'paymentTypes', 'folioList'),
    queryFn: ({ signal }) => post(definitionKindCalls.paymentTypes.list, { storeId }, { signal, toast: false }),
    enabled: Boolean(storeId),
  });

export const useFolioStaff = (storeId: string) =>
  useQuery({
    queryKey: folioListKeys.options(storeId, 'staff'),
    queryFn: ({ signal }) => post(storeCalls.getStaffList, { id: storeId }, { signal, toast: false }),
    enabled: Boolean(storeId),
  });
