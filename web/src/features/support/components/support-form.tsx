import { useEffect } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as SupportSchemas from '@sofra/contracts/support/support-form.schemas';
import * as validating from '@sofra/contracts/support/support-form.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useActiveStore } from '../../../lib/active-store';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { useSession } from '../../../lib/session';
import { useSendSupportTicket } from '../api/support-api';
import { sessionReference } from './session-reference';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

// The contract's own rules, with the real zod, in this lazily loaded modal (docs/adr/0004-portal-validation.md).
const { ZSupportTicketForm } = validating as unknown as typeof SupportSchemas;
type Field = keyof SupportSchemas.SupportTicketForm;
// Spec section 5: every field says that it is required when it is not valid ('Fill in this field.').
const fieldTexts: Record<Field, string> = {
  storeId: 'common.fieldRequired',
  gsm: 'common.fieldRequired',
  email: 'common.fieldRequired',
  name: 'common.fieldRequired',
  sessionRef: 'common.fieldRequired',
  subject: 'common.fieldRequired',
  message: 'common.fieldRequired',
};

/**
 * The support form (spec section 5): store (Cloud ID), number, e-mail, user name and the session come from the
 * session, read-only; subject and message are written. The session is shown and sent only as a short reference of
 * its token, never the token; the server takes who is asking from the session.
 */
export function SupportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user, login, activeStoreId } = useSession();
  const store = useActiveStore();
  const ticket = useSendSupportTicket();
  const form = useContractForm({
    schema: ZSupportTicketForm,
    initialValues: {
      storeId: activeStoreId ?? '',
      gsm: user?.gsm || login?.gsm || '',
      email: user?.email ?? '',
      name: user?.name ?? '',
      sessionRef: '',
      subject: '',
      message: '',
    },
    toInput: (v) => ({ ...v, subject: v.subject.trim(), message: v.message.trim() }),
    fieldTexts,
  });

  const token = login?.token ?? '';
  useEffect(() => {
    let live = true;
    void sessionReference(token).then((ref) => live && form.setFieldValue('sessionRef', ref));
    return () => {
      live = false;
    };
    // The form object changes every render; the reference depends on the token only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const send = form.onSubmit(({ storeId, subject, message, sessionRef }) =>
    ticket.mutate(
      { storeId, subject: subject.trim(), message: message.trim(), sessionRef },
      {
        onSuccess: () => {
          notify('success', t('support.submitted'));
          onClose();
        },
        onError: (error) => {
          // A field the server refused is marked and the form stays; anything else closes it (spec section 8).
          if (showServerErrors(form, error, { fieldTexts })) return;
          onClose();
          notify('danger', t('support.failed'));
        },
      },
    ),
  );

  const values = form.getValues();
  const readOnly = (field: Field, label: string, shown: string, description?: string) => (
    <TextInput
      label={label}
      name={field}
      value={shown}
      readOnly
      variant="filled"
      description={description}
      error={form.errors[field]}
    />
  );

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{store.data?.name ?? t('shell.noActiveStore')}</Text>
        {readOnly('storeId', t('support.cloudId'), values.storeId)}
        {readOnly('gsm', t('support.gsm'), formatPhone(values.gsm))}
        {readOnly('email', t('support.email'), values.email, values.email ? undefined : t('support.emailOnProfile'))}
        {readOnly('name', t('support.username'), values.name)}
        {readOnly(
          'sessionRef',
          t('support.sessionRef'),
          values.sessionRef ? `…${values.sessionRef}` : '',
          t('support.sessionRefHint'),
        )}
        <TextInput label={t('support.subject')} name="subject" withAsterisk {...form.getInputProps('subject')} />
        <GrowTextarea
          label={t('support.message')}
          name="message"
          minRows={4}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('support.send')}
          busy={ticket.isPending}
        />
      </Stack>
    </form>
  );
}
