import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mainContracts, storeContracts } from '../../db/schema/index.ts';

export const currentMain = async (db: Db) =>
  (
    await db
      .select()
      .from(mainContracts)
      .where(eq(mainContracts.isDefault, true))
      .orderBy(desc(mainContracts.version))
      .limit(1)
  )[0];

/** A new version becomes the only default. */
export const publishMain = (db: Db, row: { id: string; detail: string; createdBy: string }) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('main_contracts'))`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${mainContracts.version}), 0) + 1`.mapWith(Number) })
      .from(mainContracts);
    await tx.update(mainContracts).set({ isDefault: false });
    return (
      await tx
        .insert(mainContracts)
        .values({ ...row, version: next, isDefault: true })
        .returning()
    )[0]!;
  });

export const storeContract = async (db: Db, storeId: string) =>
  (await db.select().from(storeContracts).where(eq(storeContracts.storeId, storeId)))[0];

export const saveStoreContract = async (db: Db, row: typeof storeContracts.$inferInsert) =>
  (
    await db
      .insert(storeContracts)
      .values(row)
      .onConflictDoUpdate({ target: storeContracts.storeId, set: { ...row, updateDate: new Date() } })
      .returning()
  )[0]!;
