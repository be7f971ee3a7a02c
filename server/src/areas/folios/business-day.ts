/**
 * The business day of an instant (docs/folios.md, Business day): the date in the store's time zone, less the day-start
 * hour. Each store has its own (`stores.time_zone`, `stores.day_start_hour`; docs/reports.md). One definition, shared
 * with the portal: contracts/src/core/business-day.ts.
 */
export { BUSINESS_DAY_START_HOUR, BUSINESS_TIME_ZONE, businessDayOf } from '@sofra/contracts/core/business-day';
