import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DayClose, DayFigures } from '@sofra/contracts/closing/closing.schemas';
import { formatCalendarDay, formatDateTime } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

export interface DayReportProps {
  storeName: string;
  businessDay: string;
  figures: DayFigures;
  /** The live close: its number, time, who, and the drawer's count. */
  close?: DayClose;
  currency: string;
  timeZone: string;
}

/**
 * The Z report of a business day (docs/end-of-day.md): what the printer prints, A4 or 80 mm. The figures are the
 * server's, as closed (the close's own) or as they are now; nothing is summed here.
 */
export function DayReport({ storeName, businessDay, figures: f, close, currency, timeZone }: DayReportProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const count = new Intl.NumberFormat(i18n.language);
  const figure = (label: string, value: string) => (
    <Paper withBorder p="sm" radius="md" key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
  const section = (title: string, head: string[], rows: (string | number)[][], empty: string) => (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {head.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );

  return (
    <Stack gap="md" className="eod-report" aria-label={t('endOfDay.report')}>
      <Stack gap={0}>
        <Title order={2} size="h4">
          {close ? t('endOfDay.zTitle', { number: close.number }) : t('endOfDay.xTitle')}
        </Title>
        <Text size="sm">{storeName}</Text>
        <Text size="sm">{t('endOfDay.businessDay', { day: formatCalendarDay(businessDay, i18n.language) })}</Text>
        {close && (
          <Text size="sm">
            {t('endOfDay.closedBy', {
              at: formatDateTime(close.closedAt, i18n.language, timeZone),
              name: close.closedBy,
            })}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figure(t('endOfDay.revenue'), money(f.revenue))}
        {figure(t('endOfDay.folios'), count.format(f.folios))}
        {figure(t('endOfDay.covers'), count.format(f.covers))}
        {figure(t('endOfDay.averagePerGuest'), money(f.averagePerGuest))}
        {figure(t('endOfDay.discounts'), money(f.discounts))}
        {figure(t('endOfDay.gifts'), money(f.gifts))}
        {figure(t('endOfDay.voids'), money(f.voids))}
        {figure(t('endOfDay.serviceFee'), money(f.serviceFee))}
        {figure(t('endOfDay.tips'), money(f.tips))}
        {figure(
          t('endOfDay.cancelled'),
          t('endOfDay.cancelledValue', { count: f.cancelled, amount: money(f.cancelledAmount) }),
        )}
      </SimpleGrid>
      {section(
        t('endOfDay.payments'),
        [t('endOfDay.paymentType'), t('endOfDay.count'), t('endOfDay.amount'), t('endOfDay.tips')],
        f.byPaymentType.map((p) => [p.name, count.format(p.count), money(p.amount), money(p.tips)]),
        t('endOfDay.noPayments'),
      )}
      {section(
        t('endOfDay.taxes'),
        [t('endOfDay.rate'), t('endOfDay.base'), t('endOfDay.tax'), t('endOfDay.total')],
        f.byTaxRate.map((r) => [`%${count.format(r.rate)}`, money(r.base), money(r.tax), money(r.base + r.tax)]),
        t('endOfDay.noSales'),
      )}
      {section(
        t('endOfDay.departments'),
        [t('endOfDay.department'), t('endOfDay.quantity'), t('endOfDay.net')],
        f.byDepartment.map((d) => [d.name || t('endOfDay.noDepartment'), count.format(d.quantity), money(d.net)]),
        t('endOfDay.noSales'),
      )}
      {close &&
        section(
          t('endOfDay.cash'),
          [t('endOfDay.cashLine'), t('endOfDay.amount')],
          [
            [t('endOfDay.float'), money(close.cash.float)],
            [t('endOfDay.cashSales'), money(close.cash.cashSales)],
            [t('endOfDay.cashTips'), money(close.cash.cashTips)],
            [t('endOfDay.expected'), money(close.cash.expected)],
            [t('endOfDay.counted'), money(close.cash.counted)],
            [t('endOfDay.difference'), money(close.cash.difference)],
            ...(close.cash.reason ? [[t('endOfDay.reason'), close.cash.reason]] : []),
            ...(close.note ? [[t('endOfDay.note'), close.note]] : []),
          ],
          '',
        )}
    </Stack>
  );
}
