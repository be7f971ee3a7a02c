import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { post } from '../../../lib/post';
import { tableKeys } from './tables-api';

export const useTableSections = (storeId: string) =>
  useQuery({
    queryKey: tableKeys.sections(storeId),
    queryFn: () => post(tableCalls.getTableSections, { id: storeId }),
  });

/** The store's staff, to serve sections. */
export const useStaffList = (storeId: string) =>
  useQuery({ queryKey: ['staff', storeId], queryFn: () => post(storeCalls.getStaffList, { id: storeId }) });

type SectionSave = Omit<CallInput<typeof tableCalls.saveTableSection>, 'storeId'>;

/** Creates a section, or changes the one with `id`. The form says why a save is refused. */
export const useSaveTableSection = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: SectionSave) =>
      post(tableCalls.saveTableSection, { storeId, ...v }, { loading: true, toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: tableKeys.sections(storeId) }),
  });
};

export const useDeleteTableSection = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(tableCalls.deleteTableSection, { storeId, id }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: tableKeys.sections(storeId) }),
  });
};
