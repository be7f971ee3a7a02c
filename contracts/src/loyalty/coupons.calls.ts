import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import {
  ZBenefit,
  ZBenefitsQuery,
  ZCoupon,
  ZCouponCreate,
  ZCouponDetail,
  ZCouponLoad,
  ZCouponLoaded,
  ZCouponRef,
  ZCouponStatusSet,
  ZCouponUsage,
  ZCouponUse,
  ZCouponUsed,
  ZPlatformCouponCreate,
  ZPlatformCouponStatusSet,
  ZPosVariant,
  ZScratch,
  ZScratchPool,
  ZScratchPoolSave,
  ZScratchResult,
} from './coupons.schemas.ts';

const MANAGE = { staffPermission: 'coupons.manage' } as const;
/** Redeeming at the till is part of taking an order: staff who may discount a folio may use a coupon on it. */
const REDEEM = { staffPermission: 'folios.discount' } as const;
const store = { storeKey: 'storeId' } as const;

/** Coupons and scratch cards of a store, and the platform's coupons. Rules: docs/coupons.md. */
export const couponCalls = {
  /** A coupon with one shared code (given or generated) or N single-use codes; answers it with its codes. */
  create: defineCall('coupon/create', ZCouponCreate, ZCouponDetail, { ...store, ...MANAGE }),
  /** The store's coupons, newest first. */
  get: defineCall('coupon/get', z.object({ storeId: ZId }), z.array(ZCoupon), { ...store, ...MANAGE }),
  /** One coupon with its first 100 codes. */
  getById: defineCall('coupon/getById', ZCouponRef, ZCouponDetail, { ...store, ...MANAGE }),
  /** Disables (no more redemptions, loads or draws) or enables a coupon. */
  setStatus: defineCall('coupon/setStatus', ZCouponStatusSet, ZCoupon, { ...store, ...MANAGE }),
  /** A coupon's redemptions, newest first (at most 500). */
  getUsage: defineCall('coupon/getUsage', ZCouponRef, z.array(ZCouponUsage), { ...store, ...MANAGE }),
  /** Every code of a coupon as an `.xlsx` (code, uses, limit, holder). */
  exportCodes: defineCall('coupon/exportCodes', ZCouponRef, z.unknown(), { ...store, ...MANAGE, raw: true }),
  /** Gives a coupon to a guest: a single-use coupon hands them one of its free codes, a shared one its code. */
  load: defineCall('coupon/load', ZCouponLoad, ZCouponLoaded, { ...store, ...MANAGE }),
  /** Redeems a code on an open folio (the server applies the benefit) or at a till that applies it itself. */
  use: defineCall('coupon/use', ZCouponUse, ZCouponUsed, { ...store, ...REDEEM }),
  /** Active coupons with what a point-of-sale program needs to apply them (ADR 0008). */
  getPosVariants: defineCall('coupon/getPosVariants', z.object({ storeId: ZId }), z.array(ZPosVariant), {
    ...store,
    staffPermission: 'store.view',
    pos: true,
  }),
  /** The benefits a guest holds at the store (with `guest`), or the ones the store offers. */
  getBenefits: defineCall('coupon/getBenefits', ZBenefitsQuery, z.array(ZBenefit), {
    ...store,
    staffPermission: 'store.view',
  }),
  /** Scratch pools: weighted coupons plus a "no prize" weight. */
  savePool: defineCall('coupon/savePool', ZScratchPoolSave, ZScratchPool, { ...store, ...MANAGE }),
  getPools: defineCall('coupon/getPools', z.object({ storeId: ZId }), z.array(ZScratchPool), { ...store, ...MANAGE }),
  /** A guest scratches a pool's card: once per guest per pool; a prize is a single-use code loaded to them. */
  scratch: defineCall('coupon/scratch', ZScratch, ZScratchResult, { ...store, ...MANAGE }),
};

/** Platform coupons: master users give them to every store (docs/coupons.md). */
export const platformCouponCalls = {
  createPlatform: defineCall('coupon/createPlatform', ZPlatformCouponCreate, ZCouponDetail, { access: 'master' }),
  getPlatform: defineCall('coupon/getPlatform', z.object({}), z.array(ZCoupon), { access: 'master' }),
  setPlatformStatus: defineCall('coupon/setPlatformStatus', ZPlatformCouponStatusSet, ZCoupon, { access: 'master' }),
};
