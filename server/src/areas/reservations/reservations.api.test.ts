import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { guestReservationCalls, reservationCalls as r } from '@sofra/contracts/reservations/reservations.calls';
import type { ReservationPointSave } from '@sofra/contracts/reservations/reservations.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { freshGsm, type TestApp } from '../../../test/build-app.ts';
import { appWithClock, newStore, type Session } from '../../../test/factories.ts';
import { sendReminders } from './messages.service.ts';

let t: TestApp;
let at: (iso: string) => void;
/** What the live bus was given: the store streams' events. */
const events: LiveEvent[] = [];
beforeAll(async () => {
  ({ t, at } = await appWithClock('2031-03-13T09:00:00Z'));
  const publish = t.app.services.live.publish.bind(t.app.services.live);
  t.app.services.live.publish = async (tenant, event) => {
    events.push(event);
    return publish(tenant, event);
  };
});
afterAll(async () => t.close());

/** Friday 14 March 2031 in Istanbul (UTC+3): the day most tests book. */
const DAY = '2031-03-14';
const FRIDAY = 4;
const istanbul = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`).toISOString();

const refused = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: (res.json() as { code: string }).code };
};

/** A store of a new owner with tables T2 (2–4) and T8 (4–8), a terrace (6–12), and what else a test asks. */
const shop = async (store: Partial<StoreSave> = {}) => {
  const owner = await t.signIn();
  const s = await t.call(owner.token, storeCalls.saveStore, newStore(store));
  const table = (tableName: string) =>
    t.call(owner.token, tableCalls.saveStoreTable, { storeId: s.id, groupName: 'Salon', tableName });
  const point = (p: Omit<ReservationPointSave, 'storeId'>) => t.call(owner.token, r.savePoint, { storeId: s.id, ...p });
  const t2 = await point({
    name: 'T2',
    kind: 'table',
    tableId: (await table('T2')).id,
    minParty: 2,
    maxParty: 4,
    slots: [
      { upTo: 4, minutes: 120 },
      { upTo: 2, minutes: 90 },
    ],
  });
  const t8 = await point({
    name: 'T8',
    kind: 'table',
    tableId: (await table('T8')).id,
    minParty: 4,
    maxParty: 8,
    combinable: true,
    slots: [{ upTo: 8, minutes: 150 }],
  });
  const terrace = await point({
    name: 'Teras',
    kind: 'area',
    minParty: 6,
    maxParty: 12,
    combinable: true,
    slots: [{ upTo: 12, minutes: 180 }],
    windows: [{ day: FRIDAY, from: '19:00', to: '21:00' }],
  });
  return { owner, storeId: s.id, t2, t8, terrace, point, phone: freshGsm() };
};
type Shop = Awaited<ReturnType<typeof shop>>;

const book = (s: Shop, pointIds: string[], startsAt: string, partySize = 2, extra = {}) =>
  t.call(s.owner.token, r.save, {
    storeId: s.storeId,
    guest: { name: 'Ayşe Yılmaz', phone: s.phone },
    partySize,
    startsAt,
    pointIds,
    ...extra,
  });

const timesOf = async (s: Shop, partySize: number, date = DAY) => {
  const a = await t.call(s.owner.token, r.availability, { storeId: s.storeId, date, partySize });
  return Object.fromEntries(a.points.map((p) => [p.name, p.times.map((x) => x.time)]));
};

describe('availability', () => {
  test('a party of 2 and of 8: the points that take them, their windows, slot lengths and the bookings with buffers', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const two = await timesOf(s, 2);
    // Only T2 takes two; the store's default hours 09:00–23:00, 90 minutes for two: the last start is 21:30.
    expect(Object.keys(two)).toEqual(['T2']);
    expect(two.T2![0]).toBe('09:00');
    expect(two.T2!.at(-1)).toBe('21:30');
    expect(two.T2).toHaveLength(51);

    const eight = await timesOf(s, 8);
    expect(Object.keys(eight).sort()).toEqual(['T8', 'Teras']);
    expect(eight.T8!.at(-1)).toBe('20:30'); // 150 minutes before 23:00
    // The terrace books Fridays 19:00–21:00 only, 180 minutes: 19:00 and 19:15 end by 22:15; 20:00 would end 23:00.
    expect(eight.Teras).toEqual(['19:00', '19:15', '19:30', '19:45', '20:00']);

    // 19:00 for two on T2 holds it until 20:30 plus 15 minutes' buffer.
    const booked = await book(s, [s.t2.id], istanbul(DAY, '19:00'));
    expect(booked).toMatchObject({ status: 'confirmed', startTime: '19:00', endTime: '20:30', pointNames: ['T2'] });
    const after = (await timesOf(s, 2)).T2!;
    expect(after).toContain('17:15');
    expect(after).not.toContain('17:30');
    expect(after).not.toContain('20:30');
    expect(after).toContain('20:45');
    // A party of four takes 120 minutes there: 16:45 would run into the booking.
    const four = (await timesOf(s, 4)).T2!;
    expect(four).toContain('16:45');
    expect(four).not.toContain('17:00');

    // A save of an overlapping time is refused; one outside the rules too.
    expect(await refused(s.owner.token, r.save, { ...bodyOf(s, s.t2.id, istanbul(DAY, '18:00')) })).toEqual({
      status: 409,
      code: 'reservation_conflict',
    });
    expect(await refused(s.owner.token, r.save, bodyOf(s, s.t2.id, istanbul(DAY, '22:00')))).toEqual({
      status: 409,
      code: 'reservation_unavailable',
    });
    expect(await refused(s.owner.token, r.save, bodyOf(s, s.t8.id, istanbul(DAY, '12:00')))).toEqual({
      status: 409,
      code: 'reservation_unavailable',
    });
    // A party of 14 on two combined points.
    const big = await book(s, [s.t8.id, s.terrace.id], istanbul(DAY, '19:00'), 14);
    expect(big).toMatchObject({ partySize: 14, endTime: '22:00', pointNames: ['T8', 'Teras'] });
  });

  test("a day's free times are kept in memory until the store's points or bookings change, however they change", async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    expect((await timesOf(s, 2)).T2).toContain('19:00');
    // A change made by another process (or a script) is announced by the database: the next read knows it.
    const db = await t.db();
    await db.execute(sql`UPDATE reservation_points SET max_party = 1 WHERE id = ${s.t2.id}`);
    await t.heard();
    expect(Object.keys(await timesOf(s, 2))).toEqual([]);
    await s.point({ ...s.t2, maxParty: 4 });
    const booked = await book(s, [s.t2.id], istanbul(DAY, '19:00'));
    expect((await timesOf(s, 2)).T2).not.toContain('19:00');
    // The clock moves on: a kept day still drops the times gone by.
    at(istanbul(DAY, '18:50'));
    expect((await timesOf(s, 2)).T2![0]).toBe('20:45');
    await t.call(s.owner.token, r.cancel, { storeId: s.storeId, id: booked.id, reason: 'Misafir aradı' });
    expect((await timesOf(s, 2)).T2![0]).toBe('19:00');
  });

  test('twenty saves at once for the last free slot: one is saved, nineteen are refused', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const loca = await s.point({
      name: 'Loca',
      kind: 'area',
      minParty: 2,
      maxParty: 6,
      slots: [{ upTo: 6, minutes: 120 }],
      windows: [{ day: FRIDAY, from: '21:00', to: '21:15' }],
    });
    expect((await timesOf(s, 4)).Loca).toEqual(['21:00']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.raw(s.owner.token, r.save, {
          storeId: s.storeId,
          guest: { name: `Misafir ${i}` },
          partySize: 4,
          startsAt: istanbul(DAY, '21:00'),
          pointIds: [loca.id],
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'saved' : (a.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'saved')).toHaveLength(1);
    expect(codes.filter((c) => c === 'reservation_conflict')).toHaveLength(19);
    expect((await timesOf(s, 4)).Loca).toEqual([]);
    const list = await t.call(s.owner.token, r.byStore, { storeId: s.storeId, from: DAY, pointId: loca.id });
    expect(list.total).toBe(1);
  });

  test('a night that runs past midnight: the day offers its small hours, and the close still holds', async () => {
    at('2031-03-13T09:00:00Z');
    const night = Array.from({ length: 7 }, (_, day) => ({ day, open: '18:00', close: '02:00', closed: false }));
    const s = await shop({ workingHours: night });
    const times = (await timesOf(s, 2)).T2!;
    expect(times[0]).toBe('18:00');
    // 90 minutes before 02:00.
    expect(times.at(-1)).toBe('00:30');
    expect(times).toContain('00:00');
    const late = await book(s, [s.t2.id], istanbul('2031-03-15', '00:00'));
    expect(late).toMatchObject({ startTime: '00:00', endTime: '01:30' });
    // Saturday's availability starts with Saturday evening; the small hours were Friday's.
    expect((await timesOf(s, 2, '2031-03-15')).T2![0]).toBe('18:00');
    // Friday 23:00 for two would run into it (23:00–00:30 plus the buffer).
    expect((await timesOf(s, 2)).T2).not.toContain('23:00');
    expect(await refused(s.owner.token, r.save, bodyOf(s, s.t2.id, istanbul('2031-03-15', '01:00')))).toEqual({
      status: 409,
      code: 'reservation_unavailable',
    });
  });
});

const bodyOf = (s: Shop, pointId: string, startsAt: string, partySize = 2) => ({
  storeId: s.storeId,
  guest: { name: 'Deneme' },
  partySize,
  startsAt,
  pointIds: [pointId],
});

describe('statuses', () => {
  test('requested → confirmed sends the confirmation; seated opens the table folio; the deposit stays on the reservation', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop({ properties: { reservation: true, reservationPrice: 250 } });
    events.length = 0;
    const res = await book(s, [s.t8.id], istanbul(DAY, '20:00'), 4, {
      status: 'requested',
      notes: 'Fıstık alerjisi',
      tags: ['allergy'],
    });
    // Every host's stream hears of it, and of each change after.
    expect(events).toContainEqual({
      type: 'reservation.created',
      storeId: s.storeId,
      reservation: expect.objectContaining({ id: res.id, status: 'requested', partySize: 4, pointIds: [s.t8.id] }),
    });
    expect(res).toMatchObject({ status: 'requested', deposit: { amount: 100_000, state: 'due' }, folioId: null });
    expect(t.outbox.filter((m) => m.to === s.phone)).toHaveLength(0);

    const confirmed = await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: res.id, status: 'confirmed' });
    expect(confirmed.status).toBe('confirmed');
    expect(events.at(-1)).toMatchObject({
      type: 'reservation.changed',
      storeId: s.storeId,
      reservation: { id: res.id, status: 'confirmed' },
    });
    const sms = t.outbox.filter((m) => m.to === s.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('14.03.2031 20:00');
    expect(sms[0]!.text).toContain('4 kişilik');
    expect(sms[0]!.text).toContain('1000.00');

    at('2031-03-14T16:55:00Z');
    const seated = await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: res.id, status: 'seated' });
    expect(seated).toMatchObject({ status: 'seated', deposit: { amount: 100_000, state: 'due' } });
    expect(seated.folioId).toEqual(expect.any(String));
    const folio = await t.call(s.owner.token, folioCalls.getById, { storeId: s.storeId, id: seated.folioId! });
    expect(folio).toMatchObject({ tableName: 'T8', covers: 4, note: 'Fıstık alerjisi', status: 'open' });

    // Seated again, or back to confirmed: not a move the statuses have.
    expect(await refused(s.owner.token, r.setStatus, { storeId: s.storeId, id: res.id, status: 'seated' })).toEqual({
      status: 409,
      code: 'reservation_status_invalid',
    });
    const done = await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: res.id, status: 'completed' });
    expect(done.status).toBe('completed');
    // Completed, the table is free again from now.
    const detail = await t.call(s.owner.token, r.get, { storeId: s.storeId, id: res.id });
    expect(detail.history.map((h) => h.action)).toEqual([
      'created',
      'confirmed',
      'confirmation-sent',
      'seated',
      'completed',
    ]);
    expect(detail.history.find((h) => h.action === 'seated')!.detail).toMatchObject({
      folioId: seated.folioId,
      deposit: { amount: 100_000, state: 'due' },
    });
  });

  test("a section of the floor is one place: it must be the store's own section, and is seated without a folio", async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const garden = await t.call(s.owner.token, tableCalls.saveTableSection, { storeId: s.storeId, name: 'Bahçe' });
    const other = await shop();
    const theirs = await t.call(other.owner.token, tableCalls.saveTableSection, {
      storeId: other.storeId,
      name: 'Bahçe',
    });
    const section = {
      name: 'Bahçe',
      kind: 'section' as const,
      minParty: 6,
      maxParty: 20,
      slots: [{ upTo: 20, minutes: 180 }],
    };
    // Another store's section, or none at all, is no place of this store.
    expect(await refused(s.owner.token, r.savePoint, { storeId: s.storeId, ...section, sectionId: theirs.id })).toEqual(
      { status: 404, code: 'not_found' },
    );
    const point = await s.point({ ...section, sectionId: garden.id });
    expect(point).toMatchObject({ kind: 'section', sectionId: garden.id, tableId: null });

    // A party of 14 books the whole section; the slot length is the section's.
    const res = await book(s, [point.id], istanbul(DAY, '19:00'), 14);
    expect(res).toMatchObject({ pointNames: ['Bahçe'], startTime: '19:00', endTime: '22:00' });
    expect((await timesOf(s, 6)).Bahçe).not.toContain('21:00');

    // Seated: no table, so no folio (the waiter opens one at the table they sit at).
    at('2031-03-14T15:55:00Z');
    const seated = await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: res.id, status: 'seated' });
    expect(seated).toMatchObject({ status: 'seated', folioId: null });
    const open = await t.call(s.owner.token, folioCalls.get, { storeId: s.storeId });
    expect(open).toHaveLength(0);
  });

  test('a no-show and a cancellation keep their history, which the database keeps append-only', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const a = await book(s, [s.t2.id], istanbul(DAY, '12:00'));
    const b = await book(s, [s.t2.id], istanbul(DAY, '18:00'));
    // Not before its start.
    expect(await refused(s.owner.token, r.setStatus, { storeId: s.storeId, id: a.id, status: 'no_show' })).toEqual({
      status: 409,
      code: 'reservation_status_invalid',
    });
    const cancelled = await t.call(s.owner.token, r.cancel, {
      storeId: s.storeId,
      id: b.id,
      reason: 'Misafir aradı',
      by: 'guest',
      version: b.version,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Misafir aradı', cancelledBy: 'guest' });
    // A stale version is refused; so is a change of a cancelled one.
    expect(await refused(s.owner.token, r.cancel, { storeId: s.storeId, id: b.id, reason: 'x', version: 1 })).toEqual({
      status: 409,
      code: 'conflict',
    });
    expect(await refused(s.owner.token, r.save, { ...bodyOf(s, s.t2.id, istanbul(DAY, '18:00')), id: b.id })).toEqual({
      status: 409,
      code: 'reservation_status_invalid',
    });
    // Its time is free again.
    expect((await timesOf(s, 2)).T2).toContain('18:00');

    at('2031-03-14T09:30:00Z');
    const noShow = await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: a.id, status: 'no_show' });
    expect(noShow.status).toBe('no_show');
    const history = async (id: string) =>
      (await t.call(s.owner.token, r.get, { storeId: s.storeId, id })).history.map((h) => [h.action, h.actor?.id]);
    expect(await history(a.id)).toEqual([
      ['created', s.owner.userId],
      ['confirmation-sent', undefined],
      ['no_show', s.owner.userId],
    ]);
    expect((await history(b.id)).map(([action]) => action)).toEqual(['created', 'confirmation-sent', 'cancelled']);

    const db = await t.db();
    await expect(
      db.execute(sql`UPDATE reservation_events SET action = 'seated' WHERE reservation_id = ${a.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM reservation_events WHERE reservation_id = ${b.id}`)).rejects.toThrow();
    expect(await history(a.id)).toHaveLength(3);
  });

  test('a move to another time or table is checked as a new booking', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const a = await book(s, [s.t2.id], istanbul(DAY, '19:00'));
    const b = await book(s, [s.t2.id], istanbul(DAY, '21:00'));
    expect(await refused(s.owner.token, r.save, { ...bodyOf(s, s.t2.id, istanbul(DAY, '20:00')), id: b.id })).toEqual({
      status: 409,
      code: 'reservation_conflict',
    });
    const moved = await t.call(s.owner.token, r.save, {
      ...bodyOf(s, s.t8.id, istanbul(DAY, '20:00'), 4),
      id: b.id,
      version: b.version,
    });
    expect(moved).toMatchObject({ pointNames: ['T8'], startTime: '20:00', version: 2 });
    expect(await timesOf(s, 2)).toMatchObject({ T2: expect.arrayContaining(['21:00']) });
    expect(a.status).toBe('confirmed');

    // The host moving a by a quarter of an hour: its own hold does not count for the times it is offered.
    const around = async (exceptId?: string) =>
      (await t.call(s.owner.token, r.availability, { storeId: s.storeId, date: DAY, partySize: 2, exceptId })).points
        .find((p) => p.pointId === s.t2.id)!
        .times.map((x) => x.time);
    expect(await around()).not.toContain('19:15');
    expect(await around(a.id)).toEqual(expect.arrayContaining(['18:45', '19:00', '19:15']));
    const later = await t.call(s.owner.token, r.save, {
      ...bodyOf(s, s.t2.id, istanbul(DAY, '19:15')),
      id: a.id,
      version: a.version,
    });
    expect(later.startTime).toBe('19:15');
    // A guest's free times cannot leave anyone's booking out: the guest call takes no such field.
    expect(
      guestReservationCalls.slots.input.parse({ storeId: s.storeId, date: DAY, partySize: 2, exceptId: a.id }),
    ).not.toHaveProperty('exceptId');
  });
});

describe('access', () => {
  test('another owner is refused; staff without reservations.manage read the day but do not change it', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const res = await book(s, [s.t2.id], istanbul(DAY, '13:00'));
    const stranger = await t.signIn();
    expect(await refused(stranger.token, r.get, { storeId: s.storeId, id: res.id })).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    const host: Session = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: host.gsm });
    await t.call(host.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    // The default permissions: store.view and folios.view.
    expect((await t.call(host.token, r.byStore, { storeId: s.storeId, from: DAY })).total).toBe(1);
    expect(
      (await t.call(host.token, r.availability, { storeId: s.storeId, date: DAY, partySize: 2 })).points,
    ).toHaveLength(1);
    for (const [call, body] of [
      [r.save, bodyOf(s, s.t2.id, istanbul(DAY, '15:00'))],
      [r.setStatus, { storeId: s.storeId, id: res.id, status: 'confirmed' }],
      [r.cancel, { storeId: s.storeId, id: res.id, reason: 'x' }],
      [
        r.savePoint,
        { storeId: s.storeId, name: 'X', kind: 'area', minParty: 1, maxParty: 2, slots: [{ upTo: 2, minutes: 60 }] },
      ],
      [r.deletePoint, { storeId: s.storeId, id: s.t2.id }],
    ] as const)
      expect(await refused(host.token, call, body)).toEqual({ status: 403, code: 'store_forbidden' });
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: host.userId,
      permissions: ['store.view', 'folios.view', 'reservations.manage'],
    });
    expect((await t.call(host.token, r.save, bodyOf(s, s.t2.id, istanbul(DAY, '15:00')))).createdBy).toMatchObject({
      id: host.userId,
    });
    // A point holding live bookings is not deleted.
    expect(await refused(s.owner.token, r.deletePoint, { storeId: s.storeId, id: s.t2.id })).toEqual({
      status: 409,
      code: 'conflict',
    });
    const types = await t.call(host.token, r.types, {});
    expect(types.statuses.find((x) => x.id === 'no_show')).toEqual({
      id: 'no_show',
      name: 'Gelmedi',
      names: { tr: 'Gelmedi', en: 'No-show' },
    });
  });
});

describe('the reminder', () => {
  test('goes two hours before, once with two processes at once, to a guest who refused marketing messages', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const guest = await t.signIn();
    await t.call(guest.token, customerCalls.setMyConsent, { channel: 'sms', value: false });
    const res = await book(s, [s.t2.id], istanbul(DAY, '19:30'), 2, { guestUserId: guest.userId, guest: undefined });
    const toGuest = () => t.outbox.filter((m) => m.to === guest.gsm && m.text.includes('rezervasyon'));
    expect(toGuest()).toHaveLength(1); // the confirmation
    // Made at short notice: no reminder for one in 90 minutes.
    await book(s, [s.t2.id], istanbul('2031-03-13', '13:30'), 2, { guestUserId: guest.userId, guest: undefined });
    expect(toGuest()).toHaveLength(2);

    const db = await t.db();
    const run = (iso: string) => sendReminders(db, t.app.services, new Date(iso), t.app.log);
    const reminded = () => toGuest().filter((m) => m.text.includes('hatırlatırız'));
    // (The other tests' reminders of the same day go out on these runs too.)
    await run(istanbul(DAY, '17:29'));
    expect(reminded()).toHaveLength(0);
    await Promise.all([run(istanbul(DAY, '17:30')), run(istanbul(DAY, '17:30'))]);
    await run(istanbul(DAY, '17:45'));
    const reminders = reminded();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('14.03.2031 19:30');
    // The job on the app's scheduler finds nothing more to send.
    await t.app.jobs.run('reservations.send-reminders');
    expect(reminded()).toHaveLength(1);
    const detail = await t.call(s.owner.token, r.get, { storeId: s.storeId, id: res.id });
    expect(detail.history.map((h) => h.action)).toEqual(['created', 'confirmation-sent', 'reminder-sent']);
  });
});
