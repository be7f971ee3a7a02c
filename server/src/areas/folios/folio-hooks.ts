import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import type { ActorRow, FolioCampaignRow } from '../../db/schema/index.ts';
import type { FolioRow, LineRow, Tx } from './folios.repo.ts';
import { hookSlot } from '../../lib/hooks.ts';

/** A folio's payment with points: `amount` in minor units, by its guest `userId`. */
export interface PointsPayment {
  storeId: string;
  userId: string;
  folioId: string;
  paymentId: string;
  amount: number;
  now: Date;
  actor: ActorRow | null;
}

/** A signed-in guest's coupon code on their own order's folio (`guest/order` with `couponCode`). */
export interface GuestCouponUse {
  storeId: string;
  folioId: string;
  code: string;
  userId: string;
  actor: ActorRow;
  now: Date;
}

/**
 * What the areas built on folios do inside a folio's own transaction (docs/folios.md, Hooks): running campaigns price
 * its lines, the guest's points pay and are earned, a guest's closed folio is a visit, and the reports' rollups take a
 * settled folio. Those areas use the folios area (a coupon is applied to a folio, a folio's points are asked for), so
 * the folios area imports none of them: `buildApp` hands their functions in here once, before any call is served.
 */
export interface FolioHooks {
  /** Prices the lines by the running campaigns as of `now` (marking the ones it changes); answers the bill reward. */
  priceLines(
    tx: Tx,
    folio: FolioRow,
    lines: LineRow[],
    changed: Set<string>,
    now: Date,
  ): Promise<FolioCampaignRow | null>;
  /** Takes a points payment's points from the guest's balance, or refuses it (`points_insufficient`). */
  redeemPoints(tx: Tx, p: PointsPayment): Promise<unknown>;
  /** Gives a removed points payment's points back (nothing for another payment). */
  refundPoints(tx: Tx, paymentId: string, now: Date, actor: ActorRow | null): Promise<unknown>;
  /** Awards a closing folio's points and stamps to its guest, once. */
  awardPoints(tx: Tx, folio: FolioRow & { lines: LineRow[] }, now: Date, actor: ActorRow | null): Promise<unknown>;
  /** A guest's closed folio is a visit of theirs (user places). */
  recordVisit(tx: Tx, visit: { storeId: string; userId: string; at: Date; spend: number }): Promise<void>;
  /** Closed, cancelled or imported folios enter the reports' rollups. */
  recordSettled(tx: Tx, folioIds: string[]): Promise<void>;
  /**
   * Redeems a guest's coupon code on their order's folio as `coupon/use` does (the coupon's rules, its lock, its
   * counters), or refuses it with the coupon's code. Answers the discount line as the folio names it.
   */
  useGuestCoupon(tx: Tx, use: GuestCouponUse): Promise<{ name: string; amount: number; folio: Folio }>;
  /** Gives back the coupon uses redeemed on a folio being cancelled (its order rejected): a cancelled bill used none. */
  giveBackCoupons(tx: Tx, folioId: string): Promise<unknown>;
  /** Whether the store's business day is closed (docs/end-of-day.md): its bills take no change. */
  isDayClosed(tx: Tx, storeId: string, businessDay: string): Promise<boolean>;
}

const slot = hookSlot<FolioHooks>('folio');

/** Set by `buildApp` (server/src/app.ts). */
export const setFolioHooks = slot.set;

/** The hooks, once `buildApp` has set them. */
export const folioHooks = slot.get;
