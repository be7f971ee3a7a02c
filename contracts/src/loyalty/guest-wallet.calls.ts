import { defineCall } from '../core/call.ts';
import { ZScratchResult } from './coupons.schemas.ts';
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
};
