/**
 * The first say on the browser's back and forward buttons. Chromium runs a window's `popstate` listeners in the order
 * they were added, capture or not, so a guard that must act before the router (lib/unsaved-changes.ts) listens
 * through this one, added by main.tsx before the router mounts. Without a guard set it does nothing.
 */
type PopGuard = (event: PopStateEvent) => void;

let guard: PopGuard | null = null;

export const setPopGuard = (next: PopGuard | null) => {
  guard = next;
};

export const installPopGuard = () => window.addEventListener('popstate', (event) => guard?.(event));
