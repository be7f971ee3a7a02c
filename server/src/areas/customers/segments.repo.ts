import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Segment } from '@sofra/contracts/customers/customers.schemas';
import type { Tx } from '../../db/client.ts';
import { userPlaces, userVisits } from '../../db/schema/index.ts';

/** The segment rules as of one moment (`segmentCutoffs` in segments.ts makes them from SEGMENT_RULES). */
export interface SegmentCutoffs {
  now: Date;
  /** `new`: the first visit at or after this. */
  newSince: Date;
  /** `lapsed`: the last visit before this. */
  lapsedBefore: Date;
  /** `regular`: at least `regularVisits` visit days since `regularSince`. */
  regularSince: Date;
  regularVisits: number;
  /** `top`: the top `topPercent` % by spend since `topSince`. */
  topSince: Date;
  topPercent: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The condition a `user_places` row meets when its guest is in the segment (`TRUE` for `all`), for a WHERE clause or a
 * flag column of a query over `user_places` of `storeId`.
 */
export const segmentCondition = (storeId: string, segment: Segment, c: SegmentCutoffs): SQL => {
  switch (segment) {
    case 'all':
      return sql`TRUE`;
    case 'new':
      return sql`${userPlaces.firstVisitAt} >= ${ts(c.newSince)}`;
    case 'lapsed':
      return sql`${userPlaces.lastVisitAt} < ${ts(c.lapsedBefore)}`;
    case 'regular':
      return sql`${userPlaces.userId} IN (
        SELECT v.user_id FROM ${userVisits} v
        WHERE v.store_id = ${storeId} AND v.first_at >= ${ts(c.regularSince)}
          AND v.first_at <= ${ts(c.now)}
        GROUP BY v.user_id HAVING count(*) >= ${c.regularVisits})`;
    case 'top':
      return sql`${userPlaces.userId} IN (
        SELECT ranked.user_id FROM (
          SELECT v.user_id,
                 row_number() OVER (ORDER BY sum(v.spend) DESC, v.user_id) AS rank,
                 count(*) OVER () AS guests
          FROM ${userVisits} v
          WHERE v.store_id = ${storeId} AND v.first_at >= ${ts(c.topSince)}
            AND v.first_at <= ${ts(c.now)}
          GROUP BY v.user_id
          HAVING sum(v.spend) > 0
        ) ranked
        WHERE ranked.rank <= ceil(ranked.guests * ${c.topPercent} / 100.0))`;
  }
};

/** The store's guests in a segment (user ids, in id order). */
export const segmentMembers = async (db: Tx, storeId: string, segment: Segment, c: SegmentCutoffs) =>
  (
    await db
      .select({ userId: userPlaces.userId })
      .from(userPlaces)
      .where(and(eq(userPlaces.storeId, storeId), segmentCondition(storeId, segment, c)))
      .orderBy(userPlaces.userId)
  ).map((r) => r.userId);

export const countSegment = async (db: Tx, storeId: string, segment: Segment, c: SegmentCutoffs): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userPlaces)
    .where(and(eq(userPlaces.storeId, storeId), segmentCondition(storeId, segment, c)));
  return row?.n ?? 0;
};

export const isInSegment = async (db: Tx, storeId: string, userId: string, segment: Segment, c: SegmentCutoffs) => {
  const [row] = await db
    .select({ userId: userPlaces.userId })
    .from(userPlaces)
    .where(and(eq(userPlaces.storeId, storeId), eq(userPlaces.userId, userId), segmentCondition(storeId, segment, c)));
  return !!row;
};

/** Each given guest of the store with a flag per segment. */
export const segmentFlagRows = (db: Tx, storeId: string, userIds: string[], c: SegmentCutoffs) =>
  db
    .select({
      userId: userPlaces.userId,
      new: sql<boolean>`(${segmentCondition(storeId, 'new', c)})`,
      regular: sql<boolean>`(${segmentCondition(storeId, 'regular', c)})`,
      lapsed: sql<boolean>`(${segmentCondition(storeId, 'lapsed', c)})`,
      top: sql<boolean>`(${segmentCondition(storeId, 'top', c)})`,
    })
    .from(userPlaces)
    .where(
      and(
        eq(userPlaces.storeId, storeId),
        sql`${userPlaces.userId} IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );

/** Writes the guest's visit day at the store unless it is there already; answers whether it was new. */
export const insertVisitDay = async (tx: Tx, row: typeof userVisits.$inferInsert): Promise<boolean> =>
  (await tx.insert(userVisits).values(row).onConflictDoNothing().returning({ userId: userVisits.userId })).length > 0;

/** The guest's earliest visit day at the store other than `businessDay`, if any. */
export const earliestOtherVisitDay = async (tx: Tx, storeId: string, userId: string, businessDay: string) => {
  const [row] = await tx
    .select({ day: sql<string | null>`min(${userVisits.businessDay})` })
    .from(userVisits)
    .where(
      and(eq(userVisits.storeId, storeId), eq(userVisits.userId, userId), ne(userVisits.businessDay, businessDay)),
    );
  return row?.day ?? null;
};

export const addVisitDaySpend = (tx: Tx, storeId: string, userId: string, businessDay: string, spend: number) =>
  tx
    .update(userVisits)
    .set({ spend: sql`${userVisits.spend} + ${spend}` })
    .where(
      and(eq(userVisits.storeId, storeId), eq(userVisits.userId, userId), eq(userVisits.businessDay, businessDay)),
    );

/** The user place after a visit at `at`: made, or its first/last visit, visits (a new day) and spend moved. */
export const upsertPlace = async (
  tx: Tx,
  visit: { storeId: string; userId: string; at: Date; spend: number },
  newDay: boolean,
) => {
  const { storeId, userId, at, spend } = visit;
  const [place] = await tx
    .insert(userPlaces)
    .values({ storeId, userId, firstVisitAt: at, lastVisitAt: at, visits: 1, spend, updateDate: at })
    .onConflictDoUpdate({
      target: [userPlaces.storeId, userPlaces.userId],
      set: {
        firstVisitAt: sql`least(${userPlaces.firstVisitAt}, excluded.first_visit_at)`,
        lastVisitAt: sql`greatest(${userPlaces.lastVisitAt}, excluded.last_visit_at)`,
        visits: sql`${userPlaces.visits} + ${newDay ? 1 : 0}`,
        spend: sql`${userPlaces.spend} + ${spend}`,
        updateDate: sql`now()`,
      },
    })
    .returning({ visits: userPlaces.visits });
  return place!;
};
