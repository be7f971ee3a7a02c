import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timings } from '@sofra/contracts/core/constants';
import { tableStartActions, type TableStartAction } from '@sofra/contracts/core/enums';
import type { Table } from '@sofra/contracts/tables/tables.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { closeLoading, showLoading } from '../../../lib/loading';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSaveStoreTable, useStoreTables, useUpdateTablesStartAction } from '../api/tables-api';
import { urls } from '../../../lib/urls';
import { BackButton } from '../components/back-button';
import { GroupPicker } from '../components/group-picker';
import { TableActionModal } from '../components/table-action-modal';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /main/sofra-tables: the store's tables by group, their start actions edited one by one or many at once. */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // A new page per store: a selection or a form never carries over to another store.
  return <TablesPage key={storeId} storeId={storeId} />;
}

function TablesPage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const tables = useStoreTables(storeId);
  // The row says its own error ('There was an error').
  const saveTable = useSaveStoreTable(storeId, { toast: false });
  const updateActions = useUpdateTablesStartAction(storeId);
  const [group, setGroup] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modalOpen, setModalOpen] = useState(false);

  const all = useMemo(() => tables.data?.tables ?? [], [tables.data]);
  const counts = useMemo(() => {
    const by = new Map<string, number>();
    for (const table of all) by.set(table.groupName, (by.get(table.groupName) ?? 0) + 1);
    return by;
  }, [all]);
  const records = useMemo(() => (group === null ? all : all.filter((r) => r.groupName === group)), [all, group]);

  const columns = useMemo<DataGridColumn<Table>[]>(
    () => [
      { accessor: 'groupName', title: t('tables.groupName'), filter: true, searchable: true, sortable: true },
      { accessor: 'tableName', title: t('tables.tableName'), filter: true, searchable: true, sortable: true },
      {
        accessor: 'startAction',
        title: t('tables.startAction'),
        filter: true,
        sortable: true,
        text: (r) => t(`tables.actions.${r.startAction}`),
        editor: ({ draft, set, label }) => (
          <NativeSelect
            size="xs"
            aria-label={label}
            value={draft.startAction}
            onChange={(e) => set({ startAction: e.currentTarget.value as TableStartAction })}
            data={tableStartActions.map((a) => ({ value: a, label: t(`tables.actions.${a}`) }))}
          />
        ),
      },
    ],
    [t],
  );

  const saveRow = async (draft: Table) => {
    try {
      await saveTable.mutateAsync({ id: draft.id, startAction: draft.startAction });
      notify('success', t('tables.tableUpdated'));
      return true;
    } catch {
      notify('danger', t('tables.saveError'));
      return false;
    }
  };

  const openBulk = () => {
    if (selected.size === 0) {
      notify('warning', t('tables.makeSelection'), { title: t('tables.tableAction') });
      return;
    }
    setModalOpen(true);
  };

  const saveBulk = async (startAction: TableStartAction) => {
    setModalOpen(false);
    // Only tables that still exist: the change is all or nothing on the server.
    const known = new Set(all.map((r) => r.id));
    const tableIds = [...selected].filter((id) => known.has(id));
    showLoading();
    try {
      const { updated } = await updateActions.mutateAsync({ tableIds, startAction });
      setSelected(new Set());
      // The spec shows the success toast after the indicator has run for 2 s (section 4).
      await wait(timings.tableActionToastMs);
      notify('success', t('tables.bulkUpdated', { count: updated }), { title: t('tables.tableAction') });
    } catch {
      // post() has shown the error toast.
    } finally {
      closeLoading();
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs">
          <BackButton />
          <Title order={1} size="h2">
            {t('tables.title')}
          </Title>
        </Group>
        <Button
          leftSection={<IconListCheck size={18} />}
          onClick={openBulk}
          disabled={!tables.data}
          loading={updateActions.isPending}
        >
          {t('tables.updateTableType')}
        </Button>
      </Group>
      {tables.data && all.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text>{t('tables.empty')}</Text>
            <Button component={Link} to={urls.main.tableAndGroups}>
              {t('tables.goToGroups')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Group align="flex-start" gap="md" wrap="wrap">
          <GroupPicker
            groups={tables.data?.groups ?? []}
            counts={counts}
            total={all.length}
            value={group}
            onChange={setGroup}
          />
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <DataGrid<Table>
              label={t('tables.title')}
              records={records}
              columns={columns}
              fetching={tables.isPending && Boolean(storeId)}
              selection={{ selected, onChange: setSelected }}
              onRowSave={saveRow}
              noRecordsText={tables.isError ? t('tables.loadError') : undefined}
            />
          </div>
        </Group>
      )}
      <TableActionModal
        opened={modalOpen}
        count={selected.size}
        onClose={() => setModalOpen(false)}
        onSave={(a) => void saveBulk(a)}
      />
    </Stack>
  );
}
