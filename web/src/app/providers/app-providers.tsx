import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { LoadingOverlay, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useLoadingVisible } from '../../lib/loading';
import { theme } from './theme';

function GlobalLoading() {
  const visible = useLoadingVisible();
  return <LoadingOverlay visible={visible} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />;
}

/**
 * What every page needs: theme, toasts, the loading indicator. The query cache and the modals
 * manager belong to the main area (shell-providers.tsx), so the sign-in page stays small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <GlobalLoading />
      {children}
    </MantineProvider>
  );
}
