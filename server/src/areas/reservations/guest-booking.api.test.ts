import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestReservationCalls as g, reservationCalls as r } from '@sofra/contracts/reservations/reservations.calls';
import type { ReservationPointSave } from '@sofra/contracts/reservations/reservations.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { TestApp } from '../../../test/build-app.ts';
import { appWithClock, newStore } from '../../../test/factories.ts';
import { sendReminders } from './messages.service.ts';

/** The guest page's booking calls and the guest's link (docs/reservations.md, The guest page). */

let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  // Three bookings a day per guest; six an hour per address, so one test can pass it (each test has an hour of its own).
  ({ t, at } = await appWithClock('2031-03-13T06:00:00Z', {
    guestBookings: { perUserPerDay: 3, perAddressPerHour: 6 },
  }));
});
afterAll(async () => t.close());

/** Friday 14 March 2031 in Istanbul (UTC+3). */
const DAY = '2031-03-14';
const istanbul = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`).toISOString();

/** The token of the guest's link an SMS ends with: `{portal}/b/{token}`. */
const linkOf = (text: string) => {
  const found = /(https?:\/\/\S+)\/b\/([A-Za-z0-9_-]{43})$/.exec(text);
  expect(found, text).not.toBeNull();
  expect(found![1]).toBe(t.config.portalUrl);
  return found![2]!;
};

const refused = async (token: string | null, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: (res.json() as { code: string }).code };
};

/** A store taking bookings on its guest page: a table for two (2–2), a larger one (2–6), a terrace (6–12). */
const shop = async (store: Partial<StoreSave> = { properties: { reservation: true } }) => {
  const owner = await t.signIn();
  const s = await t.call(owner.token, storeCalls.saveStore, newStore(store));
  const table = async (tableName: string) =>
    (await t.call(owner.token, tableCalls.saveStoreTable, { storeId: s.id, groupName: 'Salon', tableName })).id;
  const point = (p: Omit<ReservationPointSave, 'storeId'>) => t.call(owner.token, r.savePoint, { storeId: s.id, ...p });
  const large = await point({
    name: 'Büyük',
    kind: 'table',
    tableId: await table('B1'),
    minParty: 2,
    maxParty: 6,
    slots: [{ upTo: 6, minutes: 120 }],
  });
  const small = await point({
    name: 'Küçük',
    kind: 'table',
    tableId: await table('K1'),
    minParty: 2,
    maxParty: 2,
    slots: [{ upTo: 2, minutes: 90 }],
  });
  const terrace = await point({
    name: 'Teras',
    kind: 'area',
    minParty: 6,
    maxParty: 12,
    slots: [{ upTo: 12, minutes: 180 }],
    windows: [{ day: 4, from: '19:00', to: '21:00' }],
  });
  return { owner, storeId: s.id, small, large, terrace };
};
type Shop = Awaited<ReturnType<typeof shop>>;

const book = (token: string, s: Shop, time: string, partySize = 2, extra = {}) =>
  t.call(token, g.book, { storeId: s.storeId, partySize, startsAt: istanbul(DAY, time), name: 'Ayşe', ...extra });

describe('the guest page books', () => {
  test('a store with bookings off answers reservations_off; booking needs a signed-in guest', async () => {
    at('2031-03-13T06:00:00Z');
    const s = await shop({});
    const guest = await t.signIn();
    const body = { storeId: s.storeId, partySize: 2, startsAt: istanbul(DAY, '19:00'), name: 'Ayşe' };
    expect(await refused(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 2 })).toEqual({
      status: 409,
      code: 'reservations_off',
    });
    expect(await refused(guest.token, g.book, body)).toEqual({ status: 409, code: 'reservations_off' });
    expect(await refused(null, g.book, body)).toEqual({ status: 401, code: 'auth_required' });
    // The host stand books whatever the property says.
    const staff = await t.call(s.owner.token, r.save, {
      storeId: s.storeId,
      guest: { name: 'Telefonla' },
      partySize: 2,
      startsAt: istanbul(DAY, '19:00'),
      pointIds: [s.small.id],
    });
    expect(staff.status).toBe('confirmed');
  });

  test('free times across the points, without showing whose; the smallest free point; a request by default', async () => {
    at('2031-03-13T07:00:00Z');
    const s = await shop();
    const slots = await t.call(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 2 });
    expect(Object.keys(slots).sort()).toEqual(['date', 'maxParty', 'timeZone', 'times']);
    // The largest party a point takes: the terrace's 12.
    expect(slots.maxParty).toBe(12);
    // Both tables take two (09:00–23:00 by default; 21:30 is the last start of 90 minutes, 21:00 of 120).
    expect(slots.times[0]).toEqual({ startsAt: istanbul(DAY, '09:00'), time: '09:00' });
    expect(slots.times.at(-1)!.time).toBe('21:30');
    expect(new Set(slots.times.map((x) => x.time)).size).toBe(slots.times.length);
    const eight = await t.call(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 8 });
    expect(eight.times.map((x) => x.time)).toEqual(['19:00', '19:15', '19:30', '19:45', '20:00']);

    const ayse = await t.signIn();
    const first = await book(ayse.token, s, '19:00', 2, { notes: 'Cam kenarı' });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.reservation).toMatchObject({
      storeId: s.storeId,
      date: DAY,
      startTime: '19:00',
      endTime: '20:30',
      partySize: 2,
      guestName: 'Ayşe',
      notes: 'Cam kenarı',
      status: 'requested',
      guestConfirmed: false,
      canCancel: true,
      canConfirm: false,
    });
    // A request sends nothing yet.
    expect(t.outbox.filter((m) => m.to === ayse.gsm && m.text.includes('rezervasyon'))).toHaveLength(0);
    const day = await t.call(s.owner.token, r.byStore, { storeId: s.storeId, from: DAY });
    expect(day.items).toHaveLength(1);
    expect(day.items[0]).toMatchObject({
      channel: 'guest-page',
      pointNames: ['Küçük'],
      guestUserId: ayse.userId,
      guestPhone: ayse.gsm,
      status: 'requested',
      createdBy: { id: ayse.userId },
    });
    // The same time still shows: the larger table is free. A second guest gets it; then the time is gone.
    expect((await t.call(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 2 })).times).toContainEqual({
      startsAt: istanbul(DAY, '19:00'),
      time: '19:00',
    });
    const mehmet = await t.signIn();
    await book(mehmet.token, s, '19:00');
    const after = await t.call(s.owner.token, r.byStore, { storeId: s.storeId, from: DAY });
    expect(after.items.map((x) => x.pointNames[0]).sort()).toEqual(['Büyük', 'Küçük']);
    expect((await t.call(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 2 })).times).not.toContainEqual(
      expect.objectContaining({ time: '19:00' }),
    );
    const third = await t.signIn();
    expect(await refused(third.token, g.book, bookBody(s, '19:00'))).toEqual({
      status: 409,
      code: 'reservation_unavailable',
    });
    // Off the grid, or a party no point takes.
    expect(await refused(third.token, g.book, bookBody(s, '19:05'))).toMatchObject({ status: 409 });
    expect(await refused(third.token, g.book, { ...bookBody(s, '12:00'), partySize: 20 })).toEqual({
      status: 409,
      code: 'reservation_unavailable',
    });
  });

  test("instant confirmation by the store setting: confirmed at once, the SMS says so, the guest's link names it", async () => {
    at('2031-03-13T08:00:00Z');
    const s = await shop();
    expect(await t.call(s.owner.token, r.getSettings, { storeId: s.storeId })).toEqual({
      storeId: s.storeId,
      guestConfirmation: 'request',
      reminderMinutes: 120,
    });
    await t.call(s.owner.token, r.saveSettings, {
      storeId: s.storeId,
      guestConfirmation: 'instant',
      reminderMinutes: 120,
    });
    const guest = await t.signIn();
    const booked = await book(guest.token, s, '20:00', 4);
    expect(booked.reservation).toMatchObject({ status: 'confirmed', canConfirm: true });
    const sms = t.outbox.filter((m) => m.to === guest.gsm && m.text.includes('rezervasyon'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('14.03.2031 20:00');
    // The guest's link to the booking's page, a token of its own (the booking's answer's is kept only as a hash).
    const token = linkOf(sms[0]!.text);
    expect(token).not.toBe(booked.token);
    expect(await t.call(null, g.reservation, { token })).toEqual(booked.reservation);
    // The link the booking answered names it; the database keeps not the token, only its hash.
    expect(await t.call(null, g.reservation, { token: booked.token })).toMatchObject({
      startTime: '20:00',
      partySize: 4,
    });
    const db = await t.db();
    const { rows } = (await db.execute(sql`SELECT token_hash FROM reservation_links`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.some((x) => x.token_hash === booked.token)).toBe(false);
    expect(rows.every((x) => /^[0-9a-f]{64}$/.test(x.token_hash))).toBe(true);
  });

  test('three bookings a day per guest, six an hour per address, then rate_limited', async () => {
    at('2031-03-13T09:00:00Z');
    const s = await shop();
    const one = await t.signIn();
    for (const time of ['10:00', '12:00', '14:00']) await book(one.token, s, time);
    expect(await refused(one.token, g.book, bookBody(s, '16:00'))).toEqual({ status: 429, code: 'rate_limited' });
    const two = await t.signIn();
    for (const time of ['10:00', '12:30', '15:00']) await book(two.token, s, time);
    // Six from this address this hour: a third guest from it waits.
    const three = await t.signIn();
    expect(await refused(three.token, g.book, bookBody(s, '18:00'))).toEqual({ status: 429, code: 'rate_limited' });
    at('2031-03-13T10:01:00Z');
    expect((await book(three.token, s, '18:00')).reservation.status).toBe('requested');
    // The first guest's day has not passed.
    expect(await refused(one.token, g.book, bookBody(s, '20:00'))).toEqual({ status: 429, code: 'rate_limited' });
  });
});

const bookBody = (s: Shop, time: string) => ({
  storeId: s.storeId,
  partySize: 2,
  startsAt: istanbul(DAY, time),
  name: 'Ayşe',
});

describe("the guest's link", () => {
  test('shows the booking; confirms attendance once the store confirmed; cancels until the start; ends with it', async () => {
    at('2031-03-13T11:00:00Z');
    const s = await shop();
    const guest = await t.signIn();
    const { token, reservation } = await book(guest.token, s, '19:00');
    expect(await t.call(null, g.reservation, { token })).toEqual(reservation);
    // A request: the guest cannot confirm it for the store.
    expect(await refused(null, g.confirm, { token })).toEqual({ status: 409, code: 'reservation_status_invalid' });
    const [row] = (await t.call(s.owner.token, r.byStore, { storeId: s.storeId, from: DAY })).items;
    await t.call(s.owner.token, r.setStatus, { storeId: s.storeId, id: row!.id, status: 'confirmed' });
    const sms = t.outbox.filter((m) => m.to === guest.gsm && m.text.includes('rezervasyon'));
    expect(sms).toHaveLength(1);

    const confirmed = await t.call(null, g.confirm, { token });
    expect(confirmed).toMatchObject({ status: 'confirmed', guestConfirmed: true, canConfirm: false, canCancel: true });
    // Again: as it is.
    expect(await t.call(null, g.confirm, { token })).toEqual(confirmed);
    // The host stand sees when the guest said so.
    const told = await t.call(s.owner.token, r.get, { storeId: s.storeId, id: row!.id });
    expect(told.guestConfirmedAt).toBe('2031-03-13T11:00:00.000Z');
    expect(row!.guestConfirmedAt).toBeNull();
    const cancelled = await t.call(null, g.cancel, { token });
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, canConfirm: false });
    expect(await t.call(null, g.cancel, { token })).toEqual(cancelled);
    const detail = await t.call(s.owner.token, r.get, { storeId: s.storeId, id: row!.id });
    expect(detail).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect(detail.history.map((h) => [h.action, h.actor?.id ?? null])).toEqual([
      ['created', guest.userId],
      ['confirmed', s.owner.userId],
      ['confirmation-sent', null],
      ['guest-confirmed', guest.userId],
      ['cancelled', guest.userId],
    ]);
    expect(detail.history.at(-1)!.detail).toMatchObject({ by: 'guest', from: 'confirmed' });
    // Its table is free again.
    const times = await t.call(null, g.slots, { storeId: s.storeId, date: DAY, partySize: 2 });
    expect(times.times.map((x) => x.time)).toContain('19:00');
    // Nothing to confirm once cancelled.
    expect(await refused(null, g.confirm, { token })).toEqual({ status: 409, code: 'reservation_status_invalid' });

    // A second booking: not cancelled after its start; the link ends with the booking.
    const later = await book(guest.token, s, '12:00');
    at('2031-03-14T09:00:00Z'); // 12:00 in Istanbul
    expect(await refused(null, g.cancel, { token: later.token })).toEqual({
      status: 409,
      code: 'reservation_status_invalid',
    });
    expect((await t.call(null, g.reservation, { token: later.token })).canCancel).toBe(false);
    at('2031-03-14T10:31:00Z'); // past 13:30, its end
    expect(await refused(null, g.reservation, { token: later.token })).toEqual({
      status: 404,
      code: 'reservation_link_invalid',
    });
    expect(await refused(null, g.reservation, { token: 'x'.repeat(43) })).toEqual({
      status: 404,
      code: 'reservation_link_invalid',
    });
  });
});

describe('the reminder time', () => {
  test("the store's minutes before, bounded 30–1440; a new time moves reminders not yet sent; the reminder has the link", async () => {
    at('2031-03-13T12:00:00Z');
    const s = await shop();
    const save = (reminderMinutes: number) =>
      t.raw(s.owner.token, r.saveSettings, { storeId: s.storeId, guestConfirmation: 'instant', reminderMinutes });
    expect((await save(29)).statusCode).toBe(400);
    expect((await save(1441)).statusCode).toBe(400);
    expect((await save(60)).statusCode).toBe(200);
    const guest = await t.signIn();
    await book(guest.token, s, '18:00');
    const owner = await t.call(s.owner.token, r.save, {
      storeId: s.storeId,
      guest: { name: 'Telefonla', phone: guest.gsm },
      partySize: 2,
      startsAt: istanbul(DAY, '18:00'),
      pointIds: [s.large.id],
    });
    expect(owner.status).toBe('confirmed');
    // Then the store asks for 90 minutes: both move.
    expect((await save(90)).statusCode).toBe(200);
    const db = await t.db();
    const run = (iso: string) => sendReminders(db, t.app.services, new Date(iso), t.app.log);
    const reminded = () => t.outbox.filter((m) => m.to === guest.gsm && m.text.includes('hatırlatırız'));
    await run(istanbul(DAY, '16:29'));
    expect(reminded()).toHaveLength(0);
    await run(istanbul(DAY, '16:30'));
    expect(reminded()).toHaveLength(2);
    expect(reminded()[0]!.text).toContain('14.03.2031 18:00');
    // Each reminder carries a link of its own to its booking.
    const links = await Promise.all(reminded().map((m) => t.call(null, g.reservation, { token: linkOf(m.text) })));
    expect(links.map((x) => [x.startTime, x.guestName]).sort()).toEqual([
      ['18:00', 'Ayşe'],
      ['18:00', 'Telefonla'],
    ]);
  });
});

describe("the guest's link page /b/{token}", () => {
  const page = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': 'test-default-key', ...headers } });

  test('the booking rendered on the server, in Turkish or English; never cached nor indexed', async () => {
    at('2031-03-13T13:00:00Z');
    const s = await shop();
    const guest = await t.signIn();
    const { token } = await book(guest.token, s, '19:30', 2, { name: 'Zeynep' });
    const res = await page(`/b/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toMatch(/<title>Rezervasyonunuz · [^<]+<\/title>/);
    expect(res.body).toContain('14 Mart 2031 Cuma, 19:30–21:00');
    expect(res.body).toContain('Restoranın onayı bekleniyor');
    expect(res.body).toContain('Zeynep');
    // Cancelling until the start; nothing to confirm while the store has not.
    expect(res.body).toContain('Rezervasyonu iptal et');
    expect(res.body).not.toContain('Geliyorum');

    const en = await page(`/b/${token}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.body).toContain('Friday, 14 March 2031, 19:30–21:00');
    expect(en.body).toContain('Waiting for the restaurant to confirm');
    expect(en.body).toContain('<html lang="en"');
  });

  test('a wrong, ended or malformed token: the page saying the link is not valid', async () => {
    at('2031-03-13T14:00:00Z');
    const s = await shop();
    const guest = await t.signIn();
    const { token } = await book(guest.token, s, '10:00');
    for (const path of [`/b/${'x'.repeat(43)}`, '/b/short', `/b/${'y'.repeat(300)}`, '/b/a/b']) {
      const res = await page(path);
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Bu rezervasyon bağlantısı geçerli değil.');
    }
    expect((await page(`/b/${token}`)).statusCode).toBe(200);
    at('2031-03-14T08:31:00Z'); // past 11:30, its end
    const ended = await page(`/b/${token}`, { 'accept-language': 'en' });
    expect(ended.statusCode).toBe(404);
    expect(ended.body).toContain('This booking link is not valid.');
  });
});
