import { storeDayOf } from '../../../components/folio-view/folio-format';

/** The results' first period: this month so far, on the store's calendar (business days, as the reports). */
export const monthSoFar = (now: Date): { from: string; to: string } => {
  const today = storeDayOf(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** Why a period cannot be asked for, as an i18n key; null when it can. */
export const periodProblem = (from: string, to: string): string | null => {
  if (!from || !to) return 'campaigns.results.periodMissing';
  if (from > to) return 'campaigns.results.periodBackwards';
  return null;
};
