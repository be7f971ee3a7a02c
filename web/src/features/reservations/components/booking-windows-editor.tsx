import '@mantine/core/styles/Fieldset.css';
import '@mantine/dates/styles.css';
import { Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { reservationLimits } from '@sofra/contracts/reservations/reservations.schemas';
import { useTranslation } from '../../../lib/i18n';
import { nextWindowRow, runsPastMidnight, type PointValues } from './point-values';
import { RemoveRowButton, RowListEnd } from './row-list';

const DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/**
 * The booking windows per weekday: rows of day + from–to, the times a booking may start. A window whose end is before
 * its start runs past midnight and belongs to the day it starts on; none: the store's working hours.
 */
export function BookingWindowsEditor({ form }: { form: UseFormReturnType<PointValues> }) {
  const { t } = useTranslation();
  const rows = form.values.windows;
  const listError = form.errors.windows;
  const days = DAYS.map((day) => ({ value: day, label: t(`weekHours.days.${day}`) }));
  return (
    <Fieldset legend={t('reservations.points.windows')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('reservations.points.windowsHint')}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" fs="italic">
            {t('reservations.points.noWindows')}
          </Text>
        ) : null}
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap" data-testid="booking-window">
            <NativeSelect
              aria-label={t('reservations.points.windowDay', { n: i + 1 })}
              data={days}
              w={130}
              {...form.getInputProps(`windows.${i}.day`)}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TimeInput
                aria-label={t('reservations.points.windowFrom', { n: i + 1 })}
                w={100}
                {...form.getInputProps(`windows.${i}.from`)}
              />
              <Text size="sm" mt={8} aria-hidden>
                –
              </Text>
              <TimeInput
                aria-label={t('reservations.points.windowTo', { n: i + 1 })}
                w={100}
                description={runsPastMidnight(row) ? t('weekHours.nextDayShort') : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps(`windows.${i}.to`)}
              />
              <RemoveRowButton
                label={t('reservations.points.removeWindow', { n: i + 1 })}
                onClick={() => form.removeListItem('windows', i)}
              />
            </Group>
          </Group>
        ))}
        <RowListEnd
          error={listError}
          hint={t('reservations.points.overnightHint')}
          addLabel={t('reservations.points.addWindow')}
          full={rows.length >= reservationLimits.windowsPerPoint}
          onAdd={() => form.insertListItem('windows', nextWindowRow(rows))}
        />
      </Stack>
    </Fieldset>
  );
}
