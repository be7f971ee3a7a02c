import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { postRevalidated, type PostOptions, type Tagged } from './post';
import { queryClient, resetStoreState } from './query-client';
import { containsText } from './search-text';
import { getSession, onSessionCleared, setActiveStoreId, useSession } from './session';
import { lastStore } from './last-store';
import { confirmDiscardChanges } from './unsaved-changes';

// One collator for every comparison: `localeCompare` with options builds one per call (a slow phone's tens of ms).
const names = new Intl.Collator(undefined, { sensitivity: 'base' });
const byName = (a: UserOwnedStore, b: UserOwnedStore) => names.compare(a.storeInfo.name, b.storeInfo.name);

/**
 * The last tagged answers of the two reads every main screen makes (docs/adr/0003-etag-reads.md): the owned stores
 * per user, a store's info per store. A re-read sends the tag back and an unchanged answer comes as an empty 304.
 * A server that sends no ETag leaves nothing here, and every read is then a plain one. Gone with the session.
 */
const heldOwnedStores = new Map<string, Tagged<UserOwnedStore[]>>();
const heldStoreInfo = new Map<string, Tagged<Store>>();
onSessionCleared(() => {
  heldOwnedStores.clear();
  heldStoreInfo.clear();
});

/** A store's info, revalidated against the answer held for that store. */
const readStoreInfo = (id: string, options?: PostOptions) =>
  postRevalidated(storeCalls.storeInfo, { id }, heldStoreInfo, id, options);

/** The signed-in user's owned stores, sorted by name (spec section 2, store list). */
export const ownedStoresQuery = () =>
  queryOptions({
    queryKey: ['ownedStores'],
    queryFn: async () => {
      const stores = await postRevalidated(authCalls.getOwnedStores, {}, heldOwnedStores, getSession().user?.id ?? '', {
        toast: false,
      });
      // A copy: the held answer stays as the server sent it.
      return [...stores].sort(byName);
    },
  });

export const storeInfoQuery = (id: string) =>
  queryOptions({ queryKey: ['store', id], queryFn: () => readStoreInfo(id) });

/** Starts reading a store's info ahead of the screen that shows it; a failure is left for that screen to show. */
export const prefetchStoreInfo = (id: string) =>
  queryClient.prefetchQuery({ ...storeInfoQuery(id), queryFn: () => readStoreInfo(id, { toast: false }) });

/** Case-insensitive contains match on the store name. */
export const filterStores = (stores: UserOwnedStore[], search: string) =>
  search.trim() ? stores.filter((s) => containsText(s.storeInfo.name, search)) : stores;

/** Remembers the store the signed-in user works on, to choose it again at their next sign-in. */
export const rememberStore = (storeId: string) => {
  const userId = getSession().user?.id;
  if (userId) lastStore.set(userId, storeId);
};

/**
 * Making a store active (spec section 4): load its info, keep its id locally, reset all state
 * except owned stores and user, then make it active. The user's choice (selectStore) and the
 * automatic choice at sign-in (chooseLastStore) both end here.
 */
const activateStore = async (id: string, quiet = false): Promise<Store> => {
  const store = await readStoreInfo(id, quiet ? { toast: false } : { loading: true });
  resetStoreState();
  queryClient.setQueryData(storeInfoQuery(id).queryKey, store);
  setActiveStoreId(id);
  rememberStore(id);
  return store;
};

/** The user chooses a store (store list); with unsaved changes on the screen, only after they agree to drop them. */
export const selectStore = async (id: string): Promise<Store> => {
  if (!(await confirmDiscardChanges())) throw new Error('the unsaved changes were kept: the active store stays');
  return activateStore(id);
};

/**
 * At sign-in, with no active store: the store this user chose last is chosen again when they still own it.
 * Answers whether a store is active now; when not (never chosen, no longer owned, failed to load), the store
 * list asks.
 */
export const chooseLastStore = async (stores: UserOwnedStore[]): Promise<boolean> => {
  const userId = getSession().user?.id;
  const last = userId ? lastStore.get(userId) : null;
  if (!last || !stores.some((s) => s.storeId === last)) return false;
  try {
    await activateStore(last, true);
    return true;
  } catch {
    return false;
  }
};

export const useActiveStore = () => {
  const { activeStoreId } = useSession();
  return useQuery({ ...storeInfoQuery(activeStoreId ?? ''), enabled: Boolean(activeStoreId) });
};
