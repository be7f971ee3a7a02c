import { businessDayOf } from '@sofra/contracts/core/business-day';

export const loyaltyRanges = ['last12', 'thisYear', 'lastYear'] as const;
export type LoyaltyRange = (typeof loyaltyRanges)[number];

/**
 * The days the loyalty dashboard's range spans at `now`. Check-ins are counted by the store's calendar day (the local
 * date of the scan), not by the business day: one scanned at 01:30 belongs to today, so "today" here is the store's
 * calendar date (a day start of 0), or the latest check-ins would be left out until the business day turned.
 */
export const loyaltyPeriod = (range: LoyaltyRange, now: Date, timeZone?: string) => {
  const today = businessDayOf(now, timeZone, 0);
  const year = Number(today.slice(0, 4));
  if (range === 'thisYear') return { from: `${year}-01-01`, to: today };
  if (range === 'lastYear') return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  const month = Number(today.slice(5, 7));
  // The first day of the month 11 months back.
  const back = month - 11;
  const from =
    back >= 1 ? `${year}-${String(back).padStart(2, '0')}-01` : `${year - 1}-${String(back + 12).padStart(2, '0')}-01`;
  return { from, to: today };
};
