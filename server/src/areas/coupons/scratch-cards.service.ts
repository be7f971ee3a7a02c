import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { ScratchPool, ZScratch, ZScratchPoolSave } from '@sofra/contracts/loyalty/coupons.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import * as repo from './coupons.repo.ts';
import type { CouponRow, PoolRow, Tx } from './coupons.repo.ts';
import { generateCodes, guestId } from './coupons.service.ts';
import { benefitOf, usable } from './wallet.service.ts';

/** Scratch cards (docs/coupons.md, Scratch cards): pools of coupons by weight, drawn once per guest. */

type Out<T extends z.ZodType> = z.output<T>;

const toPool = (row: PoolRow, draws: number): ScratchPool => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  entries: row.entries,
  noPrizeWeight: row.noPrizeWeight,
  active: row.active,
  draws,
});

export const savePool = async (ctx: UserCtx, input: Out<typeof ZScratchPoolSave>) => {
  for (const [i, e] of input.entries.entries())
    if (!(await repo.couponOf(ctx.db, input.storeId, e.couponId)))
      throw new AppError('coupon_not_found', `coupon ${e.couponId} is not a coupon of store ${input.storeId}`, {}, [
        { path: `entries.${i}.couponId`, code: 'coupon_not_found' },
      ]);
  const fields = {
    name: input.name,
    entries: input.entries,
    noPrizeWeight: input.noPrizeWeight,
    active: input.active,
  };
  const row = input.id
    ? await repo.updatePool(ctx.db, input.storeId, input.id, fields)
    : await repo.insertPool(ctx.db, { id: newId(), storeId: input.storeId, ...fields });
  if (!row)
    throw new AppError('scratch_pool_not_found', `pool ${input.id} is not a pool of store ${input.storeId}`, {}, [
      { path: 'id', code: 'scratch_pool_not_found' },
    ]);
  const counts = await repo.drawCounts(ctx.db, [row.id]);
  return toPool(row, counts[0]?.n ?? 0);
};

export const pools = async (ctx: UserCtx, storeId: string) => {
  const rows = await repo.poolsOf(ctx.db, storeId);
  const counts = new Map(
    (
      await repo.drawCounts(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.poolId, c.n]),
  );
  return rows.map((r) => toPool(r, counts.get(r.id) ?? 0));
};

/** Draws an index by weight: `random(total)` picks the entry whose cumulative weight passes it; past them, none. */
export const drawByWeight = (weights: number[], noPrize: number, random: (total: number) => number): number | null => {
  const total = weights.reduce((a, w) => a + w, 0) + noPrize;
  if (total <= 0) return null;
  let r = random(total);
  for (const [i, w] of weights.entries()) {
    if (r < w) return i;
    r -= w;
  }
  return null;
};

/**
 * One guest's one draw of a pool, claimed by a unique key first (a second or concurrent draw is
 * scratch_already_played). Entries whose coupon is disabled or ended take no part. A prize is a new single-use code of
 * the drawn coupon, held by the guest and put in their wallet. `coupon/scratch` (staff for a guest) and
 * `guest/scratch` (the guest themselves) both draw here.
 */
export const drawFor = async (ctx: Ctx, storeId: string, poolId: string, userId: string, loadedBy: string) => {
  const now = ctx.services.now();
  return ctx.db.transaction(async (tx) => {
    const pool = await repo.poolOf(tx, storeId, poolId);
    if (!pool || !pool.active)
      throw new AppError('scratch_pool_not_found', `pool ${poolId} is not an active pool of the store`, {}, [
        { path: 'poolId', code: 'scratch_pool_not_found' },
      ]);
    if (!(await repo.claimDraw(tx, pool.id, userId)))
      throw new AppError('scratch_already_played', 'this guest has scratched this card already');
    const entries: { coupon: CouponRow; weight: number }[] = [];
    for (const e of pool.entries) {
      const coupon = await repo.couponOf(tx, storeId, e.couponId);
      if (coupon && usable(coupon, storeId, now)) entries.push({ coupon, weight: e.weight });
    }
    const index = drawByWeight(
      entries.map((e) => e.weight),
      pool.noPrizeWeight,
      (total) => randomInt(total),
    );
    if (index === null) return { prize: null };
    const { coupon } = entries[index]!;
    const [code] = await generateCodes(tx, coupon, 1, 1, userId);
    await repo.addToWallet(tx, { userId, codeId: code!.id, couponId: coupon.id, source: 'scratch', loadedBy });
    await repo.setDrawPrize(tx, pool.id, userId, coupon.id, code!.id);
    return { prize: { couponId: coupon.id, name: coupon.name, benefit: benefitOf(coupon), code: code!.code } };
  });
};

/** `coupon/scratch`: staff scratch a card for the guest in front of them (`drawFor`). */
export const scratch = async (ctx: UserCtx, input: Out<typeof ZScratch>) =>
  drawFor(ctx, input.storeId, input.poolId, await guestId(ctx, input.guest), ctx.user.id);

/** A store's active pools and whether the guest has drawn each (the guest's wallet). */
export const guestPools = async (db: Tx, storeId: string, userId: string) => {
  const pools = (await repo.poolsOf(db, storeId)).filter((p) => p.active);
  const played = new Set(
    await repo.poolsDrawnBy(
      db,
      userId,
      pools.map((p) => p.id),
    ),
  );
  return pools.map((p) => ({ poolId: p.id, name: p.name, played: played.has(p.id) }));
};
