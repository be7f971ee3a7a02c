import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { ActionIcon, Group, Modal, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type * as StoreSchemas from '@sofra/contracts/stores/stores.schemas';
import * as validating from '@sofra/contracts/stores/stores.schemas?validate';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showServerErrors, useContractForm, type ContractSchema } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { closeKind, closesNextDay, copyToAllDays, toRows, type HoursRow } from './week-hours';

// The contract's own rules, with the real zod, in the lazily loaded settings screen (docs/adr/0004-portal-validation.md).
const { ZWeekHours } = validating as unknown as typeof StoreSchemas;

/** The week's schema on the form's `hours` field: its issues name `hours.<row>.<field>` as the form does. */
const weekSchema: ContractSchema = {
  safeParse: (rows) => {
    const parsed = ZWeekHours.safeParse(rows, { reportInput: true });
    if (parsed.success) return { success: true };
    return {
      success: false,
      error: { issues: parsed.error.issues.map((issue) => ({ ...issue, path: ['hours', ...issue.path] })) },
    };
  },
};

/** A refused save names `workingHours.3.close` or `deliveryHours.3.close`: the form's `hours.3.close`. */
const formPath = (path: string) => path.replace(/^(workingHours|deliveryHours)\./, 'hours.');

export interface WeekHoursModalProps {
  opened: boolean;
  title: string;
  /** The store's current hours; the defaults when it has none. */
  hours: WorkingHour[] | undefined;
  /** Saves the week; rejects when the save failed (the modal then stays open). */
  onSave: (rows: HoursRow[]) => Promise<unknown>;
  /** The save is running (the caller's mutation). */
  saving?: boolean;
  onClose: () => void;
}

/**
 * The weekly working hours modal and, with another title, the delivery hours modal (spec sections 2, 3,
 * 9; docs/store-settings.md): seven rows, Monday (day 0) first, each with open and close times and a Closed
 * switch. A close before the open is the next day; 00:00–00:00 is open all day. One day's hours can be copied to
 * every day. The contract's rules check the week before it is sent; leaving with unsaved changes asks first; a
 * failed save keeps the modal open.
 */
