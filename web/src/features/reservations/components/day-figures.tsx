import '@mantine/core/styles/SimpleGrid.css';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Reservation } from '@sofra/contracts/reservations/reservations.schemas';
import { useTranslation } from '../../../lib/i18n';
import { coversPerHour, dayFigures, type Span } from './host-day';

/** The day's counts (booked with their covers, seated, no-shows) and the guests expected to arrive in each hour. */
export function DayFigures({ bookings, span, timeZone }: { bookings: Reservation[]; span: Span; timeZone: string }) {
  const { t } = useTranslation();
  const f = dayFigures(bookings);
  const hours = coversPerHour(bookings, span, timeZone);
  const figure = (label: string, value: string) => (
    <Paper withBorder radius="md" p="xs" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figure(t('reservations.host.figures.booked'), String(f.booked))}
        {figure(t('reservations.host.figures.covers'), String(f.covers))}
        {figure(t('reservations.host.figures.seated'), String(f.seated))}
        {figure(t('reservations.host.figures.noShows'), String(f.noShows))}
      </SimpleGrid>
      {hours.length > 0 ? (
        <div role="group" aria-label={t('reservations.host.figures.perHour')}>
          <Text size="xs" c="dimmed" mb={2}>
            {t('reservations.host.figures.perHour')}
          </Text>
          <Group gap={4} wrap="wrap">
            {hours.map((h) => (
              <Paper
                key={h.label}
                withBorder
                radius="sm"
                px={6}
                py={2}
                style={{ flex: 'none', minWidth: 52, textAlign: 'center' }}
                aria-label={t('reservations.host.figures.hourCovers', { hour: h.label, count: h.covers })}
                role="img"
              >
                <Text size="xs" c="dimmed" aria-hidden>
                  {h.label}
                </Text>
                <Text size="sm" fw={h.covers ? 700 : 400} aria-hidden>
                  {h.covers}
                </Text>
              </Paper>
            ))}
          </Group>
        </div>
      ) : null}
    </Stack>
  );
}
