import { BUSINESS_TIME_ZONE } from '@sofra/contracts/core/business-day';

/**
 * How the portal writes dates and times: one way per language, on the store's wall clock (docs/architecture.md,
 * Dates and money). Turkish "02.12.2026 21:05", English "02/12/2026 21:05" (day first, 24-hour clock).
 */

/** The locale whose short date a language writes: English day first (en-GB), the others their own. */
export const dateLocale = (language: string): string => (language.startsWith('en') ? 'en-GB' : language);

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (language: string, timeZone: string, withTime: boolean) => {
  const key = `${language}:${timeZone}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

const moment = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** A moment's date on the store's clock: "02.12.2026" (tr), "02/12/2026" (en). */
export const formatDate = (at: Date | string, language: string, timeZone = BUSINESS_TIME_ZONE): string =>
  formatOf(language, timeZone, false).format(moment(at));

/** A moment's date and time on the store's clock: "02.12.2026 21:05" (tr), "02/12/2026 21:05" (en). */
export const formatDateTime = (at: Date | string, language: string, timeZone = BUSINESS_TIME_ZONE): string =>
  formatOf(language, timeZone, true).format(moment(at)).replace(', ', ' ');

/** A calendar day (YYYY-MM-DD) as the language writes dates: "02.12.2026" (tr), "02/12/2026" (en). */
export const formatCalendarDay = (day: string, language: string): string =>
  formatOf(language, 'UTC', false).format(new Date(`${day}T00:00:00Z`));
