import { z } from 'zod';
import { paymentCollectionTypes } from '../core/enums.ts';
import { ZId, ZIsoDate, ZIsoDateTime, ZNote, ZText } from '../core/schemas.ts';
import { MAX_AMOUNT } from '../folios/folios.schemas.ts';

/**
 * The end of a business day (docs/end-of-day.md): the day's figures (the Z report), the drawer's cash count, and the
 * close that locks the day's bills. Amounts are integers of minor units, computed by the server from the day's bills.
 */

const ZMoney = z.number().int();
/** Cash in the drawer: what was put in at the start (the float) or counted at the end. */
const ZCashIn = z.number().int().min(0).max(MAX_AMOUNT);
const ZActorName = z.string();

export const ZDayFigures = z.object({
  /** Closed bills and what they came to (total = gross − discounts + service fee; VAT included, tips apart). */
  folios: z.number().int(),
  revenue: ZMoney,
  gross: ZMoney,
  discounts: ZMoney,
  gifts: ZMoney,
  voids: ZMoney,
  serviceFee: ZMoney,
  tips: ZMoney,
  /** Σ covers of the closed bills that have a number, and their total ÷ that (0 without any). */
  covers: z.number().int(),
  averagePerGuest: ZMoney,
  cancelled: z.number().int(),
  cancelledAmount: ZMoney,
  /** Payments not taken back, by payment type: a split bill counts in each. */
  byPaymentType: z.array(
    z.object({
      paymentTypeId: z.string(),
      name: z.string(),
      collectionType: z.enum(paymentCollectionTypes),
      count: z.number().int(),
      amount: ZMoney,
      tips: ZMoney,
    }),
  ),
  /** Sold lines by department (as on the line): quantity and net (after discounts, VAT included). */
  byDepartment: z.array(z.object({ name: z.string(), quantity: z.number().int(), net: ZMoney })),
  /** KDV per rate: the base without tax and the tax (the service fee's at its rate); Σ base + tax = revenue. */
  byTaxRate: z.array(z.object({ rate: z.number(), base: ZMoney, tax: ZMoney })),
});
export type DayFigures = z.infer<typeof ZDayFigures>;

/** The drawer at the close: expected = float + cash payments + cash tips; difference = counted − expected. */
export const ZCashCount = z.object({
  float: ZMoney,
  cashSales: ZMoney,
  cashTips: ZMoney,
  expected: ZMoney,
  counted: ZMoney,
  difference: ZMoney,
  /** Why the drawer is over or short (required when the difference is not 0). */
  reason: z.string(),
});
export type CashCount = z.infer<typeof ZCashCount>;

/** One close of a day; a reopened one stays listed with who reopened it and why. */
export const ZDayClose = z.object({
  /** The store's Z number: 1, 2, … over its closes, a reopened day's new close taking the next. */
  number: z.number().int(),
  businessDay: ZIsoDate,
  closedAt: ZIsoDateTime,
  closedBy: ZActorName,
  note: z.string(),
  cash: ZCashCount,
  /** The figures as they were at the close (what was printed). */
  figures: ZDayFigures,
  reopenedAt: ZIsoDateTime.nullable(),
  reopenedBy: ZActorName.nullable(),
  reopenReason: z.string().nullable(),
});
export type DayClose = z.infer<typeof ZDayClose>;

export const ZOpenBill = z.object({
  id: z.string(),
  number: z.number().int(),
  table: z.string().nullable(),
  status: z.enum(['waiting', 'open', 'locked']),
  total: ZMoney,
});

export const ZDay = z.object({
  storeId: z.string(),
  businessDay: ZIsoDate,
  /** The store's current business day (the day a bill opened now would belong to). */
  today: ZIsoDate,
  /** `closed`: the day has a close that was not reopened; its bills take no change. */
  state: z.enum(['open', 'closed']),
  /** The figures now (for a closed day, equal to its close's unless it was reopened and changed). */
  figures: ZDayFigures,
  /** The cash the drawer should hold without a float: cash payments and cash tips of the day. */
  cashSales: ZMoney,
  cashTips: ZMoney,
  /** Bills of the day still open, locked or waiting: the day closes only without them. */
  openBills: z.array(ZOpenBill),
  /** Every close of the day, the newest first (the first is the live one when `state` is closed). */
  closes: z.array(ZDayClose),
  /** Shifts still open (any day's): the day closes only once they are closed. */
  openShifts: z.array(z.object({ id: z.string(), till: z.string(), staff: ZActorName })),
});
export type Day = z.infer<typeof ZDay>;

export const ZDayRef = z.object({ storeId: ZId, businessDay: ZIsoDate });

export const ZGetDay = z.object({
  storeId: ZId,
  /** Without it: the store's current business day. */
  businessDay: ZIsoDate.optional(),
});

export const ZCloseDay = ZDayRef.extend({
  float: ZCashIn.default(0),
  counted: ZCashIn,
  reason: ZText(200).default(''),
  note: ZNote(1000).default(''),
});

export const ZReopenDay = ZDayRef.extend({ reason: ZText(200).min(1) });

export const DAY_PAGE_SIZE = 31;
export const ZListDays = z.object({ storeId: ZId, page: z.number().int().min(1).max(1000).default(1) });
export const ZDayRow = z.object({
  businessDay: ZIsoDate,
  number: z.number().int(),
  closedAt: ZIsoDateTime,
  closedBy: ZActorName,
  folios: z.number().int(),
  revenue: ZMoney,
  difference: ZMoney,
  /** How many times the day was reopened before this close. */
  reopened: z.number().int(),
});
export const ZDayList = z.object({ rows: z.array(ZDayRow), total: z.number().int(), pageSize: z.number().int() });
export type DayRow = z.infer<typeof ZDayRow>;

export const ZExportDay = ZDayRef.extend({ language: z.enum(['tr', 'en']).default('tr') });

// ---- shifts

/** A person's turn at a till (docs/end-of-day.md, Shifts): its figures are the bills that person closed during it. */
export const ZShift = z.object({
  id: z.string(),
  till: z.string(),
  staffId: z.string(),
  staff: ZActorName,
  businessDay: ZIsoDate,
  openedAt: ZIsoDateTime,
  float: ZMoney,
  state: z.enum(['open', 'closed']),
  closedAt: ZIsoDateTime.nullable(),
  closedBy: ZActorName.nullable(),
  note: z.string(),
  /** So far while open; as closed once closed. */
  figures: ZDayFigures,
  cashSales: ZMoney,
  cashTips: ZMoney,
  /** The count at the close. */
  cash: ZCashCount.nullable(),
});
export type Shift = z.infer<typeof ZShift>;

export const MAX_TILL_NAME = 40;
export const ZOpenShift = z.object({
  storeId: ZId,
  till: ZText(MAX_TILL_NAME).min(1),
  float: ZCashIn.default(0),
});
export const ZCloseShift = z.object({
  storeId: ZId,
  id: ZId,
  counted: ZCashIn,
  reason: ZText(200).default(''),
  note: ZNote(1000).default(''),
});
export const ZGetShifts = z.object({ storeId: ZId, businessDay: ZIsoDate.optional() });
export const ZShifts = z.object({
  businessDay: ZIsoDate,
  /** The store's shifts opened on the day, and any still open from before; open ones first. */
  shifts: z.array(ZShift),
});
