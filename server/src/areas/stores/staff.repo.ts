import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, userQrs, users } from '../../db/schema/index.ts';

const columns = { userId: staff.userId, userName: users.name, gsm: users.gsm, position: staff.position, permissions: staff.permissions };

export const listOf = (db: Db, storeId: string) =>
  db.select(columns).from(staff).innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.storeId, storeId)).orderBy(asc(users.name)).limit(500);

export const member = async (db: Db, storeId: string, userId: string) =>
  (await db.select(columns).from(staff).innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.storeId, storeId), eq(staff.userId, userId))))[0];

export const upsert = async (db: Db, row: typeof staff.$inferInsert): Promise<void> => {
  await db.insert(staff).values(row).onConflictDoUpdate({ target: [staff.storeId, staff.userId], set: { position: row.position } });
};

export const setPermissions = async (db: Db, storeId: string, userId: string, permissions: string[]) =>
  (await db.update(staff).set({ permissions }).where(and(eq(staff.storeId, storeId), eq(staff.userId, userId))).returning()).length === 1;

export const remove = async (db: Db, storeId: string, userId: string) =>
  (await db.delete(staff).where(and(eq(staff.storeId, storeId), eq(staff.userId, userId))).returning()).length === 1;

export const userIdByQr = async (db: Db, code: string) =>
  (await db.select({ userId: userQrs.userId }).from(userQrs).where(eq(userQrs.code, code)))[0]?.userId;
