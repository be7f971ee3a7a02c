import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { PaymentType } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeletePaymentTypes, usePaymentTypes } from '../api/definitions-api';
import { activeColumn, nameColumn, screenTexts, yesNoColumn } from '../components/columns';
import { PaymentTypeForm } from '../components/payment-type-form';

/** /main/payment-type-definition: how bills are paid; the active ones are the store's pay types, in their order. */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = usePaymentTypes(storeId);
  const remove = useDeletePaymentTypes(storeId);
  const texts = useMemo(() => screenTexts(t, 'paymentTypes'), [t]);
  const columns = useMemo<DefinitionColumn<PaymentType>[]>(
    () => [
      nameColumn(t),
      {
        accessor: 'collectionType',
        title: t('definitions.paymentTypes.collectionType'),
        sortable: true,
        text: (p) => t(`definitions.paymentTypes.collectionTypes.${p.collectionType}`),
      },
      yesNoColumn('countsAsRevenue', t('definitions.paymentTypes.countsAsRevenue'), t),
      {
        accessor: 'sequence',
        title: t('definitions.paymentTypes.sequence'),
        sortable: true,
        width: 90,
      },
      activeColumn(t),
    ],
    [t],
  );
  return (
    <DefinitionsTable<PaymentType>
      screen="paymentTypes"
      texts={texts}
      list={list}
      columns={columns}
      Form={PaymentTypeForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
