import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_STORE_TABLES,
  type CheckIn,
  type Table,
  type TableLog,
  type TableSection,
  type ZBulkStartAction,
  type ZTableGroupDelete,
  type ZTableGroupSave,
  type ZTableLogQuery,
  type ZTableQrList,
  type ZTableQrRequest,
  type ZTableSave,
  type ZTableSectionSave,
  type ZTablesAdd,
} from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { answerJson, Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { guardStore } from '../../lib/session.ts';
import { storeRowById, toStore } from '../stores/stores.service.ts';
import * as repo from './tables.repo.ts';
import type { QrRow, TableLite } from './tables.repo.ts';
import { newLongCode, newShortCode, tableQrImage, tableQrUrl } from './table-qr.ts';
import type { Db, Tx } from '../../db/client.ts';
import { readCacheOf } from '../../lib/read-cache.ts';
import {
  budgetKey,
  lockBudget,
  refuseOverBudget,
  requireBudget,
  spendBudget,
  windowStart,
  type Budget,
} from '../../lib/budget.ts';
import { checkInHooks } from './check-in-hooks.ts';

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

const tableWithQrs = async (ctx: UserCtx, row: TableLite) => toTable(row, await repo.qrsOfTable(ctx.db, row.id));

const requireTable = async (ctx: UserCtx, storeId: string, tableId: string) => {
  const row = await repo.tableById(ctx.db, storeId, tableId);
  if (!row) throw new AppError('table_not_found', `table ${tableId} is not a table of store ${storeId}`);
  return row;
};

/** '' and absent mean no group. */
const groupOrNull = (name: string | undefined) => (name ? name : null);

// ---- tables

/** The store's groups in order and every table, grouped by group order then by name. */
export const storeTables = async (ctx: Pick<UserCtx, 'db'>, storeId: string) => {
  const [groups, { tables, qrs }] = await Promise.all([
    repo.groupNames(ctx.db, storeId),
    repo.tablesOf(ctx.db, storeId),
  ]);
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
      if (groupName) await repo.ensureGroup(tx, storeId, groupName);
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
        startAction: input.startAction ?? 'take-away',
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
      if (groupName) await repo.ensureGroup(tx, storeId, groupName);
      const ids = input.tables.map(() => newId());
      const rows = await repo.insertTables(
        tx,
        input.tables.map((t, i) => ({
          id: ids[i]!,
          storeId,
          groupName,
          tableName: t.tableName,
          startAction: t.startAction ?? 'take-away',
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

// ---- groups

export const saveGroup = async (ctx: UserCtx, input: Out<typeof ZTableGroupSave>) => {
  const { storeId, name, oldName } = input;
  await ctx.db
    .transaction(async (tx) => {
      if (oldName === name) {
        if (!(await repo.groupExists(tx, storeId, name)))
          throw new AppError('table_group_not_found', `no group "${name}"`);
        return;
      }
      if (await repo.groupExists(tx, storeId, name))
        throw new AppError('table_group_exists', `group "${name}" already exists`);
      if (oldName === undefined) return repo.ensureGroup(tx, storeId, name);
      if (!(await repo.renameGroup(tx, storeId, oldName, name)))
        throw new AppError('table_group_not_found', `no group "${oldName}"`);
    })
    .catch((error: unknown) => {
      if (repo.isUniqueViolation(error)) throw new AppError('table_group_exists', `group "${name}" already exists`);
      throw error;
    });
  return repo.groupNames(ctx.db, storeId);
};

export const deleteGroup = async (ctx: UserCtx, input: Out<typeof ZTableGroupDelete>) => {
  const { storeId, name, moveTo } = input;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.groupExists(tx, storeId, name))) throw new AppError('table_group_not_found', `no group "${name}"`);
    const tables = await repo.tablesInGroup(tx, storeId, name);
    if (tables > 0) {
      if (moveTo === undefined)
        throw new AppError(
          'table_group_not_empty',
          `group "${name}" still has ${tables} tables; move them or give moveTo`,
        );
      if (moveTo === name) throw new AppError('validation_failed', 'moveTo must be another group');
      if (moveTo && !(await repo.groupExists(tx, storeId, moveTo)))
        throw new AppError('table_group_not_found', `no group "${moveTo}"`);
      await moveTables(tx, storeId, name, groupOrNull(moveTo));
    }
    await repo.deleteGroup(tx, storeId, name);
  });
  return repo.groupNames(ctx.db, storeId);
};

/** Moving can clash with a table of the same name in the target group; say which instead of a bare constraint error. */
const moveTables = async (tx: repo.Tx, storeId: string, from: string, to: string | null) => {
  const { tables } = await repo.tablesOf(tx, storeId);
  const target = new Set(tables.filter((t) => t.groupName === to).map((t) => t.tableName));
  const clash = tables.find((t) => t.groupName === from && target.has(t.tableName));
  if (clash)
    throw new AppError(
      'table_name_taken',
      `"${clash.tableName}" already exists in ${to ? `group "${to}"` : 'the tables without a group'}`,
    );
  await repo.moveGroupTables(tx, storeId, from, to);
};

// ---- sections

export const sections = async (ctx: UserCtx, storeId: string): Promise<TableSection[]> => {
  const { sections: rows, staffRows, tableRows } = await repo.sectionsOf(ctx.db, storeId);
  const collect = <K extends string>(list: ({ sectionId: string } & Record<K, string>)[], key: K) => {
    const by = new Map<string, string[]>();
    for (const r of list) by.set(r.sectionId, [...(by.get(r.sectionId) ?? []), r[key]]);
    return by;
  };
  const staffBy = collect(staffRows, 'userId');
  const tablesBy = collect(tableRows, 'tableId');
  return rows.map((s) => ({
    id: s.id,
    storeId: s.storeId,
    name: s.name,
    staffs: staffBy.get(s.id) ?? [],
    tables: tablesBy.get(s.id) ?? [],
  }));
};

export const saveSection = async (ctx: UserCtx, input: Out<typeof ZTableSectionSave>): Promise<TableSection> => {
  const { storeId, name } = input;
  const staffIds = [...new Set(input.staffs)];
  const tableIds = [...new Set(input.tables)];
  const id = input.id ?? newId();
  await ctx.db
    .transaction(async (tx) => {
      if (input.id && !(await repo.sectionById(tx, storeId, input.id)))
        throw new AppError('not_found', `section ${input.id} is not a section of this store`);
      if (await repo.sectionNameTaken(tx, storeId, name, input.id))
        throw new AppError('table_section_exists', `section "${name}" already exists`);
      const staffFound = await repo.staffOfStore(tx, storeId, staffIds);
      const notStaff = staffIds.filter((u) => !staffFound.has(u));
      if (notStaff.length)
        throw new AppError('user_not_staff', `not staff of this store: ${notStaff.slice(0, 5).join(', ')}`);
      const tablesFound = await repo.existingTableIds(tx, storeId, tableIds);
      const notTables = tableIds.filter((tId) => !tablesFound.has(tId));
      if (notTables.length)
        throw new AppError('table_not_found', `not tables of this store: ${notTables.slice(0, 5).join(', ')}`);
      await repo.writeSection(tx, { id, storeId, name }, staffIds, tableIds);
    })
    .catch((error: unknown) => {
      if (repo.isUniqueViolation(error)) throw new AppError('table_section_exists', `section "${name}" already exists`);
      throw error;
    });
  return { id, storeId, name, staffs: staffIds, tables: tableIds };
};

export const deleteSection = async (ctx: UserCtx, storeId: string, id: string) => {
  if (!(await repo.deleteSection(ctx.db, storeId, id)))
    throw new AppError('not_found', `section ${id} is not a section of this store`);
  return { message: 'ok' };
};

// ---- QR codes

/** A code as given: the long code, the short code, or the guest address that ends in /qr/{code}. */
export const codeOf = (given: string): string => {
  const text = given.trim();
  if (!text.includes('/')) return text;
  const path = text.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
};

/**
 * One answer for a code that does not exist and for a code the caller may not use here (another store's, or not on
 * that table), body and status alike: what is in other stores cannot be learned by trying codes (docs/security.md).
 */
const noSuchQr = () => new AppError('qr_code_not_found', 'no such QR code here');

const requireQr = async (ctx: UserCtx, given: string): Promise<QrRow> => {
  const qr = await repo.qrByCode(ctx.db, codeOf(given));
  if (!qr) throw noSuchQr();
  return qr;
};

/** A code of the named store; another store's code is answered like an unknown one. */
const requireStoreQr = async (ctx: UserCtx, storeId: string, given: string): Promise<QrRow> => {
  const qr = await requireQr(ctx, given);
  if (qr.storeId !== storeId) throw noSuchQr();
  return qr;
};

export const createQr = async (ctx: UserCtx, input: Out<typeof ZTableQrRequest>) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = { code: newLongCode(), shortCode: newShortCode(), storeId: input.storeId, createdBy: ctx.user.id };
    if (await repo.insertQr(ctx.db, row)) return tableQrImage(ctx, row, input);
  }
  throw new AppError('internal_error', 'could not draw a free short code');
};

