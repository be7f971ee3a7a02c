import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZReportStoreIds } from './reports.schemas.ts';

/** Apart from reportCalls so the dashboard's bundle does not carry the loyalty dashboard's schemas. */
const ZCount = z.number().int();
const ZMoney = z.number().int();

/** `report/getLoyaltySummary`: members, visits and points liability now, per store (docs/reports.md, Loyalty figures). */
export const ZLoyaltySummaryQuery = z.object({ storeIds: ZReportStoreIds });
export const ZLoyaltySummaryRow = z.object({
  storeId: z.string(),
  storeName: z.string(),
  currency: z.string(),
  /** The store's points chain (its parent's id when it shares points with it). */
  chainKey: z.string(),
  /** Guests who visited the store (user places) or hold points in its chain. */
  members: ZCount,
  /** Business days with a visit, every guest's, since the first. */
  visits: ZCount,
  /** Points the chain's guests hold now. */
  pointsOutstanding: ZCount,
  /** Their money value: pointsOutstanding × POINT_VALUE_MINOR, minor units. */
  liability: ZMoney,
});
export const ZLoyaltySummary = z.object({
  rows: z.array(ZLoyaltySummaryRow),
  /** Members and visits summed; points and liability once per chain (stores sharing points hold one balance). */
  totals: z.object({ members: ZCount, visits: ZCount, pointsOutstanding: ZCount, liability: ZMoney }),
});
export type LoyaltySummary = z.infer<typeof ZLoyaltySummary>;

export const loyaltySummaryCalls = {
  /** Members, visits and points liability of each store now (the loyalty dashboard). */
  getLoyaltySummary: defineCall('report/getLoyaltySummary', ZLoyaltySummaryQuery, ZLoyaltySummary, {
    storeKey: 'storeIds',
    staffPermission: 'reports.view',
  }),
};
