import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { whenIdle } from '../../lib/idle';
import { deferModals } from '../../lib/modals-ready';
import { queryClient } from '../../lib/query-client';

const ModalsHost = lazy(() => import('./modals-host'));

/**
 * The modals manager, mounted once the first screen is up and the browser idle, or at once when a dialog is asked
 * for (lib/modals-ready.ts): a phone's first visit does not wait for a dialog's code.
 */
function DeferredModals() {
  const [shown, setShown] = useState(false);
  const [mounted] = useState(() => {
    let resolve = () => {};
    const ready = new Promise<void>((r) => (resolve = r));
    return { ready, resolve };
  });
  useEffect(() => {
    const undo = deferModals(() => setShown(true), mounted.ready);
    whenIdle(() => setShown(true));
    return undo;
  }, [mounted]);
  return shown ? (
    <Suspense fallback={null}>
      <ModalsHost onReady={mounted.resolve} />
    </Suspense>
  ) : null;
}

/** Server state and the modals manager of the main area; modals opened here see the router and the queries too. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredModals />
    </QueryClientProvider>
  );
}
