import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { qrSizes } from '@sofra/contracts/core/constants';
import type { TableStartAction } from '@sofra/contracts/core/enums';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { post, postRevalidated, type Tagged } from '../../../lib/post';
import { onSessionCleared } from '../../../lib/session';
import { refreshSetupChecklist } from '../../../lib/setup-checklist';

/** The query keys of the tables feature, per store. */
export const tableKeys = {
  tables: (storeId: string) => ['tables', storeId] as const,
  sections: (storeId: string) => ['tableSections', storeId] as const,
  /** Every list of the store's QR codes (the whole list and any page of it). */
  qrs: (storeId: string) => ['tableQrs', storeId] as const,
  qrSheet: (storeId: string, group: string | null, codes: string) => ['tableQrSheet', storeId, group, codes] as const,
};

/** The last tagged answer per store: a re-read of an unchanged floor is a 304 instead of thousands of rows again. */
const heldTables = new Map<string, Tagged<StoreTables>>();
onSessionCleared(() => heldTables.clear());

/** The store's groups (in order) and all its tables. */
export const storeTablesQuery = (storeId: string) =>
  queryOptions({
    queryKey: tableKeys.tables(storeId),
    queryFn: () => postRevalidated(tableCalls.getStoreTables, { id: storeId }, heldTables, storeId),
  });

export const useStoreTables = (storeId: string) =>
  useQuery({ ...storeTablesQuery(storeId), enabled: Boolean(storeId) });

/** After a change of tables: the tables, the QR codes (linked tables) and the sections (their tables) are read again. */
export const refreshTables = (client: QueryClient, storeId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: tableKeys.tables(storeId) }),
    client.invalidateQueries({ queryKey: tableKeys.qrs(storeId) }),
    client.invalidateQueries({ queryKey: tableKeys.sections(storeId) }),
    refreshSetupChecklist(client, storeId),
  ]);

/** Puts a saved table into the cached list at once (no refetch of thousands of rows for one change). */
const putTable = (client: QueryClient, storeId: string, table: Table) =>
  client.setQueryData<StoreTables>(tableKeys.tables(storeId), (old) => {
    if (!old) return old;
    const groups =
      table.groupName && !old.groups.includes(table.groupName) ? [...old.groups, table.groupName] : old.groups;
    const known = old.tables.some((t) => t.id === table.id);
    return { groups, tables: known ? old.tables.map((t) => (t.id === table.id ? table : t)) : [...old.tables, table] };
  });

type TableChange = Omit<CallInput<typeof tableCalls.saveStoreTable>, 'storeId'> & { id: string };

/**
 * Changes one table (its name or start action); the saved table goes into the cached list without a re-read.
 * `toast: false` when the caller says the error itself.
 */
export const useSaveStoreTable = (storeId: string, { toast = true }: { toast?: boolean } = {}) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TableChange) => post(tableCalls.saveStoreTable, { ...change, storeId }, { toast }),
    onSuccess: (saved) => putTable(client, storeId, saved),
  });
};

/**
 * Adds the named tables to the group in one call, all or nothing: a name the group already has refuses the whole run
 * (table_name_taken, its `fields` naming the input's table). Errors are the caller's to show. Answers the new tables.
 */
export const useAddTables = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, names }: { group: string; names: string[] }) =>
      post(
        tableCalls.saveStoreTables,
        { storeId, groupName: group, tables: names.map((tableName) => ({ tableName })) },
        { toast: false, loading: true },
      ),
    // Read again rather than merged in: the list comes sorted by group and name the way people count.
    onSuccess: () => client.invalidateQueries({ queryKey: tableKeys.tables(storeId) }),
  });
};

export const useDeleteStoreTable = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => post(tableCalls.deleteStoreTable, { storeId, tableId }, { loading: true }),
    onSuccess: () => refreshTables(client, storeId),
  });
};

/** One start action for many tables (all or nothing on the server). */
export const useUpdateTablesStartAction = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { tableIds: string[]; startAction: TableStartAction }) =>
      post(tableCalls.updateTablesStartAction, { storeId, ...v }),
    onSuccess: () => refreshTables(client, storeId),
  });
};

/** The table's name as owners say it: "Salon / Masa 3", or just the name without a group. */
export const tableLabel = (t: { groupName: string | null; tableName: string | null }) =>
  t.groupName ? `${t.groupName} / ${t.tableName ?? ''}` : (t.tableName ?? '');

type QrRequest = CallInput<typeof tableCalls.createTableQR>;
/** The spec's table QR: 1600 px, black and white. */
export const tableQrRequest = (storeId: string): QrRequest => ({ storeId, width: qrSizes.table, isBlackWhite: true });
