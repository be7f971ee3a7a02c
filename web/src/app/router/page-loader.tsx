import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/** What a screen shows while its code or its first data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
