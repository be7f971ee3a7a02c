import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import type { Department } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { useDepartments, useTaxRates } from '../api/definitions-api';
import { formatPercent } from './columns';
import { DefinitionFormFrame, numberOrUndefined, useDefinitionForm, type NumberValue } from './definition-form';

const { ZDepartmentSave } = validating as unknown as typeof DefinitionSchemas;

/** The smallest department number from 1 to 99 no other department has. */
const freeNumber = (taken: number[]) => {
  for (let no = 1; no <= 99; no++) if (!taken.includes(no)) return no;
  return '';
};

/** An ECR department: number, name, the store's tax rate it sells with (the default for a new one), active. */
export function DepartmentForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<Department>) {
  const { t, i18n } = useTranslation();
  // Both lists are on screen already: the page waited for them.
  const rates = useTaxRates(storeId).data ?? [];
  const departments = useDepartments(storeId).data ?? [];
  const { form, submit, busy } = useDefinitionForm({
    kind: 'departments',
    storeId,
    record,
    schema: ZDepartmentSave,
    initialValues: {
      departmentNo: (record?.departmentNo ?? freeNumber(departments.map((d) => d.departmentNo))) as NumberValue,
      name: record?.name ?? '',
      taxRateId: record?.taxRateId ?? rates.find((r) => r.isDefault)?.id ?? rates[0]?.id ?? '',
      active: record?.active ?? true,
    },
    toSave: (v) => ({
      departmentNo: numberOrUndefined(v.departmentNo)!,
      name: v.name.trim(),
      taxRateId: v.taxRateId,
      active: v.active,
    }),
    onSaved,
  });
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <NumberInput
        label={t('definitions.departments.departmentNoLabel')}
        withAsterisk
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('departmentNo')}
      />
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <NativeSelect
        label={t('definitions.departments.taxRate')}
        withAsterisk
        data={rates.map((r) => ({
          value: r.id,
          label: `${r.name} (${formatPercent(r.rate, i18n.language)})`,
        }))}
        {...form.getInputProps('taxRateId')}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.departments.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
