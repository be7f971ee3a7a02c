import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type * as CustomerSchemas from '@sofra/contracts/customers/customers.schemas';
import * as validating from '@sofra/contracts/customers/customers.schemas?validate';
import { MESSAGE_MAX, segments, type Segment } from '@sofra/contracts/customers/customers.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useMessageAudience, useSendMessage } from '../api/customers-api';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZSendMessage } = validating as unknown as typeof CustomerSchemas;

type Channel = 'sms' | 'push';

export interface SendMessageModalProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  initialSegment: Segment;
}

/** Writes a message to a segment: the audience it reaches is shown before it is sent, and sending asks once more. */
export function SendMessageModal({ storeId, opened, onClose, initialSegment }: SendMessageModalProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customers.message.title')}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <SendMessageForm storeId={storeId} onClose={onClose} initialSegment={initialSegment} />
    </Modal>
  );
}

function SendMessageForm({ storeId, onClose, initialSegment }: Omit<SendMessageModalProps, 'opened'>) {
  const { t } = useTranslation();
  const send = useSendMessage(storeId);
  const form = useContractForm({
    schema: ZSendMessage,
    initialValues: { segment: initialSegment, channel: 'sms' as Channel, text: '' },
    toInput: (v) => ({ storeId, ...v }),
  });
  const { segment, channel, text } = form.values;
  const audience = useMessageAudience(storeId, segment, channel);
  const reached = audience.data?.reached ?? null;

  const submit = form.onSubmit((values) => {
    void confirmAction({
      title: t('customers.message.confirmTitle'),
      message: t(audience.data?.quietHours ? 'customers.message.confirmQueued' : 'customers.message.confirm', {
        count: reached ?? 0,
        segment: t(`customers.segmentNames.${values.segment}`),
        channel: t(`customers.channels.${values.channel}`),
      }),
      confirmLabel: t('customers.message.send'),
      onConfirm: () =>
        send.mutateAsync(values, {
          onSuccess: (answer) => {
            notify(
              'success',
              answer.status === 'queued'
                ? t('customers.message.queued', { count: answer.audience })
                : t('customers.message.sent', { count: answer.sent }),
            );
            onClose();
          },
          onError: (error) => void showServerErrors(form, error),
        }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('customers.segment')}
          data={segments.map((s) => ({ value: s, label: t(`customers.segmentNames.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('segment')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="message-channel-label">
            {t('customers.message.channel')}
          </Text>
          <SegmentedControl
            aria-labelledby="message-channel-label"
            data={[
              { value: 'sms', label: t('customers.channels.sms') },
              { value: 'push', label: t('customers.channels.push') },
            ]}
            {...form.getInputProps('channel')}
          />
        </Stack>
        <GrowTextarea
          label={t('customers.message.text')}
          description={t('customers.message.charCount', { count: text.length, max: MESSAGE_MAX })}
          minRows={3}
          maxLength={MESSAGE_MAX}
          {...form.getInputProps('text')}
        />
        {channel === 'sms' ? (
          <Text size="xs" c="dimmed">
            {t('customers.message.optOutNote')}
          </Text>
        ) : null}
        <Alert color={reached === 0 ? 'orange' : 'blue'} variant="light" aria-live="polite">
          {audience.isPending
            ? t('customers.message.counting')
            : audience.isError
              ? t('customers.message.countFailed')
              : t('customers.message.audience', { count: reached ?? 0, size: audience.data?.segmentSize ?? 0 })}
          {audience.data?.quietHours ? (
            <Text size="sm" mt={4}>
              {t('customers.message.quietHours')}
            </Text>
          ) : null}
          {audience.data?.budgetLeft !== null && audience.data?.budgetLeft !== undefined ? (
            <Text size="sm" mt={4}>
              {t('customers.message.budget', { count: audience.data.budgetLeft })}
            </Text>
          ) : null}
        </Alert>
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('customers.message.review')}
          busy={send.isPending}
        />
      </Stack>
    </form>
  );
}
