import '@mantine/core/styles/NumberInput.css';
import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { ContractSchema, SchemaIssue } from '../../../lib/form';
import type * as TableSchemas from '@sofra/contracts/tables/tables.schemas';
import * as validating from '@sofra/contracts/tables/tables.schemas?validate';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { issueText, showRefusal, showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useAddTables, useDeleteStoreTable, useSaveStoreTable } from '../api/tables-api';
import { useDeleteTableGroup } from '../api/table-groups';
import { bulkTableNames, MAX_BULK_ADD, nextTableNumber } from '../api/table-names';
import { GroupPicker } from './group-picker';
import { GroupNameModal } from './name-modal';
import { RowActions } from '../../../components/row-actions/row-actions';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZTableName, ZTableSave } = validating as unknown as typeof TableSchemas;

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

  const counts = useMemo(() => {
    const by = new Map<string, number>();
    for (const table of data.tables) by.set(table.groupName, (by.get(table.groupName) ?? 0) + 1);
    return by;
  }, [data.tables]);
  const tables = useMemo(
    () => (group === null ? data.tables : data.tables.filter((r) => r.groupName === group)),
    [data.tables, group],
  );

  const deleteTable = useDeleteStoreTable(storeId);
  const saveTable = useSaveStoreTable(storeId);
  const deleteGroup = useDeleteTableGroup(storeId);

  const groupSaved = (name: string) => {
    setChosen(name);
    notify('success', nameDialog?.kind === 'renameGroup' ? t('tables.groupRenamed') : t('tables.groupCreated'));
  };

  const removeTable = (table: Table) =>
    confirmAction({
      title: t('tables.deleteTable', { name: table.tableName }),
      message: t('tables.confirmDeleteTable', { name: table.tableName }),
      confirmLabel: t('tables.delete'),
      danger: true,
      onConfirm: () => deleteTable.mutateAsync(table.id).then(() => notify('success', t('tables.tableDeleted'))),
    });

  /** An empty group goes after a confirmation; one with tables asks where they go (spec: moveTo). */
  const removeGroup = (name: string) => {
    const tableCount = counts.get(name) ?? 0;
    const others = data.groups.filter((g) => g !== name);
    const choice = { moveTo: '' };
    return confirmAction({
      title: t('tables.deleteGroup'),
      message: (
        <Stack gap="sm">
          <Text size="sm">{t('tables.confirmDeleteGroup', { name })}</Text>
          {tableCount > 0 && (
            <MoveToSelect count={tableCount} groups={others} onChange={(moveTo) => (choice.moveTo = moveTo)} />
          )}
        </Stack>
      ),
      confirmLabel: t('tables.deleteGroup'),
      danger: true,
      onConfirm: () =>
        deleteGroup
          .mutateAsync({ name, ...(tableCount > 0 ? { moveTo: choice.moveTo } : {}) })
          .then(() => notify('success', t('tables.groupDeleted'))),
    });
  };

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
    const name = ZTableName.safeParse(draft.tableName);
    if (!name.success) {
      notify('warning', issueText(name.error.issues[0]!), { title: t('tables.tableName') });
      return false;
    }
    try {
      await saveTable.mutateAsync({ id: draft.id, tableName: name.data });
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
                onClick={() => void removeGroup(group)}
              >
                {t('tables.deleteGroup')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {group !== null && (
          <AddTables key={group} storeId={storeId} group={group} names={tables.map((r) => r.tableName)} />
        )}
        <DataGrid<Table>
          label={group === null ? t('tables.allGroups') : t('tables.tablesOf', { group: group || t('tables.noGroup') })}
          records={tables}
          columns={columns}
          onRowSave={renameTable}
          rowActions={(r) => (
            <RowActions
              actions={[
                {
                  label: t('tables.deleteTable', { name: r.tableName }),
                  icon: IconTrash,
                  color: 'red',
                  onClick: () => removeTable(r),
                },
              ]}
            />
          )}
          noRecordsText={t('tables.groupEmpty')}
        />
      </Stack>

      <GroupNameModal
        storeId={storeId}
        opened={nameDialog !== null}
        oldName={nameDialog?.kind === 'renameGroup' ? nameDialog.name : undefined}
        onClose={() => setNameDialog(null)}
        onSaved={groupSaved}
      />
    </Group>
  );
}

