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

export { minutesSince, useNow } from '../../../lib/use-now';

/** How long a folio has been open, as a waiter says it: "25 min", "1 h 5 min". */
export const useAgeText = () => {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes < 60
      ? t('folios.age.minutes', { count: minutes })
      : t('folios.age.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
};

/** A table as owners say it: "Salon / Masa 3", or just its name without a group. */
export const tableLabel = (group: string | null | undefined, name: string | null | undefined) =>
  group ? `${group} / ${name ?? ''}` : (name ?? '');
