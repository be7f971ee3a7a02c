import type { ReportLanguage } from '@sofra/contracts/reports/reports.schemas';
import { fromMinor } from '../../../lib/money';

/**
 * How the report screens write numbers (spec section 9): a picker pairs the languages en, tr, de and nl with the
 * currencies USD, TRY, EUR and EUR; without a choice the figures are in TRY, written in the portal's language. The
 * display currency only formats: amounts are the stores' own minor units and are never converted
 * (docs/report-screens.md).
 */

export const reportDisplays = [
  { language: 'en', currency: 'USD' },
  { language: 'tr', currency: 'TRY' },
  { language: 'de', currency: 'EUR' },
  { language: 'nl', currency: 'EUR' },
] as const satisfies readonly { language: ReportLanguage; currency: string }[];

export interface ReportDisplay {
  /** The language numbers, dates and month names are written in. */
  language: string;
  currency: string;
}

const DEFAULT_REPORT_CURRENCY = 'TRY';

/** The display chosen on this device, or TRY in the portal's language when none is. */
export const displayOf = (chosen: string | null | undefined, uiLanguage: string): ReportDisplay =>
  reportDisplays.find((d) => d.language === chosen) ?? { language: uiLanguage, currency: DEFAULT_REPORT_CURRENCY };

const cache = new Map<string, Intl.NumberFormat>();
const formatter = (key: string, make: () => Intl.NumberFormat) => {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
};

/** Minor units as money in the display's currency and language (123456 → "₺1.234,56" in tr/TRY). */
export const formatAmount = (minor: number, display: ReportDisplay): string =>
  formatter(
    `m:${display.language}:${display.currency}`,
    () => new Intl.NumberFormat(display.language, { style: 'currency', currency: display.currency }),
  ).format(fromMinor(minor));

/** Minor units as a short amount for chart axes (123456700 → "₺1,2 Mn"). */
export const formatAmountShort = (minor: number, display: ReportDisplay): string =>
  formatter(
    `s:${display.language}:${display.currency}`,
    () =>
      new Intl.NumberFormat(display.language, {
        style: 'currency',
        currency: display.currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
  ).format(fromMinor(minor));

/** A count in the display's language (12345 → "12.345" in tr). */
export const formatCount = (value: number, display: ReportDisplay): string =>
  formatter(`c:${display.language}`, () => new Intl.NumberFormat(display.language)).format(value);

/** A change in percent with its sign ("+12 %", "−5 %" in the display's language). */
export const formatPercent = (value: number, display: ReportDisplay): string =>
  formatter(
    `p:${display.language}`,
    () => new Intl.NumberFormat(display.language, { style: 'percent', signDisplay: 'exceptZero' }),
  ).format(value / 100);

/** A share of a whole in whole percent, without a sign (0.123 → "12%", "%12" in tr). */
export const formatShare = (fraction: number, display: ReportDisplay): string =>
  formatter(
    `sh:${display.language}`,
    () => new Intl.NumberFormat(display.language, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(fraction);

/** A business day in the display's language (2026-11-24 → "24.11.2026" in tr, "11/24/2026" in en). */
export const formatDay = (day: string, display: ReportDisplay): string =>
  new Intl.DateTimeFormat(display.language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

/** The name of a month (1–12) in the language; Turkish unless another is given (spec section 9). */
export const monthName = (month: number, language = 'tr'): string =>
  new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long' }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** Weekday names Monday first (ISO order, as the heat map's rows), short, in the language. */
export const weekdayNames = (language: string, width: 'short' | 'long' = 'short'): string[] =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: width }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
