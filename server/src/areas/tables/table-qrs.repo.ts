import { and, asc, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeTables, tableQrs } from '../../db/schema/index.ts';

/** The tables' QR codes: a store's codes, each linked to one of its tables or to none. */

export type QrRow = typeof tableQrs.$inferSelect;

const qrColumns = { tableId: tableQrs.tableId, shortCode: tableQrs.shortCode, code: tableQrs.code };

export const qrsOfTable = (db: Tx, tableId: string) =>
  db.select(qrColumns).from(tableQrs).where(eq(tableQrs.tableId, tableId)).orderBy(asc(tableQrs.createDate));

/** Inserts a code; answers false when its short or long code is taken (the caller draws another). */
export const insertQr = async (db: Tx, row: typeof tableQrs.$inferInsert): Promise<boolean> =>
  (await db.insert(tableQrs).values(row).onConflictDoNothing().returning({ code: tableQrs.code })).length === 1;

/** The code whose long code is `code`, or whose short code is `code` upper-cased. */
export const qrByCode = async (db: Tx, code: string): Promise<QrRow | undefined> =>
  (
    await db
      .select()
      .from(tableQrs)
      .where(or(eq(tableQrs.code, code), eq(tableQrs.shortCode, code.toUpperCase())))
      .limit(1)
  )[0];

/** Links the code to the table when it is the store's and free (or already this table's); answers whether it did. */
export const linkQr = async (db: Tx, storeId: string, code: string, tableId: string): Promise<boolean> =>
  (
    await db
      .update(tableQrs)
      .set({ tableId, linkDate: new Date() })
      .where(
        and(
          eq(tableQrs.code, code),
          eq(tableQrs.storeId, storeId),
          or(isNull(tableQrs.tableId), eq(tableQrs.tableId, tableId)),
        ),
      )
      .returning({ code: tableQrs.code })
  ).length === 1;

export const unlinkQrs = async (db: Tx, storeId: string, tableId: string, code?: string): Promise<number> =>
  (
    await db
      .update(tableQrs)
      .set({ tableId: null, linkDate: null })
      .where(
        and(eq(tableQrs.storeId, storeId), eq(tableQrs.tableId, tableId), code ? eq(tableQrs.code, code) : undefined),
      )
      .returning({ code: tableQrs.code })
  ).length;

/** Moves an unassigned code to another store; answers whether it did (false when it was linked meanwhile). */
export const moveQr = async (db: Tx, code: string, fromStoreId: string, toStoreId: string): Promise<boolean> =>
  (
    await db
      .update(tableQrs)
      .set({ storeId: toStoreId })
      .where(and(eq(tableQrs.code, code), eq(tableQrs.storeId, fromStoreId), isNull(tableQrs.tableId)))
      .returning({ code: tableQrs.code })
  ).length === 1;

export const qrPage = async (
  db: Tx,
  storeId: string,
  filter: 'all' | 'unassigned' | 'assigned',
  page: number,
  pageSize: number,
) => {
  const where = and(
    eq(tableQrs.storeId, storeId),
    filter === 'unassigned'
      ? isNull(tableQrs.tableId)
      : filter === 'assigned'
        ? isNotNull(tableQrs.tableId)
        : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ qr: tableQrs, tableName: storeTables.tableName, groupName: storeTables.groupName })
      .from(tableQrs)
      .leftJoin(storeTables, eq(storeTables.id, tableQrs.tableId))
      .where(where)
      .orderBy(desc(tableQrs.createDate), asc(tableQrs.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(tableQrs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};
