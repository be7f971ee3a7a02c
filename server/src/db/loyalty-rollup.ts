import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { guardRollup } from './rollup-guard.ts';

/**
 * The loyalty figures' rollup (docs/reports.md, Loyalty figures): `report_loyalty_days` per store and business day,
 * added to in the transaction that writes a visit, a ledger entry or a coupon redemption. Kept with the tables, below
 * every area: the points, coupons and customers writes call in with what they just wrote, and the reports read it.
 * Each addition runs in a savepoint (`guardRollup`): should it fail, the write it follows still commits and the day is
 * recorded for repair (`repairLoyaltyDay`).
 */

/** The business day of `at` in the store's own time zone and day-start hour (as folios' business days). */
const businessDayOfStore = (at: Date) =>
  sql`to_char((${at.toISOString()}::timestamptz AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD')`;

/** The day `at` falls on at the store, read only when an addition failed and its day is recorded for repair. */
const dayAt = (tx: Tx, storeId: string, at: Date) => async () => {
  const { rows } = (await tx.execute(
    sql`SELECT ${businessDayOfStore(at)} AS day FROM stores s WHERE s.id = ${storeId}`,
  )) as unknown as { rows: { day: string }[] };
  return rows.map((r) => ({ storeId, businessDay: r.day }));
};

const add = (
  storeId: string,
  day: SQL,
  figures: Partial<
    Record<'new_guests' | 'returning_guests' | 'points_issued' | 'points_redeemed' | 'coupons_used', number>
  >,
): SQL => {
  const columns = Object.keys(figures);
  return sql`INSERT INTO report_loyalty_days AS r (store_id, business_day, ${sql.raw(columns.join(', '))})
    SELECT s.id, ${day}, ${sql.join(
      Object.values(figures).map((v) => sql`${v}::bigint`),
      sql`, `,
    )} FROM stores s WHERE s.id = ${storeId}
    ON CONFLICT (store_id, business_day) DO UPDATE SET ${sql.raw(
      columns.map((c) => `${c} = r.${c} + excluded.${c}`).join(', '),
    )}`;
};

/**
 * What a ledger entry adds: points issued are earn and positive adjust entries; points redeemed are redeem entries and
 * negative adjustments, less refunds (as `user-point/getStoreTotals`). Expiry and stamp rewards add nothing.
 */
export const pointFiguresOf = (kind: string, points: number): { issued: number; redeemed: number } => {
  if ((kind === 'earn' || kind === 'adjust') && points > 0) return { issued: points, redeemed: 0 };
  if (kind === 'redeem' || kind === 'refund' || (kind === 'adjust' && points < 0))
    return { issued: 0, redeemed: -points };
  return { issued: 0, redeemed: 0 };
};

/** A ledger entry just written at `storeId`. */
export const addPointEntry = async (
  tx: Tx,
  entry: { storeId: string; kind: string; points: number; at: Date },
): Promise<void> => {
  const { issued, redeemed } = pointFiguresOf(entry.kind, entry.points);
  if (!issued && !redeemed) return;
  await guardRollup(
    tx,
    'loyalty',
    async (sp) => {
      await sp.execute(
        add(entry.storeId, businessDayOfStore(entry.at), { points_issued: issued, points_redeemed: redeemed }),
      );
    },
    dayAt(tx, entry.storeId, entry.at),
  );
};

/** A coupon redemption just written at `storeId` (`uses` -1: one given back, taken off the day it was made). */
export const addCouponUse = (tx: Tx, use: { storeId: string; at: Date }, uses = 1): Promise<void> =>
  guardRollup(
    tx,
    'loyalty',
    async (sp) => {
      await sp.execute(add(use.storeId, businessDayOfStore(use.at), { coupons_used: uses }));
    },
    dayAt(tx, use.storeId, use.at),
  );

/**
 * A guest's first visit on `businessDay` at the store (the day's user_visits row was just made); `firstBefore` is the
 * guest's earliest other visit day there, or null. A visit written for a day before the guest's first one (a late
 * import) makes that day the new one and the old first day a returning one.
 */
export const addVisitDay = async (
  tx: Tx,
  visit: { storeId: string; businessDay: string; earliestOther: string | null },
): Promise<void> => {
  const { storeId, businessDay, earliestOther } = visit;
  const day = sql`${businessDay}`;
  const days = [businessDay, ...(earliestOther === null ? [] : [earliestOther])];
  await guardRollup(
    tx,
    'loyalty',
    async (sp) => {
      if (earliestOther !== null && earliestOther < businessDay) {
        await sp.execute(add(storeId, day, { returning_guests: 1 }));
        return;
      }
      await sp.execute(add(storeId, day, { new_guests: 1 }));
      if (earliestOther !== null)
        await sp.execute(add(storeId, sql`${earliestOther}`, { new_guests: -1, returning_guests: 1 }));
    },
    async () => days.map((d) => ({ storeId, businessDay: d })),
  );
};

