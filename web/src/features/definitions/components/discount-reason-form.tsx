import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, NumberInput, Radio, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import {
  discountKinds,
  type DiscountKind,
  type DiscountReason,
} from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { useActiveStore } from '../../../lib/active-store';
import { currencySymbol, fromMinor, separators, toMinor } from '../../../lib/money';
import { DefinitionFormFrame, numberOrUndefined, useDefinitionForm, type NumberValue } from './definition-form';

const { ZDiscountReasonSave } = validating as unknown as typeof DefinitionSchemas;

/**
 * A discount reason: name, a percentage or an amount off, active. An amount is typed in the store's currency
 * (₺25,00) and sent in minor units (2500); 0 leaves the amount to the till.
 */
export function DiscountReasonForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<DiscountReason>) {
  const { t, i18n } = useTranslation();
  const currency = useActiveStore().data?.storeCurrency ?? '₺';
  const { decimal, thousands } = separators(i18n.language);
  const { form, submit, busy } = useDefinitionForm({
    kind: 'discountReasons',
    storeId,
    record,
    schema: ZDiscountReasonSave,
    initialValues: {
      name: record?.name ?? '',
      kind: (record?.kind ?? 'percent') as DiscountKind,
      value: (record ? (record.kind === 'amount' ? fromMinor(record.value) : record.value) : '') as NumberValue,
      active: record?.active ?? true,
    },
    toSave: (v) => {
      const value = numberOrUndefined(v.value);
      return {
        name: v.name.trim(),
        kind: v.kind,
        value: value !== undefined && v.kind === 'amount' ? toMinor(value) : value!,
        active: v.active,
      };
    },
    onSaved,
  });
  const amount = form.values.kind === 'amount';
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Radio.Group label={t('definitions.discountReasons.kind')} withAsterisk {...form.getInputProps('kind')}>
        <Group mt="xs">
          {discountKinds.map((kind) => (
            <Radio key={kind} value={kind} label={t(`definitions.discountReasons.kinds.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        // A new input when the kind changes: its decimals and symbol differ.
        key={form.values.kind}
        label={t(amount ? 'definitions.discountReasons.amountValue' : 'definitions.discountReasons.percentValue')}
        description={t('definitions.discountReasons.valueHint')}
        withAsterisk
        min={0}
        max={amount ? undefined : 100}
        decimalScale={2}
        fixedDecimalScale={amount}
        decimalSeparator={decimal}
        thousandSeparator={amount ? thousands : undefined}
        prefix={amount ? currencySymbol(currency, i18n.language) : undefined}
        suffix={amount ? undefined : ' %'}
        allowNegative={false}
        hideControls
        {...form.getInputProps('value')}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.discountReasons.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
