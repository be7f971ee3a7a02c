import '@mantine/core/styles/NumberInput.css';
import { Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type * as PointSchemas from '@sofra/contracts/loyalty/points.schemas';
import * as validating from '@sofra/contracts/loyalty/points.schemas?validate';
import { confirmAction } from '../../../components/confirm/confirm';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAddPoint } from '../api/points-api';
import { signedPoints } from './points-logic';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZPointAdd } = validating as unknown as typeof PointSchemas;

export type ChangeMode = 'add' | 'deduct';

interface ChangePointsModalProps {
  storeId: string;
  guest: { userId: string; name: string; balance: number };
  mode: ChangeMode | null;
  onClose: () => void;
  fullScreen?: boolean;
}

/** Adds points to a guest, or takes some (after a confirmation), always with a reason. */
export function ChangePointsModal({ storeId, guest, mode, onClose, fullScreen }: ChangePointsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={t(mode === 'deduct' ? 'points.deductTitle' : 'points.addTitle')}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mode ? <ChangePointsForm storeId={storeId} guest={guest} mode={mode} onClose={onClose} /> : null}
    </Modal>
  );
}

function ChangePointsForm({
  storeId,
  guest,
  mode,
  onClose,
}: Omit<ChangePointsModalProps, 'mode'> & { mode: ChangeMode }) {
  const { t } = useTranslation();
  const change = useAddPoint(storeId);
  const form = useContractForm({
    schema: ZPointAdd,
    initialValues: { points: '' as number | string, reason: '' },
    toInput: (v) => ({
      storeId,
      userId: guest.userId,
      points: signedPoints(mode, typeof v.points === 'number' ? v.points : Number.NaN),
      reason: v.reason.trim(),
    }),
  });

  const save = (points: number, reason: string) =>
    change.mutateAsync(
      { userId: guest.userId, points, reason },
      {
        onSuccess: (answer) => {
          notify('success', t('points.changed', { balance: answer.balance }));
          onClose();
        },
        onError: (error) => showRefusal(form, error),
      },
    );

  const submit = form.onSubmit(async (v) => {
    const amount = Number(v.points);
    const points = signedPoints(mode, amount);
    if (mode === 'add') return void (await save(points, v.reason.trim()).catch(() => undefined));
    await confirmAction({
      title: t('points.deductConfirmTitle'),
      message: t('points.deductConfirm', { points: amount, name: guest.name || t('points.noName') }),
      confirmLabel: t('points.deduct'),
      danger: true,
      onConfirm: () => save(points, v.reason.trim()).catch(() => undefined),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('points.balanceNow', { balance: guest.balance })}
        </Text>
        <NumberInput
          label={t('points.amount')}
          name="points"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          autoFocus
          {...form.getInputProps('points')}
          error={form.errors.points}
        />
        <TextInput
          label={t('points.reason')}
          name="reason"
          maxLength={200}
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <FormActions
          error={form.errors.root}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t(mode === 'deduct' ? 'points.deduct' : 'points.add')}
          color={mode === 'deduct' ? 'red' : undefined}
          busy={change.isPending}
        />
      </Stack>
    </form>
  );
}
