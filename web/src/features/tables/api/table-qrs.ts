import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Table } from '@sofra/contracts/tables/tables.schemas';
import { post } from '../../../lib/post';
import { refreshTables, tableKeys, tableQrRequest } from './tables-api';

/** The most codes the QR list asks for at once (the contract's largest page). */
export const QR_PAGE_SIZE = 200;

/** Every code of the store, page by page (at most 200 a call). */
const allQrs = async (storeId: string) => {
  const first = await post(tableCalls.getTableQrs, { id: storeId, filter: 'all', page: 1, pageSize: QR_PAGE_SIZE });
  const items = [...first.items];
  for (let page = 2; items.length < first.total && page <= 100; page++) {
    const next = await post(tableCalls.getTableQrs, { id: storeId, filter: 'all', page, pageSize: QR_PAGE_SIZE });
    if (!next.items.length) break;
    items.push(...next.items);
  }
  return items;
};

/** The store's QR codes, all of them, with the table each is linked to. */
export const useTableQrs = (storeId: string) =>
  useQuery({ queryKey: [...tableKeys.qrs(storeId), 'all'], queryFn: () => allQrs(storeId), enabled: Boolean(storeId) });

/** A new unassigned code for the store, with its PNG. */
export const useCreateTableQr = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post(tableCalls.createTableQR, tableQrRequest(storeId), { loading: true }),
    // The new code joins the list; the caller need not wait for the re-read.
    onSuccess: () => void refreshTables(client, storeId),
  });
};

/** The PNG of an existing code again (to download or reprint it). */
export const useTableQrImage = (storeId: string) =>
  useMutation({
    mutationFn: (code: string) =>
      post(tableCalls.getTableQrImage, { ...tableQrRequest(storeId), code }, { loading: true }),
  });

/** Links a code to a table. The caller says why a code cannot be linked, next to it. */
export const useLinkTableToCode = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { tableId: string; code: string }) =>
      post(tableCalls.linkTableToCode, { id: storeId, ...v }, { toast: false, loading: true }),
    onSuccess: () => refreshTables(client, storeId),
  });
};

/** Unlinks one code from its table; it stays the store's, unassigned. */
export const useUnlinkTable = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { tableId: string; code: string }) =>
      post(tableCalls.unlinkTable, { id: storeId, ...v }, { loading: true }),
    onSuccess: () => refreshTables(client, storeId),
  });
};

/** Images of many codes (600 px, for a printed sheet), a few at a time. */
const loadImages = async (storeId: string, tables: Table[]) => {
  const codes = tables.flatMap((r) => (r.tableQrs[0] ? [r.tableQrs[0].code] : []));
  const images = new Map<string, string>();
  for (let i = 0; i < codes.length; i += 4) {
    const batch = await Promise.all(
      codes
        .slice(i, i + 4)
        .map((code) => post(tableCalls.getTableQrImage, { ...tableQrRequest(storeId), width: 600, code })),
    );
    for (const qr of batch) images.set(qr.code, qr.image);
  }
  return images;
};

/** The QR images of a group's tables, read when the sheet opens (`group` not null). */
export const useQrSheetImages = (storeId: string, group: string | null, tables: Table[]) =>
  useQuery({
    queryKey: tableKeys.qrSheet(storeId, group, tables.map((r) => r.tableQrs[0]?.code ?? '').join(',')),
    queryFn: () => loadImages(storeId, tables),
    enabled: group !== null,
    staleTime: Infinity,
  });

/** Gives each of the tables a new code of its own. The tables are read again either way. */
export const useCreateMissingQrs = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tables: Table[]) => {
      for (const table of tables) {
        const qr = await post(tableCalls.createTableQR, tableQrRequest(storeId), { loading: true });
        await post(tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code }, { loading: true });
      }
      return tables.length;
    },
    onSettled: () => refreshTables(client, storeId),
  });
};
