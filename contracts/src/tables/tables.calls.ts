import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId, ZOk } from '../core/schemas.ts';
import {
  ZBulkResult,
  ZBulkStartAction,
  ZCheckIn,
  ZQrCodeInput,
  ZStoreTables,
  ZTable,
  ZTableGroupDelete,
  ZTableGroupSave,
  ZTableLogPage,
  ZTableLogQuery,
  ZTableQrImage,
  ZTableQrList,
  ZTableQrPage,
  ZTableQrRequest,
  ZTableSave,
  ZTableSection,
  ZTableSectionSave,
  ZTablesAdd,
} from './tables.schemas.ts';

const READ = { staffPermission: 'store.view' } as const;
const MANAGE = { staffPermission: 'tables.manage' } as const;

/** Tables, groups, sections, QR codes and check-ins. Rules: docs/tables.md. */
export const tableCalls = {
  getStoreTables: defineCall('store/getStoreTables', z.object({ id: ZId }), ZStoreTables, { storeKey: 'id', ...READ }),
  /** Creates or updates one table; answers it. */
  saveStoreTable: defineCall('store/saveStoreTable', ZTableSave, ZTable, { storeKey: 'storeId', ...MANAGE }),
  /**
   * Creates many tables in one group, all or nothing: a name the group already has is table_name_taken (its `fields`
   * name the input's table) and nothing is created. Answers the created tables in the order given.
   */
  saveStoreTables: defineCall('store/saveStoreTables', ZTablesAdd, z.array(ZTable), {
    storeKey: 'storeId',
    ...MANAGE,
  }),
  /** Deletes a table; its QR codes go back to the store's unassigned codes, its logs stay. */
  deleteStoreTable: defineCall('store/deleteStoreTable', z.object({ storeId: ZId, tableId: ZId }), ZOk, {
    storeKey: 'storeId',
    ...MANAGE,
  }),
  /** One start action for many tables, all or nothing: an id that is not the store's table changes none (table_not_found). */
  updateTablesStartAction: defineCall('store/updateTablesStartAction', ZBulkStartAction, ZBulkResult, {
    storeKey: 'storeId',
    ...MANAGE,
  }),

  /** Creates a group, or renames one (its tables move with it). Answers the store's groups in order. */
  saveTableGroup: defineCall('store/saveTableGroup', ZTableGroupSave, z.array(z.string()), {
    storeKey: 'storeId',
    ...MANAGE,
  }),
  /** Deletes a group; refused while it has tables unless moveTo says where they go. Answers the store's groups. */
  deleteTableGroup: defineCall('store/deleteTableGroup', ZTableGroupDelete, z.array(z.string()), {
    storeKey: 'storeId',
    ...MANAGE,
  }),

  getTableSections: defineCall('store/getTableSections', z.object({ id: ZId }), z.array(ZTableSection), {
    storeKey: 'id',
    ...READ,
  }),
  saveTableSection: defineCall('store/saveTableSection', ZTableSectionSave, ZTableSection, {
    storeKey: 'storeId',
    ...MANAGE,
  }),
  deleteTableSection: defineCall('store/deleteTableSection', z.object({ storeId: ZId, id: ZId }), ZOk, {
    storeKey: 'storeId',
    ...MANAGE,
  }),

  /** Links one of the store's codes to a table (a table may carry several). Answers the table. */
  linkTableToCode: defineCall(
    'store/linkTableToCode',
    z.object({ id: ZId, tableId: ZId, code: ZQrCodeInput }),
    ZTable,
    { storeKey: 'id', ...MANAGE },
  ),
  /** Unlinks the table's codes (only `code` when given); they stay the store's, unassigned. Answers the table. */
  unlinkTable: defineCall(
    'store/unlinkTable',
    z.object({ id: ZId, tableId: ZId, code: ZQrCodeInput.optional() }),
    ZTable,
    { storeKey: 'id', ...MANAGE },
  ),
  /** The store's QR codes with the table each is linked to, newest first. */
  getTableQrs: defineCall('store/getTableQrs', ZTableQrList, ZTableQrPage, { storeKey: 'id', ...READ }),

  /** Creates a new unassigned code for the store and answers it with its PNG. */
  createTableQR: defineCall('helper/createTableQR', ZTableQrRequest, ZTableQrImage, { storeKey: 'storeId', ...MANAGE }),
  /** The PNG of an existing code of the store again (to reprint). */
  getTableQrImage: defineCall('helper/getTableQrImage', ZTableQrRequest.extend({ code: ZQrCodeInput }), ZTableQrImage, {
    storeKey: 'storeId',
    ...MANAGE,
  }),
  /** Moves an unassigned code to `storeId`; the caller must manage tables of both stores (e.g. own both). */
  updateTableQrStoreId: defineCall(
    'helper/updateTableQrStoreId',
    z.object({ qrCode: ZQrCodeInput, storeId: ZId }),
    ZTableQrImage.omit({ image: true }),
    { storeKey: 'storeId', ...MANAGE },
  ),

  /**
   * A guest (any signed-in user) scanned a table's QR code: answers the table, its start action and the store, and writes
   * a check-in table log. Names a code, not a store, so no store guard: the code is the guest's proof of presence.
   */
  storeCheckIn: defineCall('store/storeCheckIn', z.object({ code: ZQrCodeInput }), ZCheckIn),
  /** Check-ins of the store (or one table) in a date range, newest first, paged. */
  getTableLogs: defineCall('store/getTableLogs', ZTableLogQuery, ZTableLogPage, {
    storeKey: 'storeId',
    staffPermission: 'reports.view',
  }),
};
