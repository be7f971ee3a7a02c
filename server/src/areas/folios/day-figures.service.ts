import type { DayFigures } from '@sofra/contracts/closing/closing.schemas';
import type { Tx } from '../../db/client.ts';
import * as repo from './day-figures.repo.ts';
import { closerScope, dayScope, type Scope } from './day-figures.repo.ts';

export { holdDayCounter, openBills } from './day-figures.repo.ts';

/** Rounded half up, as the reports do. */
const perGuest = (amount: number, covers: number) =>
  covers > 0 ? Math.floor((2 * amount + covers) / (2 * covers)) : 0;

/**
 * What a set of bills comes to (docs/end-of-day.md, The figures): the closed bills' sums, their payments by type, their
 * sold lines by department and their KDV per rate, from the bills themselves; and what their cash payments brought
 * into the drawer. One after the other: in a transaction one connection runs one query at a time.
 */
const figuresOf = async (db: Tx, scope: Scope) => {
  const { coveredRevenue, ...sums } = await repo.folioSums(db, scope);
  const byPaymentType = (await repo.byPaymentType(db, scope)) as DayFigures['byPaymentType'];
  const byDepartment = await repo.byDepartment(db, scope);
  const byTaxRate = await repo.byTaxRate(db, scope);
  const figures: DayFigures = {
    ...sums,
    averagePerGuest: perGuest(coveredRevenue, sums.covers),
    byPaymentType,
    byDepartment,
    byTaxRate,
  };
  return { figures, cash: await repo.cashTaken(db, scope) };
};

/** A store's business day. */
export const dayFigures = (db: Tx, storeId: string, day: string) => figuresOf(db, dayScope(storeId, day));

/** The bills one person closed or cancelled from `from` until `to` (a shift). */
export const closerFigures = (db: Tx, storeId: string, staffId: string, from: Date, to: Date) =>
  figuresOf(db, closerScope(storeId, staffId, from, to));
