import '@mantine/dates/styles.css';
import { useMemo, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { MasterOnly } from '../../../components/master-only/master-only';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { MAX_RANGE_DAYS } from '@sofra/contracts/folios/folios.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { daysBetween, lastBusinessDays } from '../../../components/folio-view/folio-format';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { StorePage } from '../../../components/store-page/store-page';
import { formatMoney } from '../../../lib/money';
import { urls } from '../../../lib/urls';
import { useFolioReport } from '../api/folio-report-api';
import { reportLines, type ReportLine } from '../components/report-rows';

const DEFAULT_DAYS = 7;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /main/sofra-folio-report: master users only (spec section 6). Anyone else who comes here, by a link or the
 * address, is told 'You do not have access to this module!' and stays where they were: the screen is not drawn.
 */
export function Component() {
  return (
    <MasterOnly>
      <FolioReport />
    </MasterOnly>
  );
}

function FolioReport() {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const { from = '', to = '' } = useSearch({ from: urls.main.folioReport });
  const navigate = useNavigate({ from: urls.main.folioReport });
  const [fallback] = useState(() => lastBusinessDays(DEFAULT_DAYS));
  const period = DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : fallback;
  const tooLong = daysBetween(period.from, period.to) > MAX_RANGE_DAYS;
  const report = useFolioReport(period.from, period.to, !tooLong);
  const [picked, setPicked] = useState<DatesRangeValue<string>>([period.from, period.to]);

  const lines = useMemo(() => (report.data ? reportLines(report.data.rows) : []), [report.data]);
  const currencies = new Set(lines.filter((l) => !l.sum).map((l) => l.currency)).size;
  const columns = useMemo<DataGridColumn<ReportLine>[]>(() => {
    const money = (line: ReportLine, minor: number) => formatMoney(minor, line.currency, i18n.language);
    const count = new Intl.NumberFormat(i18n.language);
    const strong = (line: ReportLine, text: string) =>
      line.sum ? (
        <Text span fw={700} size="sm">
          {text}
        </Text>
      ) : (
        text
      );
    const countColumn = (key: 'closed' | 'cancelled' | 'open'): DataGridColumn<ReportLine> => ({
      accessor: key,
      title: t(`folioReport.${key}`),
      text: (l) => count.format(l[key]),
      render: (l) => strong(l, count.format(l[key])),
    });
    const moneyColumn = (key: 'gross' | 'discounts' | 'total' | 'paid' | 'tip'): DataGridColumn<ReportLine> => ({
      accessor: key,
      title: t(`folioReport.${key}`),
      text: (l) => money(l, l[key]),
      render: (l) => strong(l, money(l, l[key])),
    });
    return [
      {
        accessor: 'storeName',
        title: t('folioReport.store'),
        text: (l) =>
          l.sum
            ? currencies > 1
              ? t('folioReport.sumIn', { currency: l.currency })
              : t('folioReport.sum')
            : l.storeName,
        render: (l) =>
          l.sum
            ? strong(l, currencies > 1 ? t('folioReport.sumIn', { currency: l.currency }) : t('folioReport.sum'))
            : l.storeName,
      },
      countColumn('closed'),
      countColumn('cancelled'),
      countColumn('open'),
      moneyColumn('gross'),
      moneyColumn('discounts'),
      moneyColumn('total'),
      moneyColumn('paid'),
      moneyColumn('tip'),
    ];
  }, [t, i18n.language, currencies]);

  const choose = (next: DatesRangeValue<string>) => {
    setPicked(next);
    const [start, end] = next;
    if (start && end) void navigate({ search: (prev) => ({ ...prev, from: start, to: end }), replace: true });
  };

  return (
    <StorePage
      title={t('folioReport.title')}
      subtitle={t('folioReport.subtitle')}
      noStoreText={t('folioReport.subtitle')}
      needsStore={false}
      maw={1200}
      header={
        <DatePickerInput
          type="range"
          size={phone ? 'md' : 'sm'}
          label={t('folioReport.period')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={picked}
          onChange={choose}
          valueFormat="DD.MM.YYYY"
          locale={i18n.language}
          maxDate={lastBusinessDays(1).to}
          allowSingleDateInRange
          dropdownType={phone ? 'modal' : 'popover'}
          error={tooLong ? t('folioReport.periodTooLong', { days: MAX_RANGE_DAYS }) : undefined}
          maw={phone ? undefined : 320}
        />
      }
    >
      {() =>
        tooLong ? null : report.isError ? (
          <Paper withBorder p="md" radius="md">
            <LoadFailed message={t('folioReport.loadFailed')} onRetry={() => report.refetch()} />
          </Paper>
        ) : (
          <DataGrid<ReportLine>
            label={t('folioReport.grid')}
            records={lines}
            columns={columns}
            idOf={(l) => l.storeId}
            fetching={report.isFetching}
            paged={false}
            noRecordsText={t('folioReport.empty')}
          />
        )
      }
    </StorePage>
  );
}
