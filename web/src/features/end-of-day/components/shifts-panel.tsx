import '@mantine/core/styles/Modal.css';
import { useMemo, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { Shift } from '@sofra/contracts/closing/closing.schemas';
import { MAX_TILL_NAME } from '@sofra/contracts/closing/closing.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { FormActions } from '../../../components/form-actions/form-actions';
import { MoneyInput, typedToMinor, type Typed } from '../../../components/money-input/money-input';
import { formatDateTime } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { CashCountFields, countOf, emptyCount, type CashCountValue } from './cash-count-fields';

export interface ShiftsPanelProps {
  shifts: Shift[];
  /** The caller: their own open shift is theirs to close; a new one opens only while they have none. */
  userId: string;
  currency: string;
  timeZone: string;
  onOpen: (input: { till: string; float: number }) => Promise<unknown>;
  onClose: (input: { id: string; counted: number; reason: string; note: string }) => Promise<unknown>;
}

/**
 * The day's shifts (docs/end-of-day.md, Shifts): who is at which till since when, the bills each closed and what
 * their drawer should hold; opening one's own shift with a float, and closing a shift with its count.
 */
export function ShiftsPanel({ shifts, userId, currency, timeZone, onOpen, onClose }: ShiftsPanelProps) {
  const { t, i18n } = useTranslation();
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<Shift | null>(null);
  const mine = shifts.find((s) => s.state === 'open' && s.staffId === userId);
  const columns = useMemo<DataGridColumn<Shift>[]>(() => {
    const money = (minor: number) => formatMoney(minor, currency, i18n.language);
    const at = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
    return [
      { accessor: 'till', title: t('endOfDay.till') },
      { accessor: 'staff', title: t('endOfDay.person') },
      {
        accessor: 'openedAt',
        title: t('endOfDay.shiftTime'),
        text: (s) => `${at(s.openedAt)} – ${s.closedAt ? at(s.closedAt) : t('endOfDay.shiftOpen')}`,
      },
      { accessor: 'folios', title: t('endOfDay.folios'), text: (s) => String(s.figures.folios) },
      { accessor: 'revenue', title: t('endOfDay.revenue'), text: (s) => money(s.figures.revenue) },
      {
        accessor: 'expected',
        title: t('endOfDay.expected'),
        text: (s) => money(s.cash?.expected ?? s.float + s.cashSales + s.cashTips),
      },
      {
        accessor: 'difference',
        title: t('endOfDay.difference'),
        text: (s) => (s.cash ? money(s.cash.difference) : '—'),
      },
    ];
  }, [t, i18n.language, currency, timeZone]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="eod-shifts">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="eod-shifts">
            {t('endOfDay.shifts')}
          </Title>
          {!mine && (
            <Button size="xs" onClick={() => setOpening(true)}>
              {t('endOfDay.openShiftButton')}
            </Button>
          )}
        </Group>
        <DataGrid<Shift>
          label={t('endOfDay.shifts')}
          records={shifts}
          columns={columns}
          paged={false}
          actionsWidth={140}
          rowActions={(s) =>
            s.state === 'open' ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => setClosing(s)}
                aria-label={t('endOfDay.closeShiftOf', { till: s.till, name: s.staff })}
              >
                {t('endOfDay.closeShift')}
              </Button>
            ) : null
          }
          noRecordsText={t('endOfDay.noShifts')}
        />
      </Stack>
      <OpenShiftModal opened={opening} onCancel={() => setOpening(false)} currency={currency} onOpen={onOpen} />
      {closing && (
        <CloseShiftModal shift={closing} onCancel={() => setClosing(null)} currency={currency} onClose={onClose} />
      )}
    </Paper>
  );
}

/** Runs `work`; on success closes the dialog, on failure keeps it (the call has said why). */
const useSubmit = (work: () => Promise<unknown>, done: () => void) => {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await work();
      done();
    } catch {
      // Shown by the call; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
};

function OpenShiftModal({
  opened,
  onCancel,
  currency,
  onOpen,
}: {
  opened: boolean;
  onCancel: () => void;
  currency: string;
  onOpen: ShiftsPanelProps['onOpen'];
}) {
  const { t } = useTranslation();
  const [till, setTill] = useState('');
  const [float, setFloat] = useState<Typed>('');
  const [tried, setTried] = useState(false);
  const { busy, submit } = useSubmit(
    () => onOpen({ till: till.trim(), float: typedToMinor(float) ?? 0 }),
    () => {
      setTill('');
      setFloat('');
      setTried(false);
      onCancel();
    },
  );
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('endOfDay.openShiftTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('endOfDay.till')}
          description={t('endOfDay.tillHint')}
          value={till}
          onChange={(e) => setTill(e.currentTarget.value)}
          maxLength={MAX_TILL_NAME}
          required
          data-autofocus
          error={tried && !till.trim() ? t('endOfDay.tillRequired') : undefined}
        />
        <MoneyInput
          currency={currency}
          label={t('endOfDay.float')}
          description={t('endOfDay.floatHint')}
          value={float}
          onChange={setFloat}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          submitLabel={t('endOfDay.openShiftButton')}
          busy={busy}
          onConfirm={() => {
            setTried(true);
            if (till.trim()) void submit();
          }}
        />
      </Stack>
    </Modal>
  );
}

function CloseShiftModal({
  shift,
  onCancel,
  currency,
  onClose,
}: {
  shift: Shift;
  onCancel: () => void;
  currency: string;
  onClose: ShiftsPanelProps['onClose'];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<CashCountValue>(emptyCount);
  const [tried, setTried] = useState(false);
  const count = countOf(value, shift.cashSales, shift.cashTips, shift.float);
  const { busy, submit } = useSubmit(
    () => onClose({ id: shift.id, counted: count.counted ?? 0, reason: value.reason.trim(), note: value.note }),
    onCancel,
  );
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('endOfDay.closeShiftTitle', { till: shift.till, name: shift.staff })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <CashCountFields
          value={value}
          onChange={setValue}
          cashSales={shift.cashSales}
          cashTips={shift.cashTips}
          currency={currency}
          fixedFloat={shift.float}
          tried={tried}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          submitLabel={t('endOfDay.closeShift')}
          busy={busy}
          onConfirm={() => {
            setTried(true);
            if (count.ready) void submit();
          }}
        />
      </Stack>
    </Modal>
  );
}
