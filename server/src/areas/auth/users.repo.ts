import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consentLogs, permissionLogs, userQrs, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The user a QR code of the app (the code a guest or staff member shows) belongs to, if any. */
export const idByQr = async (db: Db, code: string): Promise<string | undefined> =>
  (await db.select({ userId: userQrs.userId }).from(userQrs).where(eq(userQrs.code, code)))[0]?.userId;

export const byId = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

/** The user's row, locked until the transaction ends. */
export const byIdForUpdate = async (db: Tx, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).for('update'))[0];

export const setPermissions = async (db: Tx, id: string, permissions: UserRow['permissions']): Promise<void> => {
  await db.update(users).set({ permissions, updateDate: new Date() }).where(eq(users.id, id));
};

/** Users by id, in no order (at most as many as ids given). */
export const byIds = (db: Tx, ids: string[]): Promise<UserRow[]> =>
  db.select().from(users).where(inArray(users.id, ids));

export const exists = async (db: Tx, id: string): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;

/**
 * The ids of users whose name holds `search` (case-insensitive) or, with 3 digits or more, whose number holds its
 * digits: a subquery for another area's query (the customer list's search).
 */
export const idsMatching = (db: Tx, search: string) => {
  const text = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = search.replace(/\D/g, '');
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.name}) LIKE ${text}`,
        digits.length >= 3 ? sql`${users.gsm} LIKE ${`%${digits}%`}` : undefined,
      ),
    );
};

/** The users a message on `channel` may reach (not blocked, consent on), id and number: a subquery to join. */
export const reachable = (db: Tx, channel: 'sms' | 'push') =>
  db
    .select({ id: users.id, gsm: users.gsm, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(and(eq(users.isBlocked, false), sql`(${users.permissions} ->> ${channel}) = 'true'`))
    .as('reachable');

export const byGsm = async (db: Db, gsm: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.gsm, gsm)))[0];

/** Inserts the user; nothing (undefined) when the number registered a moment earlier. */
export const insertIfNew = async (db: Db, row: NewUserRow): Promise<UserRow | undefined> =>
  (await db.insert(users).values(row).onConflictDoNothing({ target: users.gsm }).returning())[0];

export const update = async (db: Db, id: string, patch: Partial<NewUserRow>): Promise<UserRow> =>
  (
    await db
      .update(users)
      .set({ ...patch, updateDate: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0]!;

/** Ends every session of the user at once. */
export const bumpTokenVersion = async (db: Db, id: string): Promise<void> => {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
};

export const masters = (db: Db): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(eq(users.isMaster, true), eq(users.isBlocked, false)))
    .orderBy(asc(users.createDate))
    .limit(200);

export const insertPermissionLog = async (db: Db, row: typeof permissionLogs.$inferInsert): Promise<void> => {
  await db.insert(permissionLogs).values(row);
};

export const permissionLogsOf = (db: Db, userId: string) =>
  db.select().from(permissionLogs).where(eq(permissionLogs.userId, userId)).orderBy(asc(permissionLogs.createDate));

/** The user's permission changes, newest first, at most `limit`. */
export const latestPermissionLogsOf = (db: Tx, userId: string, limit: number) =>
  db
    .select()
    .from(permissionLogs)
    .where(eq(permissionLogs.userId, userId))
    .orderBy(desc(permissionLogs.createDate), desc(permissionLogs.id))
    .limit(limit);

export const insertConsentLogs = async (db: Db, rows: (typeof consentLogs.$inferInsert)[]): Promise<void> => {
  if (rows.length) await db.insert(consentLogs).values(rows);
};

export const consentLogsOf = (db: Db, userId: string) =>
  db.select().from(consentLogs).where(eq(consentLogs.userId, userId)).orderBy(asc(consentLogs.createDate));

/** The language of each user's latest accepted legal text (docs/sign-up.md): the language they read the app in. */
export const latestConsentLanguages = async (db: Tx, ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([consentLogs.userId], { userId: consentLogs.userId, lang: consentLogs.lang })
    .from(consentLogs)
    .where(inArray(consentLogs.userId, ids))
    .orderBy(consentLogs.userId, desc(consentLogs.createDate));
  return new Map(rows.map((r) => [r.userId, r.lang]));
};
