import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { CallOutput } from '@sofra/contracts/core/call';
import type { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { moneyFormat } from '../../../components/folio-view/folio-format';

export type SearchTotals = CallOutput<typeof folioCalls.getTotals>;

/** The totals row of the search: every folio the filter finds, not only the pages loaded. */
export function SearchTotalsRow({ totals, currency }: { totals: SearchTotals; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormat(currency, i18n.language);
  const number = new Intl.NumberFormat(i18n.language);
  const cells: [string, string, boolean?][] = [
    [t('folioList.count'), number.format(totals.count)],
    [t('folioView.gross'), money(totals.gross)],
    [t('folioView.discounts'), money(totals.discounts)],
    [t('folioView.gifts'), money(totals.gifts)],
    [t('folioView.voids'), money(totals.voids)],
    [t('folioView.serviceFee'), money(totals.serviceFee)],
    [t('folioView.total'), money(totals.total), true],
    [t('folioView.paid'), money(totals.paid), true],
    [t('folioView.tip'), money(totals.tip)],
  ];
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('folioList.totals')}>
      <SimpleGrid component="dl" cols={{ base: 3, md: 5 }} spacing="xs" verticalSpacing="xs" m={0}>
        {cells.map(([label, value, strong]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" fw={strong ? 700 : undefined} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
