import type { z } from 'zod';
import {
  MAX_REPORT_RANGE_DAYS,
  REPORT_PRODUCT_LIST,
  type Dashboard,
  type LoyaltyFigures,
  type ProductSales,
  type ReportFigures,
  type ReportLanguage,
  type ZProductSalesQuery,
  type ZReportFolioDays,
  type ZReportFolioDetails,
  type ZReportStores,
  type ZUserCountStats,
} from '@sofra/contracts/reports/reports.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../plugins/rpc.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { checkInsByMonth } from '../tables/tables.service.ts';
import { membersAndVisits } from '../customers/customers.service.ts';
import { outstandingAtStore } from '../points/points.service.ts';
import { POINT_VALUE_MINOR } from '@sofra/contracts/loyalty/points.schemas';
import type { LoyaltySummary } from '@sofra/contracts/reports/loyalty-summary.calls';
import * as loyalty from '../../db/loyalty-rollup.ts';
import * as rollup from './rollup.repo.ts';
import * as repo from './reports.repo.ts';
import type { DaySums, ProductSalesLine } from './reports.repo.ts';

type Out<S extends z.ZodType> = z.output<S>;

/**
 * Adds folios just closed, cancelled or imported to the report rollups, in the caller's transaction (docs/reports.md).
 * Call it once per folio, when it reaches `closed` or `cancelled`: both are final, so a folio is counted once.
 */
export const recordFolios = (tx: Tx, folioIds: string[]): Promise<void> => rollup.addFolios(tx, folioIds);

/** Empties and rebuilds the rollups from the folios (every store, or one): the demo seed and a repair. */
export const rebuildRollups = (db: Db, storeId?: string): Promise<void> =>
  db.transaction(async (tx) => {
    await rollup.rebuild(tx, storeId);
    await loyalty.rebuildLoyalty(tx, storeId);
  });

// ---- dates

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** from..to both included spans at most MAX_REPORT_RANGE_DAYS (validation_failed on `to`); answers its length. */
const requireRange = (from: string, to: string): number => {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > MAX_REPORT_RANGE_DAYS)
    throw AppError.invalid(
      [{ path: 'to', code: 'too_big' }],
      `the dates span ${days} days; a report spans at most ${MAX_REPORT_RANGE_DAYS}`,
    );
  return days;
};

// ---- figures

/** revenue / folios, rounded half up (money is never negative here). */
const averageOf = (revenue: number, folios: number) => (folios ? Math.floor((2 * revenue + folios) / (2 * folios)) : 0);

const ZERO: DaySums = {
  folios: 0,
  guests: 0,
  gross: 0,
  discounts: 0,
  gifts: 0,
  voids: 0,
  serviceFee: 0,
  tax: 0,
  total: 0,
  tips: 0,
  paid: 0,
  cancelled: 0,
  cancelledAmount: 0,
};

const addSums = (a: DaySums, b: DaySums): DaySums =>
  Object.fromEntries(
    Object.keys(ZERO).map((k) => [k, a[k as keyof DaySums] + b[k as keyof DaySums]]),
  ) as unknown as DaySums;

export const figuresOf = (s: DaySums): ReportFigures => ({
  revenue: s.total,
  folios: s.folios,
  averageBill: averageOf(s.total, s.folios),
  guests: s.guests,
  gross: s.gross,
  discounts: s.discounts,
  gifts: s.gifts,
  voids: s.voids,
  serviceFee: s.serviceFee,
  tax: s.tax,
  tips: s.tips,
  paid: s.paid,
  cancelled: s.cancelled,
  cancelledAmount: s.cancelledAmount,
});

const totalOf = (rows: { sums: DaySums }[]) => rows.reduce((a, r) => addSums(a, r.sums), ZERO);

