import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { post } from '../../../lib/post';

/** The master users' report over business days from..to (both included): every store of the tenant. */
export const useFolioReport = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: ['folioReport', from, to] as const,
    queryFn: ({ signal }) => post(folioCalls.getReport, { from, to }, { signal, toast: false }),
    placeholderData: keepPreviousData,
    enabled,
  });
