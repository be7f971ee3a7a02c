import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { tableStartActions, type TableStartAction } from '@sofra/contracts/core/enums';
import type * as TableSchemas from '@sofra/contracts/tables/tables.schemas';
import * as validating from '@sofra/contracts/tables/tables.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showServerErrors, useContractForm } from '../../../lib/form';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZBulkStartAction } = validating as unknown as typeof TableSchemas;
const ZStartActionChoice = ZBulkStartAction.pick({ startAction: true });

interface TableActionModalProps {
  opened: boolean;
  count: number;
  /** The change is running: Save is busy. */
  busy: boolean;
  onClose: () => void;
  /** Saves the start action for the selected tables; the modal marks the field if the server refuses it. */
  onSave: (action: TableStartAction) => Promise<unknown>;
}

/** Change start action (spec: the table action change modal): one start action for the selected tables. */
export function TableActionModal({ opened, count, busy, onClose, onSave }: TableActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tables.changeStartAction')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A new form per opening: it starts from In-store each time. */}
      {opened && <StartActionForm count={count} busy={busy} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function StartActionForm({ count, busy, onClose, onSave }: Omit<TableActionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ZStartActionChoice,
    initialValues: { startAction: 'in-store' as TableStartAction },
  });
  const submit = form.onSubmit((values) => {
    if (busy) return;
    onSave(values.startAction).catch((error: unknown) => showServerErrors(form, error));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('tables.selectedCount', { count })}</Text>
        <NativeSelect
          label={t('tables.startAction')}
          description={t('tables.startActionHint')}
          data={tableStartActions.map((a) => ({ value: a, label: t(`tables.actions.${a}`) }))}
          {...form.getInputProps('startAction')}
        />
        <FormActions cancelLabel={t('common.close')} onCancel={onClose} submitLabel={t('common.save')} busy={busy} />
      </Stack>
    </form>
  );
}
