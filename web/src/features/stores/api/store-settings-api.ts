import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store, StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { ownedStoresQuery, prefetchStoreInfo, storeInfoQuery } from '../../../lib/active-store';
import { post } from '../../../lib/post';
import { refreshSetupChecklist } from '../../../lib/setup-checklist';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';
import { phoneFieldValue } from '../components/store-phone';

/** The venue catalogue: it changes with releases, not during a session. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: () => post(categoryCalls.categories, {}),
    staleTime: Infinity,
  });

export const attributesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'attributes'],
    queryFn: () => post(categoryCalls.attributes, {}),
    staleTime: Infinity,
  });

/**
 * The store's saved phone as the phone field needs it (country and masked national part; the countries and their
 * phone rules are loaded for it). Worked out afresh each time the settings page opens (`gcTime: 0`) and kept while
 * it is open, so a save does not reload the form.
 */
export const storePhoneQuery = (store: Store | undefined) =>
  queryOptions({
    queryKey: ['store', store?.id ?? '', 'phoneField'],
    queryFn: () => phoneFieldValue(store!.phone, store!.address.countryCode || null),
    enabled: Boolean(store),
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * What the settings page needs, read at once and side by side when a visit opens on it: the store and the catalogue.
 * The phone field's rules (and libphonenumber, 11 KB) come when the field mounts, after the first screenful is on the
 * screen: the saved number shows grouped until then (store-phone.ts). The countries are read only when a phone of
 * another country (store-phone.ts) or the address's selects need them.
 */
export const prefetchStoreSettings = () => {
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(attributesQuery());
  const { activeStoreId } = getSession();
  if (activeStoreId) void prefetchStoreInfo(activeStoreId);
};

/**
 * Saves part of an existing store (the server keeps the fields left out) and refreshes the store
 * query; the store list too, since it shows the name, and the setup checklist (details, hours, web menu). Errors: toast by post() unless `toast` is false.
 */
export const useSaveStoreSettings = (options: { toast?: boolean } = {}) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSave & { id: string }) =>
      post(storeCalls.saveStore, input, { loading: true, toast: options.toast }),
    onSuccess: (store) => {
      client.setQueryData(storeInfoQuery(store.id).queryKey, store);
      return Promise.all([
        client.invalidateQueries({ queryKey: storeInfoQuery(store.id).queryKey, exact: true }),
        client.invalidateQueries({ queryKey: ownedStoresQuery().queryKey }),
        refreshSetupChecklist(client, store.id),
      ]);
    },
  });
};
