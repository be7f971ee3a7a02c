import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dayCloses } from '../../db/schema/index.ts';

export type DayCloseRow = typeof dayCloses.$inferSelect;

/** Every close of the day, the newest first. */
export const closesOf = (db: Tx, storeId: string, day: string): Promise<DayCloseRow[]> =>
  db
    .select()
    .from(dayCloses)
    .where(and(eq(dayCloses.storeId, storeId), eq(dayCloses.businessDay, day)))
    .orderBy(desc(dayCloses.number));

/** The day's close that was not reopened, if any. */
export const liveClose = async (db: Tx, storeId: string, day: string): Promise<DayCloseRow | undefined> =>
  (
    await db
      .select()
      .from(dayCloses)
      .where(and(eq(dayCloses.storeId, storeId), eq(dayCloses.businessDay, day), isNull(dayCloses.reopenedAt)))
  )[0];

/** Whether the day has a live close (an index lookup: asked by every folio write). */
export const isClosed = async (db: Tx, storeId: string, day: string): Promise<boolean> =>
  (
    await db
      .select({ id: dayCloses.id })
      .from(dayCloses)
      .where(and(eq(dayCloses.storeId, storeId), eq(dayCloses.businessDay, day), isNull(dayCloses.reopenedAt)))
      .limit(1)
  ).length > 0;

/** The store's next Z number: one past its last close's. */
export const nextNumber = async (db: Tx, storeId: string): Promise<number> =>
  Number(
    (
      await db
        .select({ last: sql<number>`coalesce(max(${dayCloses.number}), 0)` })
        .from(dayCloses)
        .where(eq(dayCloses.storeId, storeId))
    )[0]?.last ?? 0,
  ) + 1;

export const insertClose = async (db: Tx, row: typeof dayCloses.$inferInsert): Promise<void> => {
  await db.insert(dayCloses).values(row);
};

export const markReopened = async (
  db: Tx,
  id: string,
  patch: Pick<DayCloseRow, 'reopenedAt' | 'reopenedBy' | 'reopenReason'>,
): Promise<void> => {
  await db.update(dayCloses).set(patch).where(eq(dayCloses.id, id));
};

/** A page of the store's live closes (one per closed day), the newest day first, with how often each was reopened. */
export const closedDays = async (db: Tx, storeId: string, page: number, pageSize: number) => {
  const live = and(eq(dayCloses.storeId, storeId), isNull(dayCloses.reopenedAt));
  const rows = await db
    .select({
      close: dayCloses,
      reopened: sql<number>`(SELECT count(*) FROM day_closes r WHERE r.store_id = ${dayCloses.storeId}
        AND r.business_day = ${dayCloses.businessDay} AND r.reopened_at IS NOT NULL)`,
    })
    .from(dayCloses)
    .where(live)
    .orderBy(desc(dayCloses.businessDay))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = Number((await db.select({ n: count() }).from(dayCloses).where(live))[0]?.n ?? 0);
  return { rows: rows.map((r) => ({ ...r.close, reopened: Number(r.reopened) })), total };
};
