import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as FolioSchemas from '@sofra/contracts/folios/folios.schemas';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import * as validating from '@sofra/contracts/folios/folios.schemas?validate';
import type { StoreTables } from '@sofra/contracts/tables/tables.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useContractForm } from '../../../lib/form';

const { ZFolioCancel, ZFolioMove } = validating as unknown as typeof FolioSchemas;
const ZCancelForm = ZFolioCancel.pick({ reason: true });
const ZMoveForm = ZFolioMove.pick({ tableId: true });

interface FolioModalProps {
  folio: Folio;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
}

/** Cancels a folio with a reason; only one with no payments (they are taken back first). */
export function CancelModal({
  opened,
  onClose,
  ...rest
}: FolioModalProps & { onCancel: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('folios.cancel.title', { number: rest.folio.number })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <CancelForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function CancelForm({
  folio,
  busy,
  onClose,
  onCancel,
}: Omit<FolioModalProps, 'opened'> & { onCancel: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ZCancelForm,
    initialValues: { reason: '' },
    toInput: (v) => ({ reason: v.reason.trim() }),
  });
  const submit = form.onSubmit((v) => {
    if (busy) return;
    onCancel(v.reason.trim()).then(onClose, () => undefined);
  });
  if (folio.payments.length > 0) {
    // A cancelled folio owes nothing, so a payment on it could not be accounted for (docs/folios.md).
    return (
      <Stack>
        <Text size="sm">{t('folios.cancel.paymentsFirst')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('folios.cancel.message')}</Text>
        <TextInput label={t('folios.cancel.reason')} withAsterisk data-autofocus {...form.getInputProps('reason')} />
        <FormActions
          cancelLabel={t('folios.cancel.keep')}
          onCancel={onClose}
          submitLabel={t('folios.cancel.submit')}
          busy={busy}
          color="red.9"
        />
      </Stack>
    </form>
  );
}

/** Moves a folio to another table of the store. */
export function MoveModal({
  opened,
  onClose,
  ...rest
}: FolioModalProps & { tables: StoreTables; onMove: (tableId: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('folios.move.title', { number: rest.folio.number })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <MoveForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function MoveForm({
  folio,
  tables,
  busy,
  onClose,
  onMove,
}: Omit<FolioModalProps, 'opened'> & { tables: StoreTables; onMove: (tableId: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: ZMoveForm, initialValues: { tableId: '' } });
  const choices = tables.tables.filter((table) => table.active && table.id !== folio.tableId);
  const groups = [
    ...tables.groups,
    ...new Set(choices.map((c) => c.groupName).filter((g) => !tables.groups.includes(g))),
  ];
  const data = [
    { value: '', label: t('folios.move.choose') },
    ...groups
      .map((group) => ({
        group: group || t('folios.board.noGroup'),
        items: choices.filter((c) => c.groupName === group).map((c) => ({ value: c.id, label: c.tableName })),
      }))
      .filter((g) => g.items.length > 0),
  ];
  const submit = form.onSubmit((v) => {
    if (busy) return;
    onMove(v.tableId).then(onClose, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NativeSelect
          label={t('folios.move.table')}
          withAsterisk
          data-autofocus
          data={data}
          {...form.getInputProps('tableId')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.move.submit')}
          busy={busy}
        />
      </Stack>
    </form>
  );
}
