import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { StorePage } from '../../../components/store-page/store-page';
import { useSession } from '../../../lib/session';
import { cashRegistersQuery, integrationQuery, useManagesPos } from '../api/integration-api';
import { CashRegisters } from '../components/cash-registers';
import { IntegrationIdsForm } from '../components/integration-ids-form';

/**
 * /main/integration (spec section 2): the active store's connection to its point-of-sale program — a POS key per cash
 * register, and the store's ids in its POS vendor's and food-app systems. Owners and master users only.
 */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const manages = useManagesPos(activeStoreId);
  const storeId = manages ? (activeStoreId ?? '') : '';
  const integration = useQuery({ ...integrationQuery(storeId), enabled: Boolean(storeId) });
  const registers = useQuery({ ...cashRegistersQuery(storeId), enabled: Boolean(storeId) });

  return (
    <StorePage
      title={t('integration.title')}
      noStoreText={t('integration.noStore')}
      queries={manages === false ? [] : [integration, registers]}
      loadFailedText={t('integration.loadFailed')}
    >
      {(id) =>
        manages === false ? (
          <Alert color="blue">{t('integration.ownersOnly')}</Alert>
        ) : (
          <>
            {registers.data && <CashRegisters storeId={id} registers={registers.data} />}
            {integration.data && (
              <IntegrationIdsForm
                key={`${id}:${JSON.stringify(integration.data)}`}
                storeId={id}
                integration={integration.data}
              />
            )}
          </>
        )
      }
    </StorePage>
  );
}
