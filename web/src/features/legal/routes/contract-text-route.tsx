import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { useStoreContract } from '../api/contract-api';
import { MainContractCard } from '../components/main-contract-card';
import { StoreContractSection } from '../components/store-contract-form';

/**
 * /main/contract-text: the contract between the platform and the active store. The platform's main contract (the
 * text the store signs), then the store's contract details and the SMS with the contract link.
 */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const contract = useStoreContract(activeStoreId);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });

  return (
    <StorePage
      title={t('contracts.title')}
      noStoreText={t('contracts.noStore')}
      queries={[contract]}
      loadFailedText={t('contracts.loadFailed')}
      maw={900}
      // The platform's main contract is read (and, by master users, published) with or without a store.
      header={<MainContractCard fullScreenEditor={mobile} />}
    >
      {(storeId) =>
        contract.data && (
          <StoreContractSection storeId={storeId} storeName={store.data?.name ?? ''} contract={contract.data} />
        )
      }
    </StorePage>
  );
}
