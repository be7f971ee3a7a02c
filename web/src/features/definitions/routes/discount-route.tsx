import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DiscountReason } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useActiveStore } from '../../../lib/active-store';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useDeleteDiscountReasons, useDiscountReasons } from '../api/definitions-api';
import { activeColumn, formatPercent, nameColumn, screenTexts } from '../components/columns';
import { DiscountReasonForm } from '../components/discount-reason-form';

/** /main/definitions/discount: the reasons a discount is given, a percentage or an amount (minor units) off. */
export function Component() {
  const { t, i18n } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const currency = useActiveStore().data?.storeCurrency ?? '₺';
  const list = useDiscountReasons(storeId);
  const remove = useDeleteDiscountReasons(storeId);
  const texts = useMemo(() => screenTexts(t, 'discountReasons'), [t]);
  const columns = useMemo<DefinitionColumn<DiscountReason>[]>(
    () => [
      nameColumn(t),
      {
        accessor: 'kind',
        title: t('definitions.discountReasons.kind'),
        sortable: true,
        text: (d) => t(`definitions.discountReasons.kinds.${d.kind}`),
      },
      {
        accessor: 'value',
        title: t('definitions.discountReasons.value'),
        text: (d) =>
          d.value === 0
            ? t('definitions.discountReasons.typedAtTill')
            : d.kind === 'amount'
              ? formatMoney(d.value, currency, i18n.language)
              : formatPercent(d.value, i18n.language),
      },
      activeColumn(t),
    ],
    [t, i18n.language, currency],
  );
  return (
    <DefinitionsTable<DiscountReason>
      screen="discountReasons"
      texts={texts}
      list={list}
      columns={columns}
      Form={DiscountReasonForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
