import type { ReactNode } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { changePercent } from './report-period';
import { formatPercent, type ReportDisplay } from './report-format';

/** Characters from which a value takes the smaller size on a phone ("₺1.234.567,89" has 13). */
const LONG_VALUE = 12;

/** One figure as a labelled tile: its name, its value and what goes under it (a change, a hint). */
export function FigureTile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {/*
          Smaller on a phone, where two tiles share a row, and smaller again for a long amount (a seven-figure sum with
          its currency), so it stays on one line; anything longer still wraps rather than running out.
        */}
        <Text
          fw={700}
          fz={{ base: value.length > LONG_VALUE ? 'sm' : 'md', xs: 'xl' }}
          lh={1.2}
          style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

interface FigureCardProps {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
  display: ReportDisplay;
  /** A rise is bad news (discounts, voids, cancelled): it is shown red, a fall green. */
  lowerIsBetter?: boolean;
  /** What the figure counts, in a line under it (the average per guest's bills with covers). */
  hint?: string;
  /**
   * The period runs to today, which is not over: a figure below the whole period before is said "so far" in grey,
   * not as a fall (early in the morning, Today against all of yesterday would be −100 % everywhere).
   */
  soFar?: boolean;
}

/** One figure of the period with its change against the period before (↑/↓ in percent). */
export function FigureCard({ label, current, previous, format, display, lowerIsBetter, hint, soFar }: FigureCardProps) {
  const { t } = useTranslation();
  const change = changePercent(current, previous);
  const up = change !== null && change > 0;
  const down = change !== null && change < 0;
  const good = lowerIsBetter ? down : up;
  // Below the period before while the period is still running: not yet a fall (nor, for a cost, a saving).
  const pending = soFar === true && down;
  const colour = change === 0 || pending ? 'gray' : change === null ? 'blue' : good ? 'teal' : 'red';
  const arrow = up || change === null ? '↑' : down ? '↓' : '→';
  const percent = change === null ? '' : formatPercent(change, display);
  const text = change === null ? t('reports.new') : pending ? t('reports.soFar', { change: percent }) : percent;
  const spoken =
    change === null
      ? t('reports.changeNew', { previous: format(previous) })
      : t(pending ? 'reports.soFarSpoken' : 'reports.changeSpoken', { change: percent, previous: format(previous) });
  return (
    <FigureTile label={label} value={format(current)}>
      <Badge color={colour} variant="light" size="md" title={spoken}>
        <span aria-hidden>
          {arrow} {text}
        </span>
        <VisuallyHidden>{spoken}</VisuallyHidden>
      </Badge>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </FigureTile>
  );
}
