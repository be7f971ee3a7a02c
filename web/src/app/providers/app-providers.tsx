import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingOverlay, MantineProvider } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { useLoadingVisible } from '../../lib/loading';
import { useReadyMark } from '../../lib/ready';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toasts' host (with its transitions and swipe handling, about 10 KB gz) loads after the first screen has
 * rendered: a toast shown before it is in waits in Mantine's notifications store and appears when it mounts. Loaded by
 * hand rather than with lazy() and Suspense, whose reveal of the host would hold back the screen's own by up to 300 ms.
 */
function ToastHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    // Once the first screen is up and the browser idle: it has what it needs first.
    whenIdle(() => void import('./toasts').then((m) => live && setHost(() => m.Toasts)));
    return () => {
      live = false;
    };
  }, []);
  return Host ? <Host /> : null;
}

function GlobalLoading() {
  const { t } = useTranslation();
  const visible = useLoadingVisible();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 1 }}
      loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
    />
  );
}

/**
 * What every page needs: theme, toasts, the loading indicator. The query cache and the modals
 * manager belong to the main area (shell-providers.tsx), so the sign-in page stays small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The page is the portal's from here (a hydrated painted page: from its screen, lib/ready.ts).
  useReadyMark('providers');
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost />
      <GlobalLoading />
      {children}
    </MantineProvider>
  );
}
