import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Fragment, useMemo } from 'react';
import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Dashboard, DashboardFigures, DashboardReservations } from '@sofra/contracts/reports/reports.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import type { TFunction } from '../../../lib/i18n';
import { FIGURES, figureFormat } from './dashboard-figures';
import { HeatMap } from './heat-map';
import { BarsChart, ReportSection, ShareChart } from './report-section';
import { paymentShares, slice, type Share } from './shares';
import {
  formatAmount,
  formatAmountShort,
  formatCount,
  formatDay,
  formatShare,
  weekdayNames,
  type ReportDisplay,
} from './report-format';

/*
 * The dashboard below its figures, in a chunk of its own: the main area's first page paints its figures without
 * waiting for the tables, and the charts' code (Mantine Charts, Recharts) loads after this, in a further chunk.
 */

interface BodyProps {
  data: Dashboard;
  display: ReportDisplay;
  allBranches: boolean;
  t: TFunction;
}

/** Everything under the figures: charts, heat map, breakdowns, products, and the branches side by side. */
export function DashboardDetails({ data, display, allBranches, t }: BodyProps) {
  const money = (v: number) => formatAmount(v, display);
  const moneyShort = (v: number) => formatAmountShort(v, display);
  const count = (v: number) => formatCount(v, display);
  const days = weekdayNames(display.language, 'short');
  const hours = data.byHour.map((h) => ({ label: String(h.hour).padStart(2, '0'), value: h.revenue }));
  const weekdays = data.byWeekday.map((d) => ({ label: days[d.weekday] ?? String(d.weekday), value: d.revenue }));
  const storeNames = new Map(data.perStore.map((s) => [s.storeId, s.storeName]));
  // One slice per payment type (the server sums it over the stores); the stores' parts are said in the list beside it.
  const payments = paymentShares(data.byPaymentType, allBranches ? storeNames : null);
  const services: Share[] = data.byServiceType.map((s) => ({
    key: s.serviceType,
    label: t(`serviceTypes.${s.serviceType}`),
    value: s.revenue,
  }));
  const revenueName = t('reports.figures.revenue');

  return (
    <Stack gap="md">
      {allBranches ? <Branches data={data} display={display} t={t} /> : null}
      {data.reservations && data.reservations.total.bookings > 0 ? (
        <Reservations figures={data.reservations} display={display} t={t} />
      ) : null}

      {data.current.folios === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">{t('reports.noSales')}</Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ReportSection title={t('reports.byHour')}>
              <BarsChart
                data={hours}
                name={revenueName}
                format={money}
                formatAxis={moneyShort}
                label={t('reports.byHour')}
              />
            </ReportSection>
            <ReportSection title={t('reports.byWeekday')}>
              <BarsChart
                data={weekdays}
                name={revenueName}
                format={money}
                formatAxis={moneyShort}
                label={t('reports.byWeekday')}
              />
            </ReportSection>
          </SimpleGrid>
          <ReportSection title={t('reports.heatMap')}>
            <HeatMap values={data.heat} format={money} language={display.language} caption={t('reports.heatMap')} />
          </ReportSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ReportSection title={t('reports.byPaymentType')}>
              <ShareChart data={payments.map(slice)} format={money} label={t('reports.byPaymentType')} />
              <ShareList rows={payments} format={money} display={display} label={t('reports.byPaymentType')} />
            </ReportSection>
            <ReportSection title={t('reports.byServiceType')}>
              <ShareChart data={services.map(slice)} format={money} label={t('reports.byServiceType')} />
              <ShareList rows={services} format={money} display={display} label={t('reports.byServiceType')} />
            </ReportSection>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ReportSection title={t('reports.topProducts')}>
              <ProductTable
                rows={data.topProducts}
                storeNames={allBranches ? storeNames : null}
                money={money}
                count={count}
                t={t}
                label={t('reports.topProducts')}
              />
            </ReportSection>
            <ReportSection title={t('reports.bottomProducts')}>
              <ProductTable
                rows={data.bottomProducts}
                storeNames={allBranches ? storeNames : null}
                money={money}
                count={count}
                t={t}
                label={t('reports.bottomProducts')}
              />
            </ReportSection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** The chart's figures as text, largest first; with the stores' parts under each when there are several stores. */
function ShareList({
  rows,
  format,
  display,
  label,
}: {
  rows: Share[];
  format: (v: number) => string;
  display: ReportDisplay;
  label: string;
}) {
  const total = rows.reduce((s, r) => s + r.value, 0);
  return (
    <Table aria-label={label} mt="sm" fz="sm" verticalSpacing={4}>
      <Table.Tbody>
        {[...rows]
          .sort((a, b) => b.value - a.value)
          .map((r) => (
            <Fragment key={r.key}>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  {r.label}
                </Table.Th>
                <Table.Td ta="end">{format(r.value)}</Table.Td>
                <Table.Td ta="end" c="dimmed" w={56}>
                  {total ? formatShare(r.value / total, display) : ''}
                </Table.Td>
              </Table.Tr>
              {r.parts?.map((part) => (
                <Table.Tr key={part.key} c="dimmed">
                  <Table.Th scope="row" fw={400} pl="lg">
                    {part.label}
                  </Table.Th>
                  <Table.Td ta="end">{format(part.value)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
            </Fragment>
          ))}
      </Table.Tbody>
    </Table>
  );
}

interface ProductTableProps {
  rows: Dashboard['topProducts'];
  /** All branches: each store's name, to list its part of each product under it. */
  storeNames: Map<string, string> | null;
  money: (v: number) => string;
  count: (v: number) => string;
  t: TFunction;
  label: string;
}

function ProductTable({ rows, storeNames, money, count, t, label }: ProductTableProps) {
  if (!rows.length) return <Text c="dimmed">{t('reports.noSales')}</Text>;
  return (
    <Table aria-label={label} fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reports.product')}</Table.Th>
          <Table.Th ta="end">{t('reports.quantity')}</Table.Th>
          <Table.Th ta="end">{t('reports.netSales')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Fragment key={p.productKey}>
            <Table.Tr>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="end">{count(p.quantity)}</Table.Td>
              <Table.Td ta="end">{money(p.net)}</Table.Td>
            </Table.Tr>
            {storeNames
              ? p.stores.map((s) => (
                  <Table.Tr key={s.storeId} c="dimmed">
                    <Table.Td pl="lg">{storeNames.get(s.storeId) ?? s.storeId}</Table.Td>
                    <Table.Td ta="end">{count(s.quantity)}</Table.Td>
                    <Table.Td ta="end">{money(s.net)}</Table.Td>
                  </Table.Tr>
                ))
              : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type BranchRow = { id: string; storeName: string; figures: DashboardFigures; sum?: true };
const SUM_ID = '__sum';

/**
 * All branches: each owned store's figures side by side, largest revenue first, and their sum last (the server's
 * `current`). The shared DataGrid: a table that scrolls inside its frame on a wide screen, a card per store and one
 * for the sum on a phone.
 */
function Branches({ data, display, t }: { data: Dashboard; display: ReportDisplay; t: TFunction }) {
  const money = (v: number) => formatAmount(v, display);
  const { perStore, current } = data;
  const rows = useMemo<BranchRow[]>(
    () => [
      ...[...perStore]
        .sort((a, b) => b.figures.revenue - a.figures.revenue)
        .map((s) => ({ id: s.storeId, storeName: s.storeName, figures: s.figures })),
      { id: SUM_ID, storeName: t('reports.sum'), figures: current, sum: true },
    ],
    [perStore, current, t],
  );
  const columns = useMemo<DataGridColumn<BranchRow>[]>(() => {
    const bold = (r: BranchRow, text: string) =>
      r.sum ? (
        <Text span fw={700} size="sm">
          {text}
        </Text>
      ) : (
        text
      );
    return [
      {
        accessor: 'storeName',
        title: t('reports.store'),
        width: 180,
        render: (r) => bold(r, r.storeName),
      },
      ...FIGURES.map(({ key }): DataGridColumn<BranchRow> => {
        const format = figureFormat(key, display);
        return {
          accessor: key,
          title: t(`reports.figures.${key}`),
          text: (r) => format(r.figures[key]),
          render: (r) => bold(r, format(r.figures[key])),
        };
      }),
    ];
  }, [display, t]);
  return (
    <ReportSection title={t('reports.branches')}>
      <BarsChart
        data={rows.filter((r) => !r.sum).map((r) => ({ label: r.storeName, value: r.figures.revenue }))}
        name={t('reports.figures.revenue')}
        format={money}
        formatAxis={(v) => formatAmountShort(v, display)}
        label={t('reports.branchesChart')}
        horizontal
        height={Math.max(160, perStore.length * 44)}
      />
      <Box mt="sm">
        <DataGrid<BranchRow> label={t('reports.branches')} records={rows} columns={columns} paged={false} />
      </Box>
    </ReportSection>
  );
}

/**
 * The reservations of the range (docs/reservations.md, Figures): covers booked against covers seated and the no-show
 * rate, for the range and week by week (a week counted by its Monday). Shown once the range holds a booking.
 */
function Reservations({
  figures,
  display,
  t,
}: {
  figures: DashboardReservations;
  display: ReportDisplay;
  t: TFunction;
}) {
  const count = (v: number) => formatCount(v, display);
  const { total, weeks } = figures;
  const label = t('reports.reservations.title');
  return (
    <ReportSection title={label}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="sm">
        {(
          [
            ['bookings', count(total.bookings)],
            ['coversBooked', count(total.coversBooked)],
            ['coversSeated', count(total.coversSeated)],
            ['noShowRate', formatShare(total.noShowRate, display)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {t(`reports.reservations.${key}`)}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={340}>
        <Table aria-label={t('reports.reservations.byWeek')} fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.reservations.week')}</Table.Th>
              <Table.Th ta="end">{t('reports.reservations.coversBooked')}</Table.Th>
              <Table.Th ta="end">{t('reports.reservations.coversSeated')}</Table.Th>
              <Table.Th ta="end">{t('reports.reservations.noShowRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Td>{formatDay(week.weekStart, display)}</Table.Td>
                <Table.Td ta="end">{count(week.coversBooked)}</Table.Td>
                <Table.Td ta="end">{count(week.coversSeated)}</Table.Td>
                <Table.Td ta="end">{week.bookings ? formatShare(week.noShowRate, display) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReportSection>
  );
}
