import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { notify } from '../../../lib/notify';
import { useRemoveStaff } from '../api/staff-api';
import { FormActions } from '../../../components/form-actions/form-actions';

export interface RemoveStaffModalProps {
  storeId: string;
  storeName: string;
  /** The member to remove; null keeps the modal closed. */
  member: Staff | null;
  displayName: string;
  onClose: () => void;
}

/** Asks before removing a staff member from the store (they lose access to it at once), or cancelling an invitation not yet accepted. */
export function RemoveStaffModal({ storeId, storeName, member, displayName, onClose }: RemoveStaffModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveStaff(storeId);
  // Kept while the modal closes, like the name.
  const [pending, setPending] = useState(false);
  if (member && (member.status === 'invited') !== pending) setPending(member.status === 'invited');

  const confirm = () => {
    if (!member || remove.isPending) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        notify('success', t(pending ? 'staff.invitationCancelled' : 'staff.removed', { name: displayName }));
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t(pending ? 'staff.cancelInvitationTitle' : 'staff.removeTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          {t(pending ? 'staff.cancelInvitationConfirm' : 'staff.removeConfirm', {
            name: displayName,
            store: storeName,
          })}
        </Text>
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t(pending ? 'staff.cancelInvitation' : 'staff.removeSubmit')}
          onConfirm={confirm}
          busy={remove.isPending}
          color="red"
        />
      </Stack>
    </Modal>
  );
}
