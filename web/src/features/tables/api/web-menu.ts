import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { storeInfoQuery } from '../../../lib/active-store';
import { post } from '../../../lib/post';
import { refreshSetupChecklist } from '../../../lib/setup-checklist';

/**
 * Switches the store's web menu on, with the store-setting call (`store/saveStore`, which keeps every field it is not
 * given): a table's QR code opens the web menu, which says "this menu is not available" while it is off.
 */
export const useSwitchWebMenuOn = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      post(storeCalls.saveStore, { id: storeId, name, properties: { webMenuActive: true } }, { loading: true }),
    onSuccess: (store) => {
      client.setQueryData(storeInfoQuery(store.id).queryKey, store);
      return Promise.all([
        client.invalidateQueries({ queryKey: storeInfoQuery(store.id).queryKey, exact: true }),
        refreshSetupChecklist(client, store.id),
      ]);
    },
  });
};