const NO_LOYALTY: LoyaltyFigures = {
  newGuests: 0,
  returningGuests: 0,
  pointsIssued: 0,
  pointsRedeemed: 0,
  couponsUsed: 0,
};
const loyaltyTotal = (rows: { figures: LoyaltyFigures }[]): LoyaltyFigures =>
  rows.reduce(
    (a, r) =>
      Object.fromEntries(
        Object.keys(NO_LOYALTY).map((k) => [k, a[k as keyof LoyaltyFigures] + r.figures[k as keyof LoyaltyFigures]]),
      ) as unknown as LoyaltyFigures,
    NO_LOYALTY,
  );

/** The stores' names and currencies, in the order asked (the guard let the caller read every one). */
const storesOf = async (db: Db, storeIds: string[]) => {
  const out: { storeId: string; storeName: string; currency: string; timeZone: string }[] = [];
  for (const id of storeIds) {
    const row = await storeRowById(db, id);
    if (!row) throw new AppError('not_found', `store ${id} does not exist`);
    out.push({ storeId: id, storeName: row.name, currency: row.storeCurrency, timeZone: row.timeZone });
  }
  return out;
};

const unique = (ids: string[]) => [...new Set(ids)];

// ---- calls

/** `report/getDashboard`. */
export const dashboard = async (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Dashboard> => {
  const { from, to } = input;
  const storeIds = unique(input.storeIds);
  const days = requireRange(from, to);
  const previousTo = dayOf(dayNumber(from) - 1);
  const previousFrom = dayOf(dayNumber(from) - days);
  const db = ctx.db;
  // One after the other: small reads of the rollups, each on its primary key's order.
  const stores = await storesOf(db, storeIds);
  const perStore = await repo.sumsByStore(db, storeIds, from, to);
  const previous = await repo.sumsByStore(db, storeIds, previousFrom, previousTo);
  const loyaltyNow = await loyalty.loyaltyByStore(db, storeIds, from, to);
  const loyaltyBefore = await loyalty.loyaltyByStore(db, storeIds, previousFrom, previousTo);
  const weekdays = await repo.byWeekday(db, storeIds, from, to);
  const hours = await repo.byWeekdayHour(db, storeIds, from, to);
  const services = await repo.byServiceType(db, storeIds, from, to);
  const payments = await repo.byPaymentType(db, storeIds, from, to);
  const { top, bottom } = await repo.productsByNet(db, storeIds, from, to, REPORT_PRODUCT_LIST);

  const heat = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, revenue: 0, folios: 0 }));
  for (const h of hours) {
    heat[h.weekday]![h.hour]! += h.total;
    byHour[h.hour]!.revenue += h.total;
    byHour[h.hour]!.folios += h.folios;
  }
  const byWeekday = Array.from({ length: 7 }, (_, weekday) => {
    const w = weekdays.find((r) => r.weekday === weekday);
    return { weekday, revenue: w?.total ?? 0, folios: w?.folios ?? 0 };
  });
  const sumsOf = new Map(perStore.map((r) => [r.storeId, r.sums]));
  return {
    from,
    to,
    previousFrom,
    previousTo,
    current: { ...figuresOf(totalOf(perStore)), ...loyaltyTotal(loyaltyNow) },
    previous: { ...figuresOf(totalOf(previous)), ...loyaltyTotal(loyaltyBefore) },
    byHour,
    byWeekday,
    heat,
    byPaymentType: payments,
    byServiceType: services.map((s) => ({
      serviceType: s.serviceType as Dashboard['byServiceType'][number]['serviceType'],
      revenue: s.total,
      folios: s.folios,
    })),
    topProducts: top,
    bottomProducts: bottom,
    perStore: stores.map((s) => ({
      storeId: s.storeId,
      storeName: s.storeName,
      currency: s.currency,
      figures: {
        ...figuresOf(sumsOf.get(s.storeId) ?? ZERO),
        ...loyaltyTotal(loyaltyNow.filter((l) => l.storeId === s.storeId)),
      },
    })),
  };
};

