import { z } from 'zod';
import { serviceTypes } from '../core/enums.ts';
import { ZId, ZIsoDate } from '../core/schemas.ts';

/**
 * Reports (docs/reports.md): every figure comes from the rollups kept in the same transaction that closes, cancels or
 * imports a folio, never from a scan of folios. Money is integer minor units of the store's currency; `from` and `to`
 * are business days (YYYY-MM-DD, both included) in each store's own time zone and day-start hour.
 */

export { MAX_REPORT_RANGE_DAYS } from './report-range.ts';
/** The most stores one report may name (the all-branches view). */
export const MAX_REPORT_STORES = 50;
/** How many products the dashboard's top and bottom lists hold. */
export const REPORT_PRODUCT_LIST = 10;
/** The languages of the month names of `report/getUserCountStats` (spec §9: Turkish by default). */
export const reportLanguages = ['tr', 'en', 'de', 'nl'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];
/** How product sales are grouped. */
/** `option`: a row per product and combination of chosen variation options (docs/reports.md, Sales by option). */
export const productSalesBys = ['product', 'group', 'department', 'option'] as const;
export type ProductSalesBy = (typeof productSalesBys)[number];

const ZMoney = z.number().int();
const ZCount = z.number().int();

const ZRange = { from: ZIsoDate, to: ZIsoDate };
const rangeInOrder = (v: { from: string; to: string }) => v.from <= v.to;
const RANGE_ORDER = { message: 'from must not be after to', path: ['to'] };

/** Stores, each of which the caller must be allowed to read (`reports.view` for staff). */
export const ZReportStoreIds = z.array(ZId).min(1).max(MAX_REPORT_STORES);

/** One store or several, over business days. */
export const ZReportQuery = z.object({ storeIds: ZReportStoreIds, ...ZRange }).refine(rangeInOrder, RANGE_ORDER);
export type ReportQuery = z.infer<typeof ZReportQuery>;
/** One store over business days. */
export const ZReportStoreQuery = z.object({ storeId: ZId, ...ZRange }).refine(rangeInOrder, RANGE_ORDER);

/**
 * The figures of a period. Sales are the **closed** folios (hidden ones too: hiding is for the screen, not the books);
 * cancelled folios count only in `cancelled` and `cancelledAmount` (what they held when cancelled).
 */
export const ZReportFigures = z.object({
  /** Σ total of the closed folios: gross − discounts + service fee (tax included, tips apart). */
  revenue: ZMoney,
  /** Closed folios. */
  folios: ZCount,
  /** revenue / folios, rounded half up; 0 without folios. */
  averageBill: ZMoney,
  /** Guests: Σ covers of the closed folios that have them (a folio with no number of guests adds none). */
  guests: ZCount,
  /** Average per guest: Σ total of the closed folios with covers ÷ their covers, rounded half up; 0 without any. */
  averagePerGuest: ZMoney,
  /** Σ gross of the sold (active) lines, before discounts. */
  gross: ZMoney,
  /** Line and folio discounts. */
  discounts: ZMoney,
  /** What the gifted lines would have cost. */
  gifts: ZMoney,
  /** What the voided lines would have cost. */
  voids: ZMoney,
  serviceFee: ZMoney,
  /** Σ VAT of the closed folios (lines and service fee); included in revenue. */
  tax: ZMoney,
  /** Tips, apart from revenue. */
  tips: ZMoney,
  /** Σ payments' amounts of the closed folios (equals revenue: a folio closes at balance 0). */
  paid: ZMoney,
  /** Cancelled folios, and the totals they held. */
  cancelled: ZCount,
  cancelledAmount: ZMoney,
});
export type ReportFigures = z.infer<typeof ZReportFigures>;

export const ZReportHour = z.object({
  /** 0–23, the hour of the close in the store's time zone. */
  hour: z.number().int().min(0).max(23),
  revenue: ZMoney,
  folios: ZCount,
});
export const ZReportWeekday = z.object({
  /** 0 = Monday … 6 = Sunday, of the business day. */
  weekday: z.number().int().min(0).max(6),
  revenue: ZMoney,
  folios: ZCount,
});
/** One store's part of a payment type's figures. */
export const ZReportPaymentTypeStore = z.object({
  storeId: z.string(),
  count: ZCount,
  amount: ZMoney,
  tips: ZMoney,
});
/**
 * A payment type over the stores asked. Payment types are per store, so one type is the same across stores by its
 * collection type and its name, case and extra spaces aside (`key`; docs/reports.md, Across stores): three stores'
 * "Nakit" are one row, their sum, with each store's part in `stores`.
 */
