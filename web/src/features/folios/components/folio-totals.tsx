import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolioTotals as Totals } from '@sofra/contracts/folios/folios.schemas';
import { formatPercent, useMoney } from './folio-format';

/**
 * The totals the server computed (docs/folios.md, Totals): gross, discounts, gifts and voids, service fee, the tax
 * inside the total per rate, the total, what was paid, the tip and the balance left.
 */
export function FolioTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap={4} component="dl" m={0} aria-label={t('folios.totals.title')}>
      <Row label={t('folios.totals.gross')} value={money(totals.gross)} />
      {totals.discounts ? <Row label={t('folios.totals.discounts')} value={`−${money(totals.discounts)}`} /> : null}
      {totals.gifts ? <Row label={t('folios.totals.gifts')} value={money(totals.gifts)} dimmed /> : null}
      {totals.voids ? <Row label={t('folios.totals.voids')} value={money(totals.voids)} dimmed /> : null}
      {totals.serviceFee ? <Row label={t('folios.totals.serviceFee')} value={money(totals.serviceFee)} /> : null}
      {totals.taxes.map((tax) => (
        <Row
          key={tax.rate}
          label={t('folios.totals.tax', { rate: formatPercent(tax.rate, i18n.language) })}
          value={money(tax.tax)}
          dimmed
        />
      ))}
      <Divider my={4} />
      <Row label={t('folios.totals.total')} value={money(totals.total)} strong />
      <Row label={t('folios.totals.paid')} value={money(totals.paid)} />
      {totals.tip ? <Row label={t('folios.totals.tip')} value={money(totals.tip)} /> : null}
      <Row label={t('folios.totals.balance')} value={money(totals.balance)} strong />
    </Stack>
  );
}

function Row({
  label,
  value,
  strong,
  dimmed,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  dimmed?: boolean;
}) {
  const c = dimmed ? 'dimmed' : undefined;
  const fw = strong ? 700 : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text component="dt" size="sm" c={c} fw={fw}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" c={c} fw={fw}>
        {value}
      </Text>
    </Group>
  );
}
