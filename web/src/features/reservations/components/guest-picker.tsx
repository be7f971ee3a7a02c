import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useGuestSearch } from '../api/host-stand-api';
import { touchInput } from './booking-marks';

/** A registered guest chosen for a booking: their account's id, name and phone. */
export interface PickedGuest {
  userId: string;
  name: string;
  gsm: string;
}

/**
 * Finds one of the store's registered guests by name or phone (typed, two characters on) for a new booking: the
 * booking is then theirs (`guestUserId`), with their account's name and phone. Cleared, the host types a name again.
 */
export function GuestPicker({
  storeId,
  value,
  onChange,
}: {
  storeId: string;
  value: PickedGuest | null;
  onChange: (guest: PickedGuest | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useGuestSearch(storeId, debounced, value === null);
  const rows = found.data ?? [];
  const options = value
    ? [{ value: value.userId, label: `${value.name} · ${value.gsm}` }]
    : rows.map((row) => ({ value: row.userId, label: `${row.name || '—'} · ${row.gsm}` }));
  const typed = debounced.trim().length >= 2;
  return (
    <Select
      styles={touchInput}
      label={t('reservations.host.registeredGuestPick')}
      description={t('reservations.host.registeredGuestHint')}
      placeholder={t('reservations.host.registeredGuestPlaceholder')}
      searchable
      clearable
      data={options}
      value={value?.userId ?? null}
      searchValue={value ? `${value.name} · ${value.gsm}` : search}
      onSearchChange={(next) => {
        if (!value) setSearch(next);
      }}
      // The server searched: every answer it gave is shown as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        !typed ? undefined : found.isFetching ? t('common.loading') : t('reservations.host.registeredGuestNone')
      }
      onChange={(id) => {
        if (!id) {
          setSearch('');
          onChange(null);
          return;
        }
        const row = rows.find((r) => r.userId === id);
        if (row) onChange({ userId: row.userId, name: row.name, gsm: row.gsm });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
