import '@mantine/core/styles/Switch.css';
import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import type { GiftReason } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { DefinitionFormFrame, useDefinitionForm } from './definition-form';

const { ZGiftReasonSave } = validating as unknown as typeof DefinitionSchemas;

/** A gift (on the house) reason: name, active. */
export function GiftReasonForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<GiftReason>) {
  const { t } = useTranslation();
  const { form, submit, busy } = useDefinitionForm({
    kind: 'giftReasons',
    storeId,
    record,
    schema: ZGiftReasonSave,
    initialValues: { name: record?.name ?? '', active: record?.active ?? true },
    toSave: (v) => ({ name: v.name.trim(), active: v.active }),
    onSaved,
  });
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.giftReasons.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
