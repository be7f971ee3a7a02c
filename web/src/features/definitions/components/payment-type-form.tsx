import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { paymentCollectionTypes } from '@sofra/contracts/core/enums';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import type { CollectionType, PaymentType } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { usePaymentTypes } from '../api/definitions-api';
import { DefinitionFormFrame, numberOrUndefined, useDefinitionForm, type NumberValue } from './definition-form';

const { ZPaymentTypeSave } = validating as unknown as typeof DefinitionSchemas;

/** A payment type: name, collection type, whether it counts as revenue, its order at the till, active. */
export function PaymentTypeForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<PaymentType>) {
  const { t } = useTranslation();
  const listed = usePaymentTypes(storeId).data ?? [];
  // A new one comes last at the till unless the owner says otherwise.
  const nextSequence = Math.min(999, Math.max(0, ...listed.map((p) => p.sequence)) + 1);
  const { form, submit, busy } = useDefinitionForm({
    kind: 'paymentTypes',
    storeId,
    record,
    schema: ZPaymentTypeSave,
    initialValues: {
      name: record?.name ?? '',
      collectionType: (record?.collectionType ?? 'cash') as CollectionType,
      countsAsRevenue: record?.countsAsRevenue ?? true,
      sequence: (record?.sequence ?? nextSequence) as NumberValue,
      active: record?.active ?? true,
    },
    toSave: (v) => ({
      name: v.name.trim(),
      collectionType: v.collectionType,
      countsAsRevenue: v.countsAsRevenue,
      sequence: numberOrUndefined(v.sequence)!,
      active: v.active,
    }),
    onSaved,
  });
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <NativeSelect
        label={t('definitions.paymentTypes.collectionType')}
        withAsterisk
        data={paymentCollectionTypes.map((type) => ({
          value: type,
          label: t(`definitions.paymentTypes.collectionTypes.${type}`),
        }))}
        {...form.getInputProps('collectionType')}
      />
      <Switch
        label={t('definitions.paymentTypes.countsAsRevenueLabel')}
        description={t('definitions.paymentTypes.countsAsRevenueHint')}
        {...form.getInputProps('countsAsRevenue', { type: 'checkbox' })}
      />
      <NumberInput
        label={t('definitions.paymentTypes.sequence')}
        description={t('definitions.paymentTypes.sequenceHint')}
        withAsterisk
        min={0}
        max={999}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('sequence')}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.paymentTypes.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
