import { WEEK_DAYS } from '@sofra/contracts/core/constants';
import { defaultWorkingHours, type WorkingHour } from '@sofra/contracts/stores/stores.schemas';

/** A row of the hours form: `closed` always set, so two weeks compare field by field. */
export type HoursRow = Required<WorkingHour>;

/**
 * The seven rows the modal edits, day 0 (Monday) to 6 (Sunday). A store with no hours, or a day
 * missing from them, gets the defaults of spec section 9: open 09:00–23:00.
 */
export const toRows = (hours: WorkingHour[] | undefined): HoursRow[] => {
  const defaults = defaultWorkingHours();
  return WEEK_DAYS.map((day) => {
    const row = hours?.find((h) => h.day === day) ?? defaults[day]!;
    return { day, open: row.open, close: row.close, closed: Boolean(row.closed) };
  });
};

/** 00:00–00:00 on an open day: open the whole day (the contract's rule, docs/store-settings.md). */
export const isAllDay = (hour: Pick<WorkingHour, 'open' | 'close'>) => hour.open === '00:00' && hour.close === '00:00';

/** A close time before the open time is on the next day: 18:00–02:00 closes at 02:00 the next morning. */
export const closesNextDay = (hour: Pick<WorkingHour, 'open' | 'close'>) => hour.close < hour.open;

/** Every day gets the hours (and the closed switch) of `day`. */
export const copyToAllDays = (rows: HoursRow[], day: number): HoursRow[] => {
  const source = rows.find((row) => row.day === day);
  return source ? rows.map((row) => ({ ...source, day: row.day })) : rows;
};

/** How an open day's close time reads: as it is, 'next day' after midnight, or the whole day. */
export type CloseKind = 'sameDay' | 'nextDay' | 'allDay';
export const closeKind = (row: Pick<HoursRow, 'open' | 'close'>): CloseKind => {
  if (isAllDay(row)) return 'allDay';
  return row.open && row.close && closesNextDay(row) ? 'nextDay' : 'sameDay';
};

/**
 * A day's opening hours in the week summary: '09:00–23:00', '18:00–02:00 (next day)', 'Open all day'. `t` is the
 * i18next translate function.
 */
export const rowText = (row: HoursRow, t: (key: string, options?: Record<string, string>) => string) => {
  switch (closeKind(row)) {
    case 'allDay':
      return t('weekHours.allDay');
    case 'nextDay':
      return `${row.open}–${t('weekHours.nextDay', { time: row.close })}`;
    default:
      return `${row.open}–${row.close}`;
  }
};
