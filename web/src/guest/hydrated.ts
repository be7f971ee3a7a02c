import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates the server's HTML, true once React runs the page (at once when it
 * rendered the page itself). The controls that need JavaScript stay disabled until then, so none takes a click it
 * cannot answer yet.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
