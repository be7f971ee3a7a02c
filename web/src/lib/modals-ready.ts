/**
 * The main area mounts Mantine's modals manager (a Modal, its focus trap and scroll lock: about 10 KB gz) after its
 * first screen rather than with it (app/providers/shell-providers.tsx). A dialog asked for before it listens waits
 * for it; without a deferred manager (tests, which mount their own) a dialog opens at once.
 */
let pending: { load: () => void; ready: Promise<void> } | null = null;

/** Registers the manager that is on its way: `load` mounts it now, `ready` settles once it listens. */
export const deferModals = (load: () => void, ready: Promise<void>) => {
  const entry = { load, ready };
  pending = entry;
  return () => {
    if (pending === entry) pending = null;
  };
};

/** Runs `open` (a `modals.*` call) once the modals manager listens. */
export const whenModalsReady = (open: () => void) => {
  if (!pending) return open();
  pending.load();
  void pending.ready.then(open);
};
