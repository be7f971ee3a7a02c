import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

// The form (and the contract's rules it validates with) loads when the modal first opens, not with the shell.
const SupportForm = lazy(() => import('./support-form').then((m) => ({ default: m.SupportForm })));

/** The support modal (spec sections 2, 5, 8), opened from the header's live-support button. */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('support.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted while open, so the form starts empty each time. */}
      {opened && (
        <Suspense
          fallback={
            <Center mih={200}>
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Center>
          }
        >
          <SupportForm onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
