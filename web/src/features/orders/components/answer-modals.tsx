import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Chip.css';
import { Chip, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type * as LiveSchemas from '@sofra/contracts/live/live.schemas';
import * as validating from '@sofra/contracts/live/live.schemas?validate';
import { MAX_PREP_MINUTES } from '@sofra/contracts/live/live.schemas';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { errorText } from '../../../lib/error-text';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAcceptOrder, useRejectOrder } from '../api/orders-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZOrderAccept, ZOrderReject } = validating as unknown as typeof LiveSchemas;
const ZPrep = ZOrderAccept.pick({ prepMinutes: true });
const ZReason = ZOrderReject.pick({ reason: true });

/** The preparation times offered with one tap (minutes); any other is typed. */
export const QUICK_PREP_MINUTES = [10, 20, 30, 45] as const;

interface AnswerProps {
  storeId: string;
  order: Folio | null;
  onClose: () => void;
}

const refused = (error: unknown, t: (key: string) => string) =>
  notify('danger', errorText(error), { title: t('errors.opss') });

/** Accept: a preparation time from the quick picks or typed (1–240 minutes), then `order/accept`. */
export function AcceptModal({ storeId, order, onClose, defaultMinutes }: AnswerProps & { defaultMinutes: number }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('orders.accept.title', { number: order.number }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order ? <AcceptForm storeId={storeId} order={order} onClose={onClose} defaultMinutes={defaultMinutes} /> : null}
    </Modal>
  );
}

function AcceptForm({
  storeId,
  order,
  onClose,
  defaultMinutes,
}: AnswerProps & { order: Folio; defaultMinutes: number }) {
  const { t } = useTranslation();
  const accept = useAcceptOrder(storeId);
  const form = useContractForm<{ prepMinutes: number | string }>({
    schema: ZPrep,
    initialValues: { prepMinutes: defaultMinutes },
    toInput: (v) => ({ prepMinutes: typeof v.prepMinutes === 'number' ? v.prepMinutes : undefined }),
  });
  const minutes = form.values.prepMinutes;
  const submit = form.onSubmit((v) => {
    if (accept.isPending) return;
    accept.mutate(
      { id: order.id, prepMinutes: Number(v.prepMinutes) },
      {
        onSuccess: () => {
          notify('success', t('orders.accept.done', { number: order.number, minutes: Number(v.prepMinutes) }));
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) refused(error, t);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('orders.accept.prompt')}</Text>
        <Chip.Group
          value={typeof minutes === 'number' && QUICK_PREP_MINUTES.includes(minutes as 10) ? String(minutes) : ''}
          onChange={(value) => form.setFieldValue('prepMinutes', Number(value))}
        >
          <Group gap="xs" role="radiogroup" aria-label={t('orders.accept.quick')}>
            {QUICK_PREP_MINUTES.map((m) => (
              <Chip key={m} value={String(m)} type="radio" size="md">
                {t('orders.minutes', { count: m })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <NumberInput
          label={t('orders.accept.custom')}
          description={t('orders.accept.range', { max: MAX_PREP_MINUTES })}
          min={1}
          max={MAX_PREP_MINUTES}
          // Never changed behind the staff member's back: a time over the maximum is refused under the field.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t('orders.minutesShort')}`}
          {...form.getInputProps('prepMinutes')}
        />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('orders.accept.submit')}
          busy={accept.isPending}
        />
      </Stack>
    </form>
  );
}

/** Reject: a reason the guest reads (1–200 characters), then `order/reject`. */
export function RejectModal({ storeId, order, onClose }: AnswerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('orders.reject.title', { number: order.number }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order ? <RejectForm storeId={storeId} order={order} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({ storeId, order, onClose }: AnswerProps & { order: Folio }) {
  const { t } = useTranslation();
  const reject = useRejectOrder(storeId);
  const form = useContractForm({
    schema: ZReason,
    initialValues: { reason: '' },
    toInput: (v) => ({ reason: v.reason.trim() }),
  });
  const submit = form.onSubmit((v) => {
    if (reject.isPending) return;
    reject.mutate(
      { id: order.id, reason: v.reason.trim() },
      {
        onSuccess: () => {
          notify('success', t('orders.reject.done', { number: order.number }));
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) refused(error, t);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('orders.reject.reason')}
          description={t('orders.reject.hint')}
          data-autofocus
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('orders.reject.submit')}
          busy={reject.isPending}
          color="red"
        />
      </Stack>
    </form>
  );
}
