import type { Benefit, CouponBenefit } from '@sofra/contracts/loyalty/coupons.schemas';
import * as repo from './coupons.repo.ts';
import type { CouponRow, Tx } from './coupons.repo.ts';

/**
 * Guests' wallets (docs/coupons.md): what a guest holds that a store accepts. Apart from coupons.service.ts, which
 * applies coupons to folios, so the tables area can answer a check-in's coupon without depending on folios.
 */

export const benefitOf = (row: CouponRow): CouponBenefit =>
  row.benefitKind === 'product'
    ? { kind: 'product', value: row.productId ?? '' }
    : { kind: row.benefitKind, value: row.benefitValue };

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const usable = (coupon: CouponRow, storeId: string, now: Date) =>
  (coupon.storeId === storeId || coupon.storeId === null) &&
  coupon.status === 'active' &&
  (!coupon.validTo || coupon.validTo > now) &&
  (coupon.maxUses === null || coupon.used < coupon.maxUses);

export const toBenefit = (c: CouponRow, code: string | null): Benefit => ({
  couponId: c.id,
  name: c.name,
  benefit: benefitOf(c),
  minSpend: c.minSpend,
  validTo: iso(c.validTo),
  code,
  image: c.image,
});

/** A store's own coupon (not a platform one), if `id` is one. */
export const storeCoupon = (db: Tx, storeId: string, id: string) => repo.couponOf(db, storeId, id);

/**
 * Puts one code of the coupon in the guest's wallet, in the caller's transaction: a free single-use code, which the
 * guest then holds, or the shared code. Answers the code; undefined when a single-use coupon has no free code left.
 */
export const giveCode = async (
  tx: Tx,
  coupon: CouponRow,
  userId: string,
  source: 'load' | 'welcome' | 'campaign',
  loadedBy: string | null,
) => {
  const code = coupon.singleUse ? await repo.freeCode(tx, coupon.id) : (await repo.codesOf(tx, coupon.id, 1))[0];
  if (!code) return undefined;
  if (coupon.singleUse) await repo.setHolder(tx, code.id, userId);
  await repo.addToWallet(tx, { userId, codeId: code.id, couponId: coupon.id, source, loadedBy });
  return code;
};

/** The codes a guest holds that the store accepts now (unused ones), newest first. */
export const guestBenefits = async (db: Tx, storeId: string, userId: string, now = new Date()) =>
  (await repo.walletOf(db, userId))
    .filter(({ coupon, code }) => usable(coupon, storeId, now) && (code.maxUses === null || code.uses < code.maxUses))
    .map(({ coupon, code }) => toBenefit(coupon, code.code));

/** `store/storeCheckIn`'s coupon: the first usable one the signed-in guest holds for the store, else null. */
export const checkInCoupon = async (db: Tx, storeId: string, userId: string | null | undefined) => {
  if (!userId) return null;
  const [first] = await guestBenefits(db, storeId, userId);
  return first ? { id: first.couponId, name: first.name } : null;
};
