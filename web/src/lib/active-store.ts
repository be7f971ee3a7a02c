import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { post } from './post';
import { queryClient, resetStoreState } from './query-client';
import { containsText } from './search-text';
import { setActiveStoreId, useSession } from './session';
import { confirmDiscardChanges } from './unsaved-changes';

const byName = (a: UserOwnedStore, b: UserOwnedStore) =>
  a.storeInfo.name.localeCompare(b.storeInfo.name, undefined, { sensitivity: 'base' });

/** The signed-in user's owned stores, sorted by name (spec section 2, store list). */
export const ownedStoresQuery = () =>
  queryOptions({
    queryKey: ['ownedStores'],
    queryFn: async () => (await post(authCalls.getOwnedStores, {}, { toast: false })).sort(byName),
  });

export const storeInfoQuery = (id: string) =>
  queryOptions({ queryKey: ['store', id], queryFn: () => post(storeCalls.storeInfo, { id }) });

/** Case-insensitive contains match on the store name. */
export const filterStores = (stores: UserOwnedStore[], search: string) =>
  search.trim() ? stores.filter((s) => containsText(s.storeInfo.name, search)) : stores;

/**
 * Choosing an active store (spec section 4): load its info, keep its id locally, reset all state
 * except owned stores and user, then make it active.
 */
export const selectStore = async (id: string): Promise<Store> => {
  if (!(await confirmDiscardChanges())) throw new Error('the unsaved changes were kept: the active store stays');
  const store = await post(storeCalls.storeInfo, { id }, { loading: true });
  resetStoreState();
  queryClient.setQueryData(storeInfoQuery(id).queryKey, store);
  setActiveStoreId(id);
  return store;
};

export const useActiveStore = () => {
  const { activeStoreId } = useSession();
  return useQuery({ ...storeInfoQuery(activeStoreId ?? ''), enabled: Boolean(activeStoreId) });
};
