import { defineCall } from '../core/call.ts';
import {
  ZDashboard,
  ZProductSales,
  ZProductSalesQuery,
  ZReportFolioDays,
  ZReportFolioDetails,
  ZReportQuery,
  ZReportStoreQuery,
  ZReportStores,
  ZUserCountQuery,
  ZUserCountStats,
} from './reports.schemas.ts';

/** Every store named must be one the caller may read: owners, master users, or staff holding `reports.view`. */
const MANY = { storeKey: 'storeIds', staffPermission: 'reports.view' } as const;
const ONE = { storeKey: 'storeId', staffPermission: 'reports.view' } as const;

/** Reports, from the rollups (docs/reports.md). A range over MAX_REPORT_RANGE_DAYS is validation_failed on `to`. */
export const reportCalls = {
  /** The owner's dashboard: the period's figures, the period before, and the breakdowns; one store or several. */
  getDashboard: defineCall('report/getDashboard', ZReportQuery, ZDashboard, MANY),
  /** Folio figures per store and business day. */
  getFolios: defineCall('report/getFolios', ZReportQuery, ZReportFolioDays, MANY),
  /** Each store's figures side by side, and their sum (the all-branches view). */
  getStores: defineCall('report/getStores', ZReportQuery, ZReportStores, MANY),
  /** One store's figures per day with the breakdowns of the range. */
  getFolioDetails: defineCall('report/getFolioDetails', ZReportStoreQuery, ZReportFolioDetails, ONE),
  /** Check-ins per month and store: total and unique users (spec §7). */
  getUserCountStats: defineCall('report/getUserCountStats', ZUserCountQuery, ZUserCountStats, MANY),
  /** Product sales by product, group or department. */
  getProductSales: defineCall('report/getProductSales', ZProductSalesQuery, ZProductSales, ONE),
};
