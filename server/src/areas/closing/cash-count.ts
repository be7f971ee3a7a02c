import type { CashCount } from '@sofra/contracts/closing/closing.schemas';
import { AppError } from '../../lib/app-error.ts';

/**
 * A drawer's count (docs/end-of-day.md, Closing): expected = float + cash payments + cash tips, difference = counted −
 * expected; a difference other than 0 needs a reason (`validation_failed` naming `reason`).
 */
export const cashCount = (
  float: number,
  taken: { amount: number; tips: number },
  given: { counted: number; reason: string },
): CashCount => {
  const expected = float + taken.amount + taken.tips;
  const difference = given.counted - expected;
  if (difference !== 0 && !given.reason)
    throw AppError.invalid([{ path: 'reason', code: 'required' }], `the drawer is ${difference} off: say why`);
  return {
    float,
    cashSales: taken.amount,
    cashTips: taken.tips,
    expected,
    counted: given.counted,
    difference,
    reason: difference === 0 ? '' : given.reason,
  };
};
