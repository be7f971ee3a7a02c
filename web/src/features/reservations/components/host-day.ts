import { addDays, businessDayOf } from '@sofra/contracts/core/business-day';
import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import {
  RESERVATION_STEP_MINUTES,
  liveReservationStatuses,
  type Reservation,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';

/**
 * The host stand's day on the store's clock (docs/reservation-screens.md, Host stand): which bookings belong to it,
 * the hours its timeline spans, and its figures. Pure, so the tests check the arithmetic without a screen.
 */

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const STEP_MS = RESERVATION_STEP_MINUTES * MINUTE;

/** What the day needs of the store. */
export interface StoreClock {
  timeZone: string;
  dayStartHour: number;
  workingHours: WorkingHour[];
}

/** The instant the store's clock shows `hh:mm` on `date` (YYYY-MM-DD), as the server counts it. */
export const localInstant = (date: string, hhmm: string, timeZone: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  const offsetAt = (at: number) => {
    const w = wallClockParts(new Date(at), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at;
  };
  return guess - offsetAt(guess - offsetAt(guess));
};

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm of an instant on the store's clock. */
export const clockTime = (at: number | string, timeZone: string): string => {
  const w = wallClockParts(new Date(at), timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
};

/** The store's business day an instant belongs to: 01:30 belongs to the evening before. */
export const dayOf = (at: number | string, store: StoreClock): string =>
  businessDayOf(new Date(at), store.timeZone, store.dayStartHour);

/** 0 = Monday … 6 = Sunday, as the working hours count. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export interface Span {
  start: number;
  end: number;
}

/**
 * The hours the timeline shows for `date`: the store's working hours of that weekday (a close before the open runs
 * past midnight), widened to every booking of the day, in whole hours; noon to 23:00 on a closed day without bookings.
 */
export const daySpan = (store: StoreClock, date: string, bookings: Reservation[]): Span => {
  const row = store.workingHours.find((h) => h.day === weekdayOf(date));
  let start: number;
  let end: number;
  if (row && !row.closed) {
    start = localInstant(date, row.open, store.timeZone);
    end = localInstant(row.close > row.open ? date : addDays(date, 1), row.close, store.timeZone);
  } else {
    start = localInstant(date, '12:00', store.timeZone);
    end = localInstant(date, '23:00', store.timeZone);
  }
  for (const b of bookings) {
    start = Math.min(start, Date.parse(b.startsAt));
    end = Math.max(end, Date.parse(b.endsAt));
  }
  // Whole hours of the store's clock (the zones' offsets are whole quarters: a floor to 15 minutes, then to the hour).
  const minuteOf = (at: number) => wallClockParts(new Date(at), store.timeZone).minute;
  start -= minuteOf(start) * MINUTE;
  const endMinute = minuteOf(end);
  if (endMinute) end += (60 - endMinute) * MINUTE;
  return { start, end: Math.max(end, start + HOUR) };
};

/** The hours of the span, each as its start and its HH:00 on the store's clock. */
export const hoursOf = (span: Span, timeZone: string) => {
  const hours: { at: number; label: string }[] = [];
  for (let at = span.start; at < span.end; at += HOUR) hours.push({ at, label: clockTime(at, timeZone) });
  return hours;
};

/** The bookings whose start falls on the store's business day `date`, by start. */
export const bookingsOfDay = (all: Reservation[], store: StoreClock, date: string): Reservation[] =>
  all.filter((r) => dayOf(r.startsAt, store) === date).sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** Holds its points: requested, confirmed or seated. */
export const isLive = (r: Pick<Reservation, 'status'>) => liveReservationStatuses.includes(r.status);

/** The day's figures: bookings not cancelled and their covers, seated (and completed), no-shows. */
export const dayFigures = (bookings: Reservation[]) => {
  const kept = bookings.filter((r) => r.status !== 'cancelled');
  const sum = (list: Reservation[]) => list.reduce((n, r) => n + r.partySize, 0);
  const seated = kept.filter((r) => r.status === 'seated' || r.status === 'completed');
  return {
    booked: kept.length,
    covers: sum(kept),
    seated: seated.length,
    seatedCovers: sum(seated),
    noShows: kept.filter((r) => r.status === 'no_show').length,
  };
};

/**
 * The guests expected to arrive in each hour of the span: the party sizes of the bookings (not cancelled, not no-shows)
 * starting in it. A day longer than 12 hours (a store open all day) shows only the hours from its first arrival to its
 * last, so the row stays small.
 */
export const coversPerHour = (bookings: Reservation[], span: Span, timeZone: string) => {
  const coming = bookings.filter((r) => r.status !== 'cancelled' && r.status !== 'no_show');
  const hours = hoursOf(span, timeZone).map(({ at, label }) => ({
    label,
    covers: coming
      .filter((r) => {
        const start = Date.parse(r.startsAt);
        return start >= at && start < at + HOUR;
      })
      .reduce((n, r) => n + r.partySize, 0),
  }));
  if (hours.length <= 12) return hours;
  const first = hours.findIndex((h) => h.covers > 0);
  if (first < 0) return [];
  const last = hours.findLastIndex((h) => h.covers > 0);
  return hours.slice(first, last + 1);
};

/** An instant on the 15-minute grid, the nearest one (a drop) or the one before (a walk-in's start). */
export const toGrid = (at: number, how: 'round' | 'floor' = 'round') =>
  (how === 'round' ? Math.round(at / STEP_MS) : Math.floor(at / STEP_MS)) * STEP_MS;
