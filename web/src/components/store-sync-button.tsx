import { lazy, Suspense } from 'react';
import { ActionIcon, Box, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { notify } from '../lib/notify';
import { useSession } from '../lib/session';
import { useSyncStoreMenu } from '../lib/store-sync';

// After the first paint: the publish state is a hint, not what the header needs to show.
const UnpublishedDot = lazy(() => import('./unpublished-dot'));

/** Header Sync: publishes the active store's menu (the server bumps its menu version). */
export function StoreSyncButton({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();

  const syncMenu = useSyncStoreMenu();

  const sync = () => {
    if (!activeStoreId || syncMenu.isPending) return;
    syncMenu.mutate(activeStoreId, {
      onSuccess: () => notify('success', t('sync.success')),
      onError: () => notify('danger', t('sync.failure')),
    });
  };

  const button = compact ? (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={t('header.sync')}
      onClick={sync}
      disabled={!activeStoreId}
      loading={syncMenu.isPending}
    >
      <IconRefresh size={20} />
    </ActionIcon>
  ) : (
    <Button
      variant="subtle"
      leftSection={<IconRefresh size={18} />}
      onClick={sync}
      disabled={!activeStoreId}
      loading={syncMenu.isPending}
    >
      {t('header.sync')}
    </Button>
  );

  return (
    <Box pos="relative">
      {button}
      {activeStoreId ? (
        <Suspense fallback={null}>
          <UnpublishedDot storeId={activeStoreId} />
        </Suspense>
      ) : null}
    </Box>
  );
}
