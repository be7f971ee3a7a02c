import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { ownedStoresQuery, selectStore } from '../../../lib/active-store';
import { post } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

/** Creates a store (the caller becomes its owner) and makes it the active store. */
export const createStore = async (input: StoreSave) => {
  const store = await post(storeCalls.saveStore, input, { loading: true });
  await queryClient.invalidateQueries({ queryKey: ownedStoresQuery().queryKey });
  await selectStore(store.id);
  return store;
};
