import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportTicketForm } from '@sofra/contracts/support/support.schemas';
import { useActiveStore } from '../../../lib/active-store';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSendSupportTicket } from '../api/support-api';

type Field = keyof SupportTicketForm;
const FIELDS: Field[] = ['storeId', 'gsm', 'email', 'name', 'token', 'subject', 'message'];
const READ_ONLY = new Set<Field>(['storeId', 'gsm', 'email', 'name', 'token']);

/**
 * The support modal (spec sections 2, 5, 8). Every field is required ('field required.');
 * store, number, e-mail, user name and token come from the session and are read-only.
 */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, login, activeStoreId } = useSession();
  const store = useActiveStore();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  // The form starts empty each time the modal opens.
  const close = () => {
    setSubject('');
    setMessage('');
    setTouched({});
    onClose();
  };

  const form: SupportTicketForm = {
    storeId: activeStoreId ?? '',
    gsm: user?.gsm || login?.gsm || '',
    email: user?.email ?? '',
    name: user?.name ?? '',
    token: login?.token ?? '',
    subject,
    message,
  };
  const invalid = (f: Field) => !form[f].trim();
  const error = (f: Field) => (touched[f] && invalid(f) ? t('common.fieldRequired') : undefined);

  const labels: Record<Field, string> = {
    storeId: t('support.cloudId'),
    gsm: t('support.gsm'),
    email: t('support.email'),
    name: t('support.username'),
    token: t('support.token'),
    subject: t('support.subject'),
    message: t('support.message'),
  };

  const ticket = useSendSupportTicket();

  const send = (e: FormEvent) => {
    e.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    if (FIELDS.some(invalid) || ticket.isPending) return;
    ticket.mutate(
      { ...form, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          notify('success', t('support.submitted'));
          close();
        },
        onError: () => {
          close();
          notify('danger', t('support.failed'));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('support.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{store.data?.name ?? t('shell.noActiveStore')}</Text>
          {FIELDS.filter((f) => READ_ONLY.has(f)).map((f) => (
            <TextInput key={f} label={labels[f]} name={f} value={form[f]} readOnly variant="filled" error={error(f)} />
          ))}
          <TextInput
            label={labels.subject}
            name="subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={error('subject')}
            withAsterisk
          />
          <Textarea
            label={labels.message}
            name="message"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={error('message')}
            autosize
            minRows={4}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={ticket.isPending}>
              {t('support.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
