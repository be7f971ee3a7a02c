import { eq } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Reservation } from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../db/client.ts';
import { storeTables, stores, type ActorRow } from '../db/schema/index.ts';
import { addDays, localDayTime, localInstant, openHours, type Day } from '../areas/reservations/booking-rules.ts';
import * as repo from '../areas/reservations/reservations.repo.ts';
import { holdPoints } from '../areas/reservations/reservations.service.ts';
import { demoGuestGsm } from './demo-customers.ts';

const MINUTE = 60_000;
const GUESTS = ['Mehmet Kaya', 'Zeynep Arslan', 'Can Yıldız', 'Elif Şahin', 'Burak Çelik', 'Deniz Aydın', 'Ece Koç'];
/** A day's bookings: local start, party, tags and notes; each on the next of the store's table points. */
const EVENING: [string, number, Reservation['tags'], string][] = [
  ['13:00', 2, [], ''],
  ['19:00', 4, ['birthday'], 'Doğum günü pastası getirecekler'],
  ['19:30', 2, [], ''],
  ['20:00', 3, ['allergy'], 'Fıstık alerjisi'],
  ['20:30', 2, ['vip'], 'Pencere kenarı'],
  ['21:00', 4, [], ''],
];
/** Days before and after today that get bookings: four weeks back for the dashboard's figures, two days ahead. */
const DAYS_BACK = 28;
const DAYS_AHEAD = 2;

/**
 * The demo stores that take bookings (docs/reservations.md): their first group's first eight tables as reservation
 * points (2–4 guests, 90 minutes for two, 120 for more) and a private room of 6–14, and bookings from four weeks
 * back to two days ahead on the store's clock — those that are over (today's too) completed, a no-show or cancelled,
 * the rest confirmed or waiting for the host's answer. Written as the reservation area writes them (slots
 * for the live ones, a history), without texts: the demo's guests get no SMS.
 */
export const seedDemoReservations = async (db: Db, owner: ActorRow, now = new Date()): Promise<void> => {
  for (const store of await db.select().from(stores)) {
    if (!store.properties.reservation) continue;
    const tables = await db.select().from(storeTables).where(eq(storeTables.storeId, store.id));
    const firstGroup = tables.find((t) => t.active)?.groupName;
    const seats = tables
      .filter((t) => t.active && t.groupName === firstGroup)
      .sort((a, b) => a.tableName.localeCompare(b.tableName, 'tr', { numeric: true }))
      .slice(0, 8);
    const points: repo.PointRow[] = [];
    for (const table of seats)
      points.push(
        await repo.upsertPoint(db, {
          id: newId(),
          storeId: store.id,
          name: table.tableName,
          kind: 'table',
          tableId: table.id,
          minParty: 2,
          maxParty: 4,
          combinable: true,
          slots: [
            { upTo: 2, minutes: 90 },
            { upTo: 4, minutes: 120 },
          ],
          bufferMinutes: 15,
          windows: [],
          active: true,
        }),
      );
    await repo.upsertPoint(db, {
      id: newId(),
      storeId: store.id,
      name: 'Özel Oda',
      kind: 'area',
      minParty: 6,
      maxParty: 14,
      combinable: false,
      slots: [{ upTo: 14, minutes: 180 }],
      bufferMinutes: 30,
      windows: [],
      active: true,
    });
    if (!points.length) continue;

    const today = localDayTime(now.getTime(), store.timeZone).day;
    const perPerson = Math.round((store.properties.reservationPrice ?? 0) * 100);
    let n = 0;
    await db.transaction(async (tx) => {
      for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
        const day: Day = addDays(today, offset);
        // A closed day takes no bookings.
        if (!openHours(store.workingHours, day, store.timeZone).length) continue;
        for (const [i, [time, party, tags, notes]] of EVENING.entries()) {
          // The past: fewer at lunch, so the weeks differ a little.
          if (offset < 0 && i === 0 && (offset + DAYS_BACK) % 3 !== 0) continue;
          const startsAt = new Date(localInstant(day, time, store.timeZone));
          const point = points[(i + offset + DAYS_BACK) % points.length]!;
          const minutes = party <= 2 ? 90 : 120;
          const past = startsAt.getTime() + minutes * MINUTE < now.getTime();
          const k = n++;
          const status = past
            ? k % 10 === 3
              ? 'no_show'
              : k % 10 === 7
                ? 'cancelled'
                : 'completed'
            : // Started and not over: still expected (the host seats them as they come).
              k % 5 === 4 && startsAt.getTime() > now.getTime()
              ? 'requested'
              : 'confirmed';
          // Booked days before, and before now.
          const createdAt = new Date(
            Math.min(now.getTime() - 3_600_000, startsAt.getTime() - (2 + (k % 5)) * 86_400_000),
          );
          const live = status === 'requested' || status === 'confirmed';
          const row = await repo.insertReservation(tx, {
            id: newId(createdAt.getTime()),
            storeId: store.id,
            guestUserId: null,
            guestName: GUESTS[k % GUESTS.length]!,
            guestPhone: demoGuestGsm((k % GUESTS.length) + 1),
            partySize: party,
            startsAt,
            endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
            pointIds: [point.id],
            channel: k % 4 === 1 ? 'guest-page' : 'phone',
            notes,
            tags,
            status,
            depositAmount: live && perPerson > 0 ? perPerson * party : 0,
            depositState: live && perPerson > 0 ? 'due' : 'none',
            cancelReason: status === 'cancelled' ? 'Misafir aradı, gelemeyecek' : null,
            cancelledBy: status === 'cancelled' ? 'guest' : null,
            createdBy: owner,
            confirmedAt: status === 'requested' ? null : createdAt,
            createdAt,
            updatedAt: createdAt,
          });
          if (live) await holdPoints(tx, row, [point]);
          const event = (action: string, at: Date, detail: Record<string, unknown> = {}) =>
            repo.addEvent(tx, {
              id: newId(at.getTime()),
              reservationId: row.id,
              storeId: store.id,
              at,
              actor: owner,
              action,
              detail,
            });
          await event('created', createdAt, {
            status: status === 'requested' ? 'requested' : 'confirmed',
            partySize: party,
            points: [point.name],
            channel: row.channel,
          });
          if (status === 'completed') {
            await event('seated', startsAt);
            await event('completed', new Date(Math.min(now.getTime(), startsAt.getTime() + minutes * MINUTE)));
          } else if (status === 'no_show') await event('no_show', new Date(startsAt.getTime() + 30 * MINUTE));
          else if (status === 'cancelled')
            await event('cancelled', new Date(startsAt.getTime() - 86_400_000), { by: 'guest' });
        }
      }
    });
  }
};
