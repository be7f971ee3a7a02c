import { z } from 'zod';
import { grids } from '../core/constants.ts';
import { serviceTypes, storeStatuses, supportedLanguages, tableLogActions, tableStartActions } from '../core/enums.ts';
import { ZId, ZIsoDateTime, ZText } from '../core/schemas.ts';

/** Tables, their groups, sections, QR codes and check-in logs (spec sections 2–4; rules in docs/tables.md). */

/** The most tables one bulk change (start action) or bulk add may name (a large venue's whole floor plan). */
export const MAX_BULK_TABLES = 5000;
/** The most tables a store may have. */
export const MAX_STORE_TABLES = 10_000;
/** The longest date range one table-log query may cover. */
export const MAX_TABLE_LOG_RANGE_DAYS = 366;

export const ZTableStartAction = z.enum(tableStartActions);
export const ZTableGroupName = ZText(60).min(1);
export const ZTableName = ZText(60).min(1);

/** One QR code stuck on a table: the short code printed under it and the long code the QR carries. */
export const ZTableQr = z.object({ shortCode: z.string(), code: z.string() });
export type TableQr = z.infer<typeof ZTableQr>;

export const ZTable = z.object({
  id: ZId,
  storeId: ZId,
  /** The table's group; '' when it has none. */
  groupName: z.string(),
  tableName: z.string(),
  /** The same as tableName (the groups answer of the spec names it so). */
  name: z.string(),
  startAction: ZTableStartAction,
  active: z.boolean(),
  tableQrs: z.array(ZTableQr),
});
export type Table = z.infer<typeof ZTable>;

/** store/getStoreTables: the store's groups in their order, and every table; a table belongs to the group its groupName equals. */
export const ZStoreTables = z.object({ groups: z.array(z.string()), tables: z.array(ZTable) });
export type StoreTables = z.infer<typeof ZStoreTables>;

/**
 * store/saveStoreTable. Without `id` a table is created (tableName required; startAction by default the one of the
 * store's first service type, take-away without one; active true by default). With `id` only the given fields change. A groupName that is not yet a group creates the group; '' = no group.
 */
export const ZTableSave = z
  .object({
    id: ZId.optional(),
    storeId: ZId,
    groupName: ZText(60).optional(),
    tableName: ZTableName.optional(),
    startAction: ZTableStartAction.optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Boolean(v.id) || Boolean(v.tableName), {
    message: 'tableName is required for a new table',
    path: ['tableName'],
  });
export type TableSave = z.input<typeof ZTableSave>;

/**
 * One table of store/saveStoreTables: its name, how it starts (by default as the store's first service type, as
 * store/saveStoreTable) and whether it is in use (true).
 */
export const ZNewTable = z.object({
  tableName: ZTableName,
  startAction: ZTableStartAction.optional(),
  active: z.boolean().optional(),
});

/**
 * store/saveStoreTables: creates many tables in one group ('' or absent = no group; a new name creates the group), all
 * or nothing. The names must differ from each other (after trimming, as stored) and from the group's tables.
 */
export const ZTablesAdd = z
  .object({
    storeId: ZId,
    groupName: ZText(60).optional(),
    tables: z.array(ZNewTable).min(1).max(MAX_BULK_TABLES),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.tables.forEach(({ tableName }, i) => {
      if (seen.has(tableName))
        ctx.addIssue({ code: 'custom', message: `"${tableName}" is named twice`, path: ['tables', i, 'tableName'] });
      seen.add(tableName);
    });
  });
export type TablesAdd = z.input<typeof ZTablesAdd>;

export const ZBulkStartAction = z.object({
  storeId: ZId,
  tableIds: z.array(ZId).min(1).max(MAX_BULK_TABLES),
  startAction: ZTableStartAction,
});
export const ZBulkResult = z.object({ message: z.string(), updated: z.number().int() });

/** Create a group (no oldName) or rename `oldName` to `name`; a rename moves the group's tables with it. */
export const ZTableGroupSave = z.object({ storeId: ZId, name: ZTableGroupName, oldName: ZTableGroupName.optional() });
/**
 * Delete a group. A group that still has tables is refused (table_group_not_empty) unless `moveTo` names where its
 * tables go: another group's name, or '' for no group.
 */
export const ZTableGroupDelete = z.object({ storeId: ZId, name: ZTableGroupName, moveTo: ZText(60).optional() });

export const ZTableSection = z.object({
  id: ZId,
  storeId: ZId,
  name: z.string(),
  /** User ids of the store's staff serving this section. */
  staffs: z.array(ZId),
  /** Ids of the store's tables in this section; a table may be in several sections. */
  tables: z.array(ZId),
});
export type TableSection = z.infer<typeof ZTableSection>;

export const ZTableSectionSave = z.object({
  id: ZId.optional(),
  storeId: ZId,
  name: ZText(60).min(1),
  staffs: z.array(ZId).max(500).default([]),
  tables: z.array(ZId).max(MAX_STORE_TABLES).default([]),
});
export type TableSectionSave = z.input<typeof ZTableSectionSave>;

/**
 * A code as the owner gives it: the long code, the short code printed under the QR, or the whole guest address the
 * QR carries (…/qr/{code}).
 */
export const ZQrCodeInput = ZText(300).min(1);

/** A table QR code of a store and the table it is linked to (null while unassigned). */
export const ZStoreTableQr = ZTableQr.extend({
  storeId: ZId,
  tableId: ZId.nullable(),
  tableName: z.string().nullable(),
  groupName: z.string().nullable(),
  createDate: ZIsoDateTime,
});
export type StoreTableQr = z.infer<typeof ZStoreTableQr>;

/** A QR code ready to print: its codes, the guest address it encodes and its PNG as a data:image/png;base64 URL. */
export const ZTableQrImage = ZTableQr.extend({ storeId: ZId, url: z.string(), image: z.string() });
export type TableQrImage = z.infer<typeof ZTableQrImage>;

export const ZTableQrRequest = z.object({
  storeId: ZId,
  width: z.number().int().min(128).max(4096).default(1600),
  /** false draws the code in the brand's dark blue instead of black. */
  isBlackWhite: z.boolean().default(true),
});

export const ZPageRequest = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(grids.maxPageSize).default(grids.tablesPageSize),
};

