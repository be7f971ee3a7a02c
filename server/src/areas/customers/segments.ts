import type { Segment, SegmentFlag } from '@sofra/contracts/customers/customers.schemas';
import type { Tx } from '../../db/client.ts';
import { userExists } from '../auth/users.service.ts';
import { businessDayOf } from '../folios/business-day.ts';
import { addVisitDay } from '../../db/loyalty-rollup.ts';
import * as repo from './segments.repo.ts';
import type { SegmentCutoffs } from './segments.repo.ts';

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

/** The rules as of `now`, for the queries (segments.repo.ts) and the customer list's filters. */
export const segmentCutoffs = (now: Date): SegmentCutoffs => {
  const r = SEGMENT_RULES;
  return {
    now,
    newSince: daysBefore(now, r.newWithinDays),
    lapsedBefore: daysBefore(now, r.lapsedAfterDays),
    regularSince: daysBefore(now, r.regularWithinDays),
    regularVisits: r.regularVisits,
    topSince: daysBefore(now, r.topWithinDays),
    topPercent: r.topPercent,
  };
};

/** The store's guests in a segment (user ids, in id order). */
export const segmentMembers = (db: Tx, storeId: string, segment: Segment, now: Date): Promise<string[]> =>
  repo.segmentMembers(db, storeId, segment, segmentCutoffs(now));

/** How many of the store's guests are in a segment. */
export const countSegment = (db: Tx, storeId: string, segment: Segment, now: Date): Promise<number> =>
  repo.countSegment(db, storeId, segment, segmentCutoffs(now));

/** Whether a guest is in a segment (false for a user who never visited the store). */
export const isInSegment = (db: Tx, storeId: string, userId: string, segment: Segment, now: Date) =>
  repo.isInSegment(db, storeId, userId, segment, segmentCutoffs(now));

/** The segment flags of each given guest of the store. */
export const segmentFlagsOf = async (
  db: Tx,
  storeId: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, SegmentFlag[]>> => {
  const flags = new Map<string, SegmentFlag[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return flags;
  for (const row of await repo.segmentFlagRows(db, storeId, userIds, segmentCutoffs(now)))
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
  if (!(await userExists(tx, userId))) return;
  const businessDay = businessDayOf(at);
  const newDay = await repo.insertVisitDay(tx, { storeId, userId, businessDay, firstAt: at, spend });
  if (newDay)
    await addVisitDay(tx, {
      storeId,
      businessDay,
      earliestOther: await repo.earliestOtherVisitDay(tx, storeId, userId, businessDay),
    });
  if (!newDay && spend) await repo.addVisitDaySpend(tx, storeId, userId, businessDay, spend);
  const place = await repo.upsertPlace(tx, visit, newDay);
  // The guest's first visit to the store: running welcome campaigns give their coupon (docs/campaigns.md).
  if (newDay && place.visits === 1) await firstVisitHook()(tx, storeId, userId, at);
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
