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

export const sameRows = (a: HoursRow[], b: HoursRow[]) =>
  a.length === b.length &&
  a.every(
    (row, i) =>
      row.day === b[i]!.day && row.open === b[i]!.open && row.close === b[i]!.close && row.closed === b[i]!.closed,
  );

export type RowProblem = 'required' | 'order' | null;

/** What is wrong with a row: a missing time, or an open day that does not close after it opens. */
export const rowProblem = (row: HoursRow): RowProblem => {
  if (!row.open || !row.close) return 'required';
  if (!row.closed && row.close <= row.open) return 'order';
  return null;
};

/** A day's opening hours in the week summary, e.g. 'Mon 09:00–23:00'. */
export const rowText = (row: HoursRow) => `${row.open}–${row.close}`;
