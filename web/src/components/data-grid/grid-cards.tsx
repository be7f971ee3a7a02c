import { useState, type ReactNode } from 'react';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import type { GridQuery } from './grid-model';

/** A column as the cards draw it. */
export interface CardColumn<T> {
  accessor: string;
  title: string;
  filter?: boolean;
  sortable?: boolean;
  /** The cell: the value, or its editor while the row is edited. */
  cell: (record: T) => ReactNode;
}

interface GridCardsProps<T> {
  label: string;
  columns: CardColumn<T>[];
  rows: T[];
  idOf: (record: T) => string;
  /** The row's buttons (edit, save, ...), or null when it has none. */
  actions: ((record: T) => ReactNode) | null;
  filters: Record<string, string>;
  onFilter: (accessor: string, value: string) => void;
  sort: GridQuery['sort'];
  onSort: (sort: GridQuery['sort']) => void;
  selection?: {
    isSelected: (record: T) => boolean;
    toggle: (record: T, on: boolean) => void;
    pageState: 'all' | 'some' | 'none';
    togglePage: (on: boolean) => void;
    rowLabel: (record: T) => string;
  };
  noRecordsText: string;
  fetching?: boolean;
  /** The page's place in the rows; null: every row is shown, no page controls. */
  pageInfo: string | null;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
}

/**
 * The data grid on a phone: each row a card listing the column titles and values, with its actions at the bottom,
 * so nothing needs sideways scrolling. Filters and sorting sit in a panel above, paging below; every control is a
 * 44 px touch target.
 */
export function GridCards<T>({
  label,
  columns,
  rows,
  idOf,
  actions,
  filters,
  onFilter,
  sort,
  onSort,
  selection,
  noRecordsText,
  fetching,
  pageInfo,
  page,
  lastPage,
  onPage,
  pageSize,
  pageSizes,
  onPageSize,
}: GridCardsProps<T>) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState(false);
  const filtered = columns.filter((c) => c.filter);
  const sortable = columns.filter((c) => c.sortable);
  const active = Object.values(filters).filter((v) => v.trim()).length;

  return (
    <Stack gap="sm">
      {filtered.length > 0 || sortable.length > 0 ? (
        <Stack gap="xs">
          <Button
            variant="default"
            h={44}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            aria-expanded={panel}
            onClick={() => setPanel((o) => !o)}
            style={{ alignSelf: 'flex-start' }}
          >
            {active ? t('dataGrid.filtersActive', { count: active }) : t('dataGrid.filtersAndSort')}
          </Button>
          {panel ? (
            <Paper withBorder p="sm" radius="md">
              <Stack gap="xs">
                {filtered.map((c) => (
                  <TextInput
                    key={c.accessor}
                    size="md"
                    label={t('dataGrid.filterBy', { column: c.title })}
                    value={filters[c.accessor] ?? ''}
                    onChange={(e) => onFilter(c.accessor, e.currentTarget.value)}
                  />
                ))}
                {sortable.length > 0 ? (
                  <NativeSelect
                    size="md"
                    label={t('dataGrid.sortBy')}
                    value={sort ? `${sort.accessor}:${sort.direction}` : ''}
                    onChange={(e) => {
                      const [accessor, direction] = e.currentTarget.value.split(':');
                      onSort(accessor && direction ? { accessor, direction: direction as 'asc' | 'desc' } : undefined);
                    }}
                    data={[
                      { value: '', label: t('dataGrid.notSorted') },
                      ...sortable.flatMap((c) => [
                        { value: `${c.accessor}:asc`, label: t('dataGrid.sortAscending', { column: c.title }) },
                        { value: `${c.accessor}:desc`, label: t('dataGrid.sortDescending', { column: c.title }) },
                      ]),
                    ]}
                  />
                ) : null}
              </Stack>
            </Paper>
          ) : null}
        </Stack>
      ) : null}
      {selection && rows.length > 0 ? (
        <Checkbox
          size="md"
          label={t('dataGrid.selectPage')}
          checked={selection.pageState === 'all'}
          indeterminate={selection.pageState === 'some'}
          onChange={(e) => selection.togglePage(e.currentTarget.checked)}
        />
      ) : null}
      {rows.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed" ta="center">
            {fetching ? t('common.loading') : noRecordsText}
          </Text>
        </Paper>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={label}
          aria-busy={fetching || undefined}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map((record) => (
            <Paper component="li" key={idOf(record)} withBorder radius="md" p="sm">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                {selection ? (
                  <Checkbox
                    size="md"
                    mt={4}
                    aria-label={t('dataGrid.selectRow', { row: selection.rowLabel(record) })}
                    checked={selection.isSelected(record)}
                    onChange={(e) => selection.toggle(record, e.currentTarget.checked)}
                  />
                ) : null}
                <dl className="sofra-grid-card-fields" style={{ flex: 1, minWidth: 0 }}>
                  {columns.map((c) => (
                    <div key={c.accessor}>
                      <Text component="dt" size="xs" fw={600} c="dimmed">
                        {c.title}
                      </Text>
                      <Text component="dd" size="sm">
                        {c.cell(record)}
                      </Text>
                    </div>
                  ))}
                </dl>
              </Group>
              {actions ? (
                <Group justify="flex-end" gap="xs" mt="xs" className="sofra-grid-card-actions">
                  {actions(record)}
                </Group>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      {pageInfo === null ? null : (
        <>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {pageInfo}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size={44}
                aria-label={t('dataGrid.previousPage')}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size={44}
                aria-label={t('dataGrid.nextPage')}
                disabled={page >= lastPage}
                onClick={() => onPage(page + 1)}
              >
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <NativeSelect
            size="md"
            label={t('dataGrid.pageSize')}
            value={String(pageSize)}
            onChange={(e) => onPageSize(Number(e.currentTarget.value))}
            data={pageSizes.map(String)}
            style={{ alignSelf: 'flex-start' }}
          />
        </>
      )}
    </Stack>
  );
}
