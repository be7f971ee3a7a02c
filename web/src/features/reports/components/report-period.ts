/**
 * The periods of the report screens (docs/report-screens.md): presets counted in business days of the store, and
 * the period before one (the same number of days, ending the day before it starts). Days are `YYYY-MM-DD` strings;
 * the server decides which folios fall in a business day, this only names the days to ask for.
 */

export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface Period {
  from: string;
  to: string;
}

/** The longest period the screens ask for, in days (two years, as the server allows). */
export const MAX_PERIOD_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day (2026-02-30 is not). */
export const isDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
};

/** A day moved by whole days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from..to spans, both included. */
export const daysIn = ({ from, to }: Period): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The business day `now` falls in at a store: its local date less the day-start hour, so 01:30 on the 25th belongs
 * to the 24th when the day starts at 05:00.
 */
export const businessToday = (now: Date, timeZone = 'Europe/Istanbul', dayStartHour = 5): string => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  const local = `${parts.year}-${parts.month}-${parts.day}`;
  return Number(parts.hour) < dayStartHour ? addDays(local, -1) : local;
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The period a preset names, given today's business day; `custom` keeps the custom range. */
export const presetPeriod = (preset: PeriodPreset, today: string, custom?: Period): Period => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case 'custom':
      return custom ?? { from: today, to: today };
  }
};

/** The period before: as many days, ending the day before `period` starts (what the server compares with). */
export const previousPeriod = (period: Period): Period => {
  const days = daysIn(period);
  const to = addDays(period.from, -1);
  return { from: addDays(to, -(days - 1)), to };
};

/** A custom range as typed, or why it cannot be asked for. */
export const checkRange = (period: Period): 'ok' | 'invalid' | 'tooLong' => {
  if (!isDay(period.from) || !isDay(period.to) || period.from > period.to) return 'invalid';
  return daysIn(period) > MAX_PERIOD_DAYS ? 'tooLong' : 'ok';
};

/**
 * The change from `previous` to `current` in whole percent, or null when there is nothing to compare with (the
 * period before had none): "new" is shown instead of an infinite rise.
 */
export const changePercent = (current: number, previous: number): number | null => {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
};
