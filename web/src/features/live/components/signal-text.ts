import type { Signal } from '@sofra/contracts/live/live.schemas';
import type { TFunction } from '../../../lib/i18n';

/** A call as the banner and the browser's notification say it: "Salon / Masa 4 is calling a waiter". */
export const signalText = (t: TFunction, s: Signal) =>
  t(s.kind === 'waiter' ? 'live.signals.waiter' : 'live.signals.check', {
    table: s.groupName ? `${s.groupName} / ${s.tableName}` : s.tableName,
  });
