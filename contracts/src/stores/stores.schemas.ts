import { z } from 'zod';
import {
  DEFAULT_CLOSE,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_OPEN,
  DEFAULT_STORE_LOCALE,
  MAX_POINT_CHANGE,
  MAX_TIP_PERCENT,
} from '../core/constants.ts';
import { serviceTypes, storeActions, storeStatuses, supportedLanguages } from '../core/enums.ts';
import { ZHourMinute, ZId, ZIsoDateTime, ZNote, ZText } from '../core/schemas.ts';

export const ZWorkingHour = z.object({
  day: z.number().int().min(0).max(6),
  open: ZHourMinute,
  close: ZHourMinute,
  closed: z.boolean().optional(),
});
export type WorkingHour = z.infer<typeof ZWorkingHour>;

/**
 * A week of hours: one row per day 0–6 (docs/store-settings.md). On a day that is not closed, a close before the
 * open is the next day (18:00–02:00); close equal to open is refused (`sameAsOpen`) except 00:00–00:00, open all
 * day; a night past midnight must end by the next day's opening (`runsIntoNextDay`; Sunday's night runs into
 * Monday). The issues name the row's `close` and the rule. Kept short: the entry's first load
 * carries this module (auth.schemas imports it) with an inert zod.
 */
export const ZWeekHours = z
  .array(ZWorkingHour)
  .length(7)
  .superRefine((rows, ctx) => {
    if (new Set(rows.map((r) => r.day)).size !== 7)
      ctx.addIssue({ code: 'custom', message: 'each day 0–6 exactly once' });
    rows.forEach((row, i) => {
      const next = rows.find((r) => r.day === (row.day + 1) % 7);
      const rule = row.closed
        ? ''
        : row.close === row.open
          ? row.open !== '00:00' && 'sameAsOpen'
          : row.close < row.open && next && !next.closed && next.open < row.close && 'runsIntoNextDay';
      if (rule) ctx.addIssue({ code: 'custom', path: [i, 'close'], message: `day ${row.day}: ${rule}` });
    });
  });

export const defaultWorkingHours = (): WorkingHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: DEFAULT_OPEN, close: DEFAULT_CLOSE, closed: false }));

/** A store's business day (docs/reports.md): its IANA time zone and the hour its day starts (a bar's 01:30 sale is the evening before's). */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
export const DEFAULT_DAY_START_HOUR = 5;
let timeZones: Set<string> | undefined;
/** An IANA time zone this runtime knows (`Intl.supportedValuesOf('timeZone')`, plus UTC). */
export const isTimeZone = (value: string): boolean =>
  (timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])).has(value);
export const ZTimeZone = ZText(64).refine(isTimeZone, { message: 'unknown time zone' });
export const ZDayStartHour = z.number().int().min(0).max(23);

/**
 * A store's limits on guests' orders from the web menu (docs/security.md, Guest orders): what a store starts with, and
 * the ceilings no setting passes. A folio line holds at most 999 of a product (MAX_QUANTITY) anyway; the order's 999
 * items and 10,000,000.00 are the contract's too (MAX_AMOUNT).
 */
export const orderLimits = {
  lineQuantity: { default: 50, max: 999 },
  items: { default: 200, max: 999 },
  /** In minor units; 0: off. */
  verifiedPhoneAbove: { default: 0, max: 1_000_000_000 },
} as const;

export const ZStoreProperties = z.object({
  callWaiter: z.boolean(),
  callWallet: z.boolean(),
  requestCheck: z.boolean(),
  reservation: z.boolean(),
  invoiceActive: z.boolean(),
  reservationPrice: z.number().min(0).max(1_000_000),
  pay: z.boolean(),
  order: z.boolean(),
  foodAppAccountId: ZText(100),
  webMenuActive: z.boolean(),
  webAppActive: z.boolean(),
  timedDineIn: z.boolean(),
  timedTakeAway: z.boolean(),
  delivery: z.boolean(),
  selfOrdering: z.boolean(),
  selfService: z.boolean(),
  stampActive: z.boolean(),
  stampConversionRate: z.number().min(0).max(1_000_000),
  /** Points expire this many months after they were earned, oldest first; 0: never (docs/loyalty.md). */
  pointExpiryMonths: z.number().int().min(0).max(120),
  /** The most of one line a guest may order from the web menu at once. */
  orderMaxLineQuantity: z.number().int().min(1).max(orderLimits.lineQuantity.max),
  /** The most items (all lines' quantities) one guest order may hold. */
  orderMaxItems: z.number().int().min(1).max(orderLimits.items.max),
  /** A guest order whose total is above this (minor units) needs a signed-in guest, whose phone was verified; 0: off. */
  orderVerifiedPhoneAbove: z.number().int().min(0).max(orderLimits.verifiedPhoneAbove.max),
});
export type StoreProperties = z.infer<typeof ZStoreProperties>;

export const defaultStoreProperties = (): StoreProperties => ({
  callWaiter: false,
  callWallet: false,
  requestCheck: false,
  reservation: false,
  invoiceActive: false,
  reservationPrice: 0,
  pay: false,
  order: false,
  foodAppAccountId: '',
  webMenuActive: false,
  webAppActive: false,
  timedDineIn: false,
  timedTakeAway: false,
  delivery: false,
  selfOrdering: false,
  selfService: false,
  stampActive: false,
  stampConversionRate: 0,
  pointExpiryMonths: 0,
  orderMaxLineQuantity: orderLimits.lineQuantity.default,
  orderMaxItems: orderLimits.items.default,
  orderVerifiedPhoneAbove: orderLimits.verifiedPhoneAbove.default,
});

