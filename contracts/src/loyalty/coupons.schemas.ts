import { z } from 'zod';
import { ZGsm, ZId, ZIsoDateTime, ZText } from '../core/schemas.ts';
import { MAX_AMOUNT } from '../folios/folios.schemas.ts';

/** Coupons and scratch cards (docs/coupons.md). Money in minor units. */

/** The alphabet of generated codes: no 0/O, 1/I/L, 2/Z, 5/S, 8/B — read aloud or typed from a receipt without doubt. */
export const COUPON_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
/** A generated code's length: 25^10 ≈ 9.5 × 10^13 codes per coupon. */
export const COUPON_CODE_LENGTH = 10;
export const MAX_SINGLE_USE_CODES = 10_000;
export const MAX_POOL_ENTRIES = 20;

export const couponBenefitKinds = ['percent', 'amount', 'product'] as const;
export const couponStatuses = ['active', 'disabled'] as const;

/**
 * What a coupon gives: `percent` off the folio (whole percent 1–100), `amount` off the folio (minor units), or one
 * `product` free (`value` is the menu product's id).
 */
export const ZCouponBenefit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('amount'), value: z.number().int().min(1).max(MAX_AMOUNT) }),
  z.object({ kind: z.literal('product'), value: ZId }),
]);
export type CouponBenefit = z.output<typeof ZCouponBenefit>;

/** A shared code the owner chooses: 4–20 letters, digits or dashes; compared without case. */
export const ZCouponCode = ZText(20)
  .min(4)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
  .transform((s) => s.toUpperCase());
/** A code as typed at the till: spaces and case do not matter. */
export const ZCouponCodeIn = ZText(40)
  .min(1)
  .transform((s) => s.replace(/\s+/g, '').toUpperCase());

const couponFields = {
  name: ZText(80).min(1),
  benefit: ZCouponBenefit,
  /** One code everybody may use … */
  code: ZCouponCode.optional(),
  /** … or this many single-use codes (generated). Neither: one generated shared code. */
  singleUseCodes: z.number().int().min(1).max(MAX_SINGLE_USE_CODES).optional(),
  /** The folio's total (before the coupon) must be at least this. */
  minSpend: z.number().int().min(0).max(MAX_AMOUNT).optional(),
  validFrom: ZIsoDateTime.optional(),
  validTo: ZIsoDateTime.optional(),
  /** How often one guest may use the coupon (counted when the guest is known). */
  usesPerGuest: z.number().int().min(1).max(1000).optional(),
  /** How often the coupon may be used in all, every code together. */
  maxUses: z.number().int().min(1).max(1_000_000).optional(),
};

