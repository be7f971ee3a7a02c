import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_STORE_TABLES,
  type Table,
  type ZBulkStartAction,
  type ZTableSave,
  type ZTablesAdd,
} from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { answerJson, Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { readCacheOf } from '../../lib/read-cache.ts';
import type { Tx } from '../../db/client.ts';
import { storeRowById } from '../stores/stores.service.ts';
import type { TableLite } from './tables.repo.ts';
import * as repo from './tables.repo.ts';
import { ensureGroup, groupNames } from './table-groups.repo.ts';
import { qrsOfTable } from './table-qrs.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** Tables sort the way people count them: Salon 2 before Salon 10. */
const byName = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

const toTable = (row: TableLite, qrs: { shortCode: string; code: string }[]): Table => ({
  id: row.id,
  storeId: row.storeId,
  groupName: row.groupName ?? '',
  tableName: row.tableName,
  name: row.tableName,
  startAction: row.startAction as Table['startAction'],
  active: row.active,
  tableQrs: qrs.map(({ shortCode, code }) => ({ shortCode, code })),
});

/** A table with its linked codes, as the calls answer it. */
export const tableWithQrs = async (ctx: UserCtx, row: TableLite) => toTable(row, await qrsOfTable(ctx.db, row.id));

/** The store's table, or table_not_found. */
export const requireTable = async (ctx: UserCtx, storeId: string, tableId: string) => {
  const row = await repo.tableById(ctx.db, storeId, tableId);
  if (!row) throw new AppError('table_not_found', `table ${tableId} is not a table of store ${storeId}`);
  return row;
};

/** The start action that serves a store's service type: a table of a take-away or delivery store starts so. */
const startActionOf: Record<string, Table['startAction']> = {
  table: 'in-store',
  'timed-table': 'in-store',
  self: 'in-store',
  'self-ordering': 'in-store',
  'take-away': 'take-away',
  'timed-take-away': 'take-away',
  delivery: 'delivery',
};

/**
 * A new table's start action when the save names none: the one of the store's first service type, take-away for a
 * store that has none (docs/tables.md).
 */
const defaultStartAction = async (db: Tx, storeId: string): Promise<Table['startAction']> => {
  const [first] = (await storeRowById(db, storeId))?.serviceTypes ?? [];
  return (first && startActionOf[first]) || 'take-away';
};

/** '' and absent mean no group. */
export const groupOrNull = (name: string | undefined) => (name ? name : null);

/** The store's groups in order and every table, grouped by group order then by name. */
export const storeTables = async (ctx: Pick<UserCtx, 'db'>, storeId: string) => {
  const [groups, { tables, qrs }] = await Promise.all([groupNames(ctx.db, storeId), repo.tablesOf(ctx.db, storeId)]);
  const qrsByTable = new Map<string, { shortCode: string; code: string }[]>();
  for (const qr of qrs) {
    const list = qrsByTable.get(qr.tableId);
    if (list) list.push(qr);
    else qrsByTable.set(qr.tableId, [qr]);
  }
  const order = new Map(groups.map((g, i) => [g, i]));
  // Tables without a group come last.
  const rank = (t: TableLite) => (t.groupName === null ? groups.length : (order.get(t.groupName) ?? groups.length));
  tables.sort((a, b) => rank(a) - rank(b) || byName.compare(a.tableName, b.tableName));
  return { groups, tables: tables.map((t) => toTable(t, qrsByTable.get(t.id) ?? [])) };
};

/** Raise when the answer of store/getStoreTables changes shape, so that no client keeps an answer of the old shape. */
const TABLES_ANSWER_SHAPE = 1;
/** The most JSON kept of recent answers, per tenant database. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** Per tenant database: the last answer of each store read, with the version it was read at; least recently used first. */
const answers = new WeakMap<object, { bytes: number; byStore: Map<string, { version: string; json: string }> }>();

/**
 * store/getStoreTables with its ETag (the store's tables version). A re-fetch naming it is a 304; an unchanged store's
 * answer is sent from memory. The version is read before the tables, so an answer is never older than the version it
 * is kept under (a change between the two reads gives a newer version, and the next read misses).
 */
export const storeTablesVersioned = async (ctx: UserCtx, storeId: string): Promise<Versioned> => {
  // Kept in memory until the database announces a new version (table_versions' trigger, docs/adr/0007).
  const version = await readCacheOf(ctx.db).get(`tablesVersion:${storeId}`, async () => ({
    value: await repo.tablesVersion(ctx.db, storeId),
    tags: [`tables:${storeId}`],
  }));
  return new Versioned(`"tables-${TABLES_ANSWER_SHAPE}-${storeId}-${version}"`, async () => {
    let cache = answers.get(ctx.db);
    if (!cache) answers.set(ctx.db, (cache = { bytes: 0, byStore: new Map() }));
    const kept = cache.byStore.get(storeId);
    if (kept) {
      cache.byStore.delete(storeId);
      cache.bytes -= kept.json.length;
    }
    const json =
      kept?.version === version ? kept.json : answerJson(tableCalls.getStoreTables, await storeTables(ctx, storeId));
    cache.byStore.set(storeId, { version, json });
    cache.bytes += json.length;
    for (const [id, old] of cache.byStore) {
      if (cache.bytes <= ANSWER_CACHE_BYTES) break;
      cache.byStore.delete(id);
      cache.bytes -= old.json.length;
    }
    return json;
  });
};

export const saveTable = async (ctx: UserCtx, input: Out<typeof ZTableSave>): Promise<Table> => {
  const { storeId } = input;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = input.id ? await repo.tableById(tx, storeId, input.id) : undefined;
      if (input.id && !current)
        throw new AppError('table_not_found', `table ${input.id} is not a table of store ${storeId}`);
      const groupName = input.groupName === undefined ? (current?.groupName ?? null) : groupOrNull(input.groupName);
      const tableName = input.tableName ?? current!.tableName;
      if (await repo.nameTaken(tx, storeId, groupName, tableName, current?.id)) {
        throw new AppError(
          'table_name_taken',
          `"${tableName}" already exists in ${groupName ? `group "${groupName}"` : 'the tables without a group'}`,
        );
      }
      if (groupName) await ensureGroup(tx, storeId, groupName);
      if (current) {
        return (await repo.updateTable(tx, storeId, current.id, {
          groupName,
          tableName,
          startAction: input.startAction ?? current.startAction,
          active: input.active ?? current.active,
        }))!;
      }
      if ((await repo.tableCount(tx, storeId)) >= MAX_STORE_TABLES) {
        throw new AppError('conflict', `a store may have at most ${MAX_STORE_TABLES} tables`);
      }
      return repo.insertTable(tx, {
        id: newId(),
        storeId,
        groupName,
        tableName,
        startAction: input.startAction ?? (await defaultStartAction(tx, storeId)),
        active: input.active ?? true,
      });
    });
    return tableWithQrs(ctx, row);
  } catch (error) {
    // Two saves of the same name at once: the unique constraint decides.
    if (repo.isUniqueViolation(error))
      throw new AppError('table_name_taken', 'a table with this name already exists in this group');
    throw error;
  }
};

