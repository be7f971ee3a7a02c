import { and, eq, gt, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteBefore } from '../../db/prune.ts';
import { smsSends } from '../../db/schema/index.ts';

export type SmsSendRow = typeof smsSends.$inferInsert;

/** What one scope has used: how many in the last hour and day, and when the oldest of each window was sent. */
export interface Used {
  hour: number;
  day: number;
  oldestHour?: Date;
  oldestDay?: Date;
}

/**
 * Sends within the last day matching `where`. `dayCountsFree: false` leaves the free sign-in codes out of the day
 * window (the number's day budget), they still count in the hour.
 */
export const used = async (db: Db, where: SQL | undefined, now: Date, dayCountsFree = true): Promise<Used> => {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const inDay = dayCountsFree ? sql`true` : not(smsSends.free);
  const [row] = await db
    .select({
      hour: sql<number>`count(*) filter (where ${smsSends.createdAt} > ${hourAgo})`.mapWith(Number),
      day: sql<number>`count(*) filter (where ${inDay})`.mapWith(Number),
      oldestHour:
        sql<Date | null>`min(${smsSends.createdAt}) filter (where ${smsSends.createdAt} > ${hourAgo})`.mapWith(
          smsSends.createdAt,
        ),
      oldestDay: sql<Date | null>`min(${smsSends.createdAt}) filter (where ${inDay})`.mapWith(smsSends.createdAt),
    })
    .from(smsSends)
    .where(and(where, gt(smsSends.createdAt, dayAgo)));
  return {
    hour: row?.hour ?? 0,
    day: row?.day ?? 0,
    oldestHour: row?.oldestHour ?? undefined,
    oldestDay: row?.oldestDay ?? undefined,
  };
};

export const toNumber = (to: string, purpose: string) => and(eq(smsSends.to, to), eq(smsSends.purpose, purpose));
export const byUser = (userId: string) => and(isNotNull(smsSends.userId), eq(smsSends.userId, userId));
export const byStore = (storeId: string) => and(isNotNull(smsSends.storeId), eq(smsSends.storeId, storeId));

/** Serialises the budget check and the insert of every send in the tenant's database, so parallel sends cannot both pass. */
export const lockBudget = async (db: Db): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sms-budget'))`);
};

export const record = async (db: Db, row: SmsSendRow): Promise<void> => {
  await db.insert(smsSends).values(row);
};

/** Forgets sends older than `before`; answers how many. */
export const deleteSendsBefore = (db: Db, before: Date) =>
  deleteBefore(db, smsSends, smsSends.id, smsSends.createdAt, before);
