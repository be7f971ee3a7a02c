import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { CallOutput } from '@sofra/contracts/core/call';
import type { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { moneyFormat } from '../../../components/folio-view/folio-format';

export type SearchTotals = CallOutput<typeof folioCalls.getTotals>;

interface SearchTotalsProps {
  totals: SearchTotals;
  currency: string;
  /** Whether the list shows hidden folios (the filter's *Show hidden folios*). */
  hiddenShown: boolean;
  onShowHidden: () => void;
}

/**
 * The totals row of the search: every folio the filter finds, not only the pages loaded — hidden ones too (a paid bill
 * is a fiscal record), and it says how many are hidden, with a way to show them in the list.
 */
export function SearchTotalsRow({ totals, currency, hiddenShown, onShowHidden }: SearchTotalsProps) {
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
      {totals.hidden > 0 ? (
        <Group gap="xs" mt="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('folioList.hiddenInTotals', { count: totals.hidden, n: number.format(totals.hidden) })}
          </Text>
          {hiddenShown ? null : (
            <Button variant="subtle" size="compact-sm" onClick={onShowHidden}>
              {t('folioList.showHiddenNow')}
            </Button>
          )}
        </Group>
      ) : null}
    </Paper>
  );
}
