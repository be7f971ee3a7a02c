import { afterAll, beforeAll, expect, test } from 'vitest';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { reservationCalls as r } from '@sofra/contracts/reservations/reservations.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { TestApp } from '../../../test/build-app.ts';
import { appWithClock, newStore } from '../../../test/factories.ts';

/** The dashboard's reservation figures (docs/reservations.md, Figures). */

let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  ({ t, at } = await appWithClock('2031-03-10T06:00:00Z'));
});
afterAll(async () => t.close());

const istanbul = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`).toISOString();

test('covers booked and seated and the no-show rate per week, on the store clock, renewed when a booking changes', async () => {
  at('2031-03-10T06:00:00Z'); // Monday
  const owner = await t.signIn();
  // Open 12:00–03:00: a booking at 01:00 belongs to the business day before (the day starts at 05:00).
  const hours = Array.from({ length: 7 }, (_, day) => ({ day, open: '12:00', close: '03:00', closed: false }));
  const s = await t.call(owner.token, storeCalls.saveStore, newStore({ workingHours: hours }));
  const point = await t.call(owner.token, r.savePoint, {
    storeId: s.id,
    name: 'Salon',
    kind: 'area',
    minParty: 1,
    maxParty: 8,
    slots: [{ upTo: 8, minutes: 120 }],
  });
  const book = (date: string, time: string, partySize: number) =>
    t.call(owner.token, r.save, {
      storeId: s.id,
      guest: { name: 'Misafir' },
      partySize,
      startsAt: istanbul(date, time),
      pointIds: [point.id],
    });
  const a = await book('2031-03-11', '12:00', 2);
  const b = await book('2031-03-11', '19:00', 4);
  const c = await book('2031-03-12', '13:00', 3);
  await book('2031-03-17', '01:00', 2); // Monday 01:00: Sunday's business day, the first week
  const e = await book('2031-03-18', '20:00', 6);
  await t.call(owner.token, r.setStatus, { storeId: s.id, id: a.id, status: 'seated' });
  await t.call(owner.token, r.setStatus, { storeId: s.id, id: a.id, status: 'completed' });
  await t.call(owner.token, r.cancel, { storeId: s.id, id: c.id, reason: 'Aradı' });
  at('2031-03-19T06:00:00Z');
  await t.call(owner.token, r.setStatus, { storeId: s.id, id: b.id, status: 'no_show' });

  const dashboard = async () =>
    (await t.call(owner.token, reportCalls.getDashboard, { storeIds: [s.id], from: '2031-03-10', to: '2031-03-18' }))
      .reservations;
  expect(await dashboard()).toEqual({
    weeks: [
      { weekStart: '2031-03-10', bookings: 3, coversBooked: 8, coversSeated: 2, noShows: 1, noShowRate: 0.5 },
      { weekStart: '2031-03-17', bookings: 1, coversBooked: 6, coversSeated: 0, noShows: 0, noShowRate: 0 },
    ],
    total: { bookings: 4, coversBooked: 14, coversSeated: 2, noShows: 1, noShowRate: 0.5 },
  });
  // A range starting mid-week names that week's Monday; a day outside the range is not counted.
  expect(
    (await t.call(owner.token, reportCalls.getDashboard, { storeIds: [s.id], from: '2031-03-12', to: '2031-03-16' }))
      .reservations,
  ).toEqual({
    weeks: [{ weekStart: '2031-03-10', bookings: 1, coversBooked: 2, coversSeated: 0, noShows: 0, noShowRate: 0 }],
    total: { bookings: 1, coversBooked: 2, coversSeated: 0, noShows: 0, noShowRate: 0 },
  });

  // The answer is kept in memory; a change of a booking renews it.
  await t.call(owner.token, r.setStatus, { storeId: s.id, id: e.id, status: 'no_show' });
  await t.heard();
  expect((await dashboard())!.weeks[1]).toMatchObject({ noShows: 1, noShowRate: 1 });
});
