import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import { BUSINESS_TIME_ZONE } from '../folios/business-day.ts';

/**
 * The store's clock (docs/customers.md): the wall-clock parts of a store's own time zone and their instants. A store
 * whose zone is not at hand (the customers report's date filters) reads the business time zone.
 */
const TZ = BUSINESS_TIME_ZONE;

export const localParts = (at: Date, timeZone: string = TZ) => {
  const w = wallClockParts(at, timeZone);
  return { y: w.year, m: w.month - 1, d: w.day, h: w.hour };
};
/** The instant the store's clock shows `y-m-d h:00` (the zone's offset at that moment). */
export const localToUtc = (y: number, m: number, d: number, h: number, timeZone: string = TZ): Date => {
  const guess = Date.UTC(y, m, d, h);
  const w = wallClockParts(new Date(guess), timeZone);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess;
  return new Date(guess - offset);
};
export const storeDay = (at: Date, timeZone: string = TZ) => {
  const { y, m, d } = localParts(at, timeZone);
  return { start: localToUtc(y, m, d, 0, timeZone), end: localToUtc(y, m, d + 1, 0, timeZone) };
};
