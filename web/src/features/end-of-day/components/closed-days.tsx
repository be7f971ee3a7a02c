import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { DayRow } from '@sofra/contracts/closing/closing.schemas';
import { formatCalendarDay, formatDateTime } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

export interface ClosedDaysProps {
  rows: DayRow[];
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** Shows a day's report. */
  onOpen: (day: string) => void;
  currency: string;
  timeZone: string;
}

/** The closed days, the newest first: each opens its report. */
export function ClosedDays({ rows, total, pageSize, page, onPage, onOpen, currency, timeZone }: ClosedDaysProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eod-days">
      <Stack gap="sm">
        <Title order={3} size="h5" id="eod-days">
          {t('endOfDay.closedDays')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('endOfDay.noClosedDays')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('endOfDay.day')}</Table.Th>
                  <Table.Th>{t('endOfDay.zNumber')}</Table.Th>
                  <Table.Th>{t('endOfDay.closedAt')}</Table.Th>
                  <Table.Th ta="right">{t('endOfDay.folios')}</Table.Th>
                  <Table.Th ta="right">{t('endOfDay.revenue')}</Table.Th>
                  <Table.Th ta="right">{t('endOfDay.difference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.businessDay}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => onOpen(r.businessDay)} size="sm">
                        {formatCalendarDay(r.businessDay, i18n.language)}
                      </Anchor>
                      {r.reopened > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('endOfDay.reopenedTimes', { count: r.reopened })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r.number}</Table.Td>
                    <Table.Td>
                      {formatDateTime(r.closedAt, i18n.language, timeZone)} · {r.closedBy}
                    </Table.Td>
                    <Table.Td ta="right">{r.folios}</Table.Td>
                    <Table.Td ta="right">{money(r.revenue)}</Table.Td>
                    <Table.Td ta="right">{money(r.difference)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > pageSize && (
          <Group justify="center">
            <Pagination
              total={Math.ceil(total / pageSize)}
              value={page}
              onChange={onPage}
              getControlProps={(p) => ({ 'aria-label': t('endOfDay.page', { page: p }) })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
