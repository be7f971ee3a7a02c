import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { urls } from '../../lib/urls';

/** A screen that works on the active store, shown while there is none: why, and the way to add one. */
export function NoStoreNotice({ message }: { message: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{message}</Text>
      <Button component={Link} to={urls.main.storeAdd}>
        {t('shell.addNewStore')}
      </Button>
    </Stack>
  );
}
