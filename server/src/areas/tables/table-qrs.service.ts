import type { z } from 'zod';
import type { Table, ZTableQrList, ZTableQrRequest } from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { guardStore } from '../../lib/session.ts';
import type { Db } from '../../db/client.ts';
import { storeRowById } from '../stores/stores.service.ts';
import type { QrRow } from './table-qrs.repo.ts';
import { newLongCode, newShortCode, tableQrImage, tableQrUrl } from './table-qr.ts';
import { requireTable, tableWithQrs } from './tables.service.ts';
import * as repo from './table-qrs.repo.ts';
import { tableById, type Tx } from './tables.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

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

/** The table a code is linked to, in use, with its store; or the refusal to answer. */
export const lookUpTable = async (tx: Tx, given: string) => {
  const qr = await repo.qrByCode(tx, codeOf(given));
  if (!qr) return noSuchQr();
  if (!qr.tableId) return new AppError('qr_code_unassigned', 'this QR code is not linked to a table yet');
  const [table, storeRow] = await Promise.all([
    tableById(tx, qr.storeId, qr.tableId),
    storeRowById(tx as Db, qr.storeId),
  ]);
  if (!table || !storeRow) return new AppError('qr_code_unassigned', 'this QR code is not linked to a table');
  if (!table.active) return new AppError('table_inactive', `table ${table.tableName} is not in use`);
  return { qr, table, storeRow };
};

/**
 * The table a guest's QR code (the long code of the printed address `/qr/{code}`; never the short code, which is
 * short enough to guess) is linked to, with its store; undefined for an unknown or unlinked code, or a table gone.
 */
export const tableOfGuestCode = async (
  db: Tx,
  code: string,
): Promise<{ storeId: string; name: string; groupName: string } | undefined> => {
  const qr = await repo.qrByCode(db, code);
  if (!qr || qr.code !== code || !qr.tableId) return undefined;
  const table = await tableById(db, qr.storeId, qr.tableId);
  return table ? { storeId: qr.storeId, name: table.tableName, groupName: table.groupName ?? '' } : undefined;
};

/**
 * The table a guest's QR code (the long code, as on `/qr/{code}`) is linked to and in use, with its store, for a
 * guest's order: `qr_code_not_found`, `qr_code_unassigned` or `table_inactive` otherwise, as check-in answers.
 */
export const guestTableOf = async (db: Tx, code: string) => {
  const qr = await repo.qrByCode(db, code);
  if (!qr || qr.code !== code) throw noSuchQr();
  const found = await lookUpTable(db, code);
  if (found instanceof AppError) throw found;
  return { table: found.table, storeRow: found.storeRow };
};