/**
 * The statements that fill `report_loyalty_days` from the visits, the ledger and the redemptions of the stores `where`
 * picks (`x.store_id`), and of one business day when `day` is given: the migration's backfill (without a day) and the
 * repairs (`rebuildLoyalty`, `repairLoyaltyDay`).
 */
export const loyaltyBackfillStatements = (where: SQL, day?: string): SQL[] => {
  const on = (dayOf: SQL) => (day === undefined ? sql`` : sql` AND ${dayOf} = ${day}`);
  const dayOfAt = sql`to_char((x.at AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD')`;
  return [
    sql`INSERT INTO report_loyalty_days AS r (store_id, business_day, new_guests, returning_guests)
    SELECT x.store_id, x.business_day, count(*) FILTER (WHERE x.business_day = x.first_day),
      count(*) FILTER (WHERE x.business_day > x.first_day)
    FROM (SELECT v.store_id, v.business_day, min(v.business_day) OVER (PARTITION BY v.store_id, v.user_id) AS first_day
      FROM user_visits v) x
    WHERE ${where}${on(sql`x.business_day`)}
    GROUP BY 1, 2
    ON CONFLICT (store_id, business_day) DO UPDATE SET new_guests = r.new_guests + excluded.new_guests,
      returning_guests = r.returning_guests + excluded.returning_guests`,
    sql`INSERT INTO report_loyalty_days AS r (store_id, business_day, points_issued, points_redeemed)
    SELECT x.store_id,
      to_char((x.at AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD'),
      coalesce(sum(x.points) FILTER (WHERE x.kind IN ('earn', 'adjust') AND x.points > 0), 0),
      coalesce(-sum(x.points) FILTER (WHERE x.kind IN ('redeem', 'refund') OR (x.kind = 'adjust' AND x.points < 0)), 0)
    FROM point_entries x JOIN stores s ON s.id = x.store_id
    WHERE ${where}${on(dayOfAt)}
    GROUP BY 1, 2
    ON CONFLICT (store_id, business_day) DO UPDATE SET points_issued = r.points_issued + excluded.points_issued,
      points_redeemed = r.points_redeemed + excluded.points_redeemed`,
    sql`INSERT INTO report_loyalty_days AS r (store_id, business_day, coupons_used)
    SELECT x.store_id,
      to_char((x.at AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD'), count(*)
    FROM coupon_redemptions x JOIN stores s ON s.id = x.store_id
    WHERE ${where}${on(dayOfAt)}
    GROUP BY 1, 2
    ON CONFLICT (store_id, business_day) DO UPDATE SET coupons_used = r.coupons_used + excluded.coupons_used`,
  ];
};

/**
 * Recomputes one store's day from the visits, the ledger and the redemptions (a recorded repair). The table is locked
 * against other writers first (they wait the few milliseconds), so an addition committed meanwhile is neither lost nor
 * counted twice; idempotent.
 */
export const repairLoyaltyDay = async (tx: Tx, storeId: string, businessDay: string): Promise<void> => {
  await tx.execute(sql`LOCK TABLE report_loyalty_days IN SHARE ROW EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM report_loyalty_days WHERE store_id = ${storeId} AND business_day = ${businessDay}`);
  for (const statement of loyaltyBackfillStatements(sql`x.store_id = ${storeId}`, businessDay))
    await tx.execute(statement);
};

/** Empties and refills the loyalty rollup of every store (or one). */
export const rebuildLoyalty = async (tx: Tx, storeId?: string): Promise<void> => {
  await tx.execute(sql`DELETE FROM report_loyalty_days WHERE ${storeId ? sql`store_id = ${storeId}` : sql`true`}`);
  for (const statement of loyaltyBackfillStatements(storeId ? sql`x.store_id = ${storeId}` : sql`true`))
    await tx.execute(statement);
};

/** The loyalty figures' sums of the stores' days in the range, per store. */
export const loyaltyByStore = async (db: Tx, storeIds: string[], from: string, to: string) => {
  const { rows } = (await db.execute(
    sql`SELECT store_id, sum(new_guests)::bigint AS new_guests, sum(returning_guests)::bigint AS returning_guests,
        sum(points_issued)::bigint AS points_issued, sum(points_redeemed)::bigint AS points_redeemed,
        sum(coupons_used)::bigint AS coupons_used
      FROM report_loyalty_days
      WHERE store_id IN (${sql.join(
        storeIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND business_day BETWEEN ${from} AND ${to}
      GROUP BY store_id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => ({
    storeId: String(r.store_id),
    figures: {
      newGuests: Number(r.new_guests ?? 0),
      returningGuests: Number(r.returning_guests ?? 0),
      pointsIssued: Number(r.points_issued ?? 0),
      pointsRedeemed: Number(r.points_redeemed ?? 0),
      couponsUsed: Number(r.coupons_used ?? 0),
    },
  }));
};
