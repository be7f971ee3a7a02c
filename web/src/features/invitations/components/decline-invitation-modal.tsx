import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@sofra/contracts/auth/auth.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { notify } from '../../../lib/notify';
import { useDeclineInvitation } from '../api/invitations-api';

export interface DeclineInvitationModalProps {
  /** The invitation to decline; null keeps the modal closed. */
  invitation: Invitation | null;
  /** The store's name, kept while the modal closes. */
  storeName: string;
  onClose: () => void;
}

/** Asks before declining: the invitation is gone afterwards, and joining later takes a new one. */
export function DeclineInvitationModal({ invitation, storeName, onClose }: DeclineInvitationModalProps) {
  const { t } = useTranslation();
  const decline = useDeclineInvitation();

  const confirm = () => {
    if (!invitation || decline.isPending) return;
    decline.mutate(
      { storeId: invitation.storeId, kind: invitation.kind },
      {
        onSuccess: () => {
          notify('success', t('invitations.declined', { store: storeName }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={invitation !== null}
      onClose={onClose}
      title={t('invitations.declineTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('invitations.declineConfirm', { store: storeName })}</Text>
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('invitations.decline')}
          onConfirm={confirm}
          busy={decline.isPending}
          color="red"
        />
      </Stack>
    </Modal>
  );
}
