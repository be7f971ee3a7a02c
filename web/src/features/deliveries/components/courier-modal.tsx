import { Modal, Stack, TextInput } from '@mantine/core';
import type * as LiveSchemas from '@sofra/contracts/live/live.schemas';
import * as validating from '@sofra/contracts/live/live.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';

const { ZDeliveryUpdate } = validating as unknown as typeof LiveSchemas;
// Leaving for routing takes a courier's name (docs/live.md): required here, at most what the contract allows.
const ZCourier = ZDeliveryUpdate.pick({ courierName: true }).required();

interface CourierModalProps {
  /** The delivery's number, while the modal is open. */
  number: number | null;
  initialName: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (courierName: string) => void;
}

/** Who takes the delivery out: asked when a delivery moves to routing. */
export function CourierModal({ number, initialName, busy, onClose, onSubmit }: CourierModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={number !== null}
      onClose={onClose}
      title={number !== null ? t('deliveries.courier.title', { number }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {number !== null ? (
        <CourierForm initialName={initialName} busy={busy} onClose={onClose} onSubmit={onSubmit} />
      ) : null}
    </Modal>
  );
}

function CourierForm({ initialName, busy, onClose, onSubmit }: Omit<CourierModalProps, 'number'>) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ZCourier,
    initialValues: { courierName: initialName },
    toInput: (v) => ({ courierName: v.courierName.trim() || undefined }),
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(v.courierName.trim()))} noValidate>
      <Stack>
        <TextInput
          label={t('deliveries.courier.name')}
          data-autofocus
          withAsterisk
          {...form.getInputProps('courierName')}
        />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('deliveries.courier.submit')}
          busy={busy}
        />
      </Stack>
    </form>
  );
}
