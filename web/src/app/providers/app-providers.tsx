import type { ReactNode } from 'react';
import { LoadingOverlay, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLoadingVisible } from '../../lib/loading';
import { cssVariablesResolver, theme } from './theme';

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
      <Notifications position="top-right" limit={4} />
      <GlobalLoading />
      {children}
    </MantineProvider>
  );
}
