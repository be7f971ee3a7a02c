import '@mantine/core/styles/Switch.css';
import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as DefinitionSchemas from '@sofra/contracts/definitions/definitions.schemas';
import type { DeleteReason } from '@sofra/contracts/definitions/definitions.schemas';
import * as validating from '@sofra/contracts/definitions/definitions.schemas?validate';
import type { DefinitionFormProps } from '../../../components/definitions-table/definitions-table';
import { DefinitionFormFrame, useDefinitionForm } from './definition-form';

const { ZDeleteReasonSave } = validating as unknown as typeof DefinitionSchemas;

/** A deletion (void) reason: name, whether the product counts as waste, active. */
export function DeleteReasonForm({ storeId, record, onClose, onSaved }: DefinitionFormProps<DeleteReason>) {
  const { t } = useTranslation();
  const { form, submit, busy } = useDefinitionForm({
    kind: 'deleteReasons',
    storeId,
    record,
    schema: ZDeleteReasonSave,
    initialValues: { name: record?.name ?? '', wasted: record?.wasted ?? false, active: record?.active ?? true },
    toSave: (v) => ({ name: v.name.trim(), wasted: v.wasted, active: v.active }),
    onSaved,
  });
  return (
    <DefinitionFormFrame submit={submit} busy={busy} onClose={onClose}>
      <TextInput label={t('definitions.table.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Switch
        label={t('definitions.deleteReasons.wastedLabel')}
        description={t('definitions.deleteReasons.wastedHint')}
        {...form.getInputProps('wasted', { type: 'checkbox' })}
      />
      <Switch
        label={t('definitions.table.active')}
        description={t('definitions.deleteReasons.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </DefinitionFormFrame>
  );
}