export const ZReportPaymentType = z.object({
  /** `{collectionType}:{name}`, the name trimmed and in lower case: the type's identity across stores. */
  key: z.string(),
  /** The id of the payment type at the latest sale (one store's, when several stores share the type). */
  paymentTypeId: z.string(),
  /** The payment type's name at the latest sale. */
  name: z.string(),
  collectionType: z.string(),
  /** Payments made (a split bill counts each). */
  count: ZCount,
  amount: ZMoney,
  tips: ZMoney,
  /** Each store's part, amount descending (one row when one store sold with it). */
  stores: z.array(ZReportPaymentTypeStore),
});
export const ZReportServiceType = z.object({
  serviceType: z.enum(serviceTypes),
  revenue: ZMoney,
  folios: ZCount,
});
/** One store's part of a product's sales. */
export const ZReportProductStore = z.object({ storeId: z.string(), quantity: ZCount, net: ZMoney });
/**
 * A product over the stores asked. Products are per store (each store's menu has its own ids) and have no unit, so a
 * product is the same across stores by its name, case and extra spaces aside (docs/reports.md, Across stores): one row,
 * the sum, with each store's part in `stores`.
 */
export const ZReportProduct = z.object({
  /**
   * The product's id (or `name:{name}` for a line without one, a POS import without a known PLU) when one product
   * makes the row; `name:{name in lower case}` when several stores' products do.
   */
  productKey: z.string(),
  name: z.string(),
  quantity: ZCount,
  /** Net sales: gross − discounts of the sold lines. */
  net: ZMoney,
  /** Each store's part, net descending. */
  stores: z.array(ZReportProductStore),
});
export const ZReportStoreFigures = z.object({
  storeId: z.string(),
  storeName: z.string(),
  currency: z.string(),
  figures: ZReportFigures,
});

/**
 * The dashboard's figures: the folio figures and the loyalty figures (docs/reports.md, Loyalty figures), these from
 * `report_loyalty_days`, kept in the transaction that writes the visit, the ledger entry or the redemption.
 */
export const ZDashboardFigures = ZReportFigures.extend({
  /** Guests whose first visit at the store falls in the period. */
  newGuests: ZCount,
  /** Visits (one a guest a business day) in the period by guests who had visited the store on an earlier day. */
  returningGuests: ZCount,
  /** Points earned and added (positive adjustments) at the store. */
  pointsIssued: ZCount,
  /** Points paid with and taken (negative adjustments) at the store, less refunds. */
  pointsRedeemed: ZCount,
  /** Coupon redemptions at the store. */
  couponsUsed: ZCount,
});
export type DashboardFigures = z.infer<typeof ZDashboardFigures>;
export type LoyaltyFigures = Omit<DashboardFigures, keyof ReportFigures>;

/**
 * Reservations of one week (Monday to Sunday of the stores' business days), by their start: covers booked (every
 * booking not cancelled), covers seated (seated or completed), and the no-show rate — no-shows of the bookings that
 * reached their outcome (seated, completed or no-show), 0–1 (docs/reservations.md, Figures).
 */
export const ZReservationWeek = z.object({
  /** The week's Monday. */
  weekStart: ZIsoDate,
  bookings: z.number().int(),
  coversBooked: z.number().int(),
  coversSeated: z.number().int(),
  noShows: z.number().int(),
  noShowRate: z.number().min(0).max(1),
});
export const ZDashboardReservations = z.object({
  /** Every week that meets the range, oldest first (zeros included). */
  weeks: z.array(ZReservationWeek),
  /** The range's own days. */
  total: ZReservationWeek.omit({ weekStart: true }),
});
export type DashboardReservations = z.infer<typeof ZDashboardReservations>;

