import { useMutation } from '@tanstack/react-query';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { post } from './post';

/** Header Sync: publishes a store's menu (the server bumps its menu version). Errors are the caller's to word. */
export const useSyncStoreMenu = () =>
  useMutation({
    mutationFn: (storeId: string) => post(storeCalls.syncStoreMenu, { id: storeId }, { toast: false, loading: true }),
  });
