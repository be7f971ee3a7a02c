import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCanPublishMenu, useSyncStoreMenu } from '../../../lib/store-sync';
import { urls } from '../../../lib/urls';

/**
 * What the till says in place of its products while the store has no published menu: the till and the guests see the
 * published menu, never the draft. The store's owner (or a master user) publishes it here in one click, and the
 * products follow (the publish renews the published menu wherever it is shown); anyone else is told to ask the owner.
 */
export function UnpublishedMenu({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const canPublish = useCanPublishMenu(storeId);
  const publish = useSyncStoreMenu();

  const run = () => {
    if (publish.isPending) return;
    publish.mutate(storeId, {
      onSuccess: () => notify('success', t('folios.picker.published')),
      onError: () => notify('danger', t('folios.picker.publishFailed')),
    });
  };

  return (
    <Alert color="orange" variant="light" title={t('folios.picker.notPublishedTitle')} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('folios.picker.notPublished')}</Text>
        {canPublish === false ? <Text size="sm">{t('folios.picker.askOwner')}</Text> : null}
        <Group gap="xs">
          {canPublish ? (
            <Button
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              onClick={run}
              loading={publish.isPending}
            >
              {t('folios.picker.publish')}
            </Button>
          ) : null}
          <Button component={Link} to={urls.main.menuList} variant="light" size="xs">
            {t('folios.picker.goToMenu')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
