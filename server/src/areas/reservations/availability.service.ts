import type { z } from 'zod';
import type { Availability, ZAvailabilityQuery } from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../../db/client.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { boundedReadCacheOf } from '../../lib/read-cache.ts';
import { freeStarts, localDayTime, localInstant, parseDay } from './booking-rules.ts';
import * as repo from './reservations.repo.ts';
import type { PointRow } from './reservations.repo.ts';
import { requireStore, type StoreRow } from './reservations.service.ts';

/**
 * The free start times of a store's day (docs/reservations.md, Availability): the host stand's
 * `reservation/availability`, and the guest page's times (guest.service.ts) from the same day.
 */

const DAY = 86_400_000;

/** Days kept in memory per process: a host stand and its guest page ask a few days each, many times over. */
const DAYS_KEPT = 5_000;

/**
 * A store's points and the times their bookings hold around one day, read from memory until the store's points or
 * bookings change (`reservations:<store id>`, migrations 0042–0043; docs/reservations.md, Availability): the free
 * times are worked out from it on every read, since they also depend on the clock. Shared: never changed by a reader.
 */
const dayOf = (db: Db, store: StoreRow, date: string) =>
  boundedReadCacheOf(db, 'reservation-days', DAYS_KEPT).get(
    `reservation-day:${store.id}:${store.timeZone}:${date}`,
    async () => {
      const dayStart = localInstant(parseDay(date), '00:00', store.timeZone);
      const [points, slots] = await Promise.all([
        repo.pointsOf(db, store.id),
        // A day's windows may run into the next; a booking may not outlast 12 hours.
        repo.slotsBetween(db, store.id, new Date(dayStart - DAY), new Date(dayStart + 3 * DAY)),
      ]);
      const byPoint = new Map<string, { start: number; end: number; reservationId: string }[]>();
      for (const s of slots) {
        const taken = byPoint.get(s.pointId);
        const t = { start: s.startsAt.getTime(), end: s.endsAt.getTime(), reservationId: s.reservationId };
        if (taken) taken.push(t);
        else byPoint.set(s.pointId, [t]);
      }
      return { value: { points, byPoint }, tags: [`reservations:${store.id}`] };
    },
  );

/** The free start times of the store's day per active point that takes the party (instants, ascending). */
export const pointTimes = async (
  db: Db,
  store: StoreRow,
  date: string,
  partySize: number,
  now: number,
  /** A booking whose own hold does not count (the one being moved). */
  exceptId?: string,
): Promise<{ point: PointRow; times: number[] }[]> => {
  const day = parseDay(date);
  const { points, byPoint } = await dayOf(db, store, date);
  return points
    .filter((p) => p.active && p.minParty <= partySize && partySize <= p.maxParty)
    .map((point) => ({
      point,
      times: freeStarts(
        point,
        store.workingHours,
        store.timeZone,
        day,
        partySize,
        (byPoint.get(point.id) ?? []).filter((t) => t.reservationId !== exceptId),
        now,
      ),
    }));
};

export const availability = async (ctx: UserCtx, input: z.output<typeof ZAvailabilityQuery>): Promise<Availability> => {
  const store = await requireStore(ctx.db, input.storeId);
  const points = await pointTimes(
    ctx.db,
    store,
    input.date,
    input.partySize,
    ctx.services.now().getTime(),
    input.exceptId,
  );
  return {
    date: input.date,
    timeZone: store.timeZone,
    points: points.map(({ point, times }) => ({
      pointId: point.id,
      name: point.name,
      times: times.map((s) => ({ startsAt: new Date(s).toISOString(), time: localDayTime(s, store.timeZone).time })),
    })),
  };
};
