import type { DayFigures } from '@sofra/contracts/closing/closing.schemas';
import type { Tx } from '../../db/client.ts';
import * as repo from './day-figures.repo.ts';

export { holdDayCounter, openBills } from './day-figures.repo.ts';

/** Rounded half up, as the reports do. */
const perGuest = (amount: number, covers: number) =>
  covers > 0 ? Math.floor((2 * amount + covers) / (2 * covers)) : 0;

/**
 * What a store's business day comes to (docs/end-of-day.md, The figures): the closed bills' sums, their payments by
 * type, their sold lines by department and their KDV per rate, from the bills themselves. One after the other: in a
 * transaction one connection runs one query at a time.
 */
export const dayFigures = async (db: Tx, storeId: string, day: string): Promise<DayFigures> => {
  const { coveredRevenue, ...sums } = await repo.folioSums(db, storeId, day);
  const byPaymentType = (await repo.byPaymentType(db, storeId, day)) as DayFigures['byPaymentType'];
  const byDepartment = await repo.byDepartment(db, storeId, day);
  const byTaxRate = await repo.byTaxRate(db, storeId, day);
  return { ...sums, averagePerGuest: perGuest(coveredRevenue, sums.covers), byPaymentType, byDepartment, byTaxRate };
};

/** Cash payments and cash tips of the day's closed bills: what the drawer took in. */
export const cashTaken = (db: Tx, storeId: string, day: string) => repo.cashTaken(db, storeId, day);