/**
 * Creates the tables in one group, in one transaction: a name the group already has stops it (table_name_taken with
 * the input's field, so a client can say which), and so does going over MAX_STORE_TABLES; then nothing is created.
 */
export const addTables = async (ctx: UserCtx, input: Out<typeof ZTablesAdd>): Promise<Table[]> => {
  const { storeId } = input;
  const groupName = groupOrNull(input.groupName);
  const where = groupName ? `group "${groupName}"` : 'the tables without a group';
  try {
    return await ctx.db.transaction(async (tx) => {
      const taken = await repo.namesInGroup(tx, storeId, groupName);
      const clash = input.tables.findIndex((t) => taken.has(t.tableName));
      if (clash >= 0) {
        throw new AppError(
          'table_name_taken',
          `"${input.tables[clash]!.tableName}" already exists in ${where}; no table was created`,
          {},
          [{ path: `tables.${clash}.tableName`, code: 'table_name_taken' }],
        );
      }
      const count = await repo.tableCount(tx, storeId);
      if (count + input.tables.length > MAX_STORE_TABLES) {
        throw new AppError(
          'conflict',
          `a store may have at most ${MAX_STORE_TABLES} tables; it has ${count}, ${input.tables.length} more would exceed it`,
        );
      }
      if (groupName) await ensureGroup(tx, storeId, groupName);
      const ids = input.tables.map(() => newId());
      const startAction = await defaultStartAction(tx, storeId);
      const rows = await repo.insertTables(
        tx,
        input.tables.map((t, i) => ({
          id: ids[i]!,
          storeId,
          groupName,
          tableName: t.tableName,
          startAction: t.startAction ?? startAction,
          active: t.active ?? true,
        })),
      );
      // In the order given; new tables carry no QR code yet.
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => toTable(byId.get(id)!, []));
    });
  } catch (error) {
    // Another save of one of these names at once: the unique constraint decides, and the whole transaction is undone.
    if (repo.isUniqueViolation(error))
      throw new AppError(
        'table_name_taken',
        `one of the names was created meanwhile in ${where}; no table was created`,
      );
    throw error;
  }
};

export const deleteTable = async (ctx: UserCtx, storeId: string, tableId: string) => {
  if (!(await repo.deleteTable(ctx.db, storeId, tableId)))
    throw new AppError('table_not_found', `table ${tableId} is not a table of store ${storeId}`);
  return { message: 'ok' };
};

/** All or nothing, in one transaction: one id that is not the store's table changes none. */
export const bulkStartAction = async (ctx: UserCtx, input: Out<typeof ZBulkStartAction>) => {
  const ids = [...new Set(input.tableIds)];
  const updated = await ctx.db.transaction(async (tx) => {
    const n = await repo.setStartAction(tx, input.storeId, ids, input.startAction);
    if (n !== ids.length) {
      throw new AppError(
        'table_not_found',
        `${ids.length - n} of the ${ids.length} tables are not tables of store ${input.storeId}; nothing was changed`,
      );
    }
    return n;
  });
  return { message: 'ok', updated };
};

/** What a folio opened on a table names of it: the store's active table, or undefined. Inside the caller's transaction. */
export const activeTableOf = (db: Tx, storeId: string, id: string) => repo.activeTable(db, storeId, id);
