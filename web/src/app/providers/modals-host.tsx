import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/** The modals manager, loaded after the main area's first screen (shell-providers.tsx); says when it listens. */
export default function ModalsHost({ onReady }: { onReady: () => void }) {
  // The manager's own listeners are set up in its effects, which run before this one (a child's first).
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
