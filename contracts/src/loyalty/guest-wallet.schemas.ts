import { z } from 'zod';
import { ZId } from '../core/schemas.ts';
import { campaignKinds } from './campaigns.schemas.ts';
import { ZBenefit } from './coupons.schemas.ts';

/** `guest/wallet`: the signed-in guest's own loyalty at one store (docs/coupons.md, The guest's wallet). */
export const ZGuestWalletQuery = z.object({ storeId: ZId });

export const ZGuestWallet = z.object({
  storeId: z.string(),
  /** The store's name for its points ("Kahve Puanı"). */
  pointTitle: z.string(),
  /** The guest's balance in the store's chain, after the expiry due now. */
  points: z.number().int(),
  /** What points buy and how they are earned (the payoff rules, without the chain's stores). */
  payoff: z.object({
    payPoint: z.number(),
    maxPoint: z.number(),
    pointExpiryMonths: z.number().int(),
    /** What one point pays, in minor units. */
    pointValueMinor: z.number().int(),
  }),
  /** Stamp-card progress; null when the store uses no stamps. */
  stamps: z
    .object({ stamps: z.number().int(), perReward: z.number().int(), rewardsReady: z.number().int() })
    .nullable(),
  /** The guest's own usable codes the store accepts, newest first. */
  coupons: z.array(ZBenefit),
  /** The store's scratch cards guests may scratch, and whether this guest has. */
  scratchCards: z.array(z.object({ poolId: z.string(), name: z.string(), played: z.boolean() })),
  /** The store's campaigns running now. */
  campaigns: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(campaignKinds) })),
});
export type GuestWallet = z.infer<typeof ZGuestWallet>;

/** `guest/scratch`: the signed-in guest scratches one of the store's cards, once. Answers `ZScratchResult`. */
export const ZGuestScratch = z.object({ storeId: ZId, poolId: ZId });

/** `guest/offers`: what the store's running campaigns do to its menu's products now, for this guest. */
export const ZGuestOffersQuery = z.object({ storeId: ZId });

export const ZGuestOffer = z.object({
  productId: z.string(),
  campaignName: z.string(),
  /** A happy hour: one unit's price now (minor units). Null for a deal. */
  price: z.number().int().nullable(),
  /** Buy x get y: of every `buy + get` units, the `get` cheapest at `percent` off. Null for a price. */
  deal: z.object({ buy: z.number().int(), get: z.number().int(), percent: z.number() }).nullable(),
});

export const ZGuestOffers = z.object({ offers: z.array(ZGuestOffer) });
export type GuestOffers = z.infer<typeof ZGuestOffers>;
