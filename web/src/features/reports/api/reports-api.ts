import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { reportExportCalls } from '@sofra/contracts/reports/reports-export.calls';
import { setupChecklistCalls } from '@sofra/contracts/reports/setup-checklist.calls';
import type { ProductSalesBy, ReportLanguage } from '@sofra/contracts/reports/reports.schemas';
import { post, postBlob } from '../../../lib/post';
import { setupChecklistKey } from '../../../lib/setup-checklist';

/**
 * The reports' reads (docs/report-screens.md). Each keeps the last answer while the next period loads, so changing
 * the period does not blank the screen. A refused store (`store_forbidden`) is the screen's to explain: not toasted.
 */

const reportKeys = {
  dashboard: (storeIds: string[], from: string, to: string) => ['report', 'dashboard', storeIds, from, to] as const,
  userCounts: (storeIds: string[], from: string, to: string, lang: string) =>
    ['report', 'userCounts', storeIds, from, to, lang] as const,
  productSales: (storeId: string, from: string, to: string, by: ProductSalesBy) =>
    ['report', 'productSales', storeId, from, to, by] as const,
};

/** The dashboard of one store or several (all branches) over business days from..to. */
export const useDashboard = (storeIds: string[], from: string, to: string) =>
  useQuery({
    queryKey: reportKeys.dashboard(storeIds, from, to),
    queryFn: ({ signal }) => post(reportCalls.getDashboard, { storeIds, from, to }, { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled: storeIds.length > 0,
  });

/** Check-ins per month and store (spec section 7), month names in `lang`. */
export const useUserCountStats = (storeIds: string[], from: string, to: string, lang: ReportLanguage) =>
  useQuery({
    queryKey: reportKeys.userCounts(storeIds, from, to, lang),
    queryFn: ({ signal }) =>
      post(reportCalls.getUserCountStats, { storeIds, from, to, lang }, { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled: storeIds.length > 0,
  });

/** Product sales of a store by product, group or department. */
export const useProductSales = (storeId: string, from: string, to: string, by: ProductSalesBy) =>
  useQuery({
    queryKey: reportKeys.productSales(storeId, from, to, by),
    queryFn: ({ signal }) => post(reportCalls.getProductSales, { storeId, from, to, by }, { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled: Boolean(storeId),
  });

/** The product sales as an `.xlsx` (the server writes it from the same rollups as the screen). */
export const useExportProductSales = () =>
  useMutation({
    mutationFn: (input: { storeId: string; from: string; to: string; by: ProductSalesBy; language: 'tr' | 'en' }) =>
      postBlob(reportExportCalls.exportProductSales, input, { loading: true }),
  });

/**
 * Whether the signed-in user may read the store's reports: its owners (and master users) always; staff only with
 * `reports.view`, which the portal cannot see, so it asks once with the cheapest report (one day's check-ins) and
 * reads the answer. The sidebar shows the report entries by it.
 */
export const useCanViewReports = (storeId: string | null, isOwner: boolean) => {
  const probe = useQuery({
    queryKey: ['report', 'probe', storeId] as const,
    queryFn: ({ signal }) =>
      post(
        reportCalls.getUserCountStats,
        { storeIds: [storeId ?? ''], from: '2020-01-01', to: '2020-01-01', lang: 'tr' },
        { signal, toast: false },
      ),
    enabled: Boolean(storeId) && !isOwner,
    staleTime: Infinity,
    retry: false,
  });
  return Boolean(storeId) && (isOwner || probe.isSuccess);
};

/**
 * The store's setup checklist (docs/report-screens.md, Setup checklist): owners' and master users' only, so asked only
 * for them. The writes that tick a step renew it by its key (lib/setup-checklist.ts).
 */
export const useSetupChecklist = (storeId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: setupChecklistKey(storeId ?? ''),
    queryFn: ({ signal }) =>
      post(setupChecklistCalls.getSetupChecklist, { storeId: storeId ?? '' }, { signal, toast: false }),
    enabled: enabled && Boolean(storeId),
  });
