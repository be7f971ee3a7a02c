import { storeDayOf } from '../../../components/folio-view/folio-format';

/** The screen's small rules, apart so they are tested without a browser. */

/** The signed change a form asks for: a deduction is the amount taken, so negative. */
export const signedPoints = (mode: 'add' | 'deduct', amount: number): number => (mode === 'deduct' ? -amount : amount);

/** The period the totals start with: the first day of this month to today, as the store's calendar days. */
export const monthToDate = (today: Date): { from: string; to: string } => {
  const to = storeDayOf(today);
  return { from: `${to.slice(0, 8)}01`, to };
};

/** A ledger amount with its sign, as a person reads it: +100, −30, 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
