import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingOverlay, MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingVisible } from '../../lib/loading';
import { cssVariablesResolver, theme } from './theme';

// The toasts' host (with its transitions and swipe handling, about 10 KB gz) loads after the first screen: a toast
// shown before it is in waits in Mantine's notifications store and appears when it mounts.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

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
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <GlobalLoading />
      {children}
    </MantineProvider>
  );
}
