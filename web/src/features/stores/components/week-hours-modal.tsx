import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { notify } from '../../../lib/notify';
import { rowProblem, sameRows, toRows, type HoursRow } from './week-hours';

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
 * 9): seven rows, Monday (day 0) first, each with open and close times bounded by each other and a
 * Closed switch. Leaving with unsaved changes asks first; a failed save keeps the modal open.
 */
export function WeekHoursModal({ opened, title, hours, onSave, saving = false, onClose }: WeekHoursModalProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [initial, setInitial] = useState<HoursRow[]>(() => toRows(hours));
  const [rows, setRows] = useState<HoursRow[]>(initial);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Every opening starts from the store's saved week; a refetch while open does not undo the owner's edits.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      const week = toRows(hours);
      setInitial(week);
      setRows(week);
      setTouched(false);
      setConfirming(false);
    }
  }

  const dirty = !sameRows(rows, initial);

  const requestClose = () => {
    if (saving || confirming) return;
    // Opened after the closing event (Escape) has run its course, or the new dialog would take it as its own.
    if (dirty) setTimeout(() => setConfirming(true), 0);
    else onClose();
  };

  const update = (day: number, patch: Partial<HoursRow>) =>
    setRows((prev) => prev.map((row) => (row.day === day ? { ...row, ...patch } : row)));

  const save = async () => {
    setTouched(true);
    if (rows.some((row) => rowProblem(row)) || saving) return;
    try {
      await onSave(rows);
      notify('success', t('common.updated'));
      onClose();
    } catch {
      notify('danger', t('weekHours.saveFailed'));
    }
  };

  // On a phone the switch sits under the day's name, with its label, so the row fits 390 px.
  const closedSwitch = (row: HoursRow) => (
    <Switch
      size={mobile ? 'xs' : 'sm'}
      mt={mobile ? 4 : 0}
      label={mobile ? t('weekHours.closed') : undefined}
      aria-label={mobile ? undefined : t('weekHours.closed')}
      checked={row.closed}
      onChange={(e) => update(row.day, { closed: e.currentTarget.checked })}
    />
  );

  const problemText = (row: HoursRow) => {
    const problem = touched ? rowProblem(row) : null;
    if (problem === 'required') return t('common.fieldRequired');
    if (problem === 'order') return t('weekHours.closeAfterOpen');
    return null;
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size="lg"
        fullScreen={mobile}
        closeOnEscape={!confirming}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Table verticalSpacing={4} horizontalSpacing={mobile ? 4 : 'sm'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('weekHours.day')}</Table.Th>
                <Table.Th>{t('weekHours.open')}</Table.Th>
                <Table.Th>{t('weekHours.close')}</Table.Th>
                {!mobile && <Table.Th>{t('weekHours.closed')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const problem = problemText(row);
                return (
                  <Table.Tr key={row.day} aria-label={t(`weekHours.days.${row.day}`)}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(mobile ? `weekHours.short.${row.day}` : `weekHours.days.${row.day}`)}
                      </Text>
                      {mobile && closedSwitch(row)}
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
                        maxTime={row.closed ? undefined : row.close}
                        max={row.closed ? undefined : row.close}
                        disabled={row.closed}
                        error={Boolean(problem) && !row.closed}
                        onChange={(e) => update(row.day, { open: e.currentTarget.value })}
                        size={mobile ? 'xs' : 'sm'}
                        miw={mobile ? undefined : 110}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeInput
                        aria-label={t('weekHours.close')}
                        value={row.close}
                        minTime={row.closed ? undefined : row.open}
                        min={row.closed ? undefined : row.open}
                        disabled={row.closed}
                        error={Boolean(problem) && !row.closed}
                        onChange={(e) => update(row.day, { close: e.currentTarget.value })}
                        size={mobile ? 'xs' : 'sm'}
                        miw={mobile ? undefined : 110}
                      />
                    </Table.Td>
                    {!mobile && <Table.Td>{closedSwitch(row)}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose} disabled={saving}>
              {t('common.close')}
            </Button>
            <Button onClick={save} loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('weekHours.confirmTitle')}
        centered
        size="sm"
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('weekHours.confirmLeave')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('weekHours.no')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                setRows(initial);
                onClose();
              }}
            >
              {t('weekHours.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
