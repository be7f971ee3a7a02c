import { addDays } from '@sofra/contracts/core/business-day';
import type { DashboardReservations } from '@sofra/contracts/reports/reports.schemas';
import type { Db } from '../../db/client.ts';
import { storeRowsByIds } from '../stores/stores.service.ts';
import * as repo from './reservations.repo.ts';

/**
 * The dashboard's reservation figures (docs/reservations.md, Figures): per week of the stores' business days, computed
 * by the server on each store's clock (its time zone and the hour its day starts).
 */

const DAY_MS = 86_400_000;
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

interface Tally {
  bookings: number;
  coversBooked: number;
  coversSeated: number;
  noShows: number;
  outcomes: number;
}
const empty = (): Tally => ({ bookings: 0, coversBooked: 0, coversSeated: 0, noShows: 0, outcomes: 0 });
const figures = (t: Tally) => ({
  bookings: t.bookings,
  coversBooked: t.coversBooked,
  coversSeated: t.coversSeated,
  noShows: t.noShows,
  noShowRate: t.outcomes ? Math.round((t.noShows / t.outcomes) * 1000) / 1000 : 0,
});

export const reservationFigures = async (
  db: Db,
  storeIds: string[],
  from: string,
  to: string,
): Promise<DashboardReservations> => {
  const stores = await storeRowsByIds(db, storeIds);
  // A business day lies within a day and a half of its UTC date: the rows are read with two days' margin.
  const lo = new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS);
  const hi = new Date(Date.parse(`${to}T00:00:00Z`) + 3 * DAY_MS);
  const rows = (
    await Promise.all(stores.map((s) => repo.coversByDay(db, s.id, s.timeZone, s.dayStartHour, lo, hi, from, to)))
  ).flat();
  const weeks = new Map<string, Tally>();
  for (let d = mondayOf(from); d <= to; d = addDays(d, 7)) weeks.set(d, empty());
  const total = empty();
  for (const r of rows) {
    for (const t of [weeks.get(mondayOf(r.day))!, total]) {
      if (r.status !== 'cancelled') {
        t.bookings += r.n;
        t.coversBooked += r.covers;
      }
      if (r.status === 'seated' || r.status === 'completed') {
        t.coversSeated += r.covers;
        t.outcomes += r.n;
      }
      if (r.status === 'no_show') {
        t.noShows += r.n;
        t.outcomes += r.n;
      }
    }
  }
  return {
    weeks: [...weeks].map(([weekStart, t]) => ({ weekStart, ...figures(t) })),
    total: figures(total),
  };
};
