import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Folio, FolioDetail } from '@sofra/contracts/folios/folios.schemas';
import {
  businessDayOf,
  formatFolioClock,
  formatFolioTime,
  formatPercent,
} from '../../../components/folio-view/folio-format';
import { statusBadgeColor, tableLabel, useMoney } from './folio-format';

/** The folio drawer's head: its back button, the folio's state and balance, and the notes on the whole bill. */

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onClick}>
        {t('folios.drawer.back')}
      </Button>
    </Group>
  );
}

/**
 * Who opened the folio and when, its table, number of guests, service type, status and whether it was served.
 * `onChangeCovers`: the bill's number of guests may still be changed.
 */
export function FolioHeader({ folio, onChangeCovers }: { folio: FolioDetail; onChangeCovers?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  // On the store's wall clock; the date only when it was not opened on today's business day.
  const when =
    folio.businessDay === businessDayOf(new Date())
      ? formatFolioClock(folio.openedAt)
      : formatFolioTime(folio.openedAt);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={statusBadgeColor[folio.status]}>{t(`folios.status.${folio.status}`)}</Badge>
        {folio.doneAt ? (
          <Badge variant="outline" color="blue.9" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('folios.served')}
          </Badge>
        ) : null}
        <Text size="sm">{t(`serviceTypes.${folio.serviceType}`)}</Text>
      </Group>
      {folio.tableName ? <Text fw={600}>{tableLabel(folio.tableGroup, folio.tableName)}</Text> : null}
      {folio.covers !== null || onChangeCovers ? (
        <Group gap="xs">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">
            {folio.covers !== null ? t('folios.covers.count', { count: folio.covers }) : t('folios.covers.none')}
          </Text>
          {onChangeCovers ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={t('folios.covers.changeLabel')}
              onClick={onChangeCovers}
            >
              {t('folios.covers.change')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        {folio.openedBy
          ? t('folios.drawer.openedBy', { time: when, name: folio.openedBy.name })
          : t('folios.drawer.openedAt', { time: when })}
      </Text>
      <Text size="lg" fw={700}>
        {t('folios.drawer.balance', { balance: money(folio.totals.balance), total: money(folio.totals.total) })}
      </Text>
    </Stack>
  );
}

/** The rate or the amount of a change on the whole bill, as its note says it. */
const useRate = () => {
  const { i18n } = useTranslation();
  const money = useMoney();
  return (kind: string, value: number) => (kind === 'percent' ? formatPercent(value, i18n.language) : money(value));
};

/** A campaign's reward on the whole bill (docs/campaigns.md): taken before the folio's own discount. */
export function FolioCampaignNote({ folio }: { folio: Folio }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  const c = folio.campaign!;
  return (
    <Text size="sm" c="teal.9">
      {t('campaigns.folio.bill', { name: c.campaignName, value: rate(c.kind, c.value), amount: money(c.amount) })}
    </Text>
  );
}

/** The folio's own discount on the whole bill, with its reason. */
export function FolioDiscountNote({ folio }: { folio: Folio }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  const d = folio.discount!;
  return (
    <Text size="sm" c="blue.9">
      {t('folios.lines.folioDiscount', { reason: d.reasonName, value: rate(d.kind, d.value), amount: money(d.amount) })}
    </Text>
  );
}
