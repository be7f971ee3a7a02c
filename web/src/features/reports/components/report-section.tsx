import { lazy, Suspense, type ReactNode } from 'react';
import { Loader, Paper, Title } from '@mantine/core';
import type { BarsProps, ShareProps } from './dashboard-charts';

/*
 * The report screens' charts come from their own chunk (dashboard-charts.tsx: Mantine Charts over Recharts), loaded
 * after the figures; these wrappers give every chart the same lazy load and loading spinner.
 */
const charts = () => import('./dashboard-charts');
const LazyBars = lazy(() => charts().then((m) => ({ default: m.Bars })));
const LazyShare = lazy(() => charts().then((m) => ({ default: m.Share })));
const chartFallback = <Loader size="sm" />;

/** A bar chart, loaded with the charts' chunk. */
export function BarsChart(props: BarsProps) {
  return (
    <Suspense fallback={chartFallback}>
      <LazyBars {...props} />
    </Suspense>
  );
}

/** A donut of shares, loaded with the charts' chunk. */
export function ShareChart(props: ShareProps) {
  return (
    <Suspense fallback={chartFallback}>
      <LazyShare {...props} />
    </Suspense>
  );
}

/** A titled part of a report screen, named by its title. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    // minWidth 0: a grid cell may shrink below its table's width; the table scrolls inside it instead.
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} miw={0}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
