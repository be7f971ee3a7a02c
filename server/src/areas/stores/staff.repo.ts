import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, stores, userOwnedStores, users } from '../../db/schema/index.ts';

const columns = {
  userId: staff.userId,
  userName: users.name,
  gsm: users.gsm,
  position: staff.position,
  permissions: staff.permissions,
  acceptedAt: staff.acceptedAt,
  expiredAt: staff.expiredAt,
};

export const listOf = (db: Db, storeId: string) =>
  db
    .select(columns)
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.storeId, storeId))
    .orderBy(asc(users.name))
    .limit(500);

export const member = async (db: Db, storeId: string, userId: string) =>
  (
    await db
      .select(columns)
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(staff.storeId, storeId), eq(staff.userId, userId)))
  )[0];

/** Adds a member (as the row says: a new person comes with acceptedAt null, an invitation) or changes only the position of one already there. */
export const upsert = async (db: Db, row: typeof staff.$inferInsert): Promise<void> => {
  await db
    .insert(staff)
    .values(row)
    .onConflictDoUpdate({ target: [staff.storeId, staff.userId], set: { position: row.position } });
};

/** The stores where the user is accepted staff allowed to open the store (store.view), for their store list. */
export const storesOf = (db: Db, userId: string) =>
  db
    .select({ position: staff.position, permissions: staff.permissions, store: stores })
    .from(staff)
    .innerJoin(stores, eq(stores.id, staff.storeId))
    .where(
      and(eq(staff.userId, userId), isNotNull(staff.acceptedAt), sql`${staff.permissions} @> '["store.view"]'::jsonb`),
    )
    .orderBy(asc(stores.name))
    .limit(1000);

export const setPermissions = async (db: Db, storeId: string, userId: string, permissions: string[]) =>
  (
    await db
      .update(staff)
      .set({ permissions })
      .where(and(eq(staff.storeId, storeId), eq(staff.userId, userId)))
      .returning()
  ).length === 1;

/** Changes the position of one already on the staff (invited or active); answers whether there was one. */
export const setPosition = async (db: Db, storeId: string, userId: string, position: string) =>
  (
    await db
      .update(staff)
      .set({ position })
      .where(and(eq(staff.storeId, storeId), eq(staff.userId, userId)))
      .returning({ userId: staff.userId })
  ).length === 1;

export const remove = async (db: Db, storeId: string, userId: string) =>
  (
    await db
      .delete(staff)
      .where(and(eq(staff.storeId, storeId), eq(staff.userId, userId)))
      .returning()
  ).length === 1;

/** The store's approved owners and its accepted staff holding `permission`: user ids, each once. */
export const userIdsWith = async (db: Db, storeId: string, permission: string): Promise<string[]> => {
  const owners = await db
    .select({ id: userOwnedStores.userId })
    .from(userOwnedStores)
    .where(and(eq(userOwnedStores.storeId, storeId), eq(userOwnedStores.approved, true)));
  const members = await db
    .select({ id: staff.userId })
    .from(staff)
    .where(
      and(
        eq(staff.storeId, storeId),
        isNotNull(staff.acceptedAt),
        sql`${staff.permissions} @> ${JSON.stringify([permission])}::jsonb`,
      ),
    );
  return [...new Set([...owners, ...members].map((r) => r.id))];
};

/** The stores the user owns (approved) or serves as accepted staff holding `permission`, by name; 1000 at most. */
export const storesWith = async (db: Db, userId: string, permission: string): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(
      sql`${stores.id} IN (SELECT ${userOwnedStores.storeId} FROM ${userOwnedStores}
        WHERE ${userOwnedStores.userId} = ${userId} AND ${userOwnedStores.approved})
      OR ${stores.id} IN (SELECT ${staff.storeId} FROM ${staff} WHERE ${staff.userId} = ${userId}
        AND ${staff.acceptedAt} IS NOT NULL AND ${staff.permissions} @> ${JSON.stringify([permission])}::jsonb)`,
    )
    .orderBy(asc(stores.name))
    .limit(1000);
