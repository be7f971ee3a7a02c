import '@mantine/core/styles/Table.css';
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { weekdayNames } from './report-format';

interface HeatMapProps {
  /** Seven rows (Monday first) of 24 values (hour 0 first). */
  values: number[][];
  /** A value as text (money or a count). */
  format: (value: number) => string;
  language: string;
  caption: string;
}

/** Five steps from empty to the busiest cell: enough to see the rush hours, few enough to tell apart. */
const STEPS = 5;
const shade = (value: number, max: number) =>
  value <= 0 || max <= 0 ? 0 : Math.min(STEPS, Math.ceil((value / max) * STEPS));
const colour = (step: number) =>
  step === 0 ? 'var(--mantine-color-gray-1)' : `var(--mantine-color-teal-${[2, 4, 5, 7, 9][step - 1]})`;

/**
 * Sales by day of week and hour as a table whose cells are coloured by value: the table is its own text fallback
 * (each cell says its day, hour and value to a screen reader, and in a tooltip), and scrolls sideways on a phone.
 */
export function HeatMap({ values, format, language, caption }: HeatMapProps) {
  const { t } = useTranslation();
  const days = weekdayNames(language, 'short');
  const longDays = weekdayNames(language, 'long');
  const max = Math.max(0, ...values.flat());
  const hour = (h: number) => String(h).padStart(2, '0');
  return (
    <Box>
      {/* Focusable, so a keyboard can scroll it on a phone. */}
      <Box style={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-label={caption}>
        <Table
          withRowBorders={false}
          horizontalSpacing={0}
          verticalSpacing={0}
          miw={640}
          style={{ borderCollapse: 'separate', borderSpacing: 2, tableLayout: 'fixed' }}
        >
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <VisuallyHidden>{t('reports.weekday')}</VisuallyHidden>
              </Table.Th>
              {Array.from({ length: 24 }, (_, h) => (
                <Table.Th key={h} scope="col" ta="center" fz={10} fw={400} c="dimmed">
                  {h % 3 === 0 ? hour(h) : <VisuallyHidden>{hour(h)}</VisuallyHidden>}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((row, d) => (
              <Table.Tr key={d}>
                <Table.Th scope="row" fz="xs" fw={500}>
                  <span aria-hidden>{days[d]}</span>
                  <VisuallyHidden>{longDays[d]}</VisuallyHidden>
                </Table.Th>
                {row.map((value, h) => {
                  const label = `${longDays[d]} ${hour(h)}:00–${hour((h + 1) % 24)}:00: ${format(value)}`;
                  return (
                    <Table.Td
                      key={h}
                      title={label}
                      h={22}
                      style={{ background: colour(shade(value, max)), borderRadius: 3 }}
                    >
                      <VisuallyHidden>{format(value)}</VisuallyHidden>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Group gap={4} mt="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {t('reports.less')}
        </Text>
        {Array.from({ length: STEPS + 1 }, (_, s) => (
          <Box key={s} w={14} h={14} style={{ background: colour(s), borderRadius: 3 }} />
        ))}
        <Text size="xs" c="dimmed">
          {t('reports.more')}
        </Text>
      </Group>
    </Box>
  );
}
