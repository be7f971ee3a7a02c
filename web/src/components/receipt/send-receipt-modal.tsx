import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type * as ReceiptSchemas from '@sofra/contracts/folios/receipts.schemas';
import * as validating from '@sofra/contracts/folios/receipts.schemas?validate';
import type { ViewedFolio } from '../folio-view/folio-view';
import { FormActions } from '../form-actions/form-actions';
import { PhoneInput } from '../phone-input/phone-input';
import { useFormPhone } from '../phone-input/use-form-phone';
import { showRefusal, useContractForm } from '../../lib/form';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useSendReceipt } from '../../lib/receipts';

const { ZReceiptSendForm } = validating as unknown as typeof ReceiptSchemas;

interface SendReceiptModalProps {
  storeId: string;
  folio: ViewedFolio;
  opened: boolean;
  phone: boolean;
  onClose: () => void;
}

/**
 * The receipt's link by SMS: to a mobile number typed here, or — when the bill has a guest — to the guest's own number,
 * which the server reads (the portal never sees it). E-mail needs a mail service the product does not have yet.
 */
export function SendReceiptModal({ opened, onClose, folio, phone, ...rest }: SendReceiptModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('receipt.sendTitle', { number: folio.number })}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <SendForm folio={folio} onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function SendForm({ storeId, folio, onClose }: { storeId: string; folio: ViewedFolio; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendReceipt(storeId, folio.id);
  const form = useContractForm({ schema: ZReceiptSendForm, initialValues: { phone: '' }, toInput: (v) => v });
  const number = useFormPhone(form, 'phone', 'mobile');
  const sendTo = (to: string | undefined) =>
    send.mutate(to, {
      onSuccess: ({ left }) => {
        notify('success', t('receipt.sent', { count: left }));
        onClose();
      },
      onError: (error) => showRefusal(form, error, { textOf: { store_forbidden: 'folios.errors.forbidden' } }),
    });
  const submit = form.onSubmit(
    (v) => {
      if (!number.check() || send.isPending) return;
      sendTo(v.phone);
    },
    () => void number.check(),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('receipt.sendIntro')}</Text>
        {folio.guestUserId ? (
          <Stack gap="xs">
            <Text size="sm">{t('receipt.guestHint')}</Text>
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending && send.variables === undefined}
              onClick={() => sendTo(undefined)}
            >
              {t('receipt.sendToGuest')}
            </Button>
          </Stack>
        ) : null}
        <PhoneInput label={t('receipt.phoneLabel')} name="phone" {...number.inputProps} />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('receipt.sendSubmit')}
          busy={send.isPending && send.variables !== undefined}
          error={form.errors.root}
        />
      </Stack>
    </form>
  );
}
