import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { post } from '../../../lib/post';
import { refreshTables } from './tables-api';

/** Creates a group, or renames `oldName` (its tables move with it). The form says why a save is refused. */
export const useSaveTableGroup = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { name: string; oldName?: string }) =>
      post(tableCalls.saveTableGroup, { storeId, ...v }, { loading: true, toast: false }),
    onSuccess: () => refreshTables(client, storeId),
  });
};

/** Deletes a group; one with tables needs `moveTo` ('' for no group). */
export const useDeleteTableGroup = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { name: string; moveTo?: string }) =>
      post(tableCalls.deleteTableGroup, { storeId, ...v }, { loading: true }),
    onSuccess: () => refreshTables(client, storeId),
  });
};
