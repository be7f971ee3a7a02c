import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import { RESERVATION_STEP_MINUTES } from '@sofra/contracts/reservations/reservations.schemas';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import type { BookingWindowRow, SlotRuleRow } from '../../db/schema/index.ts';
import { Lru } from '../../lib/lru.ts';

/**
 * When a booking may start and how long it holds its point (docs/reservations.md, When a booking may start), on the
 * store's clock. Pure: no database, so the availability of a day is computed from rows read once.
 */

const MINUTE = 60_000;
const STEP = RESERVATION_STEP_MINUTES * MINUTE;

/** A local calendar day (month 1–12). */
export interface Day {
  y: number;
  m: number;
  d: number;
}
export interface Interval {
  start: number;
  end: number;
}

export const parseDay = (iso: string): Day => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
export const addDays = (day: Day, n: number): Day => {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
/** 0 = Monday … 6 = Sunday, as the working hours count. */
export const weekdayOf = (day: Day) => (new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() + 6) % 7;

/**
 * A pure function of few distinct inputs, asked thousands of times a read (a day's free times of 40 points: the same
 * 96 grid times over and over, each a call of the engine's time zone formatter): its answers kept in an LRU.
 */
const memo = <V>(limit: number, compute: (key: string) => V) => {
  const kept = new Lru<string, V>(limit);
  return (key: string): V => {
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = compute(key)));
    return value;
  };
};

/** The instant the store's clock shows `hh:mm` on `day` (the zone's offset at that moment). */
export const localInstant = (day: Day, hhmm: string, timeZone: string): number =>
  instantOf(`${timeZone}|${day.y}|${day.m}|${day.d}|${hhmm}`);

const instantOf = memo(20_000, (key) => {
  const [timeZone, y, m, d, hhmm] = key.split('|') as [string, string, string, string, string];
  return computeLocalInstant({ y: Number(y), m: Number(m), d: Number(d) }, hhmm, timeZone);
});

const computeLocalInstant = (day: Day, hhmm: string, timeZone: string): number => {
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(day.y, day.m - 1, day.d, h, min);
  const w = wallClockParts(new Date(guess), timeZone);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess;
  const first = guess - offset;
  // Near a change of the clocks the offset at the answer may differ from the guess's: correct once.
  const w2 = wallClockParts(new Date(first), timeZone);
  const offset2 = Date.UTC(w2.year, w2.month - 1, w2.day, w2.hour, w2.minute, w2.second) - first;
  return guess - offset2;
};
/** The store's day and HH:mm at an instant (shared: read it, never change it). */
export const localDayTime = (at: number, timeZone: string) => dayTimeOf(`${timeZone}|${at}`);

const dayTimeOf = memo(20_000, (key) => {
  const split = key.lastIndexOf('|');
  const w = wallClockParts(new Date(Number(key.slice(split + 1))), key.slice(0, split));
  const pad = (n: number) => String(n).padStart(2, '0');
  return Object.freeze({
    day: Object.freeze({ y: w.year, m: w.month, d: w.day }),
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
    hour: w.hour,
  });
});

/** `from`–`to` on `day`: `to` at or before `from` is the next day (00:00–00:00: the whole day). */
const span = (day: Day, from: string, to: string, timeZone: string): Interval => ({
  start: localInstant(day, from, timeZone),
  end: localInstant(to > from ? day : addDays(day, 1), to, timeZone),
});

/** The store's open hours that begin on `day` (none when closed). */
export const openHours = (hours: WorkingHour[], day: Day, timeZone: string): Interval[] => {
  const row = hours.find((h) => h.day === weekdayOf(day));
  return !row || row.closed ? [] : [span(day, row.open, row.close, timeZone)];
};

export interface PointRules {
  minParty: number;
  maxParty: number;
  slots: SlotRuleRow[];
  bufferMinutes: number;
  windows: BookingWindowRow[];
  active: boolean;
}

/** The windows a booking of `day` may start in: the point's of that weekday, or the store's hours without any. */
export const startWindows = (point: PointRules, hours: WorkingHour[], day: Day, timeZone: string): Interval[] =>
  point.windows.length === 0
    ? openHours(hours, day, timeZone)
    : point.windows.filter((w) => w.day === weekdayOf(day)).map((w) => span(day, w.from, w.to, timeZone));

/** The slot length of a party at a point: the first rule whose `upTo` takes it, else the last. */
export const slotMinutes = (point: Pick<PointRules, 'slots'>, party: number): number => {
  const rules = [...point.slots].sort((a, b) => a.upTo - b.upTo);
  return (rules.find((r) => r.upTo >= party) ?? rules[rules.length - 1]!).minutes;
};

const inside = (outer: Interval, start: number, end: number) => outer.start <= start && end <= outer.end;
const overlaps = (a: Interval, start: number, end: number) => a.start < end && start < a.end;

/**
 * Whether a booking from `start` for `minutes` keeps the rules of time at one point: on the grid, in a start window of
 * its day (or of the day before, for a window past midnight), and inside the store's open hours.
 */
export const startAllowed = (
  point: PointRules,
  hours: WorkingHour[],
  timeZone: string,
  start: number,
  minutes: number,
): boolean => {
  if (start % STEP !== 0) return false;
  const end = start + minutes * MINUTE;
  const today = localDayTime(start, timeZone).day;
  const days = [addDays(today, -1), today];
  const inWindow = days.some((day) =>
    startWindows(point, hours, day, timeZone).some((w) => w.start <= start && start < w.end),
  );
  const open = [...days, addDays(today, 1)].some((day) =>
    openHours(hours, day, timeZone).some((o) => inside(o, start, end)),
  );
  return inWindow && open;
};

/**
 * The free start times of the store's `day` at one point for a party: every grid time in the point's windows of that
 * day, inside the open hours, not before `notBefore`, whose time plus the buffer meets none of `taken`.
 */
export const freeStarts = (
  point: PointRules,
  hours: WorkingHour[],
  timeZone: string,
  day: Day,
  party: number,
  taken: Interval[],
  notBefore: number,
): number[] => {
  if (!point.active || party < point.minParty || party > point.maxParty) return [];
  const minutes = slotMinutes(point, party);
  const open = [addDays(day, -1), day, addDays(day, 1)].flatMap((d) => openHours(hours, d, timeZone));
  const out: number[] = [];
  for (const w of startWindows(point, hours, day, timeZone)) {
    for (let s = Math.ceil(w.start / STEP) * STEP; s < w.end; s += STEP) {
      if (s < notBefore) continue;
      const end = s + minutes * MINUTE;
      if (!open.some((o) => inside(o, s, end))) continue;
      const held = end + point.bufferMinutes * MINUTE;
      if (taken.some((t) => overlaps(t, s, held))) continue;
      out.push(s);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
};
