import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import 'mantine-datatable/styles.css';
import './data-grid.css';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconCheck,
  IconPencil,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTablePaginationRenderContext } from 'mantine-datatable';
import { useTranslation } from '../../lib/i18n';
import { grids, MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { GridCards } from './grid-cards';
import { lastPage, mergePageSelection, pageOf, queryRecords, type GridQuery, type GridTextColumn } from './grid-model';
import { useAction } from '../../lib/use-action';
import { RowActions } from '../row-actions/row-actions';

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
  /** False leaves the column out of the phone's cards (a detail the card's other fields already say). */
  onPhone?: boolean;
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
  /** Further buttons of a row (delete, download, ...): a `RowActions`, drawn in the actions column before Edit. */
  rowActions?: (record: T) => ReactNode;
  /** Buttons shown next to the search box. */
  toolbar?: ReactNode;
  /** The actions column's width in pixels; by default wide enough for Edit and one more icon. */
  actionsWidth?: number;
  noRecordsText?: string;
  /**
   * False shows every record, without page controls: for a list the server pages itself (a keyset "load more"
   * under the grid), where in-memory pages of what happens to be loaded would mislead.
   */
  paged?: boolean;
  /** A click on a row (on a wide screen); give the row a button too (rowActions), for the keyboard and phones. */
  onRowClick?: (record: T) => void;
}

const defaultIdOf = (record: unknown) => (record as { id: string }).id;
const ACTIONS = '__actions';

