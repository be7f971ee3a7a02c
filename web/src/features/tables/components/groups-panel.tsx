import '@mantine/core/styles/NumberInput.css';
import { useMemo, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { errorText } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { AddTablesError, useAddTables, useDeleteStoreTable, useSaveStoreTable } from '../api/tables-api';
import { useDeleteTableGroup, useSaveTableGroup } from '../api/table-groups';
import { bulkTableNames, MAX_BULK_ADD, nextTableNumber } from '../api/table-names';
import { GroupPicker } from './group-picker';
import { NameModal } from './name-modal';

type NameDialog = { kind: 'newGroup' } | { kind: 'renameGroup'; name: string } | null;

/** Groups of the store and the tables of the chosen group: create, rename, delete, add many at once. */
export function GroupsPanel({ storeId, data }: { storeId: string; data: StoreTables }) {
  const { t } = useTranslation();
  // undefined: the first group; null: all tables; '' : the tables without a group.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const group =
    chosen === null
      ? null
      : chosen !== undefined && (chosen === '' || data.groups.includes(chosen))
        ? chosen
        : (data.groups[0] ?? null);
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const counts = useMemo(() => {
    const by = new Map<string, number>();
    for (const table of data.tables) by.set(table.groupName, (by.get(table.groupName) ?? 0) + 1);
    return by;
  }, [data.tables]);
  const tables = useMemo(
    () => (group === null ? data.tables : data.tables.filter((r) => r.groupName === group)),
    [data.tables, group],
  );

  const saveGroup = useSaveTableGroup(storeId);
  const deleteTable = useDeleteStoreTable(storeId);
  const saveTable = useSaveStoreTable(storeId);

  const submitGroup = (name: string) => {
    const oldName = nameDialog?.kind === 'renameGroup' ? nameDialog.name : undefined;
    saveGroup.mutate(
      { name, oldName },
      {
        onSuccess: () => {
          setChosen(name);
          notify('success', oldName ? t('tables.groupRenamed') : t('tables.groupCreated'));
          setNameDialog(null);
        },
      },
    );
  };

  const removeTable = (table: Table) =>
    modals.openConfirmModal({
      title: t('tables.deleteTable', { name: table.tableName }),
      children: <Text size="sm">{t('tables.confirmDeleteTable', { name: table.tableName })}</Text>,
      labels: { confirm: t('tables.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteTable.mutate(table.id, { onSuccess: () => notify('success', t('tables.tableDeleted')) }),
    });

  const allGroups = group === null;
  const columns = useMemo<DataGridColumn<Table>[]>(
    () => [
      ...(allGroups
        ? [{ accessor: 'groupName', title: t('tables.groupName'), filter: true, searchable: true, sortable: true }]
        : []),
      {
        accessor: 'tableName',
        title: t('tables.tableName'),
        filter: true,
        searchable: true,
        sortable: true,
        editor: ({ draft, set, label }) => (
          <TextInput
            size="xs"
            aria-label={label}
            maxLength={60}
            value={draft.tableName}
            onChange={(e) => set({ tableName: e.currentTarget.value })}
          />
        ),
      },
      { accessor: 'startAction', title: t('tables.startAction'), text: (r) => t(`tables.actions.${r.startAction}`) },
    ],
    [t, allGroups],
  );

  const renameTable = async (draft: Table) => {
    if (!draft.tableName.trim()) {
      notify('warning', t('common.fieldRequired'));
      return false;
    }
    try {
      await saveTable.mutateAsync({ id: draft.id, tableName: draft.tableName.trim() });
      notify('success', t('tables.tableUpdated'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="xs">
        <GroupPicker
          groups={data.groups}
          counts={counts}
          total={data.tables.length}
          value={group}
          onChange={setChosen}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setNameDialog({ kind: 'newGroup' })}
        >
          {t('tables.newGroup')}
        </Button>
      </Stack>
      <Stack style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {group === null ? t('tables.allGroups') : group || t('tables.noGroup')}
          </Title>
          {group ? (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} />}
                onClick={() => setNameDialog({ kind: 'renameGroup', name: group })}
              >
                {t('tables.renameGroup')}
              </Button>
              <Button
                variant="default"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDeleting(group)}
              >
                {t('tables.deleteGroup')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {group !== null && <AddTables storeId={storeId} group={group} names={tables.map((r) => r.tableName)} />}
        <DataGrid<Table>
          label={group === null ? t('tables.allGroups') : t('tables.tablesOf', { group: group || t('tables.noGroup') })}
          records={tables}
          columns={columns}
          onRowSave={renameTable}
          rowActions={(r) => (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('tables.deleteTable', { name: r.tableName })}
              onClick={() => removeTable(r)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
          noRecordsText={t('tables.groupEmpty')}
        />
      </Stack>

      <NameModal
        opened={nameDialog !== null}
        title={nameDialog?.kind === 'renameGroup' ? t('tables.renameGroup') : t('tables.newGroup')}
        label={t('tables.groupName')}
        initial={nameDialog?.kind === 'renameGroup' ? nameDialog.name : ''}
        onClose={() => setNameDialog(null)}
        busy={saveGroup.isPending}
        onSave={submitGroup}
      />
      <DeleteGroupModal
        storeId={storeId}
        group={deleting}
        groups={data.groups}
        tableCount={deleting ? (counts.get(deleting) ?? 0) : 0}
        onClose={() => setDeleting(null)}
      />
    </Group>
  );
}

/** One table, or many numbered ones ("Salon" 13 × 8 → Salon 13 … Salon 20), into the group. */
function AddTables({ storeId, group, names }: { storeId: string; group: string; names: string[] }) {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState(group);
  const [count, setCount] = useState<number | string>(1);
  const [start, setStart] = useState<number | string | null>(null);
  const addTables = useAddTables(storeId);
  const [shownGroup, setShownGroup] = useState(group);
  if (shownGroup !== group) {
    setShownGroup(group);
    setPrefix(group);
    setStart(null);
  }
  const from = typeof start === 'number' ? start : nextTableNumber(prefix, names);
  const n = typeof count === 'number' ? count : 0;
  const list = bulkTableNames(prefix, from, n);

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!prefix.trim() || !list.length || addTables.isPending) return;
    addTables.mutate(
      { group, names: list },
      {
        onSuccess: (added) => {
          notify('success', t('tables.tablesAdded', { count: added }));
          setStart(null);
        },
        onError: (error) => {
          const { added, tableName, reason } =
            error instanceof AddTablesError ? error : { added: 0, tableName: list[0], reason: error };
          notify('danger', `${tableName}: ${errorText(reason)}`, {
            title: t('tables.tablesAddedPartly', { count: added }),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={add} noValidate aria-label={t('tables.addTables')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('tables.namePrefix')}
            value={prefix}
            maxLength={50}
            onChange={(e) => setPrefix(e.currentTarget.value)}
            style={{ flex: '1 1 160px' }}
          />
          <NumberInput label={t('tables.startNumber')} value={from} min={0} max={99_999} onChange={setStart} w={110} />
          <NumberInput label={t('tables.count')} value={count} min={1} max={MAX_BULK_ADD} onChange={setCount} w={100} />
          <Button
            type="submit"
            leftSection={<IconPlus size={16} />}
            loading={addTables.isPending}
            disabled={!prefix.trim() || !list.length}
          >
            {t('tables.addTables')}
          </Button>
        </Group>
        {list.length > 0 && prefix.trim() && (
          <Text size="xs" c="dimmed" mt={6}>
            {list.length === 1
              ? list[0]
              : t('tables.addPreview', { first: list[0], last: list.at(-1), count: list.length })}
          </Text>
        )}
      </form>
    </Paper>
  );
}

const NO_GROUP = '\u0000none';

/** Deleting a group: an empty one goes at once; one with tables asks where they go (spec: moveTo). */
function DeleteGroupModal({
  storeId,
  group,
  groups,
  tableCount,
  onClose,
}: {
  storeId: string;
  group: string | null;
  groups: string[];
  tableCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const others = groups.filter((g) => g !== group);
  const [moveTo, setMoveTo] = useState<string>(NO_GROUP);
  const target = others.includes(moveTo) ? moveTo : NO_GROUP;

  const deleteGroup = useDeleteTableGroup(storeId);

  const remove = () => {
    if (group === null) return;
    deleteGroup.mutate(
      { name: group, ...(tableCount > 0 ? { moveTo: target === NO_GROUP ? '' : target } : {}) },
      {
        onSuccess: () => {
          notify('success', t('tables.groupDeleted'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={t('tables.deleteGroup')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{t('tables.confirmDeleteGroup', { name: group ?? '' })}</Text>
        {tableCount > 0 && (
          <NativeSelect
            label={t('tables.moveTablesTo', { count: tableCount })}
            value={target}
            onChange={(e) => setMoveTo(e.currentTarget.value)}
            data={[{ value: NO_GROUP, label: t('tables.noGroup') }, ...others.map((g) => ({ value: g, label: g }))]}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={remove} loading={deleteGroup.isPending}>
            {t('tables.deleteGroup')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
