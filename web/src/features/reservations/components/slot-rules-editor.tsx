import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import { Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { reservationLimits } from '@sofra/contracts/reservations/reservations.schemas';
import { useTranslation } from '../../../lib/i18n';
import { nextSlotRow, SLOT_STEP, type PointValues } from './point-values';
import { RemoveRowButton, RowListEnd } from './row-list';

/**
 * The slot length per party size: rows of "up to N guests → M minutes". A party takes the first row whose size is at
 * least its own (the server keeps them by size), else the last.
 */
export function SlotRulesEditor({ form }: { form: UseFormReturnType<PointValues> }) {
  const { t } = useTranslation();
  const rows = form.values.slots;
  const listError = form.errors.slots;
  return (
    <Fieldset legend={t('reservations.points.slots')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('reservations.points.slotsHint')}
        </Text>
        {rows.map((_row, i) => (
          <Group key={i} gap={6} align="flex-start" wrap="nowrap" data-testid="slot-rule">
            <Text size="sm" mt={8} miw={40}>
              {t('reservations.points.upTo')}
            </Text>
            <NumberInput
              aria-label={t('reservations.points.slotUpTo', { n: i + 1 })}
              w={70}
              min={reservationLimits.partySize.min}
              max={reservationLimits.partySize.max}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`slots.${i}.upTo`)}
            />
            <Text size="sm" mt={8} style={{ whiteSpace: 'nowrap' }}>
              {t('reservations.points.guestsArrow')}
            </Text>
            <NumberInput
              aria-label={t('reservations.points.slotMinutes', { n: i + 1 })}
              w={80}
              min={reservationLimits.slotMinutes.min}
              max={reservationLimits.slotMinutes.max}
              step={SLOT_STEP}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`slots.${i}.minutes`)}
            />
            <Text size="sm" mt={8}>
              {t('reservations.points.min')}
            </Text>
            <RemoveRowButton
              label={t('reservations.points.removeSlot', { n: i + 1 })}
              disabled={rows.length <= 1}
              onClick={() => form.removeListItem('slots', i)}
            />
          </Group>
        ))}
        <RowListEnd
          error={listError}
          addLabel={t('reservations.points.addSlot')}
          full={rows.length >= reservationLimits.slotRulesPerPoint}
          onAdd={() => form.insertListItem('slots', nextSlotRow(rows))}
        />
      </Stack>
    </Fieldset>
  );
}
