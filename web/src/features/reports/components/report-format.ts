import type { ReportLanguage } from '@sofra/contracts/reports/reports.schemas';
import { currencyCode } from '@sofra/contracts/core/currency';
import { fromMinor } from '../../../lib/money';
import { dateLocale } from '../../../lib/date-format';

/**
 * How the report screens write numbers (spec section 9, docs/report-screens.md): a picker offers the languages en, tr,
 * de and nl; without a choice, figures are written in the portal's language. Amounts are always in the stores' own
 * currency (never converted, so never shown with another currency's sign: the spec paired each language with a
 * currency, which wrote lira with a dollar sign).
 */

export const reportLanguages = ['en', 'tr', 'de', 'nl'] as const satisfies readonly ReportLanguage[];

export interface ReportDisplay {
  /** The language numbers, dates and month names are written in. */
  language: string;
  /** The stores' currency, ISO 4217 ('TRY'). */
  currency: string;
}

/** The display chosen on this device, or the portal's language when none is; amounts in the store's currency. */
export const displayOf = (
  chosen: string | null | undefined,
  uiLanguage: string,
  storeCurrency: string,
): ReportDisplay => ({
  language: reportLanguages.find((l) => l === chosen) ?? uiLanguage,
  currency: currencyCode(storeCurrency),
});

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
    () =>
      new Intl.NumberFormat(display.language, {
        style: 'currency',
        currency: display.currency,
        currencyDisplay: 'narrowSymbol',
      }),
  ).format(fromMinor(minor));

/** Minor units as a short amount for chart axes (123456700 → "₺1,2 Mn"). */
export const formatAmountShort = (minor: number, display: ReportDisplay): string =>
  formatter(
    `s:${display.language}:${display.currency}`,
    () =>
      new Intl.NumberFormat(display.language, {
        style: 'currency',
        currency: display.currency,
        currencyDisplay: 'narrowSymbol',
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

/** A business day in the display's language, as the portal writes dates (2026-11-24 → "24.11.2026" tr, "24/11/2026" en). */
export const formatDay = (day: string, display: ReportDisplay): string =>
  new Intl.DateTimeFormat(dateLocale(display.language), {
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
