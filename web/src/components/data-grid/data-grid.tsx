import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import 'mantine-datatable/styles.css';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconSearch, IconX } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { grids } from '@sofra/contracts/core/constants';
import { lastPage, mergePageSelection, pageOf, queryRecords, type GridTextColumn } from './grid-model';

export interface DataGridEditorContext<T> {
  /** The row as being edited. */
  draft: T;
  /** Changes fields of the draft. */
  set: (patch: Partial<T>) => void;
  /** The column title, for the input's label. */
  label: string;
}

export interface DataGridColumn<T> extends GridTextColumn<T> {
  accessor: string;
  title: string;
  /** The cell; default: the column's text. */
  render?: (record: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  /** Makes the column editable in row-edit mode: draws the cell's input for the draft row. */
  editor?: (ctx: DataGridEditorContext<T>) => ReactNode;
}

export interface DataGridSelection {
  /** Ids of the selected rows, over all pages and filters. */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

export interface DataGridProps<T> {
  /** The grid's accessible name. */
  label: string;
  records: T[];
  /** Memoize the columns: the rows are re-queried when they change. */
  columns: DataGridColumn<T>[];
  /** The row key; default `record.id`. */
  idOf?: (record: T) => string;
  fetching?: boolean;
  /** Multi-select checkboxes, select-all across pages. */
  selection?: DataGridSelection;
  /** Row-mode editing: saves a row's draft; answer true when saved (the row leaves edit mode). */
  onRowSave?: (draft: T, original: T) => Promise<boolean>;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Further buttons of a row (delete, download, ...), drawn in the actions column before Edit. */
  rowActions?: (record: T) => ReactNode;
  /** Buttons shown next to the search box. */
  toolbar?: ReactNode;
  noRecordsText?: string;
}

const defaultIdOf = (record: unknown) => (record as { id: string }).id;
const ACTIONS = '__actions';

/**
 * The shared data grid over mantine-datatable: filter row, search panel, sorting, paging,
 * selection kept as a set of ids across pages and filters, row-mode editing. Everything runs in
 * memory over `records` (useMemo) and only the page is rendered, so thousands of rows stay smooth.
 */
export function DataGrid<T>({
  label,
  records,
  columns,
  idOf = defaultIdOf,
  fetching,
  selection,
  onRowSave,
  rowActions,
  pageSizes = grids.tablesPageSizes,
  defaultPageSize = grids.tablesPageSize,
  toolbar,
  noRecordsText,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T> | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [editing, setEditing] = useState<{ id: string; draft: T } | null>(null);
  const [saving, setSaving] = useState(false);

  // Typing stays responsive; the query follows a moment later when the rows are many.
  const query = useDeferredValue(
    useMemo(
      () => ({
        filters,
        search,
        sort: sortStatus && { accessor: String(sortStatus.columnAccessor), direction: sortStatus.direction },
      }),
      [filters, search, sortStatus],
    ),
  );
  const rows = useMemo(() => queryRecords(records, columns, query), [records, columns, query]);
  const current = Math.min(page, lastPage(rows.length, pageSize));
  const pageRows = useMemo(() => pageOf(rows, current, pageSize), [rows, current, pageSize]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const hasSearch = columns.some((c) => c.searchable);

  const setFilter = (accessor: string, value: string) => {
    setFilters((f) => ({ ...f, [accessor]: value }));
    setPage(1);
  };

  const save = async () => {
    if (!editing || !onRowSave) return;
    const original = records.find((r) => idOf(r) === editing.id);
    if (!original) return setEditing(null);
    setSaving(true);
    try {
      if (await onRowSave(editing.draft, original)) setEditing(null);
    } finally {
      setSaving(false);
    }
  };

  const tableColumns: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.accessor,
    sortable: column.sortable,
    width: column.width,
    title: column.filter ? (
      <Stack gap={4}>
        <span>{column.title}</span>
        <TextInput
          size="xs"
          aria-label={t('dataGrid.filterBy', { column: column.title })}
          placeholder={t('dataGrid.filter')}
          value={filters[column.accessor] ?? ''}
          onChange={(e) => setFilter(column.accessor, e.currentTarget.value)}
          // The header sorts on click and keys; typing in the filter must not.
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
        />
      </Stack>
    ) : (
      column.title
    ),
    render: (record: T) => {
      if (editing && column.editor && idOf(record) === editing.id) {
        return column.editor({
          draft: editing.draft,
          label: column.title,
          set: (patch) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)),
        });
      }
      return column.render
        ? column.render(record)
        : (column.text?.(record) ?? String((record as Record<string, unknown>)[column.accessor] ?? ''));
    },
  }));

  if (onRowSave || rowActions) {
    tableColumns.push({
      accessor: ACTIONS,
      title: t('dataGrid.actions'),
      textAlign: 'right',
      width: rowActions ? 140 : 100,
      render: (record: T) =>
        editing && idOf(record) === editing.id ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon variant="filled" aria-label={t('common.save')} loading={saving} onClick={() => void save()}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('common.cancel')}
              disabled={saving}
              onClick={() => setEditing(null)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions?.(record)}
            {onRowSave && (
              <ActionIcon
                variant="subtle"
                aria-label={t('dataGrid.edit')}
                disabled={Boolean(editing)}
                onClick={() => setEditing({ id: idOf(record), draft: { ...record } })}
              >
                <IconPencil size={16} />
              </ActionIcon>
            )}
          </Group>
        ),
    });
  }

  const selectedOnPage = selection ? pageRows.filter((r) => selection.selected.has(idOf(r))) : [];
  const allMatchingSelected = selection ? rows.every((r) => selection.selected.has(idOf(r))) : false;

  return (
    <Stack gap="sm">
      {(hasSearch || toolbar) && (
        <Group justify="space-between" gap="sm">
          {hasSearch && (
            <TextInput
              aria-label={t('dataGrid.search')}
              placeholder={t('dataGrid.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 220px' }}
            />
          )}
          {toolbar}
        </Group>
      )}
      {selection && selection.selected.size > 0 && (
        <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-blue-light)" role="status">
          <Group gap="sm">
            <Text size="sm">{t('dataGrid.selected', { formatted: number.format(selection.selected.size) })}</Text>
            {!allMatchingSelected && rows.length > 0 && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => selection.onChange(new Set([...selection.selected, ...rows.map(idOf)]))}
              >
                {t('dataGrid.selectAllMatching', { formatted: number.format(rows.length) })}
              </Anchor>
            )}
            <Anchor component="button" type="button" size="sm" onClick={() => selection.onChange(new Set())}>
              {t('dataGrid.clearSelection')}
            </Anchor>
          </Group>
        </Paper>
      )}
      <DataTable<T>
        aria-label={label}
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={pageRows.length ? undefined : 180}
        fetching={fetching}
        loadingText={t('common.loading')}
        noRecordsText={noRecordsText ?? t('dataGrid.noRecords')}
        idAccessor={(r) => idOf(r)}
        columns={tableColumns}
        records={pageRows}
        sortStatus={sortStatus as DataTableSortStatus<T>}
        onSortStatusChange={(s) => {
          setSortStatus(s);
          setPage(1);
        }}
        page={current}
        onPageChange={setPage}
        totalRecords={rows.length}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...pageSizes]}
        recordsPerPageLabel={t('dataGrid.pageSize')}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        paginationText={({ from, to, totalRecords }) =>
          t('dataGrid.pageInfo', {
            from: number.format(from),
            to: number.format(to),
            total: number.format(totalRecords),
          })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`dataGrid.${control}Page`) })}
        {...(selection
          ? {
              selectedRecords: selectedOnPage,
              onSelectedRecordsChange: (next: T[]) => {
                const onPage = new Set(pageRows.map(idOf));
                selection.onChange(
                  mergePageSelection(
                    selection.selected,
                    [...onPage],
                    next.map(idOf).filter((id) => onPage.has(id)),
                  ),
                );
              },
              allRecordsSelectionCheckboxProps: { 'aria-label': t('dataGrid.selectPage') },
              getRecordSelectionCheckboxProps: (record: T) => ({
                'aria-label': t('dataGrid.selectRow', { row: rowLabel(columns, record) }),
              }),
            }
          : {})}
      />
    </Stack>
  );
}

/** A row's name for its checkbox: the texts of its first two columns. */
const rowLabel = <T,>(columns: DataGridColumn<T>[], record: T) =>
  columns
    .slice(0, 2)
    .map((c) => c.text?.(record) ?? String((record as Record<string, unknown>)[c.accessor] ?? ''))
    .filter(Boolean)
    .join(' ');
