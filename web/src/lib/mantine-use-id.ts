import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks) as the portal builds it (vite.config.ts, `mantineUseId`): React's id only. The
 * library's own also sets a random id in a layout effect on mount, one synchronous re-render of every field, popover
 * and checkbox as it first appears — store settings' lower sections redrew all at once for it, a 0.4 s task on a
 * throttled phone (docs/performance.md). React's id is stable for the component's life, the same in the painted page
 * and in the browser, and unique in the page: what the library's contract asks of it.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/[^\w-]/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
