/**
 * Business days (docs/folios.md, Business day; docs/reports.md): the date a moment belongs to at a store — its date in
 * the store's time zone, less the day-start hour, so a bar's sales after midnight belong to the evening before — and
 * calendar arithmetic on such days (YYYY-MM-DD, counted in UTC, where no day has a gap). Pure and schema-free, so the
 * server and the portal count the same days.
 */

import { wallClockParts } from './wall-clock.ts';

/** The time zone and day-start hour of a new store. */
export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';
export const BUSINESS_DAY_START_HOUR = 5;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** YYYY-MM-DD of the business day `at` falls in: 01:30 on the 25th belongs to the 24th when the day starts at 05:00. */
export const businessDayOf = (
  at: Date,
  timeZone = BUSINESS_TIME_ZONE,
  dayStartHour = BUSINESS_DAY_START_HOUR,
): string => {
  const w = wallClockParts(at, timeZone);
  const local = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  return w.hour < dayStartHour ? addDays(local, -1) : local;
};

/** A day moved by whole days. */
export const addDays = (day: string, days: number): string =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** How many days from..to spans, both included. */
export const daysIn = ({ from, to }: { from: string; to: string }): number =>
  Math.round(dayNumber(to) - dayNumber(from)) + 1;
