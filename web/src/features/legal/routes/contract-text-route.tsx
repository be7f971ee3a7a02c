import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { MainContractCard } from '../components/main-contract-card';
import { StoreContractSection } from '../components/store-contract-form';

/** /main/contract-text: the platform's main contract, then the active store's contract and its SMS link. */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });

  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        {t('contracts.title')}
      </Title>
      <MainContractCard fullScreenEditor={mobile} />
      {activeStoreId ? (
        <StoreContractSection storeId={activeStoreId} storeName={store.data?.name ?? ''} />
      ) : (
        <Text c="dimmed">{t('contracts.noStore')}</Text>
      )}
    </Stack>
  );
}
