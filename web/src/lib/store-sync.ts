import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from './post';

/** The query key of a store's publish state (lib/publish-state.ts); under the menu's keys, so menu changes renew it. */
export const publishStateKey = (storeId: string) => ['menu', storeId, 'publishState'] as const;

/** Header Sync: publishes a store's menu (the server bumps its menu version). Errors are the caller's to word. */
export const useSyncStoreMenu = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => post(storeCalls.syncStoreMenu, { id: storeId }, { toast: false, loading: true }),
    onSuccess: (_answer, storeId) => client.invalidateQueries({ queryKey: publishStateKey(storeId) }),
  });
};