export const ZGeoLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const ZStoreAddress = z.object({
  countryCode: ZText(2),
  cityCode: ZText(10),
  town: ZText(100),
  line: ZNote(500),
});

export const ZStore = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  serviceTypes: z.array(z.enum(serviceTypes)),
  /** The store's key for its own systems (POS, apps): answered to owners and master users only, never to staff. */
  apiKey: z.string().optional(),
  /** The store's account in the food-ordering apps (`foodAppAccountId`) is an integration id: owners and master users only. */
  properties: ZStoreProperties.extend({ foodAppAccountId: ZStoreProperties.shape.foodAppAccountId.optional() }),
  languages: z.array(z.enum(supportedLanguages)),
  localPayTypes: z.array(z.string()),
  payTypes: z.array(z.string()),
  /** The store's id in its POS vendor's cloud: owners and master users only, like `kerzzId`. */
  cloudId: z.string().optional(),
  mainAction: z.enum(storeActions),
  menuVersion: z.number().int(),
  sofraPayPoint: z.number(),
  payPoint: z.number(),
  /** Payment (Masterpass) settings: owners and master users only, like `apiKey`. */
  masterpass: z.object({ serviceUrl: z.string(), clientId: z.string() }).optional(),
  /** The store's id in its POS vendor's systems: owners and master users only (docs/security.md). */
  kerzzId: z.string().optional(),
  tipEnabled: z.boolean(),
  workingHours: z.array(ZWorkingHour),
  deliveryHours: z.array(ZWorkingHour),
  isProduction: z.boolean(),
  storeCurrency: z.string(),
  storeLocale: z.string(),
  parentId: z.string(),
  pointTitle: z.string(),
  maxPoint: z.number(),
  /** The most points one staff change may add or take (1 … MAX_POINT_CHANGE, default 10,000; docs/loyalty.md). */
  maxPointChange: z.number().int(),
  /** A folio's tips come to at most this percent of its total (0 … 100, default 100; docs/folios.md). */
  maxTipPercent: z.number().int(),
  isVisible: z.boolean(),
  sharedPoints: z.boolean(),
  deliveryStoreId: z.string(),
  address: ZStoreAddress,
  phone: z.string(),
  location: z.string(),
  geoLocation: ZGeoLocation.nullable(),
  instagramAddress: z.string(),
  amountPerPerson: z.number(),
  rate: z.number(),
  serviceFee: z.number(),
  mainCategoryId: z.string(),
  status: z.enum(storeStatuses),
  subCategories: z.array(z.string()),
  attributes: z.array(z.string()),
  branchCode: z.number().int().nullable(),
  /** IANA time zone of the store's reports and business days (default Europe/Istanbul). */
  timeZone: z.string(),
  /** 0–23: the hour the store's business day starts (default 5). */
  dayStartHour: z.number().int(),
  createDate: ZIsoDateTime,
  updateDate: ZIsoDateTime,
});
export type Store = z.infer<typeof ZStore>;

/**
 * What an owner may set on a store. Without `id` a new store is created and the caller becomes its owner.
 * Fields left out keep their value (or the default on create). `properties.foodAppAccountId` is taken from owners and
 * master users only: a staff save leaves the stored one as it is.
 */
export const ZStoreSave = z.object({
  id: ZId.optional(),
  name: ZText(120).min(1),
  description: ZNote(2000).optional(),
  serviceTypes: z.array(z.enum(serviceTypes)).max(serviceTypes.length).optional(),
  properties: ZStoreProperties.partial().optional(),
  languages: z.array(z.enum(supportedLanguages)).max(supportedLanguages.length).optional(),
  mainAction: z.enum(storeActions).optional(),
  tipEnabled: z.boolean().optional(),
  storeCurrency: ZText(8).optional(),
  storeLocale: ZText(10).optional(),
  pointTitle: ZText(60).optional(),
  maxPoint: z.number().min(0).max(1_000_000_000).optional(),
  /** Points earned per 100 of the currency spent (docs/loyalty.md). */
  payPoint: z.number().int().min(0).max(1000).optional(),
  maxPointChange: z.number().int().min(1).max(MAX_POINT_CHANGE).optional(),
  maxTipPercent: z.number().int().min(0).max(MAX_TIP_PERCENT).optional(),
  /** The store shares one balance with its parent and the parent's other children. */
  sharedPoints: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  address: ZStoreAddress.partial().optional(),
  phone: ZText(32).optional(),
  location: ZText(500).optional(),
  geoLocation: ZGeoLocation.nullable().optional(),
  instagramAddress: ZText(200).optional(),
  amountPerPerson: z.number().min(0).max(1_000_000).optional(),
  serviceFee: z.number().min(0).max(100).optional(),
  mainCategoryId: ZText(64).optional(),
  status: z.enum(storeStatuses).optional(),
  subCategories: z.array(ZText(64)).max(50).optional(),
  attributes: z.array(ZText(64)).max(100).optional(),
  branchCode: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  workingHours: ZWeekHours.optional(),
  deliveryHours: ZWeekHours.optional(),
  timeZone: ZTimeZone.optional(),
  dayStartHour: ZDayStartHour.optional(),
});
export type StoreSave = z.infer<typeof ZStoreSave>;

export const storeDefaults = {
  mainAction: 'in-store',
  status: 'open',
  storeCurrency: DEFAULT_CURRENCY_SYMBOL,
  storeLocale: DEFAULT_STORE_LOCALE,
} as const;
