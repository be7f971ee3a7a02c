import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { notify } from '../../../lib/notify';
import { removeStaff } from '../api/staff-api';
import { FormActions } from '../../../components/form-actions/form-actions';

export interface RemoveStaffModalProps {
  storeId: string;
  storeName: string;
  /** The member to remove; null keeps the modal closed. */
  member: Staff | null;
  displayName: string;
  onClose: () => void;
}

/** Asks before removing a staff member from the store; they lose access to it at once. */
export function RemoveStaffModal({ storeId, storeName, member, displayName, onClose }: RemoveStaffModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!member || busy) return;
    setBusy(true);
    try {
      await removeStaff(storeId, member.userId);
      notify('success', t('staff.removed', { name: displayName }));
      onClose();
    } catch {
      // The post helper has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('staff.removeTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('staff.removeConfirm', { name: displayName, store: storeName })}</Text>
        <FormActions cancelLabel={t('common.cancel')} onCancel={onClose} submitLabel={t('staff.removeSubmit')} onConfirm={() => void confirm()} busy={busy} color="red" />
      </Stack>
    </Modal>
  );
}
