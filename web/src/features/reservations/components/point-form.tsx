import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, NativeSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { reservationLimits, type ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import type * as ReservationSchemas from '@sofra/contracts/reservations/reservations.schemas';
import * as validating from '@sofra/contracts/reservations/reservations.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { usePointSections, usePointTables, useSavePoint } from '../api/reservation-points-api';
import { BookingWindowsEditor } from './booking-windows-editor';
import { tableName } from './point-place';
import {
  newPointValues,
  pointValues,
  toPointSave,
  withPointTexts,
  type PointKind,
  type PointValues,
} from './point-values';
import { SlotRulesEditor } from './slot-rules-editor';

const { ZReservationPointSave } = validating as unknown as typeof ReservationSchemas;
const schema = withPointTexts(ZReservationPointSave);

const KINDS: PointKind[] = ['table', 'section', 'area'];

/**
 * A reservation point: its name, what it stands for (a table, a section of tables, or a named place), the parties it
 * takes, whether it combines, the slot length per party size, the turnover buffer, the booking windows and on/off.
 * Checked by the save's own schema; a refusal is said under its field.
 */
export function PointForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<ReservationPoint>) {
  const { t } = useTranslation();
  // Both lists are on screen already: the page waited for them.
  const tables = usePointTables(storeId).data?.tables ?? [];
  const sections = usePointSections(storeId).data ?? [];
  const save = useSavePoint(storeId);
  const form = useContractForm<PointValues>({
    schema,
    initialValues: record ? pointValues(record) : newPointValues(tables.length > 0),
    toInput: (v) => ({ ...toPointSave(v), storeId, ...(record ? { id: record.id } : {}) }),
  });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { ...toPointSave(values), ...(record ? { id: record.id } : {}) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          showRefusal(form, error, {
            fieldOf: {
              conflict: 'name',
              table_not_found: 'tableId',
              not_found: values.kind === 'section' ? 'sectionId' : 'name',
            },
            textOf: { conflict: 'reservations.points.taken', not_found: 'reservations.points.sectionGone' },
          }),
      },
    );
  });

  /** Picking a table or section names a point that has no name yet after it. */
  const nameAfter = (name: string | undefined) => {
    if (name && !form.values.name.trim()) form.setFieldValue('name', name);
  };
  const kind = form.values.kind;
  const party = { min: reservationLimits.partySize.min, max: reservationLimits.partySize.max };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NativeSelect
          label={t('reservations.points.kind')}
          description={t(`reservations.points.kindHints.${kind}`)}
          withAsterisk
          data={KINDS.map((k) => ({ value: k, label: t(`reservations.points.kinds.${k}`) }))}
          {...form.getInputProps('kind')}
        />
        {kind === 'table' ? (
          <NativeSelect
            label={t('reservations.points.table')}
            withAsterisk
            data={[
              { value: '', label: t('reservations.points.chooseTable') },
              ...tables.map((table) => ({ value: table.id, label: tableName(table) })),
            ]}
            {...form.getInputProps('tableId')}
            onChange={(event) => {
              const id = event.currentTarget.value;
              form.setFieldValue('tableId', id);
              const table = tables.find((x) => x.id === id);
              nameAfter(table ? tableName(table) : undefined);
            }}
          />
        ) : null}
        {kind === 'section' ? (
          <NativeSelect
            label={t('reservations.points.section')}
            withAsterisk
            data={[
              { value: '', label: t('reservations.points.chooseSection') },
              ...sections.map((s) => ({ value: s.id, label: s.name })),
            ]}
            {...form.getInputProps('sectionId')}
            onChange={(event) => {
              const id = event.currentTarget.value;
              form.setFieldValue('sectionId', id);
              nameAfter(sections.find((s) => s.id === id)?.name);
            }}
          />
        ) : null}
        <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Group grow align="flex-start">
          <NumberInput
            label={t('reservations.points.minParty')}
            withAsterisk
            min={party.min}
            max={party.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minParty')}
          />
          <NumberInput
            label={t('reservations.points.maxParty')}
            withAsterisk
            min={party.min}
            max={party.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxParty')}
          />
        </Group>
        <Switch
          label={t('reservations.points.combinable')}
          description={t('reservations.points.combinableHint')}
          {...form.getInputProps('combinable', { type: 'checkbox' })}
        />
        <SlotRulesEditor form={form} />
        <NumberInput
          label={t('reservations.points.buffer')}
          description={t('reservations.points.bufferHint')}
          withAsterisk
          min={0}
          max={reservationLimits.bufferMinutes.max}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('bufferMinutes')}
        />
        <BookingWindowsEditor form={form} />
        <Switch
          label={t('definitions.table.active')}
          description={t('reservations.points.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
          error={form.errors.root}
        />
      </Stack>
    </form>
  );
}
