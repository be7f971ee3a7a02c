import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { ownedStoresQuery } from '../../lib/active-store';
import { urls } from '../../lib/urls';
import { useStorePicker } from '../store-picker/use-store-picker';

/**
 * A screen that works on the active store, shown while there is none. A user who owns stores is asked to choose one
 * (with the button opening the store list); only a user who owns none reads `message` and the way to add one. The
 * screen never claims there is no store when there are stores.
 */
export function NoStoreNotice({ message }: { message: ReactNode }) {
  const { t } = useTranslation();
  const stores = useQuery(ownedStoresQuery());
  const pick = useStorePicker();

  if (stores.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (stores.data?.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button component={Link} to={urls.main.storeAdd} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('shell.addNewStore')}
        </Button>
      </Stack>
    );
  }
  // Owned stores, or the list could not be loaded: the store list itself shows why.
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('shell.chooseStoreFirst')}</Text>
      <Button leftSection={<IconBuildingStore size={16} aria-hidden />} onClick={() => void pick()}>
        {t('shell.chooseStore')}
      </Button>
    </Stack>
  );
}
