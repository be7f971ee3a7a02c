import { useEffect } from 'react';

/**
 * `<html data-ready>`: the page is the portal's and answers its controls (e2e/support/test.ts waits for it). A page
 * painted at build time and hydrated (main.tsx) is hydrated boundary by boundary: React commits the providers first and
 * the screen's lazy part in a later pass, so an effect of the providers would say "ready" while the screen's controls
 * still ignore a press. On such a page the screen says it (`useReadyMark('screen')`); on a page rendered by the portal
 * the providers do, as everything commits at once.
 */
let hydrating = false;

/** Called by main.tsx before it hydrates a painted page. */
export const markHydrating = (): void => {
  hydrating = true;
};

export const useReadyMark = (by: 'providers' | 'screen'): void => {
  useEffect(() => {
    if (by === 'screen' || !hydrating) document.documentElement.dataset.ready = 'true';
  }, [by]);
};
