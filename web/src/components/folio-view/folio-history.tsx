import './folio-view.css';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n';
import type { FolioDetail } from '@sofra/contracts/folios/folios.schemas';
import { formatDay, formatFolioTime, formatPercent, moneyFormat, type MoneyFormat } from './folio-format';

export type FolioEvent = FolioDetail['history'][number];

/** Detail keys that hold an amount in minor units. */
const MONEY_KEY = /amount|tip|total|price|paid|gross|fee|balance/i;
/** Detail keys that are bookkeeping, not news to a person reading the history. */
const SKIPPED = new Set(['id', 'lineId', 'paymentId', 'paymentTypeId', 'reasonId', 'tableId', 'productId', 'version']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One item of a detail's list (the lines added): "2 × Köfte (Acılı)", a name, or the value itself. */
const itemText = (item: unknown, money: MoneyFormat): string => {
  if (!isRecord(item)) return String(item);
  const name = typeof item.name === 'string' ? item.name : '';
  const options = Array.isArray(item.options) && item.options.length ? ` (${item.options.map(String).join(', ')})` : '';
  if (typeof item.quantity === 'number' && name) return `${item.quantity} × ${name}${options}`;
  if (name) return `${name}${options}`;
  return Object.entries(item)
    .filter(([k]) => !SKIPPED.has(k))
    .map(([k, v]) => (typeof v === 'number' && MONEY_KEY.test(k) ? money(v) : String(v)))
    .join(' ');
};

/**
 * An event's detail in words (the server writes it per action: docs/folios.md, History): each field as "Label: value",
 * amounts in the store's currency, a service or collection type by its name, a discount's value as a percent or an
 * amount, lists of lines as "2 × Köfte". Ids and a tip of 0 are left out; a field the portal has no label for shows
 * under its own name rather than not at all.
 */
export const describeDetail = (
  detail: Record<string, unknown>,
  money: MoneyFormat,
  t: TFunction,
  language: string,
): string[] => {
  const percent = detail.kind === 'percent';
  return Object.entries(detail).flatMap(([key, value]) => {
    if (SKIPPED.has(key) || value === null || value === undefined || value === '') return [];
    if (key === 'kind' && typeof detail.value === 'number') return [];
    if (key === 'tip' && value === 0) return [];
    const label = t(`folioView.detail.${key}`, { defaultValue: key });
    if (typeof value === 'boolean') return value ? [label] : [];
    if (typeof value === 'number') {
      if (key === 'value') return [`${label}: ${percent ? formatPercent(value, language) : money(value)}`];
      return [`${label}: ${MONEY_KEY.test(key) ? money(value) : String(value)}`];
    }
    if (Array.isArray(value)) {
      return value.length ? [`${label}: ${value.map((item) => itemText(item, money)).join(', ')}`] : [];
    }
    if (isRecord(value)) return [`${label}: ${itemText(value, money)}`];
    const text = String(value);
    if (key === 'businessDay') return [`${label}: ${formatDay(text)}`];
    if (key === 'serviceType') return [`${label}: ${t(`serviceTypes.${text}`, { defaultValue: text })}`];
    if (key === 'recipient') return [`${label}: ${t(`receipt.recipients.${text}`, { defaultValue: text })}`];
    if (key === 'source') return [`${label}: ${t(`folioView.sources.${text}`, { defaultValue: text })}`];
    if (key === 'collectionType')
      return [`${label}: ${t(`definitions.paymentTypes.collectionTypes.${text}`, { defaultValue: text })}`];
    return [`${label}: ${text}`];
  });
};

export interface FolioHistoryProps {
  events: FolioEvent[];
  /** The store's currency symbol, for the amounts in the events. */
  currency: string;
}

/** A folio's history, oldest first: what happened (the action in words), who did it, when, and its detail. */
export function FolioHistory({ events, currency }: FolioHistoryProps) {
  const { t, i18n } = useTranslation();
  const money = moneyFormat(currency, i18n.language);
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('folioView.noHistory')}
      </Text>
    );
  }
  return (
    <ol className="sofra-folio-list" aria-label={t('folioView.history')}>
      {events.map((event) => {
        const details = describeDetail(event.detail, money, t, i18n.language);
        return (
          <li key={event.id}>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t(`folioView.actions.${event.action}`, { defaultValue: event.action })}
              </Text>
              <Text size="xs" c="dimmed">
                {`${formatFolioTime(event.at)} · ${event.staff?.name ?? t('folioView.noActor')}`}
              </Text>
              {details.length ? <Text size="xs">{details.join(' · ')}</Text> : null}
            </Stack>
          </li>
        );
      })}
    </ol>
  );
}
