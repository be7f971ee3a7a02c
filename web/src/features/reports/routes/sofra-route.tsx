import { useMemo } from 'react';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportLanguages, type ReportLanguage } from '@sofra/contracts/reports/reports.schemas';
import { useTranslation } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { useUserCountStats } from '../api/reports-api';
import { useLoyaltySummary } from '../api/loyalty-summary-api';
import { FigureTile } from '../components/figure-card';
import { loyaltyPeriod, loyaltyRanges, type LoyaltyRange } from '../components/loyalty-period';
import { AllBranchesSwitch, DisplayPicker, ReportSelect } from '../components/period-picker';
import { formatAmount, formatCount, formatDay } from '../components/report-format';
import { BarsChart, ReportSection } from '../components/report-section';
import { useReportDisplay } from '../components/use-report-display';
import { useReportParams, useReportStores } from '../components/use-report-params';

/** The months the loyalty dashboard offers: the last 12 (this one included), this calendar year, the one before. */
interface MonthRow {
  id: string;
  storeName: string;
  month: string;
  monthName: string;
  total: number;
  unique: number;
}

/**
 * /main/sofra: the loyalty dashboard — check-ins and unique guests per month per store (spec section 7), from the
 * tables' check-in logs. Month names are Turkish unless another language is chosen (spec section 9).
 */
export function Component() {
  const { t } = useTranslation();
  const branches = useReportStores();
  const { store, storeIds } = branches;
  const { display, chosen, choose } = useReportDisplay();
  const { params, set } = useReportParams();
  const asked = params.range as LoyaltyRange | undefined;
  const range: LoyaltyRange = asked && loyaltyRanges.includes(asked) ? asked : 'last12';
  const period = loyaltyPeriod(range, new Date(), store.data?.timeZone);
  const lang: ReportLanguage = reportLanguages.find((l) => l === chosen) ?? 'tr';
  const stats = useUserCountStats(storeIds, period.from, period.to, lang);
  const summary = useLoyaltySummary(storeIds);
  const refused = isApiError(stats.error, 'store_forbidden') || isApiError(summary.error, 'store_forbidden');

  const rows = useMemo<MonthRow[]>(
    () =>
      [...(stats.data?.rows ?? [])]
        .sort((a, b) => b.month.localeCompare(a.month) || a.storeName.localeCompare(b.storeName))
        .map((r) => ({ ...r, id: `${r.storeId}:${r.month}` })),
    [stats.data],
  );
  // Check-ins per month, every store together (the server's sums), oldest first.
  const months = useMemo(
    () => (stats.data?.months ?? []).map((m) => ({ label: `${m.monthName} ${m.month.slice(0, 4)}`, value: m.total })),
    [stats.data],
  );
  const count = (v: number) => formatCount(v, display);
  const columns = useMemo<DataGridColumn<MonthRow>[]>(
    () => [
      {
        accessor: 'monthName',
        title: t('reports.loyalty.month'),
        text: (r) => `${r.monthName} ${r.month.slice(0, 4)}`,
      },
      { accessor: 'storeName', title: t('reports.store') },
      { accessor: 'total', title: t('reports.loyalty.total'), text: (r) => formatCount(r.total, display) },
      { accessor: 'unique', title: t('reports.loyalty.unique'), text: (r) => formatCount(r.unique, display) },
    ],
    [t, display],
  );

  return (
    <StorePage
      title={t('reports.loyalty.title')}
      noStoreText={t('reports.loyalty.noStore')}
      queries={refused ? [store] : [store, stats, summary]}
      loadFailedText={t('reports.loadFailed')}
      maw={1100}
      header={
        <Group gap="md" align="flex-end" wrap="wrap">
          <ReportSelect
            label={t('reports.period')}
            data={loyaltyRanges.map((r) => ({ value: r, label: t(`reports.loyalty.ranges.${r}`) }))}
            value={range}
            onChange={(e) => set({ range: e.currentTarget.value })}
            width={200}
          />
          <DisplayPicker chosen={chosen} onChange={choose} />
          <AllBranchesSwitch branches={branches} />
        </Group>
      }
    >
      {() =>
        refused ? (
          <Text>{t('reports.noAccess')}</Text>
        ) : (
          <>
            {summary.data ? (
              <Stack gap="xs" component="section" aria-label={t('reports.loyalty.now')}>
                <Title order={2} size="h4">
                  {t('reports.loyalty.now')}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <FigureTile label={t('reports.loyalty.members')} value={count(summary.data.totals.members)} />
                  <FigureTile label={t('reports.loyalty.visits')} value={count(summary.data.totals.visits)} />
                  <FigureTile
                    label={t('reports.loyalty.pointsOutstanding')}
                    value={count(summary.data.totals.pointsOutstanding)}
                  />
                  <FigureTile
                    label={t('reports.loyalty.liability')}
                    value={formatAmount(summary.data.totals.liability, display)}
                  >
                    <Text size="xs" c="dimmed">
                      {t('reports.loyalty.liabilityHint')}
                    </Text>
                  </FigureTile>
                </SimpleGrid>
              </Stack>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('reports.loyalty.summary', {
                total: count(stats.data?.total ?? 0),
                from: formatDay(period.from, display),
                to: formatDay(period.to, display),
              })}
            </Text>
            {months.length ? (
              <ReportSection title={t('reports.loyalty.chart')}>
                <BarsChart
                  data={months}
                  name={t('reports.loyalty.total')}
                  format={count}
                  label={t('reports.loyalty.chart')}
                />
              </ReportSection>
            ) : null}
            <DataGrid<MonthRow>
              label={t('reports.loyalty.grid')}
              records={rows}
              columns={columns}
              fetching={stats.isFetching}
              paged={false}
              noRecordsText={t('reports.loyalty.empty')}
            />
          </>
        )
      }
    </StorePage>
  );
}
