import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** What a screen shows when its data could not be loaded: why, and a button to ask again. */
export function LoadFailed({
  message,
  onRetry,
  retryLabel,
}: {
  message: ReactNode;
  onRetry: () => unknown;
  retryLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Text c="red">{message}</Text>
      <Button variant="light" onClick={() => void onRetry()}>
        {retryLabel ?? t('errors.reload')}
      </Button>
    </Group>
  );
}
