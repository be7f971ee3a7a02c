import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deleteBefore } from '../../db/prune.ts';
import { devices, notifications, notificationStates, stores } from '../../db/schema/index.ts';

/** Notifications, each reader's state of them, and the devices pushes go to (docs/live.md). Queries only. */

export type NotificationRow = typeof notifications.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

/** Whose list: a store's (for its owners and staff), or a user's own. */
export type Owner = { storeId: string } | { userId: string };

const ofOwner = (owner: Owner): SQL =>
  'storeId' in owner
    ? and(eq(notifications.storeId, owner.storeId), isNull(notifications.userId))!
    : eq(notifications.userId, owner.userId);

/** The reader's state row of each notification, when they have one. */
const stateOf = (readerId: string) =>
  and(eq(notificationStates.notificationId, notifications.id), eq(notificationStates.userId, readerId));

export const insert = async (db: Tx, row: typeof notifications.$inferInsert): Promise<NotificationRow> =>
  (await db.insert(notifications).values(row).returning())[0]!;

/** Where a page ends: the last row's creation time (ms, as written) and id. */
export interface PageKey {
  at: number;
  id: string;
}

/** One page of a list the reader has not deleted from, newest first, after `after`; `limit` rows at most. */
export const page = (db: Db, owner: Owner, readerId: string, after: PageKey | undefined, limit: number) =>
  db
    .select({
      row: notifications,
      storeName: stores.name,
      read: sql<boolean>`coalesce(${notificationStates.read}, false)`,
    })
    .from(notifications)
    .leftJoin(stores, eq(stores.id, notifications.storeId))
    .leftJoin(notificationStates, stateOf(readerId))
    .where(
      and(
        ofOwner(owner),
        sql`coalesce(${notificationStates.deleted}, false) = false`,
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${new Date(after.at).toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

/** The reader's unread notifications of a list (deleted ones apart). */
export const unread = async (db: Db, owner: Owner, readerId: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(notificationStates, stateOf(readerId))
      .where(
        and(
          ofOwner(owner),
          sql`coalesce(${notificationStates.read}, false) = false`,
          sql`coalesce(${notificationStates.deleted}, false) = false`,
        ),
      )
  )[0]?.n ?? 0;

/**
 * Sets the reader's state of the list's notifications: those of `ids` (ids of another list are passed over), or every
 * one of the lists when `ids` is absent. One statement: an insert of the missing states, an update of the others.
 */
export const setState = async (
  db: Db,
  owners: Owner[],
  readerId: string,
  ids: string[] | undefined,
  state: 'read' | 'deleted',
): Promise<void> => {
  const which = and(or(...owners.map(ofOwner)), ids ? inArray(notifications.id, ids) : undefined);
  const [read, deleted] = [state === 'read', state === 'deleted'];
  await db.execute(sql`
    INSERT INTO ${notificationStates} (notification_id, user_id, read, deleted, updated_at)
    SELECT ${notifications.id}, ${readerId}, ${read}, ${deleted}, now() FROM ${notifications} WHERE ${which}
    ON CONFLICT (notification_id, user_id) DO UPDATE SET
      read = ${notificationStates.read} OR excluded.read,
      deleted = ${notificationStates.deleted} OR excluded.deleted,
      updated_at = now()`);
};

// ---- devices

/** One row per token: a token registered again moves to the user who registered it last. */
export const upsertDevice = async (db: Db, row: typeof devices.$inferInsert): Promise<void> => {
  await db
    .insert(devices)
    .values(row)
    .onConflictDoUpdate({
      target: devices.token,
      set: { userId: row.userId, platform: row.platform, language: row.language, updatedAt: sql`now()` },
    });
};

/** The users with a registered device: a subquery of `user_id` for another area's query. */
export const deviceOwners = (db: Tx) => db.select({ userId: devices.userId }).from(devices);

/** The devices of these users. */
export const devicesOf = (db: Db, userIds: string[]): Promise<DeviceRow[]> =>
  userIds.length
    ? db.select().from(devices).where(inArray(devices.userId, userIds)).limit(10_000)
    : Promise.resolve([]);

/** Deletes notifications (and, by cascade, their readers' states) created before `before`; answers how many. */
export const deleteCreatedBefore = (db: Db, before: Date) =>
  deleteBefore(db, notifications, notifications.id, notifications.createdAt, before);
