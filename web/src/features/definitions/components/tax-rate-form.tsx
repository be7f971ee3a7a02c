import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { separators } from '../../../lib/money';
import { DefinitionFormFrame, numberOrUndefined, useDefinitionForm, type NumberValue } from './definition-form';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZTaxRateSave } = validating as unknown as typeof DefinitionSchemas;

/** A tax rate: name, rate in percent, default, active. The default rate stays the default and active. */
export function TaxRateForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<TaxRate>) {
  const { t, i18n } = useTranslation();
  const wasDefault = record?.isDefault ?? false;
  const { form, submit, busy } = useDefinitionForm({
    kind: 'taxRates',
    storeId,
    record,
    schema: ZTaxRateSave,
    initialValues: {
      name: record?.name ?? '',
      rate: (record?.rate ?? '') as NumberValue,
      isDefault: wasDefault,
      active: record?.active ?? true,
    },
    toSave: (v) => ({
      name: v.name.trim(),
      rate: numberOrUndefined(v.rate)!,
      isDefault: v.isDefault,
      active: v.active,
    }),
    onSaved,
  });
  const { decimal } = separators(i18n.language);
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <NumberInput
        label={t('definitions.taxRates.rate')}
        withAsterisk
        min={0}
        max={100}
        decimalScale={2}
        decimalSeparator={decimal}
        hideControls
        {...form.getInputProps('rate')}
      />
      <Switch
        label={t('definitions.taxRates.isDefault')}
        description={t(wasDefault ? 'definitions.taxRates.isDefaultLocked' : 'definitions.taxRates.isDefaultHint')}
        disabled={wasDefault}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.taxRates.activeHint')}
        disabled={form.values.isDefault}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
