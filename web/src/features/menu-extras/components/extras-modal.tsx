import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';

/** The add or edit dialog of these screens: full screen on a phone; its content is mounted anew per opening. */
export function ExtrasModal({
  opened,
  title,
  onClose,
  size = 'lg',
  children,
}: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? children : null}
    </Modal>
  );
}

/** The dialog's state: null closed, `{ record: null }` adding, `{ record }` editing. */
export type DialogState<T> = { record: T | null } | null;
