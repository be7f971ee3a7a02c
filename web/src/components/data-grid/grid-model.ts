import { searchKey } from '../../lib/search-text';

/** What the grid needs of a column to filter, search and sort it in memory. */
export interface GridTextColumn<T> {
  accessor: string;
  /** The column's text (filter, search, sort); default: the accessor's value as text. */
  text?: (record: T) => string;
  filter?: boolean;
  searchable?: boolean;
}

export interface GridQuery {
  /** Per-column filter text by accessor (case-insensitive contains). */
  filters: Record<string, string>;
  /** One search across the searchable columns. */
  search: string;
  sort?: { accessor: string; direction: 'asc' | 'desc' };
}

export const columnText = <T>(column: GridTextColumn<T>, record: T): string => {
  if (column.text) return column.text(record);
  const value = (record as Record<string, unknown>)[column.accessor];
  return value === null || value === undefined ? '' : String(value as string | number | boolean);
};

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/**
 * The matching rows, filtered and sorted in memory. Texts are folded once per row and column
 * (searchKey), so 5,000 rows filter in a few milliseconds.
 */
export const queryRecords = <T>(records: T[], columns: GridTextColumn<T>[], query: GridQuery): T[] => {
  const filters = columns
    .filter((c) => c.filter && query.filters[c.accessor]?.trim())
    .map((c) => ({ column: c, needle: searchKey(query.filters[c.accessor]!.trim()) }));
  const needle = searchKey(query.search.trim());
  const searchable = needle ? columns.filter((c) => c.searchable) : [];
  let rows = records;
  if (filters.length || searchable.length) {
    rows = records.filter(
      (r) =>
        filters.every(({ column, needle: n }) => searchKey(columnText(column, r)).includes(n)) &&
        (!searchable.length || searchable.some((c) => searchKey(columnText(c, r)).includes(needle))),
    );
  }
  const sort = query.sort;
  const sortColumn = sort && columns.find((c) => c.accessor === sort.accessor);
  if (sort && sortColumn) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    const keyed = rows.map((r) => ({ r, k: columnText(sortColumn, r) }));
    keyed.sort((a, b) => sign * collator.compare(a.k, b.k));
    rows = keyed.map((x) => x.r);
  }
  return rows;
};

/** The rows of one page (1-based). */
export const pageOf = <T>(rows: T[], page: number, pageSize: number): T[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** The last page that has rows (at least 1). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The selection after the page's checkboxes changed: ids of the page follow `pageSelected`,
 * ids elsewhere (other pages, rows hidden by a filter) stay as they were.
 */
export const mergePageSelection = (
  selected: ReadonlySet<string>,
  pageIds: string[],
  pageSelected: string[],
): Set<string> => {
  const next = new Set(selected);
  for (const id of pageIds) next.delete(id);
  for (const id of pageSelected) next.add(id);
  return next;
};