export const ZDashboard = z.object({
  /** Echo of the range asked, and the period of equal length just before it. */
  from: ZIsoDate,
  to: ZIsoDate,
  previousFrom: ZIsoDate,
  previousTo: ZIsoDate,
  current: ZDashboardFigures,
  previous: ZDashboardFigures,
  /** 24 rows, hours 0–23 (zeros included). */
  byHour: z.array(ZReportHour),
  /** 7 rows, Monday first. */
  byWeekday: z.array(ZReportWeekday),
  /** heat[weekday 0–6][hour 0–23]: revenue. */
  heat: z.array(z.array(ZMoney)),
  /** Amount descending. */
  byPaymentType: z.array(ZReportPaymentType),
  /** Revenue descending. */
  byServiceType: z.array(ZReportServiceType),
  /** Up to REPORT_PRODUCT_LIST products, by net sales descending / ascending (sold ones only). */
  topProducts: z.array(ZReportProduct),
  bottomProducts: z.array(ZReportProduct),
  /** Each store asked, in the order asked, with its figures for the current period. */
  perStore: z.array(ZReportStoreFigures.extend({ figures: ZDashboardFigures })),
  /** The reservations' figures: the range's and each week's that meets it. */
  reservations: ZDashboardReservations,
});
export type Dashboard = z.infer<typeof ZDashboard>;

/** `report/getFolios`: the folio figures per store and business day (days without folios left out), newest first. */
export const ZReportFolioDay = z.object({
  storeId: z.string(),
  businessDay: ZIsoDate,
  figures: ZReportFigures,
});
export const ZReportFolioDays = z.object({ rows: z.array(ZReportFolioDay), totals: ZReportFigures });

/** `report/getStores`: each store side by side, and their sum. */
export const ZReportStores = z.object({ rows: z.array(ZReportStoreFigures), totals: ZReportFigures });

/** `report/getFolioDetails`: one store's figures per business day with the breakdowns of the range. */
export const ZReportFolioDetails = z.object({
  storeId: z.string(),
  days: z.array(z.object({ businessDay: ZIsoDate, figures: ZReportFigures })),
  totals: ZReportFigures,
  byPaymentType: z.array(ZReportPaymentType),
  byServiceType: z.array(ZReportServiceType),
  byHour: z.array(ZReportHour),
});

/** `report/getUserCountStats`: check-ins per month (spec §7), from the table logs with action check-in. */
export const ZUserCountQuery = z
  .object({ storeIds: ZReportStoreIds, ...ZRange, lang: z.enum(reportLanguages).default('tr') })
  .refine(rangeInOrder, RANGE_ORDER);
export const ZUserCountStats = z.object({
  rows: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      /** YYYY-MM, in the store's time zone. */
      month: z.string(),
      /** The month's name in `lang` (e.g. Ocak, January). */
      monthName: z.string(),
      /** Check-ins in the month. */
      total: ZCount,
      /** Distinct users who checked in in the month. */
      unique: ZCount,
    }),
  ),
  /** Check-ins per month, every store asked together, oldest first. */
  months: z.array(z.object({ month: z.string(), monthName: z.string(), total: ZCount })),
  /** Check-ins in the whole range, every store together. */
  total: ZCount,
});

/** `report/getProductSales`. */
export const ZProductSalesQuery = z
  .object({ storeId: ZId, ...ZRange, by: z.enum(productSalesBys).default('product') })
  .refine(rangeInOrder, RANGE_ORDER);
export const ZTaxByRate = z.object({
  /** Hundredths of a percent (1000 = 10 %). */
  rate: z.number().int(),
  /** Net sales at that rate (tax included) and the tax in it. */
  net: ZMoney,
  tax: ZMoney,
});
export const ZProductSalesFigures = z.object({
  /** Units sold (active lines), gifted and voided apart. */
  quantity: ZCount,
  giftQuantity: ZCount,
  voidQuantity: ZCount,
  /** Σ gross of the sold lines. */
  gross: ZMoney,
  /** Line discounts and shares of folio discounts. */
  discounts: ZMoney,
  gifts: ZMoney,
  voids: ZMoney,
  /** gross − discounts (tax included). */
  net: ZMoney,
  tax: ZMoney,
  taxes: z.array(ZTaxByRate),
});
export const ZProductSalesRow = ZProductSalesFigures.extend({
  /**
   * product: the product's key (its id, or `name:{name}`); group / department: its id, or '' for none; option: the
   * product's key and the chosen option ids (`{productKey}|{optionId},{optionId}`).
   */
  key: z.string(),
  name: z.string(),
  /** On product rows: the product's group and department as at the sale (the latest in the range). */
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** On option rows only: the names of the chosen options, in the line's order; empty for a line without any. */
  options: z.array(z.string()).optional(),
});
export const ZProductSales = z.object({
  by: z.enum(productSalesBys),
  /** Net descending. */
  rows: z.array(ZProductSalesRow),
  totals: ZProductSalesFigures,
});
export type ProductSales = z.infer<typeof ZProductSales>;
