import type { z } from 'zod';
import type { Shift, ZCloseShift, ZGetShifts, ZOpenShift } from '@sofra/contracts/closing/closing.schemas';
import { businessDayOf } from '@sofra/contracts/core/business-day';
import { newId } from '@sofra/contracts/core/ids';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { guardStore } from '../../lib/session.ts';
import { actorOf } from './actor.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { closerFigures } from '../folios/day-figures.service.ts';
import { cashCount } from './cash-count.ts';
import * as repo from './shifts.repo.ts';
import type { ShiftRow } from './shifts.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * Shifts (docs/end-of-day.md, Shifts): a person opens their turn at a till with a float and closes it with the
 * drawer's count. A shift's figures are the bills that person closed or cancelled from its opening to its close, from
 * the bills themselves, kept at the close; so two tills' shifts never count one bill twice, and shifts closing at the
 * same moment do not wait for each other.
 */

const shiftOf = async (db: Tx, row: ShiftRow, now: Date): Promise<Shift> => {
  const live = row.closedAt ? undefined : await closerFigures(db, row.storeId, row.staffId, row.openedAt, now);
  return {
    id: row.id,
    till: row.till,
    staffId: row.staffId,
    staff: row.staff.name,
    businessDay: row.businessDay,
    openedAt: row.openedAt.toISOString(),
    float: row.float,
    state: row.closedAt ? 'closed' : 'open',
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy?.name ?? null,
    note: row.note,
    figures: live?.figures ?? row.figures!,
    cashSales: live?.cash.amount ?? row.cash?.cashSales ?? 0,
    cashTips: live?.cash.tips ?? row.cash?.cashTips ?? 0,
    cash: row.cash ?? null,
  };
};

export const getShifts = async (ctx: UserCtx, input: Out<typeof ZGetShifts>) => {
  const store = await storeRowById(ctx.db, input.storeId);
  if (!store) throw new AppError('not_found', `store ${input.storeId} does not exist`);
  const now = ctx.services.now();
  const day = input.businessDay ?? businessDayOf(now, store.timeZone, store.dayStartHour);
  const rows = await repo.shiftsOf(ctx.db, input.storeId, day);
  const shifts: Shift[] = [];
  for (const row of rows) shifts.push(await shiftOf(ctx.db, row, now));
  return { businessDay: day, shifts };
};

/** The store's shifts still open that began on the day or before: the day's close waits for them. */
export const openShiftsOf = async (db: Tx, storeId: string, day: string) =>
  (await repo.openShifts(db, storeId))
    .filter((s) => s.businessDay <= day)
    .map((s) => ({ id: s.id, till: s.till, staff: s.staff.name }));

export const openShift = async (ctx: UserCtx, input: Out<typeof ZOpenShift>): Promise<Shift> => {
  const store = await storeRowById(ctx.db, input.storeId);
  if (!store) throw new AppError('not_found', `store ${input.storeId} does not exist`);
  const now = ctx.services.now();
  const actor = await actorOf(ctx);
  try {
    const row = await repo.insertShift(ctx.db, {
      id: newId(),
      storeId: input.storeId,
      till: input.till,
      staffId: actor.id,
      staff: actor,
      businessDay: businessDayOf(now, store.timeZone, store.dayStartHour),
      openedAt: now,
      float: input.float,
    });
    return await shiftOf(ctx.db, row, now);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('shift_open', `${input.till} or ${actor.name} has a shift open already: close it first`, {}, [
        { path: 'till', code: 'shift_open' },
      ]);
    throw error;
  }
};

/**
 * Closes a shift with its drawer's count (a difference needs a reason). One's own shift with `payments.take`;
 * someone else's needs `payments.close-day` (the manager's), as owners always may.
 */
export const closeShift = async (ctx: UserCtx, input: Out<typeof ZCloseShift>): Promise<Shift> => {
  const actor = await actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.shiftForUpdate(tx, input.storeId, input.id);
    if (!row) throw new AppError('not_found', `shift ${input.id} is not a shift of this store`);
    if (row.closedAt) throw new AppError('conflict', `shift ${input.id} is closed already`);
    if (row.staffId !== actor.id) await guardStore(ctx, input.storeId, 'payments.close-day');
    const now = ctx.services.now();
    const { figures, cash: taken } = await closerFigures(tx, row.storeId, row.staffId, row.openedAt, now);
    const cash = cashCount(row.float, taken, input);
    const closed = await repo.closeShiftRow(tx, row.id, {
      closedAt: now,
      closedBy: actor,
      note: input.note,
      cash,
      figures,
    });
    return shiftOf(tx, closed, now);
  });
};