/** `report/getFolios`: per store and business day, newest first. */
export const folioDays = async (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Out<typeof ZReportFolioDays>> => {
  requireRange(input.from, input.to);
  const rows = await repo.sumsByDay(ctx.db, unique(input.storeIds), input.from, input.to);
  return {
    rows: rows.map((r) => ({ storeId: r.storeId, businessDay: r.businessDay, figures: figuresOf(r.sums) })),
    totals: figuresOf(totalOf(rows)),
  };
};

/** `report/getStores`: each store asked, in order, and the sum. */
export const storeFigures = async (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Out<typeof ZReportStores>> => {
  requireRange(input.from, input.to);
  const storeIds = unique(input.storeIds);
  const stores = await storesOf(ctx.db, storeIds);
  const rows = await repo.sumsByStore(ctx.db, storeIds, input.from, input.to);
  const sumsOf = new Map(rows.map((r) => [r.storeId, r.sums]));
  return {
    rows: stores.map((s) => ({
      storeId: s.storeId,
      storeName: s.storeName,
      currency: s.currency,
      figures: figuresOf(sumsOf.get(s.storeId) ?? ZERO),
    })),
    totals: figuresOf(totalOf(rows)),
  };
};

/** `report/getFolioDetails`: one store's days (oldest first) and the breakdowns of the range. */
export const folioDetails = async (
  ctx: UserCtx,
  input: { storeId: string; from: string; to: string },
): Promise<Out<typeof ZReportFolioDetails>> => {
  requireRange(input.from, input.to);
  const ids = [input.storeId];
  const days = (await repo.sumsByDay(ctx.db, ids, input.from, input.to)).reverse();
  const hours = await repo.byWeekdayHour(ctx.db, ids, input.from, input.to);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, revenue: 0, folios: 0 }));
  for (const h of hours) {
    byHour[h.hour]!.revenue += h.total;
    byHour[h.hour]!.folios += h.folios;
  }
  const services = await repo.byServiceType(ctx.db, ids, input.from, input.to);
  return {
    storeId: input.storeId,
    days: days.map((d) => ({ businessDay: d.businessDay, figures: figuresOf(d.sums) })),
    totals: figuresOf(totalOf(days)),
    byPaymentType: await repo.byPaymentType(ctx.db, ids, input.from, input.to),
    byServiceType: services.map((s) => ({
      serviceType: s.serviceType as Dashboard['byServiceType'][number]['serviceType'],
      revenue: s.total,
      folios: s.folios,
    })),
    byHour,
  };
};

const monthNames = new Map<string, Intl.DateTimeFormat>();
/** "Ocak", "January", "Januar", "januari": the month of YYYY-MM in the language asked. */
export const monthName = (month: string, lang: ReportLanguage): string => {
  let f = monthNames.get(lang);
  if (!f) monthNames.set(lang, (f = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' })));
  return f.format(new Date(`${month}-01T00:00:00Z`));
};

/** `report/getUserCountStats`: check-ins per store and month (spec §7), month names in `lang`. */
export const userCountStats = async (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string; lang: ReportLanguage },
): Promise<Out<typeof ZUserCountStats>> => {
  requireRange(input.from, input.to);
  const storeIds = unique(input.storeIds);
  const names = new Map((await storesOf(ctx.db, storeIds)).map((s) => [s.storeId, s.storeName]));
  const rows = await checkInsByMonth(ctx.db, storeIds, input.from, input.to);
  return {
    rows: rows.map((r) => ({
      storeId: r.storeId,
      storeName: names.get(r.storeId) ?? '',
      month: r.month,
      monthName: monthName(r.month, input.lang),
      total: r.total,
      unique: r.unique,
    })),
  };
};

type SalesFigures = Omit<ProductSales['totals'], 'taxes'> & { taxes: Map<number, { net: number; tax: number }> };
const emptySales = (): SalesFigures => ({
  quantity: 0,
  giftQuantity: 0,
  voidQuantity: 0,
  gross: 0,
  discounts: 0,
  gifts: 0,
  voids: 0,
  net: 0,
  tax: 0,
  taxes: new Map(),
});
const addLine = (to: SalesFigures, l: ProductSalesLine) => {
  for (const k of [
    'quantity',
    'giftQuantity',
    'voidQuantity',
    'gross',
    'discounts',
    'gifts',
    'voids',
    'net',
    'tax',
  ] as const)
    to[k] += l[k];
  const rate = to.taxes.get(l.taxRate) ?? { net: 0, tax: 0 };
  rate.net += l.net;
  rate.tax += l.tax;
  to.taxes.set(l.taxRate, rate);
};
const salesOut = ({ taxes, ...rest }: SalesFigures): ProductSales['totals'] => ({
  ...rest,
  // The rates something was sold at (a rate of only gifts and voids adds nothing).
  taxes: [...taxes.entries()]
    .filter(([, t]) => t.net !== 0 || t.tax !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, t]) => ({ rate, ...t })),
});

