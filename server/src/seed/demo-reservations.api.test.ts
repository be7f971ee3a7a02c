import { afterAll, beforeAll, expect, test } from 'vitest';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { reservationCalls as r } from '@sofra/contracts/reservations/reservations.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { TestApp } from '../../test/build-app.ts';
import { appWithClock, newStore } from '../../test/factories.ts';
import { seedDemoReservations } from './demo-reservations.ts';

let t: TestApp;
/** Wednesday 18 November 2026, 18:00 in Istanbul. */
const NOW = '2026-11-18T15:00:00Z';
beforeAll(async () => {
  ({ t } = await appWithClock(NOW));
});
afterAll(async () => t.close());

test("a store taking bookings gets points of its first tables, four weeks of kept bookings and today's evening", async () => {
  const owner = await t.signIn();
  const store = await t.call(
    owner.token,
    storeCalls.saveStore,
    newStore({
      properties: { reservation: true, reservationPrice: 100 },
      workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '12:00', close: '23:59' })),
    }),
  );
  const quiet = await t.call(owner.token, storeCalls.saveStore, newStore());
  for (const name of [
    'Salon 1',
    'Salon 2',
    'Salon 3',
    'Salon 4',
    'Salon 5',
    'Salon 6',
    'Salon 7',
    'Salon 8',
    'Salon 9',
  ])
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, groupName: 'Salon', tableName: name });
  await seedDemoReservations(await t.db(), { id: owner.userId, name: 'Ayşe Demir' }, new Date(NOW));

  const points = await t.call(owner.token, r.getPoints, { storeId: store.id });
  expect(points.map((p) => p.name).sort()).toEqual([
    'Salon 1',
    'Salon 2',
    'Salon 3',
    'Salon 4',
    'Salon 5',
    'Salon 6',
    'Salon 7',
    'Salon 8',
    'Özel Oda',
  ]);
  expect(await t.call(owner.token, r.getPoints, { storeId: quiet.id })).toEqual([]);

  // Today: lunch is over, the evening to come is confirmed or waits for the host; the deposit per guest is due.
  const today = await t.call(owner.token, r.byStore, { storeId: store.id, from: '2026-11-18' });
  expect(today.items.map((b) => [b.startTime, b.status])).toEqual([
    ['13:00', 'completed'],
    ['19:00', expect.stringMatching(/^(confirmed|requested)$/)],
    ['19:30', expect.stringMatching(/^(confirmed|requested)$/)],
    ['20:00', expect.stringMatching(/^(confirmed|requested)$/)],
    ['20:30', expect.stringMatching(/^(confirmed|requested)$/)],
    ['21:00', expect.stringMatching(/^(confirmed|requested)$/)],
  ]);
  const evening = today.items[1]!;
  expect(evening).toMatchObject({ partySize: 4, tags: ['birthday'], deposit: { amount: 40_000, state: 'due' } });
  // Its table is held: the free times of that point leave 19:00 out.
  const free = await t.call(owner.token, r.availability, { storeId: store.id, date: '2026-11-18', partySize: 4 });
  const held = free.points.find((p) => p.pointId === evening.pointIds[0])!;
  expect(held.times.map((x) => x.time)).not.toContain('19:00');
  expect(held.times.map((x) => x.time)).toContain('21:30');
  const detail = await t.call(owner.token, r.get, { storeId: store.id, id: today.items[0]!.id });
  expect(detail.history.map((h) => h.action)).toEqual(['created', 'seated', 'completed']);

  // The dashboard's weeks: bookings every week, some no-shows.
  const dashboard = await t.call(owner.token, reportCalls.getDashboard, {
    storeIds: [store.id],
    from: '2026-10-21',
    to: '2026-11-17',
  });
  expect(dashboard.reservations.weeks.every((w) => w.bookings > 0)).toBe(true);
  expect(dashboard.reservations.total.noShows).toBeGreaterThan(0);
  expect(dashboard.reservations.total.coversSeated).toBeLessThan(dashboard.reservations.total.coversBooked);
});
