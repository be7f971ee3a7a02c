import { defineCall } from '../core/call.ts';
import { ZScratchResult } from './coupons.schemas.ts';
import { ZGuestBill, ZGuestBillAnswer, ZGuestBillCoupon, ZGuestBillQuery } from './guest-bill.schemas.ts';
import {
  ZGuestOffers,
  ZGuestOffersQuery,
  ZGuestScratch,
  ZGuestWallet,
  ZGuestWalletQuery,
} from './guest-wallet.schemas.ts';

/**
 * The guest's own side of loyalty on the guest page (docs/coupons.md, The guest's wallet): signed-in guests only, for
 * themselves; no store key, since a guest is no member of the store.
 */
export const guestWalletCalls = {
  wallet: defineCall('guest/wallet', ZGuestWalletQuery, ZGuestWallet),
  scratch: defineCall('guest/scratch', ZGuestScratch, ZScratchResult),
  /**
   * The campaign prices and deals the menu shows beside its products now: public (campaigns for everyone); with a
   * guest's token, theirs too (their segments).
   */
  offers: defineCall('guest/offers', ZGuestOffersQuery, ZGuestOffers, { access: 'public', optionalUser: true }),
  /** The table's open bill (null: none), for anyone at the table: the table QR code is the proof of presence. */
  bill: defineCall('guest/bill', ZGuestBillQuery, ZGuestBillAnswer, { access: 'public' }),
  /**
   * A coupon or promo code on the table's open bill: signed-in guests only, as a coupon on their own order is (the
   * coupon's uses per guest are counted for them). Answers the bill as changed.
   */
  billCoupon: defineCall('guest/billCoupon', ZGuestBillCoupon, ZGuestBill),
};
