import { useMemo, useState } from 'react';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type * as PosSchemas from '@sofra/contracts/pos/pos.schemas';
import * as validating from '@sofra/contracts/pos/pos.schemas?validate';
import { POS_KEY_HEADER, type CashRegister, type CashRegisterKey } from '@sofra/contracts/pos/pos.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { FormActions } from '../../../components/form-actions/form-actions';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateCashRegister, useDeleteCashRegister, useRotateCashRegisterKey } from '../api/integration-api';
import { RowActions } from '../../../components/row-actions/row-actions';

const { ZCashRegisterCreate } = validating as unknown as typeof PosSchemas;
const ZName = ZCashRegisterCreate.pick({ name: true });

const when = (iso: string) => formatFolioTime(iso);

/** The store's cash registers: each has its own POS key, made here, shown once, rotated or revoked here. */
export function CashRegisters({ storeId, registers }: { storeId: string; registers: CashRegister[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  /** The key just made: shown until the owner closes it, never again. */
  const [shown, setShown] = useState<CashRegisterKey | null>(null);
  const rotate = useRotateCashRegisterKey(storeId);
  const remove = useDeleteCashRegister(storeId);

  const columns = useMemo<DataGridColumn<CashRegister>[]>(
    () => [
      { accessor: 'name', title: t('integration.registerName'), searchable: true, sortable: true },
      {
        accessor: 'keyHint',
        title: t('integration.key'),
        text: (r) => `…${r.keyHint}`,
        render: (r) => <Code>{`sofra_pos_…${r.keyHint}`}</Code>,
      },
      {
        accessor: 'lastSeen',
        title: t('integration.lastSeen'),
        sortable: true,
        text: (r) => (r.lastSeen ? when(r.lastSeen) : t('integration.neverSeen')),
      },
      { accessor: 'keyDate', title: t('integration.keyDate'), sortable: true, text: (r) => when(r.keyDate) },
    ],
    [t],
  );

  const askRotate = (r: CashRegister) =>
    void confirmAction({
      title: t('integration.rotateTitle'),
      message: t('integration.rotateMessage', { name: r.name }),
      confirmLabel: t('integration.rotate'),
      danger: true,
      onConfirm: () => rotate.mutateAsync(r.id).then(setShown),
    });
  const askRemove = (r: CashRegister) =>
    void confirmAction({
      title: t('integration.removeTitle'),
      message: t('integration.removeMessage', { name: r.name }),
      confirmLabel: t('integration.remove'),
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(r.id).then(() => notify('success', t('integration.removed', { name: r.name }))),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cash-registers-title">
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h3" id="cash-registers-title">
            {t('integration.registersTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integration.registersIntro', { header: POS_KEY_HEADER })}
          </Text>
        </Stack>
        <DataGrid
          label={t('integration.registersTitle')}
          records={registers}
          columns={columns}
          noRecordsText={t('integration.noRegisters')}
          toolbar={
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('integration.addRegister')}
            </Button>
          }
          rowActions={(r) => (
            <RowActions
              actions={[
                {
                  label: t('integration.rotateOf', { name: r.name }),
                  short: t('integration.rotate'),
                  icon: IconRefresh,
                  onClick: () => askRotate(r),
                },
                {
                  label: t('integration.removeOf', { name: r.name }),
                  short: t('integration.remove'),
                  icon: IconTrash,
                  color: 'red',
                  onClick: () => askRemove(r),
                },
              ]}
            />
          )}
        />
      </Stack>
      <AddRegisterModal storeId={storeId} opened={adding} onClose={() => setAdding(false)} onCreated={setShown} />
      <KeyModal made={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}

function AddRegisterModal({
  storeId,
  opened,
  onClose,
  onCreated,
}: {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (made: CashRegisterKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('integration.addRegister')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <AddRegisterForm storeId={storeId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function AddRegisterForm({
  storeId,
  onClose,
  onCreated,
}: {
  storeId: string;
  onClose: () => void;
  onCreated: (made: CashRegisterKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCashRegister(storeId);
  const form = useContractForm({
    schema: ZName,
    initialValues: { name: '' },
    toInput: (v) => ({ name: v.name.trim() }),
  });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(name.trim(), {
      onSuccess: (made) => {
        onClose();
        onCreated(made);
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('integration.registerName')}
          description={t('integration.registerNameHint')}
          data-autofocus
          withAsterisk
          maxLength={60}
          {...form.getInputProps('name')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('integration.makeKey')}
          busy={create.isPending}
        />
      </Stack>
    </form>
  );
}

/** The new key, once: copy it into the POS now; closing the dialog forgets it. */
function KeyModal({ made, onClose }: { made: CashRegisterKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={made !== null}
      onClose={onClose}
      title={t('integration.keyTitle', { name: made?.register.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {made && (
        <Stack>
          <Alert color="yellow" icon={<IconKey size={18} />}>
            {t('integration.keyOnce')}
          </Alert>
          <Group wrap="nowrap" gap="xs" align="center">
            <Code
              block
              style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
              aria-label={t('integration.key')}
            >
              {made.key}
            </Code>
            <CopyButton value={made.key}>
              {({ copied, copy }) => (
                <ActionIcon
                  variant="light"
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? t('integration.copied') : t('integration.copy')}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('integration.keyUse', { header: POS_KEY_HEADER })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('integration.keyDone')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
