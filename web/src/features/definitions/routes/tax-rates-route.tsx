import { useMemo } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeleteTaxRates, useTaxRates } from '../api/definitions-api';
import { activeColumn, formatPercent, nameColumn, screenTexts } from '../components/columns';
import { TaxRateForm } from '../components/tax-rate-form';

/** /main/definitions/tax-rates: the store's VAT rates, one of them the default. */
export function Component() {
  const { t, i18n } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = useTaxRates(storeId);
  const remove = useDeleteTaxRates(storeId);
  const texts = useMemo(() => screenTexts(t, 'taxRates'), [t]);
  const columns = useMemo<DefinitionColumn<TaxRate>[]>(
    () => [
      nameColumn(t),
      {
        accessor: 'rate',
        title: t('definitions.taxRates.rate'),
        sortable: true,
        text: (r) => formatPercent(r.rate, i18n.language),
      },
      {
        accessor: 'isDefault',
        title: t('definitions.taxRates.default'),
        text: (r) => (r.isDefault ? t('definitions.taxRates.default') : ''),
        render: (r) => (r.isDefault ? <Badge variant="light">{t('definitions.taxRates.default')}</Badge> : null),
      },
      activeColumn(t),
    ],
    [t, i18n.language],
  );
  return (
    <DefinitionsTable<TaxRate>
      screen="taxRates"
      texts={texts}
      list={list}
      columns={columns}
      Form={TaxRateForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
