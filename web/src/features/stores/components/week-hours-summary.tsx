import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { rowText, toRows } from './week-hours';

/** The week at a glance on the settings page: 'Mon 09:00–23:00', 'Fri 18:00–02:00 (next day)', 'Sun Closed'. */
export function WeekHoursSummary({ hours, label }: { hours: WorkingHour[] | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2, lg: 4 }}
      spacing={4}
      verticalSpacing={2}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {toRows(hours).map((row) => (
        <Text component="li" key={row.day} size="sm">
          <Text span fw={600}>
            {t(`weekHours.short.${row.day}`)}
          </Text>{' '}
          {row.closed ? t('weekHours.closed') : rowText(row, t)}
        </Text>
      ))}
    </SimpleGrid>
  );
}
