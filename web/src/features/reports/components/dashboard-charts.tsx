import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';

/*
 * The dashboard's charts, in a chunk of their own (Mantine Charts over Recharts): loaded only by the report screens,
 * after their figures, so neither the sign-in page nor the dashboard's first paint waits for them. Every chart has a
 * table or list beside it that says the same in text (docs/report-screens.md, Accessibility).
 */

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarsProps {
  data: BarDatum[];
  /** The value's name in the tooltip. */
  name: string;
  format: (value: number) => string;
  formatAxis?: (value: number) => string;
  /** What the chart shows, for a screen reader (the chart itself is hidden from one). */
  label: string;
  horizontal?: boolean;
  height?: number;
}

/** A bar per label; resizes with its container, so it fits a phone. */
export function Bars({ data, name, format, formatAxis, label, horizontal, height = 220 }: BarsProps) {
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        h={height}
        data={data.map((d) => ({ label: d.label, [name]: d.value }))}
        dataKey="label"
        series={[{ name, color: 'teal.6' }]}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        valueFormatter={format}
        yAxisProps={horizontal ? { width: 110 } : { tickFormatter: formatAxis ?? format, width: 72 }}
        xAxisProps={horizontal ? { tickFormatter: formatAxis ?? format } : undefined}
        gridAxis={horizontal ? 'y' : 'x'}
        tickLine="none"
        // The figures are in text beside the chart: no keyboard stop inside an image.
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}

const PALETTE = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'yellow.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6'];

export interface ShareProps {
  data: BarDatum[];
  format: (value: number) => string;
  label: string;
}

/** Shares of a whole (payment types, service types) as a donut. */
export function Share({ data, format, label }: ShareProps) {
  return (
    <Box role="img" aria-label={label}>
      <DonutChart
        h={200}
        mx="auto"
        data={data.map((d, i) => ({ name: d.label, value: d.value, color: PALETTE[i % PALETTE.length]! }))}
        valueFormatter={format}
        withTooltip
        tooltipDataSource="segment"
        thickness={28}
        pieChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
