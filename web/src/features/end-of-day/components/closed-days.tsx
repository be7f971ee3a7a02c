import '@mantine/core/styles/Pagination.css';
import { useMemo } from 'react';
import { Anchor, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { DayRow } from '@sofra/contracts/closing/closing.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
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

/** The closed days, the newest first (paged by the server): each opens its report. */
export function ClosedDays({ rows, total, pageSize, page, onPage, onOpen, currency, timeZone }: ClosedDaysProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<DataGridColumn<DayRow>[]>(() => {
    const money = (minor: number) => formatMoney(minor, currency, i18n.language);
    return [
      {
        accessor: 'businessDay',
        title: t('endOfDay.day'),
        text: (r) => formatCalendarDay(r.businessDay, i18n.language),
        render: (r) => (
          <Stack gap={0}>
            <Anchor component="button" type="button" onClick={() => onOpen(r.businessDay)} size="sm" ta="left">
              {formatCalendarDay(r.businessDay, i18n.language)}
            </Anchor>
            {r.reopened > 0 && (
              <Text size="xs" c="dimmed">
                {t('endOfDay.reopenedTimes', { count: r.reopened })}
              </Text>
            )}
          </Stack>
        ),
      },
      { accessor: 'number', title: t('endOfDay.zNumber'), text: (r) => String(r.number) },
      {
        accessor: 'closedAt',
        title: t('endOfDay.closedAt'),
        text: (r) => `${formatDateTime(r.closedAt, i18n.language, timeZone)} · ${r.closedBy}`,
      },
      { accessor: 'folios', title: t('endOfDay.folios'), text: (r) => String(r.folios) },
      { accessor: 'revenue', title: t('endOfDay.revenue'), text: (r) => money(r.revenue) },
      { accessor: 'difference', title: t('endOfDay.difference'), text: (r) => money(r.difference) },
    ];
  }, [t, i18n.language, currency, timeZone, onOpen]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eod-days">
      <Stack gap="sm">
        <Title order={3} size="h5" id="eod-days">
          {t('endOfDay.closedDays')}
        </Title>
        <DataGrid<DayRow>
          label={t('endOfDay.closedDays')}
          records={rows}
          columns={columns}
          idOf={(r) => r.businessDay}
          paged={false}
          noRecordsText={t('endOfDay.noClosedDays')}
        />
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
