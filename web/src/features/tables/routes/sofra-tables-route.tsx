import { useMemo, useState } from 'react';
import { Button, NativeSelect, Paper, Stack, Text, Group } from '@mantine/core';
import { IconLayoutGrid, IconListCheck, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { timings } from '@sofra/contracts/core/constants';
import { tableStartActions, type TableStartAction } from '@sofra/contracts/core/enums';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { StorePage } from '../../../components/store-page/store-page';
import { closeLoading, showLoading } from '../../../lib/loading';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import { useSaveStoreTable, useStoreTables, useUpdateTablesStartAction } from '../api/tables-api';
import { GroupPicker } from '../components/group-picker';
import { TableActionModal } from '../components/table-action-modal';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /main/sofra-tables: the store's tables by group, their start actions changed one by one or many at once. */
export function Component() {
  const storeId = useSession().activeStoreId ?? '';
  // A new page per store: a selection or a form never carries over to another store.
  return <TablesPage key={storeId} storeId={storeId} />;
}

function TablesPage({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const tables = useStoreTables(storeId);
  const updateActions = useUpdateTablesStartAction(storeId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modalOpen, setModalOpen] = useState(false);
  const all = tables.data?.tables;

  const saveBulk = async (startAction: TableStartAction) => {
    // Only tables that still exist: the change is all or nothing on the server.
    const known = new Set((all ?? []).map((r) => r.id));
    const tableIds = [...selected].filter((id) => known.has(id));
    showLoading();
    try {
      const { updated } = await updateActions.mutateAsync({ tableIds, startAction });
      setModalOpen(false);
      setSelected(new Set());
      // The spec shows the success toast after the indicator has run for 2 s (section 4).
      await wait(timings.tableActionToastMs);
      notify('success', t('tables.bulkUpdated', { count: updated }), { title: t('tables.startAction') });
    } finally {
      closeLoading();
    }
  };

  return (
    <StorePage
      title={t('tables.title')}
      noStoreText={t('tables.noStore')}
      queries={[tables]}
      loadFailedText={t('tables.loadError')}
      maw={1200}
      actions={
        <>
          <Button
            component={Link}
            to={urls.main.tableAndGroups}
            variant="default"
            leftSection={<IconLayoutGrid size={18} aria-hidden />}
          >
            {t('tables.openGroups')}
          </Button>
          <Button
            component={Link}
            to={urls.main.linkTable}
            variant="default"
            leftSection={<IconQrcode size={18} aria-hidden />}
          >
            {t('tables.openQrCodes')}
          </Button>
          <Button
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={() => setModalOpen(true)}
            disabled={!tables.data || selected.size === 0}
            loading={updateActions.isPending}
          >
            {t('tables.changeStartAction')}
          </Button>
        </>
      }
    >
      {() =>
        tables.data && (
          <>
            <TablesList storeId={storeId} data={tables.data} selected={selected} onSelect={setSelected} />
            <TableActionModal
              opened={modalOpen}
              count={selected.size}
              busy={updateActions.isPending}
              onClose={() => setModalOpen(false)}
              onSave={saveBulk}
            />
          </>
        )
      }
    </StorePage>
  );
}

interface TablesListProps {
  storeId: string;
  data: StoreTables;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
}

/** The group column and the grid; a row saves its own start action. */
function TablesList({ storeId, data, selected, onSelect }: TablesListProps) {
  const { t } = useTranslation();
  // The row says its own error ('There was an error').
  const saveTable = useSaveStoreTable(storeId, { toast: false });
  const [group, setGroup] = useState<string | null>(null);
  const all = data.tables;
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

  if (all.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <Text>{t('tables.empty')}</Text>
          <Button component={Link} to={urls.main.tableAndGroups}>
            {t('tables.goToGroups')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <GroupPicker groups={data.groups} counts={counts} total={all.length} value={group} onChange={setGroup} />
      <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
        {selected.size === 0 && (
          <Text size="sm" c="dimmed">
            {t('tables.selectFirst')}
          </Text>
        )}
        <DataGrid<Table>
          label={t('tables.title')}
          records={records}
          columns={columns}
          selection={{ selected, onChange: onSelect }}
          onRowSave={saveRow}
        />
      </Stack>
    </Group>
  );
}
