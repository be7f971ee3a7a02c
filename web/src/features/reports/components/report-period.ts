import { addDays, daysIn } from '@sofra/contracts/core/business-day';
import { MAX_REPORT_RANGE_DAYS, type DayRange } from '@sofra/contracts/reports/report-range';

/**
 * The periods of the report screens (docs/report-screens.md): presets counted in business days of the store
 * (`businessDayOf`, `addDays` of contracts' business-day.ts, as the server counts them). Days are `YYYY-MM-DD`
 * strings; the server decides which folios fall in a business day, this only names the days to ask for.
 */

export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export type Period = DayRange;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day (2026-02-30 is not). */
export const isDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
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

/** A custom range as typed, or why it cannot be asked for. */
export const checkRange = (period: Period): 'ok' | 'invalid' | 'tooLong' => {
  if (!isDay(period.from) || !isDay(period.to) || period.from > period.to) return 'invalid';
  return daysIn(period) > MAX_REPORT_RANGE_DAYS ? 'tooLong' : 'ok';
};

/**
 * The change from `previous` to `current` in whole percent, or null when there is nothing to compare with (the
 * period before had none): "new" is shown instead of an infinite rise.
 */
export const changePercent = (current: number, previous: number): number | null => {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
};
