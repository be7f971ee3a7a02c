import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import { BUSINESS_TIME_ZONE } from '../folios/business-day.ts';

/** The store's clock (docs/customers.md): the business time zone's wall-clock parts and their instants. */
const TZ = BUSINESS_TIME_ZONE;

export const localParts = (at: Date) => {
  const w = wallClockParts(at, TZ);
  return { y: w.year, m: w.month - 1, d: w.day, h: w.hour };
};
/** The instant the store's clock shows `y-m-d h:00` (the zone's offset at that moment). */
export const localToUtc = (y: number, m: number, d: number, h: number): Date => {
  const guess = Date.UTC(y, m, d, h);
  const w = wallClockParts(new Date(guess), TZ);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess;
  return new Date(guess - offset);
};
export const storeDay = (at: Date) => {
  const { y, m, d } = localParts(at);
  return { start: localToUtc(y, m, d, 0), end: localToUtc(y, m, d + 1, 0) };
};
