/** The store guard's and the token check's reads: shared by the auth plugin and any area, so they live outside the areas. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, userOwnedStores, users } from '../db/schema/index.ts';

/** What a token check needs of its user. */
export const sessionUser = async (db: Db, id: string) =>
  (
    await db
      .select({
        id: users.id,
        gsm: users.gsm,
        isMaster: users.isMaster,
        isBlocked: users.isBlocked,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];

/** Only an approved link counts: a pending owner invitation grants nothing. */
export const ownsStore = async (db: Db, userId: string, storeId: string): Promise<boolean> =>
  (
    await db
      .select({ storeId: userOwnedStores.storeId })
      .from(userOwnedStores)
      .where(
        and(
          eq(userOwnedStores.userId, userId),
          eq(userOwnedStores.storeId, storeId),
          eq(userOwnedStores.approved, true),
        ),
      )
  ).length > 0;

/** The permissions of accepted staff; a pending staff invitation grants nothing. */
export const staffPermissions = async (db: Db, userId: string, storeId: string): Promise<string[] | undefined> =>
  (
    await db
      .select({ permissions: staff.permissions })
      .from(staff)
      .where(and(eq(staff.userId, userId), eq(staff.storeId, storeId), isNotNull(staff.acceptedAt)))
  )[0]?.permissions;
