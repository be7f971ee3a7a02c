import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeTables, tableGroups } from '../../db/schema/index.ts';

/** A store's table groups, in the order its owner gave them; a group's tables move with it. */

export const groupNames = async (db: Tx, storeId: string): Promise<string[]> =>
  (
    await db
      .select({ name: tableGroups.name })
      .from(tableGroups)
      .where(eq(tableGroups.storeId, storeId))
      .orderBy(asc(tableGroups.position), asc(tableGroups.name))
  ).map((r) => r.name);

export const groupExists = async (db: Tx, storeId: string, name: string): Promise<boolean> =>
  (
    await db
      .select({ name: tableGroups.name })
      .from(tableGroups)
      .where(and(eq(tableGroups.storeId, storeId), eq(tableGroups.name, name)))
  ).length > 0;

/** Adds the group at the end of the store's list unless it exists. */
export const ensureGroup = async (db: Tx, storeId: string, name: string): Promise<void> => {
  await db
    .insert(tableGroups)
    .values({
      storeId,
      name,
      position: sql`(select coalesce(max(${tableGroups.position}), 0) + 1 from ${tableGroups} where ${tableGroups.storeId} = ${storeId})`,
    })
    .onConflictDoNothing();
};

/** Renames a group; the foreign key (on update cascade) moves its tables in the same statement. */
export const renameGroup = async (db: Tx, storeId: string, from: string, to: string): Promise<boolean> =>
  (
    await db
      .update(tableGroups)
      .set({ name: to })
      .where(and(eq(tableGroups.storeId, storeId), eq(tableGroups.name, from)))
      .returning({ name: tableGroups.name })
  ).length === 1;

export const deleteGroup = async (db: Tx, storeId: string, name: string): Promise<boolean> =>
  (
    await db
      .delete(tableGroups)
      .where(and(eq(tableGroups.storeId, storeId), eq(tableGroups.name, name)))
      .returning({ name: tableGroups.name })
  ).length === 1;

export const tablesInGroup = async (db: Tx, storeId: string, name: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(storeTables)
      .where(and(eq(storeTables.storeId, storeId), eq(storeTables.groupName, name)))
  )[0]?.n ?? 0;

export const moveGroupTables = async (db: Tx, storeId: string, from: string, to: string | null): Promise<void> => {
  await db
    .update(storeTables)
    .set({ groupName: to, updateDate: new Date() })
    .where(and(eq(storeTables.storeId, storeId), eq(storeTables.groupName, from)));
};
