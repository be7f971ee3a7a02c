import type { CampaignSchedule } from '@sofra/contracts/loyalty/campaigns.schemas';
import { wallClockParts } from '@sofra/contracts/core/wall-clock';

/** Campaign times (docs/campaigns.md, Time zone): a schedule is read on the wall clock of the store's own zone. */

/** The wall clock at `at`: its date (YYYY-MM-DD), ISO weekday (1 = Monday) and minutes since midnight. */
const wallClockOf = (at: Date, timeZone: string) => {
  const w = wallClockParts(at, timeZone);
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day)).toISOString().slice(0, 10);
  return { date, weekday: isoWeekday(date), minutes: w.hour * 60 + w.minute };
};

/** ISO weekday of a date (1 = Monday … 7 = Sunday). */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a day may start a window: one of the schedule's weekdays, between `from` and `to` (inclusive). */
const dayFits = (s: CampaignSchedule, date: string) =>
  s.days.includes(isoWeekday(date)) && date >= s.from && (s.to === null || date <= s.to);

/**
 * Whether `at` falls in the schedule: a window of a day it allows, from startTime (inclusive) to endTime (exclusive).
 * The same start and end is the whole day; an end before the start runs past midnight and belongs to the day it began.
 */
export const inSchedule = (s: CampaignSchedule, at: Date, timeZone: string): boolean => {
  const { date, minutes } = wallClockOf(at, timeZone);
  const start = minutesOf(s.startTime);
  const end = minutesOf(s.endTime);
  if (start === end) return dayFits(s, date);
  if (start < end) return minutes >= start && minutes < end && dayFits(s, date);
  if (minutes >= start) return dayFits(s, date);
  return minutes < end && dayFits(s, addDays(date, -1));
};
