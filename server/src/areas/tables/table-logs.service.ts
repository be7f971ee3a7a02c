import type { z } from 'zod';
import type { TableLog, ZTableLogQuery } from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lookUpTable } from './table-qrs.service.ts';
import * as repo from './table-logs.repo.ts';
import { lockTable } from './tables.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * The table logs: check-ins, and guests' signals (docs/live.md) — the live area's waiter calls and bill requests are
 * this area's table logs, read and written through the functions below.
 */
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
 * The table a guest's code names, in use, with its store — or the check-in's refusals (qr_code_not_found,
 * qr_code_unassigned, table_inactive). Inside the caller's transaction.
 */
export const tableOfSignal = async (tx: Tx, given: string) => {
  const found = await lookUpTable(tx, given);
  if (found instanceof AppError) throw found;
  return found;
};

/** Locks the table's row until the caller's transaction ends: signals of one table take turns. */
export const lockTableForSignal = (tx: Tx, storeId: string, tableId: string) => lockTable(tx, storeId, tableId);
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
