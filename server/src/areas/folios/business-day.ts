/**
 * The business day of an instant (docs/folios.md, Business day): the date in the store's time zone, less the day-start
 * hour, so a bar's sales after midnight belong to the evening before. Each store has its own (`stores.time_zone`,
 * `stores.day_start_hour`; docs/reports.md); these are the defaults of a new store.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';
export const BUSINESS_DAY_START_HOUR = 5;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
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
  return f;
};

/** YYYY-MM-DD of the business day `at` falls in. */
export const businessDayOf = (
  at: Date,
  timeZone = BUSINESS_TIME_ZONE,
  dayStartHour = BUSINESS_DAY_START_HOUR,
): string => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [year, month, day, hour] = [parts.year, parts.month, parts.day, parts.hour].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // Before the day starts, the local date's day before (calendar arithmetic in UTC, where no day has a gap).
  const date = new Date(Date.UTC(year, month - 1, day - (hour < dayStartHour ? 1 : 0)));
  return date.toISOString().slice(0, 10);
};
