import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loyaltySummaryCalls } from '@sofra/contracts/reports/loyalty-summary.calls';
import { post } from '../../../lib/post';

/** Members, visits and points liability of the stores now (the loyalty dashboard); a refusal is the screen's to say. */
export const useLoyaltySummary = (storeIds: string[]) =>
  useQuery({
    queryKey: ['report', 'loyaltySummary', storeIds] as const,
    queryFn: ({ signal }) => post(loyaltySummaryCalls.getLoyaltySummary, { storeIds }, { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled: storeIds.length > 0,
  });
