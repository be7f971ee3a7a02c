import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as TableSchemas from '@sofra/contracts/tables/tables.schemas';
import * as validating from '@sofra/contracts/tables/tables.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useSaveTableGroup } from '../api/table-groups';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZTableGroupSave } = validating as unknown as typeof TableSchemas;
const ZGroupName = ZTableGroupSave.pick({ name: true });

interface GroupNameModalProps {
  storeId: string;
  opened: boolean;
  /** The group being renamed; absent for a new group. */
  oldName?: string;
  onClose: () => void;
  /** The group is saved under `name`; the modal closes itself. */
  onSaved: (name: string) => void;
}

/** New group / Rename group: one name, checked by the contract; a name already taken is said under the field. */
export function GroupNameModal({ storeId, opened, oldName, onClose, onSaved }: GroupNameModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={oldName === undefined ? t('tables.newGroup') : t('tables.renameGroup')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A new form per opening: it starts from the group's current name (or empty). */}
      {opened && <GroupNameForm storeId={storeId} oldName={oldName} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function GroupNameForm({ storeId, oldName, onClose, onSaved }: Omit<GroupNameModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveTableGroup(storeId);
  const form = useContractForm({
    schema: ZGroupName,
    initialValues: { name: oldName ?? '' },
    toInput: (v) => ({ name: v.name.trim() }),
  });

  const submit = form.onSubmit(({ name }) => {
    if (save.isPending) return;
    save.mutate(
      { name: name.trim(), oldName },
      {
        onSuccess: () => {
          onSaved(name.trim());
          onClose();
        },
        onError: (error) => showRefusal(form, error, { fieldOf: { table_group_exists: 'name' }, fallback: 'toast' }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('tables.groupName')} data-autofocus withAsterisk {...form.getInputProps('name')} />
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}
