import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionCleared } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // An answer from the server is final; only a lost connection is worth one more try.
      retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 1,
    },
    mutations: { retry: false },
  },
});

onSessionCleared(() => queryClient.clear());

/** Query keys that survive a change of active store (spec section 4: owned-store and user state stay; so do the user's invitations). */
export const SESSION_KEYS = ['ownedStores', 'user', 'invitations'] as const;

/** Resets all server state except the owned stores, the user and their invitations. */
export const resetStoreState = () =>
  queryClient.removeQueries({
    predicate: (q) => !SESSION_KEYS.includes(q.queryKey[0] as (typeof SESSION_KEYS)[number]),
  });
