import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm, type ContractSchema } from '../../../lib/form';
import { useSaveDefinition, type DefinitionSave } from '../api/definitions-api';

interface DefinitionFormInput<K extends DefinitionKind, V> {
  kind: K;
  storeId: string;
  /** The record edited (its id goes with the save); null for a new one. */
  record: { id: string } | null;
  /** The save's input schema, imported with `?validate`. */
  schema: ContractSchema;
  initialValues: V;
  /** The save built from the form's values: the whole record, less the store and the id. */
  toSave: (values: V) => Omit<DefinitionSave<K>, 'id'>;
  onSaved: () => void;
}

/**
 * A definition's add or edit form: checked by the save's own schema, sent whole (an edit replaces the record), and a
 * refusal shown under the field the server names.
 */
export function useDefinitionForm<K extends DefinitionKind, V extends Record<string, unknown>>({
  kind,
  storeId,
  record,
  schema,
  initialValues,
  toSave,
  onSaved,
}: DefinitionFormInput<K, V>) {
  const save = useSaveDefinition(kind, storeId);
  const full = (values: V) => ({ ...toSave(values), ...(record ? { id: record.id } : {}) }) as DefinitionSave<K>;
  const form = useContractForm<V>({ schema, initialValues, toInput: (values) => ({ ...full(values), storeId }) });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(full(values), {
      onSuccess: onSaved,
      onError: (error) => showRefusal(form, error, { fallback: 'toast' }),
    });
  });
  return { form, submit, busy: save.isPending };
}

/** The form of the add or edit dialog: its fields, then Cancel and Save. */
export function DefinitionFormFrame({
  submit,
  busy,
  onClose,
  children,
}: {
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children}
        <FormActions cancelLabel={t('common.cancel')} onCancel={onClose} submitLabel={t('common.save')} busy={busy} />
      </Stack>
    </form>
  );
}

/** A typed number kept as the form holds it: '' while empty (the schema then says it is required). */
export type NumberValue = number | '';
export const numberOrUndefined = (v: NumberValue | string) => (v === '' || typeof v === 'string' ? undefined : v);
