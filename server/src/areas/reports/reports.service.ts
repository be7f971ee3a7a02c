import type { z } from 'zod';
import {
  MAX_REPORT_RANGE_DAYS,
  REPORT_PRODUCT_LIST,
  type Dashboard,
  type LoyaltyFigures,
  type ReportFigures,
  type ReportLanguage,
  type ZReportFolioDays,
  type ZReportFolioDetails,
  type ZReportStores,
  type ZUserCountStats,
} from '@sofra/contracts/reports/reports.schemas';
import type { Call } from '@sofra/contracts/core/call';
import { daysIn } from '@sofra/contracts/core/business-day';
import { previousRange } from '@sofra/contracts/reports/report-range';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { boundedReadCacheOf } from '../../lib/read-cache.ts';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { storeRowsByIds } from '../stores/stores.service.ts';
import { checkInsByMonth } from '../tables/table-logs.service.ts';
import { membersAndVisits } from '../customers/customers.service.ts';
import { outstandingAtStore } from '../points/points.service.ts';
import { reservationFigures } from '../reservations/figures.service.ts';
import { POINT_VALUE_MINOR } from '@sofra/contracts/loyalty/points.schemas';
import type { LoyaltySummary } from '@sofra/contracts/reports/loyalty-summary.calls';
import * as loyalty from '../../db/loyalty-rollup.ts';
import { mergePaymentTypes, mergeProducts } from './across-stores.ts';
import * as repo from './reports.repo.ts';
import type { DaySums } from './reports.repo.ts';

type Out<S extends z.ZodType> = z.output<S>;

// ---- dates

/** from..to both included spans at most MAX_REPORT_RANGE_DAYS (validation_failed on `to`). */
export const requireRange = (from: string, to: string): void => {
  const days = daysIn({ from, to });
  if (days > MAX_REPORT_RANGE_DAYS)
    throw AppError.invalid(
      [{ path: 'to', code: 'too_big' }],
      `the dates span ${days} days; a report spans at most ${MAX_REPORT_RANGE_DAYS}`,
    );
};

// ---- figures

/** revenue / folios, rounded half up (money is never negative here). */
const averageOf = (revenue: number, folios: number) => (folios ? Math.floor((2 * revenue + folios) / (2 * folios)) : 0);

const ZERO: DaySums = {
  folios: 0,
  guests: 0,
  coveredTotal: 0,
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
  averagePerGuest: averageOf(s.coveredTotal, s.guests),
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

/** The stores' names and currencies, in the order asked (the guard let the caller read every one): one query. */
const storesOf = async (db: Db, storeIds: string[]) => {
  const rows = new Map((await storeRowsByIds(db, storeIds)).map((r) => [r.id, r]));
  return storeIds.map((id) => {
    const row = rows.get(id);
    if (!row) throw new AppError('not_found', `store ${id} does not exist`);
    return { storeId: id, storeName: row.name, currency: row.storeCurrency, timeZone: row.timeZone };
  });
};

const unique = (ids: string[]) => [...new Set(ids)];

// ---- answers kept in memory

/** Report answers kept per tenant database and process (a year's dashboard of 20 stores is about 10 KB of JSON). */
export const REPORT_CACHE_ENTRIES = 1000;

/**
 * A report call's answer as JSON kept in memory, with its ETag, until the database announces a change to the rollups
 * of one of its stores (`reports:<id>`, migration 0029) or to a store's row (`store:<id>`: names, currencies), or to
 * what `more` names (docs/reports.md, Answers kept in memory; docs/adr/0007). Owners come back to the same dashboard
 * and range again and again; the answer of unchanged data then costs no query, and a revalidation is a 304.
 */
export const kept = <C extends Call>(
  ctx: UserCtx,
  call: C,
  input: unknown,
  storeIds: string[],
  load: () => Promise<z.input<C['output']>>,
  more: (storeId: string) => string[] = () => [],
): Promise<Versioned> =>
  cachedAnswer(
    ctx.db,
    `${call.path}:${JSON.stringify(input)}`,
    call,
    call.path.replace('/', '-'),
    async () => ({
      value: await load(),
      tags: storeIds.flatMap((id) => [`reports:${id}`, `store:${id}`, ...more(id)]),
    }),
    boundedReadCacheOf(ctx.db, 'reports', REPORT_CACHE_ENTRIES),
  );

// ---- calls

/** `report/getDashboard`, kept in memory until its stores' rollups or reservations change. */
export const dashboard = (ctx: UserCtx, input: { storeIds: string[]; from: string; to: string }): Promise<Versioned> =>
  kept(
    ctx,
    reportCalls.getDashboard,
    input,
    unique(input.storeIds),
    () => dashboardOf(ctx.db, input),
    (id) => [`reservations:${id}`],
  );

const dashboardOf = async (db: Db, input: { storeIds: string[]; from: string; to: string }): Promise<Dashboard> => {
  const { from, to } = input;
  const storeIds = unique(input.storeIds);
  requireRange(from, to);
  const { from: previousFrom, to: previousTo } = previousRange({ from, to });
  // Small reads of the rollups, each on its primary key's order, sent at once (PostgreSQL runs them side by side on
  // the pool's connections; PGlite one after the other).
  const [
    stores,
    perStore,
    previous,
    loyaltyNow,
    loyaltyBefore,
    weekdays,
    hours,
    services,
    payments,
    products,
    reservations,
  ] = await Promise.all([
    storesOf(db, storeIds),
    repo.sumsByStore(db, storeIds, from, to),
    repo.sumsByStore(db, storeIds, previousFrom, previousTo),
    loyalty.loyaltyByStore(db, storeIds, from, to),
    loyalty.loyaltyByStore(db, storeIds, previousFrom, previousTo),
    repo.byWeekday(db, storeIds, from, to),
    repo.byWeekdayHour(db, storeIds, from, to),
    repo.byServiceType(db, storeIds, from, to),
    repo.byPaymentType(db, storeIds, from, to),
    repo.productsByStore(db, storeIds, from, to),
    reservationFigures(db, storeIds, from, to),
  ]);
  const { top, bottom } = mergeProducts(products, REPORT_PRODUCT_LIST);

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
    byPaymentType: mergePaymentTypes(payments),
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
    reservations,
  };
};