const checkCreate = (
  v: { code?: string; singleUseCodes?: number; validFrom?: string; validTo?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.code !== undefined && v.singleUseCodes !== undefined)
    ctx.addIssue({ code: 'custom', path: ['singleUseCodes'], message: 'either a shared code or single-use codes' });
  if (v.validFrom && v.validTo && Date.parse(v.validTo) <= Date.parse(v.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo must be after validFrom' });
};

export const ZCouponCreate = z.object({ storeId: ZId, ...couponFields }).superRefine(checkCreate);
export const ZPlatformCouponCreate = z.object(couponFields).superRefine(checkCreate);

export const ZCouponCodeRow = z.object({
  code: z.string(),
  /** How often this code may be used: 1 for a single-use code, null when only the coupon's limits apply. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  /** The guest it was loaded to, if any. */
  holderId: z.string().nullable(),
});

export const ZCoupon = z.object({
  id: z.string(),
  /** null: a platform coupon every store accepts. */
  storeId: z.string().nullable(),
  name: z.string(),
  benefit: ZCouponBenefit,
  singleUse: z.boolean(),
  minSpend: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usesPerGuest: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  status: z.enum(couponStatuses),
  /** Redemptions so far, every code together. */
  used: z.number().int(),
  codeCount: z.number().int(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Coupon = z.output<typeof ZCoupon>;

/** A coupon with its codes (the first 100 in a list; all of them through export). */
export const ZCouponDetail = ZCoupon.extend({ codes: z.array(ZCouponCodeRow) });
export type CouponDetail = z.output<typeof ZCouponDetail>;

export const ZCouponRef = z.object({ storeId: ZId, couponId: ZId });
export const ZCouponStatusSet = z.object({ storeId: ZId, couponId: ZId, status: z.enum(couponStatuses) });
export const ZPlatformCouponStatusSet = z.object({ couponId: ZId, status: z.enum(couponStatuses) });

/** A guest by phone number or by the code of their user QR. */
export const ZGuestRef = z.union([z.object({ gsm: ZGsm }), z.object({ userQr: ZText(64).min(1) })]);

export const ZCouponLoad = z.object({ storeId: ZId, couponId: ZId, guest: ZGuestRef });
export const ZCouponLoaded = z.object({ couponId: z.string(), code: z.string(), userId: z.string() });

export const ZCouponUse = z.object({
  storeId: ZId,
  code: ZCouponCodeIn,
  /** An open folio of the store: the benefit is applied to it. Absent: the till applies it (answered). */
  folioId: ZId.optional(),
  /** The guest using it, when known without a wallet code (usesPerGuest). */
  guest: ZGuestRef.optional(),
});
export const ZCouponUsed = z.object({
  redemptionId: z.string(),
  couponId: z.string(),
  name: z.string(),
  code: z.string(),
  benefit: ZCouponBenefit,
  /** What it took off the folio, in minor units; null without a folio. */
  amount: z.number().int().nullable(),
  folioId: z.string().nullable(),
});
export type CouponUsed = z.output<typeof ZCouponUsed>;

export const ZCouponUsage = z.object({
  id: z.string(),
  code: z.string(),
  folioId: z.string().nullable(),
  userId: z.string().nullable(),
  amount: z.number().int().nullable(),
  staffName: z.string().nullable(),
  at: z.string(),
});
export type CouponUsage = z.output<typeof ZCouponUsage>;

// ---- scratch cards

export const ZScratchEntry = z.object({ couponId: ZId, weight: z.number().int().min(1).max(10_000) });
export const ZScratchPoolSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  name: ZText(80).min(1),
  entries: z.array(ZScratchEntry).min(1).max(MAX_POOL_ENTRIES),
  /** The weight of "no prize" against the entries' weights. */
  noPrizeWeight: z.number().int().min(0).max(10_000),
  active: z.boolean().default(true),
});
export const ZScratchPool = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  entries: z.array(z.object({ couponId: z.string(), weight: z.number().int() })),
  noPrizeWeight: z.number().int(),
  active: z.boolean(),
  draws: z.number().int(),
});
export type ScratchPool = z.output<typeof ZScratchPool>;
export const ZScratch = z.object({ storeId: ZId, poolId: ZId, guest: ZGuestRef });
export const ZScratchResult = z.object({
  /** null: "no prize" was drawn. */
  prize: z.object({ couponId: z.string(), name: z.string(), benefit: ZCouponBenefit, code: z.string() }).nullable(),
});

// ---- what a till and a guest see

export const ZPosVariant = z.object({
  couponId: z.string(),
  name: z.string(),
  platform: z.boolean(),
  benefit: ZCouponBenefit,
  minSpend: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usesPerGuest: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  singleUse: z.boolean(),
});
export const ZBenefitsQuery = z.object({ storeId: ZId, guest: ZGuestRef.optional() });
export const ZBenefit = z.object({
  couponId: z.string(),
  name: z.string(),
  benefit: ZCouponBenefit,
  minSpend: z.number().int(),
  validTo: z.string().nullable(),
  /** The guest's own code (wallet); null for an offer with a shared code not loaded to them. */
  code: z.string().nullable(),
  image: z.string().nullable(),
});
export type Benefit = z.output<typeof ZBenefit>;