export const qrImage = async (ctx: UserCtx, input: Out<typeof ZTableQrRequest> & { code: string }) => {
  return tableQrImage(ctx, await requireStoreQr(ctx, input.storeId, input.code), input);
};

export const qrList = async (ctx: UserCtx, input: Out<typeof ZTableQrList>) => {
  const { items, total } = await repo.qrPage(ctx.db, input.id, input.filter, input.page, input.pageSize);
  return {
    items: items.map(({ qr, tableName, groupName }) => ({
      shortCode: qr.shortCode,
      code: qr.code,
      storeId: qr.storeId,
      tableId: qr.tableId,
      tableName: qr.tableId ? tableName : null,
      groupName: qr.tableId ? (groupName ?? '') : null,
      createDate: qr.createDate.toISOString(),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

/** Links a code of the store to one of its tables; a code serves one table at a time. */
export const link = async (ctx: UserCtx, storeId: string, tableId: string, given: string): Promise<Table> => {
  const table = await requireTable(ctx, storeId, tableId);
  const qr = await requireStoreQr(ctx, storeId, given);
  // Conditional update: two links of one code at once cannot both win.
  if (!(await repo.linkQr(ctx.db, storeId, qr.code, tableId))) {
    throw new AppError('qr_code_in_use', 'this QR code is already linked to another table; unlink it first');
  }
  return tableWithQrs(ctx, table);
};

export const unlink = async (ctx: UserCtx, storeId: string, tableId: string, given?: string): Promise<Table> => {
  const table = await requireTable(ctx, storeId, tableId);
  if (given) {
    const qr = await requireStoreQr(ctx, storeId, given);
    if (qr.tableId !== tableId) throw noSuchQr();
    await repo.unlinkQrs(ctx.db, storeId, tableId, qr.code);
  } else {
    await repo.unlinkQrs(ctx.db, storeId, tableId);
  }
  return tableWithQrs(ctx, table);
};

/**
 * Moves an unassigned code to another store; the caller must manage the tables of both (the guard checked the target).
 * A code of a store the caller may not manage is answered like an unknown code, not with store_forbidden.
 */
export const moveQr = async (ctx: UserCtx, given: string, toStoreId: string) => {
  const qr = await requireQr(ctx, given);
  await guardStore(ctx, qr.storeId, 'tables.manage').catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'store_forbidden' ? noSuchQr() : error;
  });
  if (qr.storeId !== toStoreId) {
    if (qr.tableId || !(await repo.moveQr(ctx.db, qr.code, qr.storeId, toStoreId))) {
      throw new AppError('qr_code_in_use', 'this QR code is linked to a table; unlink it before moving it');
    }
  }
  return { shortCode: qr.shortCode, code: qr.code, storeId: toStoreId, url: tableQrUrl(ctx, qr.code) };
};

// ---- check-in and logs

/**
 * Check-in budgets (docs/security.md, "What a stranger can learn"): codes cannot be found by trying them. Per guest, 10
 * refused check-ins (unknown code, unassigned code, inactive table) per 10 minutes and 30 check-ins an hour; per table,
 * 240 check-ins per 10 minutes, whoever makes them. Refusals are counted in `budget_events`, check-ins are the table logs.
 */
export const checkInBudgets = {
  refused: { name: 'check-in-refused', limit: 10, windowSeconds: 600 },
  guest: { name: 'check-in', limit: 30, windowSeconds: 3600 },
  table: { name: 'table-check-in', limit: 240, windowSeconds: 600 },
} as const satisfies Record<string, Budget>;

/**
 * A guest scanned a table's code. Knowing the code is the guest's proof of being at the table (128 random bits, or the
 * short code printed on it), so there is no store guard; the answer carries only what the guest app shows. The guest's
 * budgets are checked before the code is looked up, under a lock per guest, so parallel tries cannot exceed them.
 */
export const checkIn = async (ctx: UserCtx, given: string, now = new Date()): Promise<CheckIn> => {
  const { refused, guest, table: perTable } = checkInBudgets;
  const refusedKey = budgetKey(refused, ctx.user.id);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockBudget(tx, refusedKey);
    await requireBudget(tx, refused, refusedKey, now);
    refuseOverBudget(guest, await repo.checkInsSince(tx, { userId: ctx.user.id }, windowStart(guest, now)), now);
    const found = await lookUpTable(tx, given);
    if (found instanceof AppError) {
      // Counted in the same transaction, which must commit: the refusal is answered after it.
      await spendBudget(tx, refused, refusedKey, now);
      return found;
    }
    const { qr, table, storeRow } = found;
    refuseOverBudget(
      perTable,
      await repo.checkInsSince(tx, { storeId: qr.storeId, tableId: table.id }, windowStart(perTable, now)),
      now,
    );
    const log = await repo.insertLog(tx, {
      id: newId(now.getTime()),
      storeId: qr.storeId,
      tableId: table.id,
      tableName: table.tableName,
      groupName: table.groupName ?? '',
      userId: ctx.user.id,
      action: 'check-in',
      qrCode: qr.code,
      createDate: now,
    });
    await checkInHooks().recordVisit(tx, { storeId: qr.storeId, userId: ctx.user.id, at: now, spend: 0 });
    return { table, storeRow, log };
  });
  if (outcome instanceof AppError) throw outcome;
  const { table, storeRow, log } = outcome;
  const store = toStore(storeRow);
  return {
    id: table.id,
    logId: log.id,
    tableName: table.tableName,
    groupName: table.groupName ?? '',
    startAction: table.startAction as CheckIn['startAction'],
    store: {
      id: store.id,
      name: store.name,
      description: store.description,
      status: store.status,
      serviceTypes: store.serviceTypes,
      languages: store.languages,
      storeCurrency: store.storeCurrency,
      storeLocale: store.storeLocale,
      phone: store.phone,
    },
    coupon: await checkInHooks().usableCoupon(ctx.db, store.id, ctx.user.id),
  };
};

/** The table a code is linked to, in use, with its store; or the refusal to answer. */
const lookUpTable = async (tx: repo.Tx, given: string) => {
  const qr = await repo.qrByCode(tx, codeOf(given));
  if (!qr) return noSuchQr();
  if (!qr.tableId) return new AppError('qr_code_unassigned', 'this QR code is not linked to a table yet');
  const [table, storeRow] = await Promise.all([
    repo.tableById(tx, qr.storeId, qr.tableId),
    storeRowById(tx as Db, qr.storeId),
  ]);
  if (!table || !storeRow) return new AppError('qr_code_unassigned', 'this QR code is not linked to a table');
  if (!table.active) return new AppError('table_inactive', `table ${table.tableName} is not in use`);
  return { qr, table, storeRow };
};

export const logs = async (ctx: UserCtx, q: Out<typeof ZTableLogQuery>) => {
  const { items, total } = await repo.logPage(ctx.db, { ...q, from: new Date(q.from), to: new Date(q.to) });
  return {
    items: items.map(({ log, userName }): TableLog => ({
      id: log.id,
      storeId: log.storeId,
      tableId: log.tableId,
      tableName: log.tableName,
      groupName: log.groupName,
      userId: log.userId,
      userName,
      action: log.action as TableLog['action'],
      createDate: log.createDate.toISOString(),
      answeredAt: log.answeredAt?.toISOString() ?? null,
      answeredBy: log.answeredBy ?? null,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/**
 * The table a guest's QR code (the long code of the printed address `/qr/{code}`; never the short code, which is
 * short enough to guess) is linked to, with its store; undefined for an unknown or unlinked code, or a table gone.
 */
export const tableOfGuestCode = async (
  db: repo.Tx,
  code: string,
): Promise<{ storeId: string; name: string; groupName: string } | undefined> => {
  const qr = await repo.qrByCode(db, code);
  if (!qr || qr.code !== code || !qr.tableId) return undefined;
  const table = await repo.tableById(db, qr.storeId, qr.tableId);
  return table ? { storeId: qr.storeId, name: table.tableName, groupName: table.groupName ?? '' } : undefined;
};

/** What a folio opened on a table names of it: the store's active table, or undefined. Inside the caller's transaction. */
export const activeTableOf = (db: Tx, storeId: string, id: string) => repo.activeTable(db, storeId, id);

/**
 * The table a guest's QR code (the long code, as on `/qr/{code}`) is linked to and in use, with its store, for a
 * guest's order: `qr_code_not_found`, `qr_code_unassigned` or `table_inactive` otherwise, as check-in answers.
 */
export const guestTableOf = async (db: repo.Tx, code: string) => {
  const qr = await repo.qrByCode(db, code);
  if (!qr || qr.code !== code) throw noSuchQr();
  const found = await lookUpTable(db, code);
  if (found instanceof AppError) throw found;
  return { table: found.table, storeRow: found.storeRow };
};

// ---- guests' signals (docs/live.md): the live area's waiter calls and bill requests are this area's table logs

/**
 * The table a guest's code names, in use, with its store — or the check-in's refusals (qr_code_not_found,
 * qr_code_unassigned, table_inactive). Inside the caller's transaction.
 */
export const tableOfSignal = async (tx: Tx, given: string) => {
  const found = await lookUpTable(tx, given);
  if (found instanceof AppError) throw found;
  return found;
};

/** Locks the table's row until the caller's transaction ends: signals of one table take turns. */
export const lockTableForSignal = (tx: Tx, storeId: string, tableId: string) => repo.lockTable(tx, storeId, tableId);
export const lastSignalAt = (tx: Tx, storeId: string, tableId: string, action: string) =>
  repo.lastLogAt(tx, storeId, tableId, action);
export const insertSignalLog = (tx: Tx, row: repo.LogRow) => repo.insertLog(tx, row);
export const openSignals = (db: Tx, storeId: string, limit: number) => repo.openSignals(db, storeId, limit);
export const signalById = (db: Tx, storeId: string, id: string) => repo.signalById(db, storeId, id);
export const answerSignal = (db: Tx, storeId: string, id: string, at: Date, by: { id: string; name: string }) =>
  repo.answerSignal(db, storeId, id, at, by);

/** Check-ins per store and month, total and unique users (`report/getUserCountStats`; the guard let the caller in). */
export const checkInsByMonth = (db: Db, storeIds: string[], from: string, to: string) =>
  repo.checkInsByMonth(db, storeIds, from, to);
