import { Group, NativeSelect, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  reservationStatuses,
  type Reservation,
  type ReservationStatus,
} from '@sofra/contracts/reservations/reservations.schemas';
import { useTranslation } from '../../../lib/i18n';
import { StatusBadge, TagMarks, touchInput, useBookingLabel } from './booking-marks';
import { clockTime } from './host-day';

export interface BookingListProps {
  bookings: Reservation[];
  timeZone: string;
  onOpen: (r: Reservation) => void;
}

const folded = (text: string) => text.toLocaleLowerCase('tr').replace(/\s+/g, '');

/** The day's bookings by time, every status, with a search by name or phone and a status filter; a row opens the details. */
export function BookingList({ bookings, timeZone, onOpen }: BookingListProps) {
  const { t } = useTranslation();
  const label = useBookingLabel();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | ReservationStatus>('');
  const needle = folded(search);
  const shown = bookings.filter(
    (r) =>
      (!status || r.status === status) &&
      (!needle || folded(r.guestName).includes(needle) || folded(r.guestPhone ?? '').includes(needle)),
  );
  return (
    <Stack gap="sm">
      <Group grow align="flex-end" wrap="wrap">
        <TextInput
          styles={touchInput}
          label={t('reservations.host.searchLabel')}
          placeholder={t('reservations.host.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <NativeSelect
          styles={touchInput}
          label={t('reservations.host.status')}
          data={[
            { value: '', label: t('reservations.host.allStatuses') },
            ...reservationStatuses.map((s) => ({ value: s, label: t(`reservations.host.statuses.${s}`) })),
          ]}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as '' | ReservationStatus)}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reservations.host.noMatch')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          aria-label={t('reservations.host.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((r) => {
            const time = `${clockTime(r.startsAt, timeZone)}–${clockTime(r.endsAt, timeZone)}`;
            return (
              <li key={r.id}>
                <Paper withBorder radius="md">
                  <UnstyledButton
                    onClick={() => onOpen(r)}
                    aria-label={label(r, time)}
                    style={{ display: 'block', width: '100%', minHeight: 44, padding: '8px 12px' }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Text fw={700} size="sm" style={{ flex: 'none' }}>
                          {clockTime(r.startsAt, timeZone)}
                        </Text>
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm" fw={500} truncate>
                              {r.guestName}
                            </Text>
                            <TagMarks tags={r.tags} />
                          </Group>
                          <Text size="xs" c="dimmed" truncate>
                            {t('reservations.host.guests', { count: r.partySize })} · {r.pointNames.join(', ')}
                          </Text>
                        </Stack>
                      </Group>
                      <StatusBadge status={r.status} />
                    </Group>
                  </UnstyledButton>
                </Paper>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