/** `report/getFolios`: per store and business day, newest first; kept until the stores' rollups change. */
export const folioDays = (ctx: UserCtx, input: { storeIds: string[]; from: string; to: string }): Promise<Versioned> =>
  kept(ctx, reportCalls.getFolios, input, unique(input.storeIds), () => folioDaysOf(ctx.db, input));

const folioDaysOf = async (
  db: Db,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Out<typeof ZReportFolioDays>> => {
  requireRange(input.from, input.to);
  const rows = await repo.sumsByDay(db, unique(input.storeIds), input.from, input.to);
  return {
    rows: rows.map((r) => ({ storeId: r.storeId, businessDay: r.businessDay, figures: figuresOf(r.sums) })),
    totals: figuresOf(totalOf(rows)),
  };
};

/** `report/getStores`: each store asked, in order, and the sum; kept until the stores' rollups change. */
export const storeFigures = (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Versioned> =>
  kept(ctx, reportCalls.getStores, input, unique(input.storeIds), () => storeFiguresOf(ctx.db, input));

const storeFiguresOf = async (
  db: Db,
  input: { storeIds: string[]; from: string; to: string },
): Promise<Out<typeof ZReportStores>> => {
  requireRange(input.from, input.to);
  const storeIds = unique(input.storeIds);
  const [stores, rows] = await Promise.all([
    storesOf(db, storeIds),
    repo.sumsByStore(db, storeIds, input.from, input.to),
  ]);
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

/** `report/getFolioDetails`: one store's days (oldest first) and the breakdowns of the range; kept as the others. */
export const folioDetails = (ctx: UserCtx, input: { storeId: string; from: string; to: string }): Promise<Versioned> =>
  kept(ctx, reportCalls.getFolioDetails, input, [input.storeId], () => folioDetailsOf(ctx.db, input));

const folioDetailsOf = async (
  db: Db,
  input: { storeId: string; from: string; to: string },
): Promise<Out<typeof ZReportFolioDetails>> => {
  requireRange(input.from, input.to);
  const ids = [input.storeId];
  const [dayRows, hours, services, payments] = await Promise.all([
    repo.sumsByDay(db, ids, input.from, input.to),
    repo.byWeekdayHour(db, ids, input.from, input.to),
    repo.byServiceType(db, ids, input.from, input.to),
    repo.byPaymentType(db, ids, input.from, input.to),
  ]);
  const days = dayRows.reverse();
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, revenue: 0, folios: 0 }));
  for (const h of hours) {
    byHour[h.hour]!.revenue += h.total;
    byHour[h.hour]!.folios += h.folios;
  }
  return {
    storeId: input.storeId,
    days: days.map((d) => ({ businessDay: d.businessDay, figures: figuresOf(d.sums) })),
    totals: figuresOf(totalOf(days)),
    byPaymentType: mergePaymentTypes(payments),
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

/**
 * `report/getUserCountStats`: check-ins per store and month (spec §7), month names in `lang`; kept until a check-in
 * of one of the stores is logged or removed (`checkins:<id>`, migration 0029).
 */
export const userCountStats = (
  ctx: UserCtx,
  input: { storeIds: string[]; from: string; to: string; lang: ReportLanguage },
): Promise<Versioned> =>
  kept(
    ctx,
    reportCalls.getUserCountStats,
    input,
    unique(input.storeIds),
    () => userCountStatsOf(ctx.db, input),
    (id) => [`checkins:${id}`],
  );

const userCountStatsOf = async (
  db: Db,
  input: { storeIds: string[]; from: string; to: string; lang: ReportLanguage },
): Promise<Out<typeof ZUserCountStats>> => {
  requireRange(input.from, input.to);
  const storeIds = unique(input.storeIds);
  // Whole months from the month rollup, the days at the range's ends from the log (docs/reports.md, Check-ins per month).
  const { months, days } = repo.splitRange(input.from, input.to);
  const [stores, whole, ...ends] = await Promise.all([
    storesOf(db, storeIds),
    months ? repo.checkInMonths(db, storeIds, months[0], months[1]) : [],
    ...days.map(([a, b]) => checkInsByMonth(db, storeIds, a, b)),
  ]);
  const rows = [...whole, ...ends.flat()].sort(
    (a, b) => a.storeId.localeCompare(b.storeId) || a.month.localeCompare(b.month),
  );
  const names = new Map(stores.map((s) => [s.storeId, s.storeName]));
  const totalsByMonth = new Map<string, number>();
  for (const r of rows) totalsByMonth.set(r.month, (totalsByMonth.get(r.month) ?? 0) + r.total);
  return {
    rows: rows.map((r) => ({
      storeId: r.storeId,
      storeName: names.get(r.storeId) ?? '',
      month: r.month,
      monthName: monthName(r.month, input.lang),
      total: r.total,
      unique: r.unique,
    })),
    months: [...totalsByMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, total]) => ({ month, monthName: monthName(month, input.lang), total })),
    total: rows.reduce((a, r) => a + r.total, 0),
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
