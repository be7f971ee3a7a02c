import { useLiveConnection } from '../../../lib/live';
import { SignalBanner } from './signal-banner';

/**
 * What the shell runs for the live service (docs/live-screens.md): the active store's stream while signed in with
 * one, and the guests' calls banner. Loaded right after the frame, so a first visit does not wait for it.
 */
export function LiveLayer({ storeId, signedIn }: { storeId: string | null; signedIn: boolean }) {
  useLiveConnection(storeId, signedIn);
  return <SignalBanner storeId={storeId} />;
}
