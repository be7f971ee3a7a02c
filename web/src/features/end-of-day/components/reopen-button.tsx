import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useTranslation } from '../../../lib/i18n';

/** Opens a closed day again, with the reason kept on its close (docs/end-of-day.md, Reopening). */
export function ReopenButton({ onReopen }: { onReopen: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpened(false);
    setReason('');
    setTried(false);
  };
  const submit = async () => {
    setTried(true);
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await onReopen(reason.trim());
      close();
    } catch {
      // The call has said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('endOfDay.reopen')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('endOfDay.reopenTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('endOfDay.reopenText')}</Text>
          <TextInput
            label={t('endOfDay.reopenReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            required
            data-autofocus
            error={tried && !reason.trim() ? t('endOfDay.reasonRequired') : undefined}
          />
          <FormActions
            cancelLabel={t('common.cancel')}
            onCancel={close}
            submitLabel={t('endOfDay.reopen')}
            busy={busy}
            color="red"
            onConfirm={() => void submit()}
          />
        </Stack>
      </Modal>
    </>
  );
}
