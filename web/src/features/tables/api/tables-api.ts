import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { qrSizes } from '@sofra/contracts/core/constants';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { StoreTables, Table } from '@sofra/contracts/tables/tables.schemas';
import { post, postRevalidated, type Tagged } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

/** The store's groups (in order) and all its tables. */
/** The last tagged answer per store: a re-read of an unchanged floor is a 304 instead of thousands of rows again. */
const heldTables = new Map<string, Tagged<StoreTables>>();

export const storeTablesQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['tables', storeId],
    queryFn: () => postRevalidated(tableCalls.getStoreTables, { id: storeId }, heldTables, storeId),
  });

export const sectionsQuery = (storeId: string) =>
  queryOptions({ queryKey: ['tableSections', storeId], queryFn: () => post(tableCalls.getTableSections, { id: storeId }) });

export const staffQuery = (storeId: string) =>
  queryOptions({ queryKey: ['staff', storeId], queryFn: () => post(storeCalls.getStaffList, { id: storeId }) });

/** The most codes the QR list asks for at once (the contract's largest page). */
export const QR_PAGE_SIZE = 200;

export const tableQrsQuery = (storeId: string, page: number) =>
  queryOptions({
    queryKey: ['tableQrs', storeId, page],
    queryFn: () => post(tableCalls.getTableQrs, { id: storeId, filter: 'all', page, pageSize: QR_PAGE_SIZE }),
  });

export const refreshTables = (storeId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: storeTablesQuery(storeId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['tableQrs', storeId] }),
    queryClient.invalidateQueries({ queryKey: sectionsQuery(storeId).queryKey }),
  ]);

/** Puts a saved table into the cached list at once (no refetch of thousands of rows for one change). */
export const putTable = (storeId: string, table: Table) =>
  queryClient.setQueryData<StoreTables>(storeTablesQuery(storeId).queryKey, (old) => {
    if (!old) return old;
    const groups = table.groupName && !old.groups.includes(table.groupName) ? [...old.groups, table.groupName] : old.groups;
    const known = old.tables.some((t) => t.id === table.id);
    return { groups, tables: known ? old.tables.map((t) => (t.id === table.id ? table : t)) : [...old.tables, table] };
  });

/** The table's name as owners say it: "Salon / Masa 3", or just the name without a group. */
export const tableLabel = (t: { groupName: string | null; tableName: string | null }) =>
  t.groupName ? `${t.groupName} / ${t.tableName ?? ''}` : (t.tableName ?? '');

type QrRequest = CallInput<typeof tableCalls.createTableQR>;
/** The spec's table QR: 1600 px, black and white. */
export const tableQrRequest = (storeId: string): QrRequest => ({ storeId, width: qrSizes.table, isBlackWhite: true });