/** `report/getProductSales`: by product, group or department; net descending. */
export const productSales = async (ctx: UserCtx, input: Out<typeof ZProductSalesQuery>): Promise<ProductSales> => {
  requireRange(input.from, input.to);
  const lines = await repo.productLines(ctx.db, input.storeId, input.from, input.to);
  const rows = new Map<
    string,
    { head: Omit<ProductSales['rows'][number], keyof ProductSales['totals']>; f: SalesFigures }
  >();
  const totals = emptySales();
  for (const l of lines) {
    const head =
      input.by === 'product'
        ? {
            key: l.productKey,
            name: l.name,
            groupId: l.groupId,
            groupName: l.groupName,
            departmentId: l.departmentId,
            departmentName: l.departmentName,
          }
        : input.by === 'group'
          ? {
              key: l.groupId ?? '',
              name: l.groupName ?? '',
              groupId: l.groupId,
              groupName: l.groupName,
              departmentId: null,
              departmentName: null,
            }
          : {
              key: l.departmentId ?? '',
              name: l.departmentName ?? '',
              groupId: null,
              groupName: null,
              departmentId: l.departmentId,
              departmentName: l.departmentName,
            };
    let row = rows.get(head.key);
    if (!row) rows.set(head.key, (row = { head, f: emptySales() }));
    addLine(row.f, l);
    addLine(totals, l);
  }
  return {
    by: input.by,
    rows: [...rows.values()]
      .map((r) => ({ ...r.head, ...salesOut(r.f) }))
      .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name) || a.key.localeCompare(b.key)),
    totals: salesOut(totals),
  };
};

/** `report/getLoyaltySummary`: each store's members, visits and points liability now; the chains' points once. */
export const loyaltySummary = async (ctx: UserCtx, input: { storeIds: string[] }): Promise<LoyaltySummary> => {
  const stores = await storesOf(ctx.db, unique(input.storeIds));
  const rows: LoyaltySummary['rows'] = [];
  for (const s of stores) {
    const outstanding = await outstandingAtStore(ctx.db, s.storeId);
    const counts = await membersAndVisits(ctx.db, s.storeId, outstanding.chainKey);
    rows.push({
      storeId: s.storeId,
      storeName: s.storeName,
      currency: s.currency,
      chainKey: outstanding.chainKey,
      ...counts,
      pointsOutstanding: outstanding.points,
      liability: outstanding.points * POINT_VALUE_MINOR,
    });
  }
  const chains = new Map(rows.map((r) => [r.chainKey, r.pointsOutstanding]));
  const points = [...chains.values()].reduce((a, n) => a + n, 0);
  return {
    rows,
    totals: {
      members: rows.reduce((a, r) => a + r.members, 0),
      visits: rows.reduce((a, r) => a + r.visits, 0),
      pointsOutstanding: points,
      liability: points * POINT_VALUE_MINOR,
    },
  };
};
