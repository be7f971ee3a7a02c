import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { ownedStoresQuery, selectStore } from '../../../lib/active-store';
import { post } from '../../../lib/post';

/** Creates a store (the caller becomes its owner) and makes it the active store. */
export const useCreateStore = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSave) => post(storeCalls.saveStore, input, { loading: true }),
    onSuccess: async (store) => {
      await client.invalidateQueries({ queryKey: ownedStoresQuery().queryKey });
      await selectStore(store.id);
    },
  });
};
