import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId } from '../core/schemas.ts';
import {
  ZChildStores,
  ZCustomUserPoints,
  ZCustomUserPointsQuery,
  ZFolioPoints,
  ZFolioPointsQuery,
  ZPayoffRules,
  ZPayoffRulesQuery,
  ZPointAdd,
  ZPoints,
  ZPointsBalance,
  ZPointsQuery,
  ZPointTotals,
  ZPointTotalsQuery,
  ZStampRedeem,
} from './points.schemas.ts';

const MANAGE = { storeKey: 'storeId', staffPermission: 'points.manage' } as const;

/** Loyalty points and stamps. Rules: docs/loyalty.md. */
export const pointCalls = {
  /** Awards a closed folio's points and stamps to its guest, once: another call answers the same and adds nothing. */
  calcPointWithFolio: defineCall('user-point/calcPointWithFolio', ZFolioPointsQuery, ZFolioPoints, MANAGE),
  /** A guest's balance, stamps and ledger (newest first) at the store, found by id, phone number or app QR code. */
  getPoints: defineCall('user-point/getPoints', ZPointsQuery, ZPoints, MANAGE),
  /** Adds (positive) or takes (negative) points with a reason; below zero is points_insufficient. */
  addPoint: defineCall('user-point/addPoint', ZPointAdd, ZPointsBalance, MANAGE),
  /** Takes stampConversionRate stamps for one reward (a free product the staff then gives as a gift). */
  redeemStamps: defineCall('user-point/redeemStamps', ZStampRedeem, ZPointsBalance, MANAGE),
  /** Points issued, redeemed and expired in a period of the store's days, and the balances outstanding now. */
  getStoreTotals: defineCall('user-point/getStoreTotals', ZPointTotalsQuery, ZPointTotals, MANAGE),
  /** The store's guests with a balance, highest first, paged. */
  getCustomUserPoints: defineCall('user-point/getCustomUserPoints', ZCustomUserPointsQuery, ZCustomUserPoints, MANAGE),
  /**
   * How the store's guests earn and spend points and stamps (spec §7, payoff rules): what a guest's app shows. For the
   * store's owners, staff and master users, and guests who have been there or hold its points; anyone else, and a
   * store that does not exist, is `not_found` alike.
   */
  getPayoffRules: defineCall('payoff-rules/get', ZPayoffRulesQuery, ZPayoffRules),
  /** The stores whose parent is this store. */
  getChildStores: defineCall('store/getChildStores', z.object({ storeId: ZId }), ZChildStores, {
    storeKey: 'storeId',
    staffPermission: 'store.view',
  }),
};
