import type { Tx } from '../../db/client.ts';
import { hookSlot } from '../../lib/hooks.ts';

/**
 * What the loyalty areas add to a guest's check-in (docs/tables.md, Check-in): the visit is recorded in the check-in's
 * transaction (customers), and the answer names the guest's usable coupon (coupons). Those areas sit above the tables
 * area, so it imports none of them: `buildApp` hands their functions in here once, before any call is served.
 */
export interface CheckInHooks {
  /** A signed-in guest's check-in is a visit of theirs (user places). */
  recordVisit(tx: Tx, visit: { storeId: string; userId: string; at: Date; spend: number }): Promise<void>;
  /** The coupon the guest may use at the store now, or null. */
  usableCoupon(
    db: Tx,
    storeId: string,
    userId: string | null | undefined,
  ): Promise<{ id: string; name: string } | null>;
}

const slot = hookSlot<CheckInHooks>('check-in');

/** Set by `buildApp` (server/src/app.ts). */
export const setCheckInHooks = slot.set;

/** The hooks, once `buildApp` has set them. */
export const checkInHooks = slot.get;
