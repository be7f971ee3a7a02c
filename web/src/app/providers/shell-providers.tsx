import type { ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

/** Server state and the modals manager of the main area; modals opened here see the router too. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>{children}</ModalsProvider>
    </QueryClientProvider>
  );
}
