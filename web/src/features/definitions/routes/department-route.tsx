import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Department } from '@sofra/contracts/definitions/definitions.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useSession } from '../../../lib/session';
import { useDeleteDepartments, useDepartments, useTaxRates } from '../api/definitions-api';
import { activeColumn, formatPercent, nameColumn, screenTexts } from '../components/columns';
import { DepartmentForm } from '../components/department-form';

/** /main/definitions/department: the fiscal cash register's departments, each with a number and a tax rate. */
export function Component() {
  const { t, i18n } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = useDepartments(storeId);
  const rates = useTaxRates(storeId);
  const remove = useDeleteDepartments(storeId);
  const texts = useMemo(() => screenTexts(t, 'departments'), [t]);
  const columns = useMemo<DefinitionColumn<Department>[]>(() => {
    const rateOf = (d: Department) => rates.data?.find((r) => r.id === d.taxRateId);
    return [
      {
        accessor: 'departmentNo',
        title: t('definitions.departments.departmentNo'),
        sortable: true,
        width: 90,
        hideable: false,
      },
      nameColumn(t),
      {
        accessor: 'taxRateId',
        title: t('definitions.departments.taxRate'),
        sortable: true,
        text: (d) => {
          const rate = rateOf(d);
          return rate ? `${rate.name} (${formatPercent(rate.rate, i18n.language)})` : '';
        },
      },
      activeColumn(t),
    ];
  }, [t, i18n.language, rates.data]);
  return (
    <DefinitionsTable<Department>
      screen="departments"
      texts={texts}
      list={list}
      queries={[rates]}
      columns={columns}
      Form={DepartmentForm}
      onDelete={(target) => remove.mutateAsync(target)}
    />
  );
}
