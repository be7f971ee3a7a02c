import { useQuery } from '@tanstack/react-query';
import { publishCalls } from '@sofra/contracts/menu/menu.calls';
import { post } from './post';
import { publishStateKey } from './store-sync';

/**
 * Whether the store's draft menu differs from what guests see (menu/publishState). Quiet and not retried: a server
 * without the call, or a failure, just shows nothing. Loaded with the header's badge, after the first paint.
 */
export const usePublishState = (storeId: string) =>
  useQuery({
    queryKey: publishStateKey(storeId),
    queryFn: () => post(publishCalls.publishState, { storeId }, { toast: false }),
    retry: false,
    enabled: Boolean(storeId),
  });
