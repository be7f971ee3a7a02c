import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Segment, SegmentFlag } from '@sofra/contracts/customers/customers.schemas';
import type { Tx } from '../../db/client.ts';
import { userPlaces, users, userVisits } from '../../db/schema/index.ts';
import { businessDayOf } from '../folios/business-day.ts';
import { addVisitDay } from '../../db/loyalty-rollup.ts';

/**
 * Guest segments (docs/customers.md, Segments), shared by the customers and campaigns areas. A store's guests are its
 * user places: users with at least one visit (a signed-in check-in or a closed folio naming them), counted once per
 * business day. Every rule takes `now`, so a test moves the clock.
 */
const SEGMENT_RULES = {
  /** `new`: the first visit is at most this many days old. */
  newWithinDays: 30,
  /** `regular`: at least `regularVisits` visits (business days) in the last `regularWithinDays` days. */
  regularVisits: 3,
  regularWithinDays: 90,
  /** `lapsed`: the last visit is more than this many days old. */
  lapsedAfterDays: 30,
  /** `top`: the top `topPercent` % by spend over the last `topWithinDays` days, rounded up (≥ 1 guest when any). */
  topPercent: 10,
  topWithinDays: 365,
} as const;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The condition a `user_places` row meets when its guest is in the segment (`TRUE` for `all`), for a WHERE clause or a
 * flag column of a query over `user_places` of `storeId`.
 */
export const segmentCondition = (storeId: string, segment: Segment, now: Date): SQL => {
  const r = SEGMENT_RULES;
  switch (segment) {
    case 'all':
      return sql`TRUE`;
    case 'new':
      return sql`${userPlaces.firstVisitAt} >= ${ts(daysBefore(now, r.newWithinDays))}`;
    case 'lapsed':
      return sql`${userPlaces.lastVisitAt} < ${ts(daysBefore(now, r.lapsedAfterDays))}`;
    case 'regular':
      return sql`${userPlaces.userId} IN (
        SELECT v.user_id FROM ${userVisits} v
        WHERE v.store_id = ${storeId} AND v.first_at >= ${ts(daysBefore(now, r.regularWithinDays))}
          AND v.first_at <= ${ts(now)}
        GROUP BY v.user_id HAVING count(*) >= ${r.regularVisits})`;
    case 'top':
      return sql`${userPlaces.userId} IN (
        SELECT ranked.user_id FROM (
          SELECT v.user_id,
                 row_number() OVER (ORDER BY sum(v.spend) DESC, v.user_id) AS rank,
                 count(*) OVER () AS guests
          FROM ${userVisits} v
          WHERE v.store_id = ${storeId} AND v.first_at >= ${ts(daysBefore(now, r.topWithinDays))}
            AND v.first_at <= ${ts(now)}
          GROUP BY v.user_id
          HAVING sum(v.spend) > 0
        ) ranked
        WHERE ranked.rank <= ceil(ranked.guests * ${r.topPercent} / 100.0))`;
  }
};

/** The store's guests in a segment (user ids, in id order). */
export const segmentMembers = async (db: Tx, storeId: string, segment: Segment, now: Date): Promise<string[]> =>
  (
    await db
      .select({ userId: userPlaces.userId })
      .from(userPlaces)
      .where(and(eq(userPlaces.storeId, storeId), segmentCondition(storeId, segment, now)))
      .orderBy(userPlaces.userId)
  ).map((r) => r.userId);

/** How many of the store's guests are in a segment. */
export const countSegment = async (db: Tx, storeId: string, segment: Segment, now: Date): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userPlaces)
    .where(and(eq(userPlaces.storeId, storeId), segmentCondition(storeId, segment, now)));
  return row?.n ?? 0;
};

/** Whether a guest is in a segment (false for a user who never visited the store). */
export const isInSegment = async (db: Tx, storeId: string, userId: string, segment: Segment, now: Date) => {
  const [row] = await db
    .select({ userId: userPlaces.userId })
    .from(userPlaces)
    .where(
      and(eq(userPlaces.storeId, storeId), eq(userPlaces.userId, userId), segmentCondition(storeId, segment, now)),
    );
  return !!row;
};

/** The segment flags of each given guest of the store. */
export const segmentFlagsOf = async (
  db: Tx,
  storeId: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, SegmentFlag[]>> => {
  const flags = new Map<string, SegmentFlag[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return flags;
  const rows = await db
    .select({
      userId: userPlaces.userId,
      new: sql<boolean>`(${segmentCondition(storeId, 'new', now)})`,
      regular: sql<boolean>`(${segmentCondition(storeId, 'regular', now)})`,
      lapsed: sql<boolean>`(${segmentCondition(storeId, 'lapsed', now)})`,
      top: sql<boolean>`(${segmentCondition(storeId, 'top', now)})`,
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
  for (const row of rows)
    flags.set(
      row.userId,
      (['new', 'regular', 'lapsed', 'top'] as const).filter((f) => row[f]),
    );
  return flags;
};

/**
 * Records a visit in the caller's transaction: a check-in (spend 0) or a closed folio naming the guest (its total). The
 * business day's row is made once (a second visit that day adds its spend, not a visit); the user place follows. The
 * first visit to the store also loads the store's welcome coupons into the guest's wallet.
 */
export const recordVisit = async (
  tx: Tx,
  visit: { storeId: string; userId: string; at: Date; spend: number },
): Promise<void> => {
  const { storeId, userId, at, spend } = visit;
  // A folio may name a guest id that is no user (a POS's own id): no place for it.
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const businessDay = businessDayOf(at);
  const inserted = await tx
    .insert(userVisits)
    .values({ storeId, userId, businessDay, firstAt: at, spend })
    .onConflictDoNothing()
    .returning({ userId: userVisits.userId });
  const newDay = inserted.length > 0;
  if (newDay) {
    const [earliest] = await tx
      .select({ day: sql<string | null>`min(${userVisits.businessDay})` })
      .from(userVisits)
      .where(
        and(eq(userVisits.storeId, storeId), eq(userVisits.userId, userId), ne(userVisits.businessDay, businessDay)),
      );
    await addVisitDay(tx, { storeId, businessDay, earliestOther: earliest?.day ?? null });
  }
  if (!newDay && spend)
    await tx
      .update(userVisits)
      .set({ spend: sql`${userVisits.spend} + ${spend}` })
      .where(
        and(eq(userVisits.storeId, storeId), eq(userVisits.userId, userId), eq(userVisits.businessDay, businessDay)),
      );
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
  // The guest's first visit to the store: running welcome campaigns give their coupon (docs/campaigns.md).
  if (newDay && place?.visits === 1) await firstVisitHook()(tx, storeId, userId, at);
};

/** What a guest's first visit to a store sets off beyond this area: running welcome campaigns give their coupon. */
type FirstVisitHook = (tx: Tx, storeId: string, userId: string, at: Date) => Promise<unknown>;
let onFirstVisit: FirstVisitHook | undefined;

/**
 * Set by `buildApp` (server/src/app.ts) to the campaigns' welcome: the campaigns area uses the segments, so this area
 * imports none of it. A visit recorded before it is set is a programming error, never a skipped welcome.
 */
export const setFirstVisitHook = (hook: FirstVisitHook): void => {
  onFirstVisit = hook;
};

const firstVisitHook = (): FirstVisitHook => {
  if (!onFirstVisit) throw new Error('the first-visit hook is not set: buildApp sets it before serving');
  return onFirstVisit;
};