/**
 * The rules of "Add tables", from the contract: the prefix is a table name, and so is the longest name the run
 * creates (a new table of the group, as store/saveStoreTable takes it). Both are said under the prefix.
 */
const addTablesSchema = (storeId: string, group: string, names: string[]): ContractSchema => ({
  safeParse: (value) => {
    const { prefix, start, count } = value as AddTablesValues;
    const list = bulkTableNames(prefix, start ?? nextTableNumber(prefix, names), count);
    const issues: SchemaIssue[] = [
      ...(ZTableName.safeParse(prefix).error?.issues ?? []),
      ...(ZTableSave.safeParse({ storeId, groupName: group, tableName: list.at(-1) ?? prefix }).error?.issues ?? []),
    ].map((issue) => ({ ...issue, path: ['prefix'] }));
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
});

interface AddTablesValues extends Record<string, unknown> {
  prefix: string;
  /** null: the number after the highest "prefix N" already in the group. */
  start: number | null;
  count: number;
}

/** One table, or many numbered ones ("Salon" 13 × 8 → Salon 13 … Salon 20), into the group (a new form per group). */
function AddTables({ storeId, group, names }: { storeId: string; group: string; names: string[] }) {
  const { t } = useTranslation();
  const addTables = useAddTables(storeId);
  const form = useContractForm<AddTablesValues>({
    schema: addTablesSchema(storeId, group, names),
    initialValues: { prefix: group, start: null, count: 1 },
  });
  const { prefix, start, count } = form.values;
  const from = start ?? nextTableNumber(prefix, names);
  const list = bulkTableNames(prefix, from, count);

  const add = form.onSubmit(() => {
    if (!list.length || addTables.isPending) return;
    addTables.mutate(
      { group, names: list },
      {
        onSuccess: (added) => {
          notify('success', t('tables.tablesAdded', { count: added.length }));
          form.setFieldValue('start', null);
        },
        // Nothing was added. A name the group has is said under the prefix, naming the table: the answer's field is
        // its index in the list sent.
        onError: (error) => {
          if (isApiError(error, 'table_name_taken')) {
            const index = /^tables\.(\d+)\./.exec(error.fields[0]?.path ?? '')?.[1];
            const name = index === undefined ? undefined : list[Number(index)];
            form.setFieldError('prefix', name ? t('tables.nameTakenNoneAdded', { name }) : errorText(error));
            return;
          }
          // Every field of the input is a name the prefix made.
          if (showServerErrors(form, error, { pathOf: () => 'prefix' })) return;
          showRefusal(form, error, { fallback: 'toast' });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={add} noValidate aria-label={t('tables.addTables')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={t('tables.namePrefix')} style={{ flex: '1 1 160px' }} {...form.getInputProps('prefix')} />
          <NumberInput
            label={t('tables.startNumber')}
            value={from}
            min={0}
            max={99_999}
            allowDecimal={false}
            onChange={(v) => form.setFieldValue('start', typeof v === 'number' ? v : null)}
            w={110}
          />
          <NumberInput
            label={t('tables.count')}
            value={count}
            min={1}
            max={MAX_BULK_ADD}
            allowDecimal={false}
            onChange={(v) => form.setFieldValue('count', typeof v === 'number' ? v : 0)}
            w={100}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconPlus size={16} />}
            loading={addTables.isPending}
            disabled={!list.length}
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

/** Where the tables of a group being deleted go: another group, or no group (''). */
function MoveToSelect({
  count,
  groups,
  onChange,
}: {
  count: number;
  groups: string[];
  onChange: (moveTo: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <NativeSelect
      label={t('tables.moveTablesTo', { count })}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        onChange(e.currentTarget.value);
      }}
      data={[{ value: '', label: t('tables.noGroup') }, ...groups.map((g) => ({ value: g, label: g }))]}
    />
  );
}
