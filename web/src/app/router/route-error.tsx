import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen failed to load (e.g. a new release replaced its files): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={1} size="h3">
          {t('errors.opss')}
        </Title>
        <Text ta="center">{t('errors.problemTryLater')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