export function WeekHoursModal({ opened, title, hours, onSave, saving = false, onClose }: WeekHoursModalProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const form = useContractForm<{ hours: HoursRow[] }>({
    schema: weekSchema,
    initialValues: { hours: toRows(hours) },
    toInput: (values) => values.hours,
    validateInputOnBlur: false,
  });
  const [confirming, setConfirming] = useState(false);

  // Every opening starts from the store's saved week; a refetch while open does not undo the owner's edits.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      const week = { hours: toRows(hours) };
      form.setValues(week);
      form.resetDirty(week);
      form.resetTouched();
      form.clearErrors();
    }
  }

  const requestClose = () => {
    if (saving || confirming) return;
    if (!form.isDirty()) return onClose();
    setConfirming(true);
    // Opened after the closing event (Escape) has run its course, or the new dialog would take it as its own.
    setTimeout(() => {
      void confirmAction({
        title: t('unsavedChanges.title'),
        message: t('unsavedChanges.message'),
        confirmLabel: t('unsavedChanges.leave'),
        cancelLabel: t('unsavedChanges.stay'),
        danger: true,
      }).then((leave) => {
        setConfirming(false);
        if (leave) onClose();
      });
    }, 0);
  };

  const submit = form.onSubmit(async ({ hours: rows }) => {
    if (saving) return;
    try {
      await onSave(rows);
      notify('success', t('common.updated'));
      onClose();
    } catch (error) {
      showServerErrors(form, error, { pathOf: formPath });
      notify('danger', t('weekHours.saveFailed'));
    }
  });

  const copyToAll = (day: number) => {
    form.setFieldValue('hours', copyToAllDays(form.values.hours, day));
    form.clearErrors();
  };

  // On a phone the switch sits under the day's name, with its label, so the row fits 390 px.
  const closedSwitch = (row: HoursRow, i: number) => (
    <Switch
      size={mobile ? 'xs' : 'sm'}
      mt={mobile ? 4 : 0}
      label={mobile ? t('weekHours.closed') : undefined}
      aria-label={mobile ? undefined : t('weekHours.closed')}
      {...form.getInputProps(`hours.${i}.closed`, { type: 'checkbox' })}
      onChange={(e) => {
        form.setFieldValue(`hours.${i}.closed`, e.currentTarget.checked);
        form.clearFieldError(`hours.${i}.close`);
        form.clearFieldError(`hours.${i}.open`);
      }}
    />
  );

  // On a phone the button sits beside the Closed switch, under the day's name.
  const copyButton = (row: HoursRow) => (
    <ActionIcon
      variant="subtle"
      size={mobile ? 'sm' : 'lg'}
      title={t('weekHours.copyToAll')}
      aria-label={t('weekHours.copyDayToAll', { day: t(`weekHours.days.${row.day}`) })}
      onClick={() => copyToAll(row.day)}
    >
      <IconCopy size={mobile ? 16 : 18} aria-hidden />
    </ActionIcon>
  );

  /**
   * A row's problem in words: an empty time is required; a refused close (the contract's week rules, from the form's
   * own check or the server's) reads as the rule it breaks, told from the row itself.
   */
  const problemText = (row: HoursRow, i: number) => {
    const error = form.errors[`hours.${i}.open`] ?? form.errors[`hours.${i}.close`];
    if (!error || row.closed) return null;
    if (!row.open || !row.close) return t('validation.required');
    if (form.errors[`hours.${i}.close`]) {
      if (row.close === row.open) return t('weekHours.sameAsOpen');
      if (closesNextDay(row)) return t('weekHours.runsIntoNextDay');
    }
    return String(error);
  };

  const closeHint = (row: HoursRow) => {
    if (row.closed) return undefined;
    const kind = closeKind(row);
    if (kind === 'nextDay') return t('weekHours.nextDayShort');
    if (kind === 'allDay') return t('weekHours.allDay');
    return undefined;
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={title}
      size="lg"
      fullScreen={mobile}
      closeOnEscape={!confirming}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Table verticalSpacing={4} horizontalSpacing={mobile ? 4 : 'sm'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('weekHours.day')}</Table.Th>
                <Table.Th>{t('weekHours.open')}</Table.Th>
                <Table.Th>{t('weekHours.close')}</Table.Th>
                {!mobile && <Table.Th>{t('weekHours.closed')}</Table.Th>}
                {!mobile && (
                  <Table.Th>
                    <VisuallyHidden>{t('weekHours.copyToAll')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.hours.map((row, i) => {
                const problem = problemText(row, i);
                const dayName = t(`weekHours.days.${row.day}`);
                return (
                  <Table.Tr key={row.day} aria-label={dayName}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(mobile ? `weekHours.short.${row.day}` : `weekHours.days.${row.day}`)}
                      </Text>
                      {mobile && (
                        <Group gap={2} wrap="nowrap">
                          {closedSwitch(row, i)}
                          {copyButton(row)}
                        </Group>
                      )}
                      {problem && (
                        <Text size="xs" c="red" role="alert">
                          {problem}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <TimeInput
                        aria-label={t('weekHours.open')}
                        value={row.open}
                        disabled={row.closed}
                        error={Boolean(problem) && !row.closed}
                        onChange={(e) => form.setFieldValue(`hours.${i}.open`, e.currentTarget.value)}
                        size={mobile ? 'xs' : 'sm'}
                        miw={mobile ? undefined : 110}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeInput
                        aria-label={t('weekHours.close')}
                        value={row.close}
                        disabled={row.closed}
                        error={Boolean(problem) && !row.closed}
                        description={closeHint(row)}
                        inputWrapperOrder={['label', 'input', 'description', 'error']}
                        onChange={(e) => form.setFieldValue(`hours.${i}.close`, e.currentTarget.value)}
                        size={mobile ? 'xs' : 'sm'}
                        miw={mobile ? undefined : 110}
                      />
                    </Table.Td>
                    {!mobile && <Table.Td>{closedSwitch(row, i)}</Table.Td>}
                    {!mobile && <Table.Td>{copyButton(row)}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <FormActions
            cancelLabel={t('common.close')}
            onCancel={requestClose}
            submitLabel={t('common.save')}
            busy={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
