import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeMenuSyncs, stores, userOwnedStores, users } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export const byId = async (db: Db, id: string): Promise<StoreRow | undefined> =>
  (await db.select().from(stores).where(eq(stores.id, id)))[0];

/** The stores of the ids given that exist, in no particular order. */
export const byIds = (db: Db, ids: string[]): Promise<StoreRow[]> =>
  ids.length ? db.select().from(stores).where(inArray(stores.id, ids)) : Promise.resolve([]);

export const insert = async (db: Db, row: NewStoreRow): Promise<StoreRow> =>
  (await db.insert(stores).values(row).returning())[0]!;

export const update = async (db: Db, id: string, patch: Partial<NewStoreRow>): Promise<StoreRow | undefined> =>
  (
    await db
      .update(stores)
      .set({ ...patch, updateDate: new Date() })
      .where(eq(stores.id, id))
      .returning()
  )[0];

/**
 * The stores a user owns (approved links only: a pending invitation is no store they can open), by name; an owner has
 * a handful, the limit only guards the answer's size.
 */
export const ownedBy = (db: Db, userId: string) =>
  db
    .select({ link: userOwnedStores, store: stores })
    .from(userOwnedStores)
    .innerJoin(stores, eq(stores.id, userOwnedStores.storeId))
    .where(and(eq(userOwnedStores.userId, userId), eq(userOwnedStores.approved, true)))
    .orderBy(asc(stores.name))
    .limit(1000);

/** The store's creator is linked approved; anyone else is invited (approved false) by `invitedBy`. An existing link stays as it is. */
export const linkOwner = async (
  db: Db,
  userId: string,
  storeId: string,
  invitedBy: string | null = null,
): Promise<void> => {
  await db
    .insert(userOwnedStores)
    .values({ userId, storeId, position: 'owner', approved: invitedBy === null, invitedBy })
    .onConflictDoNothing();
};

export const unlinkOwner = async (db: Db, userId: string, storeId: string): Promise<boolean> =>
  (
    await db
      .delete(userOwnedStores)
      .where(and(eq(userOwnedStores.userId, userId), eq(userOwnedStores.storeId, storeId)))
      .returning({ userId: userOwnedStores.userId })
  ).length === 1;

/** Owners who accepted: a store whose only other "owner" is a pending invitation has no one to run it. */
export const ownerCount = async (db: Db, storeId: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(userOwnedStores)
      .innerJoin(users, eq(users.id, userOwnedStores.userId))
      .where(
        and(
          eq(userOwnedStores.storeId, storeId),
          eq(userOwnedStores.position, 'owner'),
          eq(userOwnedStores.approved, true),
        ),
      )
  )[0]?.n ?? 0;

/** Bumps the menu version and records who synced, in one transaction. */
export const recordMenuSync = (db: Db, storeId: string, userId: string, id: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({ menuVersion: sql`${stores.menuVersion} + 1`, updateDate: new Date() })
      .where(eq(stores.id, storeId))
      .returning({ menuVersion: stores.menuVersion });
    if (!row) return undefined;
    const [sync] = await tx
      .insert(storeMenuSyncs)
      .values({ id, storeId, userId, menuVersion: row.menuVersion })
      .returning();
    return sync!;
  });
