import { addDays, daysIn } from '../core/business-day.ts';

/**
 * The ranges of business days a report spans (docs/reports.md): both ends included, at most MAX_REPORT_RANGE_DAYS,
 * compared with the period before. Schema-free, so the portal's period picker loads no schema.
 */

/** The longest range a report may span, in days (two years, a leap day included). */
export const MAX_REPORT_RANGE_DAYS = 731;

/** Business days from..to, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** The period before a range: as many days, ending the day before it starts (`previousFrom`..`previousTo`). */
export const previousRange = (range: DayRange): DayRange => {
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(daysIn(range) - 1)), to };
};
