import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '../components/report-print.css';
import { useMemo } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { businessDayOf } from '@sofra/contracts/core/business-day';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import type { ProductSales, ProductSalesBy } from '@sofra/contracts/reports/reports.schemas';
import { productSalesBys } from '@sofra/contracts/reports/reports.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { isApiError } from '../../../lib/api-error';
import { downloadBlob } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { useExportProductSales, useProductSales } from '../api/reports-api';
import { DisplayPicker, PeriodPicker } from '../components/period-picker';
import { formatAmount, formatCount, formatDay, type ReportDisplay } from '../components/report-format';
import { usePeriod } from '../components/use-period';
import { useReportDisplay } from '../components/use-report-display';
import { useReportParams } from '../components/use-report-params';

type Row = ProductSales['rows'][number] & { id: string; totals?: true };
type MoneyKey = 'gross' | 'discounts' | 'gifts' | 'voids' | 'net' | 'tax';
const MONEY: MoneyKey[] = ['gross', 'discounts', 'gifts', 'voids', 'net', 'tax'];
const TOTALS_ID = '__totals';

/** Hundredths of a percent as written (1000 → "10"). */
const rateText = (rate: number, display: ReportDisplay) => formatCount(rate / 100, display);

/** The rows of the report and its totals row last (the grid neither sorts nor pages it away). */
const salesRows = (sales: ProductSales, totalsName: string): Row[] => [
  ...sales.rows.map((r) => ({ ...r, id: `${sales.by}:${r.key}` })),
  {
    ...sales.totals,
    id: TOTALS_ID,
    key: TOTALS_ID,
    name: totalsName,
    groupId: null,
    groupName: null,
    departmentId: null,
    departmentName: null,
    totals: true,
  },
];

/** Every tax rate that occurs, lowest first: a column each. */
const ratesOf = (sales: ProductSales) =>
  [...new Set([...sales.totals.taxes, ...sales.rows.flatMap((r) => r.taxes)].map((t) => t.rate))].sort((a, b) => a - b);

const columnsOf = (sales: ProductSales, display: ReportDisplay, t: TFunction): DataGridColumn<Row>[] => {
  const bold = (r: Row, text: string) =>
    r.totals ? (
      <Text span fw={700} size="sm">
        {text}
      </Text>
    ) : (
      text
    );
  const money = (accessor: string, title: string, value: (r: Row) => number): DataGridColumn<Row> => ({
    accessor,
    title,
    text: (r) => formatAmount(value(r), display),
    render: (r) => bold(r, formatAmount(value(r), display)),
  });
  const byOption = sales.by === 'option';
  const optionsText = (r: Row) =>
    r.totals ? '' : r.options?.length ? r.options.join(', ') : t('reports.sales.noOptions');
  return [
    {
      accessor: 'name',
      title: t(`reports.sales.by.${byOption ? 'product' : sales.by}`),
      render: (r) => bold(r, r.name || t('reports.sales.none')),
    },
    ...(byOption ? [{ accessor: 'options', title: t('reports.sales.options'), text: optionsText }] : []),
    ...(sales.by === 'product' || byOption
      ? [
          { accessor: 'groupName', title: t('reports.sales.by.group'), text: (r: Row) => r.groupName ?? '' },
          {
            accessor: 'departmentName',
            title: t('reports.sales.by.department'),
            text: (r: Row) => r.departmentName ?? '',
          },
        ]
      : []),
    {
      accessor: 'quantity',
      title: t('reports.sales.quantity'),
      text: (r) => formatCount(r.quantity, display),
      render: (r) => bold(r, formatCount(r.quantity, display)),
    },
    ...MONEY.map((k) => money(k, t(`reports.sales.${k}`), (r) => r[k])),
    ...ratesOf(sales).map((rate) =>
      money(
        `tax${rate}`,
        t('reports.sales.taxAt', { rate: rateText(rate, display) }),
        (r) => r.taxes.find((x) => x.rate === rate)?.tax ?? 0,
      ),
    ),
  ];
};

