import type { z } from 'zod';
import type {
  Day,
  DayClose,
  ZCloseDay,
  ZGetDay,
  ZListDays,
  ZReopenDay,
} from '@sofra/contracts/closing/closing.schemas';
import { DAY_PAGE_SIZE } from '@sofra/contracts/closing/closing.schemas';
import { businessDayOf } from '@sofra/contracts/core/business-day';
import { newId } from '@sofra/contracts/core/ids';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { actorOf } from './actor.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { dayFigures, holdDayCounter, openBills } from '../folios/day-figures.service.ts';
import { cashCount } from './cash-count.ts';
import * as repo from './closing.repo.ts';
import { openShiftsOf } from './shifts.service.ts';
import type { DayCloseRow } from './closing.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * End of day (docs/end-of-day.md): a business day's figures from its bills, its close with the drawer's count (which
 * locks the day's bills: folio writes ask `isDayClosed`), reopening with a reason, the list of closed days.
 */

/** The store's current business day, by its time zone and day-start hour. */
const todayOf = async (ctx: UserCtx, storeId: string): Promise<string> => {
  const store = await storeRowById(ctx.db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId} does not exist`);
  return businessDayOf(ctx.services.now(), store.timeZone, store.dayStartHour);
};

const toClose = (row: DayCloseRow): DayClose => ({
  number: row.number,
  businessDay: row.businessDay,
  closedAt: row.closedAt.toISOString(),
  closedBy: row.closedBy.name,
  note: row.note,
  cash: row.cash,
  figures: row.figures,
  reopenedAt: row.reopenedAt?.toISOString() ?? null,
  reopenedBy: row.reopenedBy?.name ?? null,
  reopenReason: row.reopenReason,
});

const dayOf = async (db: Tx, storeId: string, day: string, today: string): Promise<Day> => {
  const { figures, cash } = await dayFigures(db, storeId, day);
  const open = await openBills(db, storeId, day);
  const closes = await repo.closesOf(db, storeId, day);
  return {
    storeId,
    businessDay: day,
    today,
    state: closes.some((c) => !c.reopenedAt) ? 'closed' : 'open',
    figures,
    cashSales: cash.amount,
    cashTips: cash.tips,
    openBills: open,
    closes: closes.map(toClose),
    openShifts: await openShiftsOf(db, storeId, day),
  };
};

export const getDay = async (ctx: UserCtx, input: Out<typeof ZGetDay>): Promise<Day> => {
  const today = await todayOf(ctx, input.storeId);
  return dayOf(ctx.db, input.storeId, input.businessDay ?? today, today);
};

/** Whether a store's business day is closed: its bills take no change (the folios' hook, set by buildApp). */
export const isDayClosed = (db: Tx, storeId: string, day: string) => repo.isClosed(db, storeId, day);

const notAfterToday = (day: string, today: string) => {
  if (day > today)
    throw AppError.invalid([{ path: 'businessDay', code: 'too_big' }], `${day} has not begun: today is ${today}`);
};

/**
 * Closes the day: while no bill of it is open, with the drawer's count (a difference needs a reason). The figures and
 * the count are kept as they are now — the Z report as printed. The day's number lock is held first, so a bill being
 * opened on the day is either seen here as open, or opened after and refused (folio writes check the close).
 */
export const closeDay = async (ctx: UserCtx, input: Out<typeof ZCloseDay>): Promise<Day> => {
  const { storeId, businessDay: day } = input;
  const today = await todayOf(ctx, storeId);
  notAfterToday(day, today);
  const actor = await actorOf(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      await holdDayCounter(tx, storeId, day);
      if (await repo.isClosed(tx, storeId, day))
        throw new AppError('business_day_closed', `${day} is closed already: reopen it to close it again`);
      const shifts = await openShiftsOf(tx, storeId, day);
      if (shifts.length)
        throw new AppError('shift_open', `${shifts.length} shift(s) are open: close them before the day`);
      const open = await openBills(tx, storeId, day);
      if (open.length)
        throw new AppError(
          'business_day_has_open_bills',
          `${open.length} bill(s) of ${day} are not closed yet: close or cancel them first`,
        );
      const { figures, cash: taken } = await dayFigures(tx, storeId, day);
      const cash = cashCount(input.float, taken, input);
      await repo.insertClose(tx, {
        id: newId(),
        storeId,
        businessDay: day,
        number: await repo.nextNumber(tx, storeId),
        closedAt: ctx.services.now(),
        closedBy: actor,
        note: input.note,
        cash,
        figures,
      });
      return dayOf(tx, storeId, day, today);
    });
  } catch (error) {
    // Two days of the store closed at the same moment took the same Z number: the later one may simply try again.
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'another day was being closed at the same time: try again');
    throw error;
  }
};

/** Opens a closed day again with a reason, kept on its close with who and when; its bills take changes again. */
export const reopenDay = async (ctx: UserCtx, input: Out<typeof ZReopenDay>): Promise<Day> => {
  const { storeId, businessDay: day } = input;
  const today = await todayOf(ctx, storeId);
  const actor = await actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    await holdDayCounter(tx, storeId, day);
    const close = await repo.liveClose(tx, storeId, day);
    if (!close) throw new AppError('conflict', `${day} is not closed`);
    await repo.markReopened(tx, close.id, {
      reopenedAt: ctx.services.now(),
      reopenedBy: actor,
      reopenReason: input.reason,
    });
    return dayOf(tx, storeId, day, today);
  });
};

export const listDays = async (ctx: UserCtx, input: Out<typeof ZListDays>) => {
  const { rows, total } = await repo.closedDays(ctx.db, input.storeId, input.page, DAY_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({
      businessDay: r.businessDay,
      number: r.number,
      closedAt: r.closedAt.toISOString(),
      closedBy: r.closedBy.name,
      folios: r.figures.folios,
      revenue: r.figures.revenue,
      difference: r.cash.difference,
      reopened: r.reopened,
    })),
    total,
    pageSize: DAY_PAGE_SIZE,
  };
};
