import { useSyncExternalStore } from 'react';
import { timings } from '@sofra/contracts/core/constants';

/**
 * The one loading indicator (spec section 9): shown while user-started calls run, closed
 * 500 ms after the last one ends, and closed anyway after 30 s so a stuck call never locks the screen.
 */
let open = 0;
let visible = false;
let autoClose: ReturnType<typeof setTimeout> | undefined;
let closeLater: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (visible === next) return;
  visible = next;
  listeners.forEach((l) => l());
};

export const showLoading = () => {
  open += 1;
  clearTimeout(closeLater);
  set(true);
  clearTimeout(autoClose);
  autoClose = setTimeout(() => {
    open = 0;
    set(false);
  }, timings.loadingAutoCloseMs);
};

export const closeLoading = (immediately = false) => {
  open = Math.max(0, open - 1);
  if (open > 0) return;
  clearTimeout(autoClose);
  clearTimeout(closeLater);
  if (immediately) set(false);
  else closeLater = setTimeout(() => set(false), timings.closeLoadingDelayMs);
};

export const useLoadingVisible = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => visible,
    // A page painted at build time (prerender.tsx) is painted idle, as the portal starts.
    () => visible,
  );
