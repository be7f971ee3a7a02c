import { z } from 'zod';
import { MAX_POINT_CHANGE } from '../core/constants.ts';
import { ZGsm, ZId, ZIsoDate, ZIsoDateTime, ZText } from '../core/schemas.ts';

/** Loyalty points and stamps (docs/loyalty.md, Points and Stamps). */

/** What a ledger entry records: earned on a folio, set by staff, spent as a payment (or given back), expired, stamps. */
export const pointEntryKinds = ['earn', 'adjust', 'redeem', 'refund', 'expire', 'stamp-reward'] as const;
export type PointEntryKind = (typeof pointEntryKinds)[number];

/** Most points one staff change may add or take; the store's own `maxPointChange` may be lower (docs/loyalty.md). */
export { MAX_POINT_CHANGE };
/** A point is worth one unit of the store's currency: 100 minor units (docs/loyalty.md, Paying with points). */
export const POINT_VALUE_MINOR = 100;
export const POINTS_PAGE_SIZE = 50;
export const MAX_POINTS_PAGE_SIZE = 200;

export const ZPointEntry = z.object({
  id: z.string(),
  kind: z.enum(pointEntryKinds),
  /** Signed: positive adds to the balance, negative takes from it. */
  points: z.number().int(),
  stamps: z.number().int(),
  reason: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  folioId: z.string().nullable(),
  staffName: z.string().nullable(),
  at: ZIsoDateTime,
});
export type PointEntry = z.infer<typeof ZPointEntry>;

/** Whose points: exactly one of the user's id, phone number, or the QR code their app shows. */
export const ZPointsQuery = z
  .object({
    storeId: ZId,
    userId: ZId.optional(),
    gsm: ZGsm.optional(),
    userQr: ZText(200).min(1).optional(),
    /** The ledger page: entries older than this entry's id (the previous answer's `nextCursor`). */
    cursor: ZText(200).optional(),
    limit: z.number().int().min(1).max(MAX_POINTS_PAGE_SIZE).default(POINTS_PAGE_SIZE),
  })
  .refine((q) => [q.userId, q.gsm, q.userQr].filter((x) => x !== undefined).length === 1, {
    message: 'give exactly one of userId, gsm, userQr',
    path: ['userId'],
  });

export const ZPointsBalance = z.object({
  userId: z.string(),
  balance: z.number().int(),
  stamps: z.number().int(),
});
export type PointsBalance = z.infer<typeof ZPointsBalance>;

export const ZPoints = ZPointsBalance.extend({
  name: z.string(),
  gsm: z.string(),
  pointTitle: z.string(),
  /** The stores sharing this balance (the chain), this store first. */
  chainStoreIds: z.array(z.string()),
  stampActive: z.boolean(),
  stampConversionRate: z.number(),
  /** Stamp rewards the guest may take now: floor(stamps / stampConversionRate) (0 when stamps are off). */
  stampRewards: z.number().int(),
  entries: z.array(ZPointEntry),
  nextCursor: z.string().nullable(),
});
export type Points = z.infer<typeof ZPoints>;

export const ZPointAdd = z.object({
  storeId: ZId,
  userId: ZId,
  /** Added when positive, taken when negative; never 0; at most the store's `maxPointChange` either way. */
  points: z
    .number()
    .int()
    .min(-MAX_POINT_CHANGE)
    .max(MAX_POINT_CHANGE)
    .refine((n) => n !== 0, 'points must not be 0'),
  reason: ZText(200).min(1),
});

export const ZFolioPointsQuery = z.object({ storeId: ZId, folioId: ZId });
export const ZFolioPoints = z.object({
  folioId: z.string(),
  userId: z.string(),
  /** What the folio earned (the same on every call). */
  points: z.number().int(),
  stamps: z.number().int(),
  /** True only on the call that wrote the award. */
  awarded: z.boolean(),
  balance: z.number().int(),
});

export const ZStampRedeem = z.object({ storeId: ZId, userId: ZId });

export const ZPointTotalsQuery = z.object({ storeId: ZId, from: ZIsoDate, to: ZIsoDate });
export const ZPointTotals = z.object({
  /** Earned on folios and added by staff in the period. */
  issued: z.number().int(),
  /** Spent as payments (net of payments given back) and taken by staff in the period. */
  redeemed: z.number().int(),
  expired: z.number().int(),
  /** The balances of the store's guests (its chain's when points are shared) now. */
  outstanding: z.number().int(),
});
export type PointTotals = z.infer<typeof ZPointTotals>;

export const ZCustomUserPointsQuery = z.object({
  storeId: ZId,
  /** Only balances of at least this many points. */
  minBalance: z.number().int().min(0).max(MAX_POINT_CHANGE).default(1),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(MAX_POINTS_PAGE_SIZE).default(POINTS_PAGE_SIZE),
});
export const ZCustomUserPoints = z.object({
  rows: z.array(ZPointsBalance.extend({ name: z.string(), gsm: z.string(), lastAt: ZIsoDateTime.nullable() })),
  total: z.number().int(),
});

export const ZChildStores = z.array(z.object({ id: z.string(), name: z.string(), sharedPoints: z.boolean() }));

/** `payoff-rules/get`: how a store's guests earn and spend points and stamps (docs/loyalty.md, Payoff rules). */
export const ZPayoffRulesQuery = z.object({ storeId: ZId });
export const ZPayoffRules = z.object({
  storeId: z.string(),
  pointTitle: z.string(),
  /** Points earned per 100 units of the store's currency spent (0: the store gives no points). */
  payPoint: z.number(),
  /** At most this many points per bill (0: no cap). */
  maxPoint: z.number(),
  /** Points expire this many months after they were earned (0: never). */
  pointExpiryMonths: z.number().int(),
  /** What one point pays, in minor units of the store's currency. */
  pointValueMinor: z.number().int(),
  /** The chain whose stores share one balance with this one (the parent first); only this store when not shared. */
  chainStores: z.array(z.object({ id: z.string(), name: z.string() })),
  stampActive: z.boolean(),
  /** Stamps that make one reward (a free product). */
  stampConversionRate: z.number(),
});
