import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPermission } from '@sofra/contracts/core/permissions';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { ownedStoresQuery } from './active-store';
import { post } from './post';
import { useSession } from './session';
import { refreshSetupChecklist } from './setup-checklist';

/** The query key of a store's publish state (lib/publish-state.ts); under the menu's keys, so menu changes renew it. */
export const publishStateKey = (storeId: string) => ['menu', storeId, 'publishState'] as const;

/** The query keys of a store's published menu (what the till and the guests see), per language when given. */
export const publishedMenuKey = (storeId: string, language?: string) =>
  (language ? ['publishedMenu', storeId, language] : ['publishedMenu', storeId]) as readonly string[];

/**
 * Publishes a store's menu (the server bumps its menu version): the header's Sync and the till's "Publish the menu".
 * The publish state, the published menu wherever shown and the setup checklist are read again. Errors are the caller's to word.
 */
export const useSyncStoreMenu = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => post(storeCalls.syncStoreMenu, { id: storeId }, { toast: false, loading: true }),
    onSuccess: (_answer, storeId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: publishStateKey(storeId) }),
        client.invalidateQueries({ queryKey: publishedMenuKey(storeId) }),
        refreshSetupChecklist(client, storeId),
      ]),
  });
};

/**
 * Whether the signed-in user owns the store (an approved owner) or is a master user: who may publish its menu
 * (`store/syncStoreMenu` opens to no staff permission) or connect its point of sale. Undefined while the owned stores
 * are loading; false without a store.
 */
export const useOwnsStore = (storeId: string | null): boolean | undefined => {
  const { user } = useSession();
  const owned = useQuery({ ...ownedStoresQuery(), enabled: Boolean(storeId) && !user?.isMaster });
  if (!storeId) return false;
  if (user?.isMaster) return true;
  if (!owned.data) return undefined;
  return owned.data.some((s) => s.storeId === storeId && s.position === 'owner' && s.approved);
};

/**
 * Whether the signed-in user holds a staff permission at the store, as the owned stores' answer says (every permission
 * for its owners, a staff member's own set) — for a screen that shows only the changes the server will take. Master
 * users may everything. Undefined while the owned stores are loading; false without a store.
 */
export const useHasPermission = (storeId: string | null, permission: StaffPermission): boolean | undefined => {
  const { user } = useSession();
  const owned = useQuery({ ...ownedStoresQuery(), enabled: Boolean(storeId) && !user?.isMaster });
  if (!storeId) return false;
  if (user?.isMaster) return true;
  if (!owned.data) return undefined;
  const store = owned.data.find((s) => s.storeId === storeId && s.approved);
  return Boolean(store?.permissions?.includes(permission));
};

/** Whether the signed-in user may publish the store's menu (useOwnsStore). */
export const useCanPublishMenu = (storeId: string): boolean | undefined => useOwnsStore(storeId);
