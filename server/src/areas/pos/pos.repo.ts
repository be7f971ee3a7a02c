import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export type { Tx };
import { cashRegisters } from '../../db/schema/index.ts';

export type CashRegisterRow = typeof cashRegisters.$inferSelect;

export const registersOf = (db: Tx, storeId: string) =>
  db.select().from(cashRegisters).where(eq(cashRegisters.storeId, storeId)).orderBy(asc(cashRegisters.createDate));

export const registerCount = async (db: Tx, storeId: string): Promise<number> =>
  (await db.select({ n: count() }).from(cashRegisters).where(eq(cashRegisters.storeId, storeId)))[0]?.n ?? 0;

export const insertRegister = async (db: Tx, row: typeof cashRegisters.$inferInsert): Promise<CashRegisterRow> =>
  (await db.insert(cashRegisters).values(row).returning())[0]!;

/** Replaces the register's key; undefined when the store has no such register. */
export const replaceKey = async (db: Tx, storeId: string, id: string, keyHash: string, keyHint: string) =>
  (
    await db
      .update(cashRegisters)
      .set({ keyHash, keyHint, keyDate: new Date() })
      .where(and(eq(cashRegisters.storeId, storeId), eq(cashRegisters.id, id)))
      .returning()
  )[0];

export const deleteRegister = async (db: Tx, storeId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(cashRegisters)
      .where(and(eq(cashRegisters.storeId, storeId), eq(cashRegisters.id, id)))
      .returning({ id: cashRegisters.id })
  ).length > 0;
