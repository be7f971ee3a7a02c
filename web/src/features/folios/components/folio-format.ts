import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import { useActiveStore } from '../../../lib/active-store';
import { formatMoney } from '../../../lib/money';

/** A status's colour, the same on the board and in the drawer: a card's border and tint. */
export const statusColor: Record<FolioStatus, string> = {
  waiting: 'violet',
  open: 'teal',
  locked: 'orange',
  closed: 'gray',
  cancelled: 'red',
};
/** The status badge's shade: dark enough for white text at 4.5:1 (WCAG AA). */
export const statusBadgeColor: Record<FolioStatus, string> = {
  waiting: 'violet.9',
  open: 'teal.9',
  locked: 'orange.8',
  closed: 'gray.7',
  cancelled: 'red.9',
};

/** Minor units as money in the active store's currency and the user's language. */
export const useMoney = () => {
  const { i18n } = useTranslation();
  const symbol = useActiveStore().data?.storeCurrency ?? '₺';
  return (minor: number) => formatMoney(minor, symbol, i18n.language);
};

/** The store's currency symbol, for a money input. */
export const useCurrency = () => useActiveStore().data?.storeCurrency ?? '₺';

/** Whole minutes from `from` to `now`, never below 0 (a clock a little behind the server's). */
export const minutesSince = (from: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(from).getTime()) / 60_000));

/** How long a folio has been open, as a waiter says it: "25 min", "1 h 5 min". */
export const useAgeText = () => {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes < 60
      ? t('folios.age.minutes', { count: minutes })
      : t('folios.age.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
};

/** The time now, ticking every `everyMs` so ages shown move on without a re-read. */
export const useNow = (everyMs = 30_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

/** A table as owners say it: "Salon / Masa 3", or just its name without a group. */
export const tableLabel = (group: string | null | undefined, name: string | null | undefined) =>
  group ? `${group} / ${name ?? ''}` : (name ?? '');
