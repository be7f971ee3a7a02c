import { asc } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { couponCodes, coupons, stores } from '../db/schema/index.ts';
import { newCouponCode } from '../areas/coupons/coupons.service.ts';

/** Single-use codes of the demo's batch coupon. */
const BATCH = 50;

/**
 * A few coupons in every demo store (docs/coupons.md): a shared code "HOSGELDIN10" (10 % off, 150.00 minimum, one
 * use per guest) and a batch of single-use codes worth 50.00, valid for three months.
 */
export const seedDemoCoupons = async (db: Db, ownerId: string, now = new Date()): Promise<void> => {
  const validTo = new Date(now.getTime() + 90 * 86_400_000);
  for (const { id: storeId } of await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id))) {
    const shared = newId();
    const batch = newId();
    await db.insert(coupons).values([
      {
        id: shared,
        storeId,
        name: 'Hoş geldin %10',
        benefitKind: 'percent',
        benefitValue: 10,
        minSpend: 15_000,
        usesPerGuest: 1,
        codeCount: 1,
        createdBy: ownerId,
      },
      {
        id: batch,
        storeId,
        name: '50 TL hediye çeki',
        benefitKind: 'amount',
        benefitValue: 5_000,
        singleUse: true,
        validTo,
        codeCount: BATCH,
        createdBy: ownerId,
      },
    ]);
    const codes = new Set<string>();
    while (codes.size < BATCH) codes.add(newCouponCode());
    await db
      .insert(couponCodes)
      .values([
        { id: newId(), couponId: shared, scope: storeId, code: 'HOSGELDIN10' },
        ...[...codes].map((code) => ({ id: newId(), couponId: batch, scope: storeId, code, maxUses: 1 })),
      ]);
  }
};