/**
 * /main/sofra-pos-reports: product sales of the active store by product, group or department, or by product and the
 * options chosen with it ("1,5 porsiyon"), for a period.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const { display, chosen, choose } = useReportDisplay();
  const today = businessDayOf(new Date(), store.data?.timeZone, store.data?.dayStartHour);
  const { preset, period, choose: choosePeriod } = usePeriod(today, 'last7');
  const { params, set } = useReportParams();
  const askedBy = params.by as ProductSalesBy | undefined;
  const by: ProductSalesBy = askedBy && productSalesBys.includes(askedBy) ? askedBy : 'product';
  const storeId = activeStoreId ?? '';
  const sales = useProductSales(storeId, period.from, period.to, by);
  const exportSales = useExportProductSales();
  const refused = isApiError(sales.error, 'store_forbidden');

  const rows = useMemo(() => (sales.data ? salesRows(sales.data, t('reports.sales.totals')) : []), [sales.data, t]);
  const columns = useMemo(() => (sales.data ? columnsOf(sales.data, display, t) : []), [sales.data, display, t]);
  const language = i18n.language === 'tr' ? 'tr' : 'en';
  // Four choices do not fit a phone's width side by side.
  const byOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  const download = () =>
    exportSales.mutate(
      { storeId, from: period.from, to: period.to, by, language },
      {
        onSuccess: (blob) => {
          downloadBlob(blob, `${t('reports.sales.fileName', { from: period.from, to: period.to })}.xlsx`);
        },
      },
    );

  const periodText = `${formatDay(period.from, display)} – ${formatDay(period.to, display)}`;
  const empty = !sales.data?.rows.length;

  return (
    <StorePage
      title={t('reports.sales.title')}
      noStoreText={t('reports.sales.noStore')}
      queries={refused ? [store] : [store, sales]}
      loadFailedText={t('reports.loadFailed')}
      maw={1400}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            loading={exportSales.isPending}
            disabled={empty || refused}
          >
            {t('reports.sales.export')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={empty || refused}
          >
            {t('reports.sales.print')}
          </Button>
        </>
      }
      header={
        <Group gap="md" align="flex-end" wrap="wrap">
          <PeriodPicker
            key={`${period.from}:${period.to}`}
            preset={preset}
            period={period}
            maxDay={today}
            onChange={choosePeriod}
          />
          <DisplayPicker chosen={chosen} onChange={choose} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="pos-reports-by">
              {t('reports.sales.groupBy')}
            </Text>
            <SegmentedControl
              aria-labelledby="pos-reports-by"
              orientation={byOrientation}
              value={by}
              onChange={(value) => set({ by: value })}
              data={productSalesBys.map((b) => ({ value: b, label: t(`reports.sales.by.${b}`) }))}
            />
          </Stack>
        </Group>
      }
    >
      {() =>
        refused ? (
          <Text>{t('reports.noAccess')}</Text>
        ) : sales.data ? (
          <>
            <Text size="sm" c="dimmed">
              {periodText}
            </Text>
            <DataGrid<Row>
              label={t('reports.sales.grid')}
              records={empty ? [] : rows}
              columns={columns}
              fetching={sales.isFetching}
              paged={false}
              noRecordsText={t('reports.sales.empty')}
            />
            <PrintView
              rows={rows}
              columns={columns}
              title={t('reports.sales.title')}
              subtitle={`${store.data?.name ?? ''} · ${periodText}`}
            />
          </>
        ) : null
      }
    </StorePage>
  );
}

interface PrintViewProps {
  rows: Row[];
  columns: DataGridColumn<Row>[];
  title: string;
  subtitle: string;
}

/** The report as a plain table for paper: hidden on screen, the only thing printed (report-print.css). */
function PrintView({ rows, columns, title, subtitle }: PrintViewProps) {
  const body = rows.filter((r) => !r.totals);
  const totals = rows.find((r) => r.totals);
  const cell = (c: DataGridColumn<Row>, r: Row) =>
    c.text ? c.text(r) : String((r as Record<string, unknown>)[c.accessor] ?? '');
  return (
    <div className="report-print" aria-hidden>
      <h1 style={{ fontSize: '14pt', margin: 0 }}>{title}</h1>
      <p style={{ margin: '2pt 0 8pt' }}>{subtitle}</p>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.accessor}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((r) => (
            <tr key={r.id}>
              {columns.map((c) => (
                <td key={c.accessor}>{cell(c, r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.accessor}>{cell(c, totals)}</td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
