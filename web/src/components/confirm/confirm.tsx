import { Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { whenModalsReady } from '../../lib/modals-ready';

export interface ConfirmOptions {
  title: ReactNode;
  /** What will happen, in a sentence. */
  message: ReactNode;
  /** The button that does it ('Delete', 'Remove'); 'Yes' unless given. */
  confirmLabel?: ReactNode;
  /** The button that leaves everything as it was; 'Cancel' unless given. */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /**
   * The work to do on confirm. The dialog stays open with its button busy until the work ends, closes when it
   * succeeds and stays open when it fails (the call has shown why), so the user can try again or cancel.
   */
  onConfirm?: () => Promise<unknown>;
}

/**
 * The portal's one confirmation: a dialog asking before something happens; resolves true once confirmed (and the
 * work done) and false on cancel or close. Every "are you sure" goes through it, so they all look and read alike.
 */
export const confirmAction = ({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
}: ConfirmOptions) =>
  new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    const color = danger ? 'red' : undefined;
    const modalId = randomId();
    whenModalsReady(() =>
      modals.openConfirmModal({
        modalId,
        title,
        centered: true,
        children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
        labels: { confirm: confirmLabel ?? i18n.t('common.yes'), cancel: cancelLabel ?? i18n.t('common.cancel') },
        confirmProps: { color },
        closeOnConfirm: !onConfirm,
        onCancel: () => answer(false),
        onClose: () => answer(false),
        onConfirm: () => {
          if (!onConfirm) return answer(true);
          modals.updateModal({ modalId, confirmProps: { color, loading: true } });
          onConfirm().then(
            () => {
              answer(true);
              modals.close(modalId);
            },
            () => modals.updateModal({ modalId, confirmProps: { color, loading: false } }),
          );
        },
      }),
    );
  });
