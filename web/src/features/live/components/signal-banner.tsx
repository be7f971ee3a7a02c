import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { beep, desktopNotify } from '../../../lib/alerts';
import { useTranslation } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live';
import { putSignal, useOpenSignals } from '../api/live-api';
import { signalText } from './signal-text';

// The rows' code comes with the first call: a screen without calls does not load it.
const SignalRows = lazy(() => import('./signal-rows').then((m) => ({ default: m.SignalRows })));

/**
 * The guests' calls, on every screen of the active store (docs/live-screens.md): a row per open call, oldest first,
 * each with Acknowledge; a beep and the browser's notification when one arrives; gone for everyone when anyone
 * acknowledges it (`signal.answered`).
 */
export function SignalBanner({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signals = useOpenSignals(storeId);
  useLiveEvents((event) => {
    if (event.type === 'waiter.called' || event.type === 'check.requested') {
      putSignal(client, event.signal);
      beep();
      desktopNotify(t('live.signals.title'), signalText(t, event.signal), event.signal.id);
    } else if (event.type === 'signal.answered') {
      putSignal(client, event.signal);
    }
  });
  const open = storeId ? (signals.data ?? []) : [];
  if (!storeId || open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SignalRows signals={open} storeId={storeId} />
    </Suspense>
  );
}
