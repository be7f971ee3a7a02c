import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { usePublishState } from '../lib/publish-state';

/**
 * A dot on the header's Sync button while the menu has changes guests do not see yet (menu/publishState); nothing
 * while the state is unknown. A lazy chunk of the header: it costs the first paint nothing.
 */
export default function UnpublishedDot({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const state = usePublishState(storeId);
  if (!state.data?.unpublishedChanges) return null;
  return (
    <span role="status">
      <VisuallyHidden>{t('header.unpublished')}</VisuallyHidden>
      <Box
        component="span"
        aria-hidden
        pos="absolute"
        top={6}
        right={6}
        w={10}
        h={10}
        bg="orange.7"
        style={{ borderRadius: '50%', pointerEvents: 'none', border: '2px solid var(--mantine-color-body)' }}
      />
    </span>
  );
}
