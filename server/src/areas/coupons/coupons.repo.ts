import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addCouponUse } from '../../db/loyalty-rollup.ts';
import {
  couponCodes,
  couponRedemptions,
  coupons,
  couponWallet,
  scratchDraws,
  scratchPools,
} from '../../db/schema/index.ts';

export type { Tx };
export type CouponRow = typeof coupons.$inferSelect;
export type CodeRow = typeof couponCodes.$inferSelect;
export type PoolRow = typeof scratchPools.$inferSelect;

/** The scope of a platform coupon's codes (a store's codes are scoped by its id). */
export const PLATFORM_SCOPE = 'platform';

export const insertCoupon = async (tx: Tx, row: typeof coupons.$inferInsert) =>
  (await tx.insert(coupons).values(row).returning())[0]!;

/** Inserts the codes it can; answers the ones inserted (a code already taken in its scope is skipped). */
export const insertCodes = (tx: Tx, rows: (typeof couponCodes.$inferInsert)[]) =>
  rows.length === 0
    ? Promise.resolve([] as CodeRow[])
    : tx.insert(couponCodes).values(rows).onConflictDoNothing().returning();

export const addCodeCount = (tx: Tx, couponId: string, n: number) =>
  tx
    .update(coupons)
    .set({ codeCount: sql`${coupons.codeCount} + ${n}` })
    .where(eq(coupons.id, couponId));

/** A store's coupon (storeId) or a platform coupon (null). */
export const couponOf = async (tx: Tx, storeId: string | null, id: string) =>
  (
    await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), storeId === null ? isNull(coupons.storeId) : eq(coupons.storeId, storeId)))
  )[0];

export const couponForUpdate = async (tx: Tx, id: string) =>
  (await tx.select().from(coupons).where(eq(coupons.id, id)).for('update'))[0]!;

export const couponsOf = (tx: Tx, storeId: string | null) =>
  tx
    .select()
    .from(coupons)
    .where(storeId === null ? isNull(coupons.storeId) : eq(coupons.storeId, storeId))
    .orderBy(desc(coupons.createDate), desc(coupons.id));

/** Active coupons a store accepts (its own and the platform's) not ended by `now`. */
export const activeCouponsFor = (tx: Tx, storeId: string, now: Date) =>
  tx
    .select()
    .from(coupons)
    .where(
      and(
        or(eq(coupons.storeId, storeId), isNull(coupons.storeId)),
        eq(coupons.status, 'active'),
        or(isNull(coupons.validTo), gt(coupons.validTo, now)),
      ),
    )
    .orderBy(desc(coupons.createDate), desc(coupons.id));

export const setStatus = async (tx: Tx, id: string, status: 'active' | 'disabled') =>
  (await tx.update(coupons).set({ status }).where(eq(coupons.id, id)).returning())[0]!;

/** Sets (or with null clears) the address of a coupon's picture. */
export const setImage = (tx: Tx, id: string, image: string | null) =>
  tx.update(coupons).set({ image }).where(eq(coupons.id, id));

export const codesOf = (tx: Tx, couponId: string, limit?: number) => {
  const q = tx.select().from(couponCodes).where(eq(couponCodes.couponId, couponId)).orderBy(couponCodes.code);
  return limit === undefined ? q : q.limit(limit);
};

/** A code as typed at a store: the store's own first, then the platform's. */
export const codeAt = async (tx: Tx, storeId: string, code: string) =>
  (
    await tx
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.code, code), inArray(couponCodes.scope, [storeId, PLATFORM_SCOPE])))
      .orderBy(sql`${couponCodes.scope} = ${PLATFORM_SCOPE}`)
      .limit(1)
  )[0];

export const codeForUpdate = async (tx: Tx, id: string) =>
  (await tx.select().from(couponCodes).where(eq(couponCodes.id, id)).for('update'))[0]!;

/** A single-use code nobody holds or used yet, locked (others loading at the same time take another). */
export const freeCode = async (tx: Tx, couponId: string) =>
  (
    await tx
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.couponId, couponId), isNull(couponCodes.holderId), eq(couponCodes.uses, 0)))
      .orderBy(couponCodes.createDate, couponCodes.id)
      .limit(1)
      .for('update', { skipLocked: true })
  )[0];

export const setHolder = (tx: Tx, codeId: string, userId: string) =>
  tx.update(couponCodes).set({ holderId: userId }).where(eq(couponCodes.id, codeId));

export const addToWallet = (tx: Tx, row: typeof couponWallet.$inferInsert) =>
  tx.insert(couponWallet).values(row).onConflictDoNothing();