/**
 * The shared data grid over mantine-datatable: filter row, search panel, sorting, paging,
 * selection kept as a set of ids across pages and filters, row-mode editing. Everything runs in
 * memory over `records` (useMemo) and only the page is rendered, so thousands of rows stay smooth.
 * On a phone (≤ 425 px) the rows are cards (grid-cards.tsx) with the same filters, sorting, paging,
 * selection and editing. A column header holds its sort button and filter box side by side: the
 * header cell itself is not a button, so no input sits inside one.
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
  actionsWidth,
  noRecordsText,
  paged = true,
  onRowClick,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GridQuery['sort']>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [editing, setEditing] = useState<{ id: string; draft: T } | null>(null);
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });

  // Typing stays responsive; the query follows a moment later when the rows are many.
  const query = useDeferredValue(useMemo(() => ({ filters, search, sort }), [filters, search, sort]));
  const rows = useMemo(() => queryRecords(records, columns, query), [records, columns, query]);
  const current = paged ? Math.min(page, lastPage(rows.length, pageSize)) : 1;
  const pageRows = useMemo(() => (paged ? pageOf(rows, current, pageSize) : rows), [paged, rows, current, pageSize]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const hasSearch = columns.some((c) => c.searchable);

  const setFilter = (accessor: string, value: string) => {
    setFilters((f) => ({ ...f, [accessor]: value }));
    setPage(1);
  };
  const changeSort = (next: GridQuery['sort']) => {
    setSort(next);
    setPage(1);
  };
  /** A header's sort button: ascending first, then it turns. */
  const toggleSort = (accessor: string) =>
    changeSort({ accessor, direction: sort?.accessor === accessor && sort.direction === 'asc' ? 'desc' : 'asc' });

  const { run: save, isPending: saving } = useAction(async () => {
    if (!editing || !onRowSave) return;
    const original = records.find((r) => idOf(r) === editing.id);
    if (!original) return setEditing(null);
    if (await onRowSave(editing.draft, original)) setEditing(null);
  });

  const cell = (column: DataGridColumn<T>, record: T): ReactNode => {
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
  };

  const header = (column: DataGridColumn<T>) => {
    const sorted = sort?.accessor === column.accessor ? sort.direction : undefined;
    const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
    const title = column.sortable ? (
      <UnstyledButton onClick={() => toggleSort(column.accessor)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          <span>{column.title}</span>
          <SortIcon size={14} aria-hidden style={{ opacity: sorted ? 1 : 0.6 }} />
          {sorted ? (
            <VisuallyHidden>{t(sorted === 'asc' ? 'dataGrid.sortedAsc' : 'dataGrid.sortedDesc')}</VisuallyHidden>
          ) : null}
        </Group>
      </UnstyledButton>
    ) : (
      <span>{column.title}</span>
    );
    if (!column.filter) return title;
    return (
      <Stack gap={4}>
        {title}
        <TextInput
          size="xs"
          aria-label={t('dataGrid.filterBy', { column: column.title })}
          placeholder={t('dataGrid.filter')}
          value={filters[column.accessor] ?? ''}
          onChange={(e) => setFilter(column.accessor, e.currentTarget.value)}
        />
      </Stack>
    );
  };

  const tableColumns: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.accessor,
    width: column.width,
    title: header(column),
    render: (record: T) => cell(column, record),
  }));

  const size = phone ? 44 : undefined;
  const actions =
    onRowSave || rowActions
      ? (record: T) =>
          editing && idOf(record) === editing.id ? (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionIcon
                variant="filled"
                size={size}
                aria-label={t('common.save')}
                loading={saving}
                onClick={() => void save()}
              >
                <IconCheck size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size={size}
                aria-label={t('common.cancel')}
                disabled={saving}
                onClick={() => setEditing(null)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ) : (
            <Group gap={4} justify="flex-end" wrap="nowrap" data-grid-part="row-actions">
              {rowActions?.(record)}
              {onRowSave && (
                <RowActions
                  actions={[
                    {
                      label: t('dataGrid.edit'),
                      icon: IconPencil,
                      disabled: Boolean(editing),
                      onClick: () => setEditing({ id: idOf(record), draft: { ...record } }),
                    },
                  ]}
                />
              )}
            </Group>
          )
      : null;

  if (actions) {
    tableColumns.push({
      accessor: ACTIONS,
      title: t('dataGrid.actions'),
      textAlign: 'right',
      width: actionsWidth ?? (rowActions ? 140 : 100),
      render: actions,
    });
  }

  const selectedOnPage = selection ? pageRows.filter((r) => selection.selected.has(idOf(r))) : [];
  const allMatchingSelected = selection ? rows.every((r) => selection.selected.has(idOf(r))) : false;
  const pageIds = pageRows.map(idOf);
  /** The page's rows follow `ids`; rows elsewhere keep their selection. */
  const selectOnPage = (ids: string[]) => selection?.onChange(mergePageSelection(selection.selected, pageIds, ids));
  const pageInfo = t('dataGrid.pageInfo', {
    from: number.format(rows.length ? (current - 1) * pageSize + 1 : 0),
    to: number.format(Math.min(current * pageSize, rows.length)),
    total: number.format(rows.length),
  });
  const changePageSize = (next: number) => {
    setPageSize(next);
    setPage(1);
  };

  const pagingProps = {
    page: current,
    onPageChange: setPage,
    totalRecords: rows.length,
    recordsPerPage: pageSize,
    recordsPerPageOptions: [...pageSizes],
    recordsPerPageLabel: t('dataGrid.pageSize'),
    onRecordsPerPageChange: changePageSize,
    paginationText: () => pageInfo,
    getPaginationControlProps: (control: string) => ({ 'aria-label': t(`dataGrid.${control}Page`) }),
    // The table's own layout draws its controls as components it makes anew on each render: any render of the grid
    // would remount the page-size menu closed, losing a press that had just opened it. Called as functions, their
    // elements keep their place and state.
    renderPagination: ({ Controls }: DataTablePaginationRenderContext) => (
      <>
        {Controls.Text({})}
        {Controls.PageSizeSelector({})}
        {Controls.Pagination({})}
      </>
    ),
  };
  // Without a page the table draws no page controls; its props' type names only the paged form.
  const paging = paged ? pagingProps : ({} as typeof pagingProps);

  return (
    <Stack gap="sm">
      {(hasSearch || toolbar) && (
        <Group justify="space-between" gap="sm">
          {hasSearch && (
            <TextInput
              aria-label={t('dataGrid.search')}
              placeholder={t('dataGrid.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              data-grid-part="search"
              size={phone ? 'md' : undefined}
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
      {/* data-grid-part: where a screen's intro tour points (the search box, the rows, a row's actions). */}
      <div data-grid-part="rows">
        {phone ? (
          <GridCards<T>
            label={label}
            columns={columns
              .filter((c) => c.onPhone !== false)
              .map((c) => ({ ...c, cell: (record: T) => cell(c, record) }))}
            rows={pageRows}
            idOf={idOf}
            actions={actions}
            filters={filters}
            onFilter={setFilter}
            sort={sort}
            onSort={changeSort}
            selection={
              selection && {
                isSelected: (r) => selection.selected.has(idOf(r)),
                toggle: (r, on) =>
                  selectOnPage(
                    on
                      ? [...selectedOnPage.map(idOf), idOf(r)]
                      : selectedOnPage.map(idOf).filter((id) => id !== idOf(r)),
                  ),
                pageState:
                  selectedOnPage.length === 0 ? 'none' : selectedOnPage.length === pageRows.length ? 'all' : 'some',
                togglePage: (on) => selectOnPage(on ? pageIds : []),
                rowLabel: (r) => rowLabel(columns, r),
              }
            }
            noRecordsText={noRecordsText ?? t('dataGrid.noRecords')}
            fetching={fetching}
            pageInfo={paged ? pageInfo : null}
            page={current}
            lastPage={lastPage(rows.length, pageSize)}
            onPage={setPage}
            pageSize={pageSize}
            pageSizes={pageSizes}
            onPageSize={changePageSize}
          />
        ) : (
          <DataTable<T>
            aria-label={label}
            // A grid wider than the screen scrolls sideways: its viewport takes focus so a keyboard can scroll it.
            scrollAreaProps={{ viewportProps: { tabIndex: 0 } as object }}
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
            {...paging}
            onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
            {...(selection
              ? {
                  selectedRecords: selectedOnPage,
                  onSelectedRecordsChange: (next: T[]) =>
                    selectOnPage(next.map(idOf).filter((id) => pageIds.includes(id))),
                  allRecordsSelectionCheckboxProps: { 'aria-label': t('dataGrid.selectPage') },
                  getRecordSelectionCheckboxProps: (record: T) => ({
                    'aria-label': t('dataGrid.selectRow', { row: rowLabel(columns, record) }),
                  }),
                }
              : {})}
          />
        )}
      </div>
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
