import { ActionIcon, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { notify } from '../lib/notify';
import { post } from '../lib/post';
import { useSession } from '../lib/session';

/** Header Sync: publishes the active store's menu (the server bumps its menu version). */
export function StoreSyncButton({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();

  const sync = async () => {
    if (!activeStoreId) return;
    try {
      await post(storeCalls.syncStoreMenu, { id: activeStoreId }, { toast: false, loading: true });
      notify('success', t('sync.success'));
    } catch {
      notify('danger', t('sync.failure'));
    }
  };

  return compact ? (
    <ActionIcon variant="subtle" size="lg" aria-label={t('header.sync')} onClick={sync} disabled={!activeStoreId}>
      <IconRefresh size={20} />
    </ActionIcon>
  ) : (
    <Button variant="subtle" leftSection={<IconRefresh size={18} />} onClick={sync} disabled={!activeStoreId}>
      {t('header.sync')}
    </Button>
  );
}