/** The codes a guest holds with their coupons. */
export const walletOf = (tx: Tx, userId: string) =>
  tx
    .select({ coupon: coupons, code: couponCodes })
    .from(couponWallet)
    .innerJoin(couponCodes, eq(couponCodes.id, couponWallet.codeId))
    .innerJoin(coupons, eq(coupons.id, couponWallet.couponId))
    .where(eq(couponWallet.userId, userId))
    .orderBy(desc(couponWallet.createDate));

export const guestUses = async (tx: Tx, couponId: string, userId: string) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)))
  )[0]!.n;

/** Counts one use on the code and its coupon, keeps the redemption, and adds it to the report rollup. */
export const redeem = async (tx: Tx, row: typeof couponRedemptions.$inferInsert) => {
  await tx
    .update(couponCodes)
    .set({ uses: sql`${couponCodes.uses} + 1` })
    .where(eq(couponCodes.id, row.codeId));
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(eq(coupons.id, row.couponId));
  const at = row.at ?? new Date();
  await tx.insert(couponRedemptions).values({ ...row, at });
  await addCouponUse(tx, { storeId: row.storeId, at });
};

/**
 * The redemptions made on a folio, given back (the folio was cancelled or its order rejected): each one's row goes, its
 * code and coupon count one use less, and the day it was made counts one coupon less. Answers how many.
 */
export const giveBackOn = async (tx: Tx, folioId: string): Promise<number> => {
  const given = await tx.delete(couponRedemptions).where(eq(couponRedemptions.folioId, folioId)).returning();
  for (const r of given) {
    await tx
      .update(couponCodes)
      .set({ uses: sql`greatest(${couponCodes.uses} - 1, 0)` })
      .where(eq(couponCodes.id, r.codeId));
    await tx
      .update(coupons)
      .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
      .where(eq(coupons.id, r.couponId));
    await addCouponUse(tx, { storeId: r.storeId, at: r.at }, -1);
  }
  return given.length;
};

/** A coupon's redemptions at the store, newest first (at most 500). */
export const usageOf = (tx: Tx, couponId: string, storeId: string) =>
  tx
    .select({ r: couponRedemptions, code: couponCodes.code })
    .from(couponRedemptions)
    .innerJoin(couponCodes, eq(couponCodes.id, couponRedemptions.codeId))
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.storeId, storeId)))
    .orderBy(desc(couponRedemptions.at), desc(couponRedemptions.id))
    .limit(500);

// ---- scratch pools

export const insertPool = async (tx: Tx, row: typeof scratchPools.$inferInsert) =>
  (await tx.insert(scratchPools).values(row).returning())[0]!;

export const updatePool = async (tx: Tx, storeId: string, id: string, set: Partial<typeof scratchPools.$inferInsert>) =>
  (
    await tx
      .update(scratchPools)
      .set(set)
      .where(and(eq(scratchPools.storeId, storeId), eq(scratchPools.id, id)))
      .returning()
  )[0];

export const poolOf = async (tx: Tx, storeId: string, id: string) =>
  (
    await tx
      .select()
      .from(scratchPools)
      .where(and(eq(scratchPools.storeId, storeId), eq(scratchPools.id, id)))
  )[0];

export const poolsOf = (tx: Tx, storeId: string) =>
  tx.select().from(scratchPools).where(eq(scratchPools.storeId, storeId)).orderBy(desc(scratchPools.createDate));

export const drawCounts = async (tx: Tx, poolIds: string[]) =>
  poolIds.length === 0
    ? []
    : tx
        .select({ poolId: scratchDraws.poolId, n: sql<number>`count(*)::int` })
        .from(scratchDraws)
        .where(inArray(scratchDraws.poolId, poolIds))
        .groupBy(scratchDraws.poolId);

/** Claims the guest's one draw of the pool; false when they drew already (or are drawing at this moment). */
export const claimDraw = async (tx: Tx, poolId: string, userId: string) =>
  (await tx.insert(scratchDraws).values({ poolId, userId }).onConflictDoNothing().returning()).length === 1;

export const setDrawPrize = (tx: Tx, poolId: string, userId: string, couponId: string, codeId: string) =>
  tx
    .update(scratchDraws)
    .set({ couponId, codeId })
    .where(and(eq(scratchDraws.poolId, poolId), eq(scratchDraws.userId, userId)));

/** Of these pools, those the guest has drawn. */
export const poolsDrawnBy = async (tx: Tx, userId: string, poolIds: string[]) =>
  poolIds.length === 0
    ? []
    : (
        await tx
          .select({ poolId: scratchDraws.poolId })
          .from(scratchDraws)
          .where(and(eq(scratchDraws.userId, userId), inArray(scratchDraws.poolId, poolIds)))
      ).map((r) => r.poolId);
