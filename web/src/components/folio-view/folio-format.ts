import type { FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import {
  addDays,
  BUSINESS_DAY_START_HOUR,
  BUSINESS_TIME_ZONE,
  businessDayOf as businessDayAt,
  daysIn,
} from '@sofra/contracts/core/business-day';
import { formatCalendarDay, formatDate, formatDateTime } from '../../lib/date-format';
import { i18n } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

/**
 * The time zone and day start of every store until stores get their own (docs/folios.md, Business day): times on a
 * folio are shown on the store's wall clock, not the browser's, so a bill reads the same from anywhere.
 */
export const FOLIO_TIME_ZONE = BUSINESS_TIME_ZONE;

/** The business day (YYYY-MM-DD) a moment belongs to: the store's date, less the day-start hour. */
export const businessDayOf = (at: Date): string => businessDayAt(at, FOLIO_TIME_ZONE, BUSINESS_DAY_START_HOUR);

export { addDays };

/** How many business days from..to spans, both included. */
export const daysBetween = (from: string, to: string): number => daysIn({ from, to });

/** The last `days` business days up to today's: the default period of folio screens. */
export const lastBusinessDays = (days: number, now = new Date()): { from: string; to: string } => {
  const to = businessDayOf(now);
  return { from: addDays(to, -(days - 1)), to };
};

/** A business day as the language writes dates (24.11.2026 in Turkish, 24/11/2026 in English). */
export const formatDay = (day: string, language = i18n.language): string => formatCalendarDay(day, language);

/** A moment on the store's wall clock, as the language writes dates and times (24.11.2026 21:05, 24/11/2026 21:05). */
export const formatFolioTime = (iso: string, language = i18n.language): string =>
  formatDateTime(iso, language, FOLIO_TIME_ZONE);

const storeCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: FOLIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** A moment's calendar day on the store's wall clock (YYYY-MM-DD), with no business-day shift. */
export const storeDayOf = (at: Date): string => storeCalendar.format(at);

/** Only the wall-clock time of a moment (21:05). */
export const formatFolioClock = (iso: string): string => formatFolioTime(iso).slice(-5);

/** A moment's date on the store's wall clock (24.11.2026, 24/11/2026). */
export const formatFolioDate = (iso: string, language = i18n.language): string =>
  formatDate(iso, language, FOLIO_TIME_ZONE);

/** The colour of a folio's status badge. */
export const statusColor: Record<FolioStatus, string> = {
  waiting: 'violet',
  open: 'blue',
  locked: 'orange',
  closed: 'teal',
  cancelled: 'red',
};

/** Formats minor units in one currency and language: what every part of a folio view passes around. */
export type MoneyFormat = (minor: number) => string;
export const moneyFormat =
  (currency: string, language: string): MoneyFormat =>
  (minor) =>
    formatMoney(minor, currency, language);

/** A percentage as a person reads it in the language (10 → "%10" in Turkish, "10%" in English). */
export const formatPercent = (value: number, language: string): string => {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  return language.startsWith('tr') ? `%${number}` : `${number}%`;
};
