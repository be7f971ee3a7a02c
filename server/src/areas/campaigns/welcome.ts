import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { giveCode, storeCoupon } from '../coupons/wallet.service.ts';
import * as repo from './campaigns.repo.ts';
import { inSchedule } from './schedule.ts';

/**
 * Welcome coupons (docs/campaigns.md, Welcome coupon): a running `welcome` campaign that names a coupon loads it into a
 * guest's wallet on their first visit to the store, inside the transaction of `recordVisit`.
 */

/** `campaign/save`: the coupon must be the store's own and not disabled. */
export const checkWelcomeCoupon = async (db: Tx, storeId: string, couponId: string) => {
  const coupon = await storeCoupon(db, storeId, couponId);
  if (!coupon)
    throw new AppError('coupon_not_found', `coupon ${couponId} is not a coupon of this store`, {}, [
      { path: 'rule.couponId', code: 'coupon_not_found' },
    ]);
  if (coupon.status !== 'active')
    throw new AppError('coupon_disabled', `coupon ${couponId} is disabled`, {}, [
      { path: 'rule.couponId', code: 'coupon_disabled' },
    ]);
};

/**
 * Called once per guest and store, in the transaction that records their first visit: each running welcome campaign
 * for `all` or `new` guests, inside its schedule at `now`, whose coupon is active and not ended, gives the guest one
 * code (a free single-use code, or the shared code). A single-use coupon with no free code left gives nothing. Answers
 * the coupon ids given.
 */
export const giveWelcomeCoupons = async (tx: Tx, storeId: string, userId: string, now: Date): Promise<string[]> => {
  const given: string[] = [];
  const welcomes = (await repo.running(tx, storeId)).filter(
    (c) =>
      c.kind === 'welcome' &&
      c.rule.couponId &&
      (c.segment === 'all' || c.segment === 'new') &&
      inSchedule(c.schedule, now, c.timeZone),
  );
  for (const campaign of welcomes) {
    const coupon = await storeCoupon(tx, storeId, campaign.rule.couponId!);
    if (!coupon || coupon.status !== 'active' || (coupon.validTo && coupon.validTo <= now)) continue;
    if (!(await giveCode(tx, coupon, userId, 'welcome', null))) continue;
    given.push(coupon.id);
    if (!campaign.firstAppliedAt) await repo.markApplied(tx, storeId, [campaign.id], now);
  }
  return given;
};