export const ZTableQrList = z.object({
  id: ZId,
  /** 'unassigned' lists only codes not linked to a table (the assign-qr-code screen). */
  filter: z.enum(['all', 'unassigned', 'assigned']).default('all'),
  ...ZPageRequest,
});

/** What a guest's app learns of the store on check-in: never keys, payment settings or owners. */
export const ZCheckInStore = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  status: z.enum(storeStatuses),
  serviceTypes: z.array(z.enum(serviceTypes)),
  languages: z.array(z.enum(supportedLanguages)),
  storeCurrency: z.string(),
  storeLocale: z.string(),
  phone: z.string(),
});

/** store/storeCheckIn: the table a guest sat at. `id` is the table's id; `logId` the check-in's table log. */
export const ZCheckIn = z.object({
  id: ZId,
  logId: ZId,
  tableName: z.string(),
  groupName: z.string(),
  startAction: ZTableStartAction,
  store: ZCheckInStore,
  /** The first usable coupon the guest holds for the store (docs/coupons.md); null when they hold none. */
  coupon: z.object({ id: ZId, name: z.string() }).nullable().optional(),
});
export type CheckIn = z.infer<typeof ZCheckIn>;

export const ZTableLog = z.object({
  id: ZId,
  storeId: ZId,
  tableId: ZId,
  /** The table's name when the log was written (it stays readable after a rename or delete). */
  tableName: z.string(),
  groupName: z.string(),
  /** null: a guest's signal, made without signing in. */
  userId: ZId.nullable(),
  userName: z.string(),
  action: z.enum(tableLogActions),
  createDate: ZIsoDateTime,
  /** A signal's answer (null until acknowledged, and on check-ins). */
  answeredAt: ZIsoDateTime.nullable(),
  answeredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TableLog = z.infer<typeof ZTableLog>;

/** Logs of `from` ≤ createDate < `to`, newest first; at most MAX_TABLE_LOG_RANGE_DAYS days. */
export const ZTableLogQuery = z
  .object({
    storeId: ZId,
    tableId: ZId.optional(),
    from: ZIsoDateTime,
    to: ZIsoDateTime,
    ...ZPageRequest,
  })
  .refine((v) => Date.parse(v.from) < Date.parse(v.to), { message: 'from must be before to', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= MAX_TABLE_LOG_RANGE_DAYS * 86_400_000, {
    message: `at most ${MAX_TABLE_LOG_RANGE_DAYS} days`,
    path: ['to'],
  });

export const ZTableLogPage = z.object({
  items: z.array(ZTableLog),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ZTableQrPage = z.object({
  items: z.array(ZStoreTableQr),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
