import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { guestOrderCalls, streamCalls } from '@sofra/contracts/live/live.calls';
import { EVENT_REPLAY_SECONDS, STREAM_TICKET_SECONDS, type LiveEvent } from '@sofra/contracts/live/live.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';
import { openSse, type SseStream } from '../../../test/sse-client.ts';
import { folios, userOwnedStores } from '../../db/schema/index.ts';
import { createMemoryBus } from '../../platform/live/bus.ts';
import { createStreamTickets } from '../../platform/live/tickets.ts';

/** Both the tickets and the bus read this clock: a test moves it to expire a ticket or an event. */
let clock = Date.now();
const now = () => clock;
const secret = new Uint8Array(32).fill(7);

let t: TestApp;
let base: string;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    services: { streamTickets: createStreamTickets(secret, now), live: createMemoryBus(now) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const s = await openSse(base, query, headers);
  open.push(s);
  return s;
};

const refusal = (s: SseStream) => (s.events[0]?.data as { code?: string } | undefined)?.code;

/** A new ticket: each opens one stream, once. */
const ticketFor = async (token: string, storeId: string) =>
  (await t.call(token, streamCalls.streamTicket, { storeId })).ticket;

const setUp = async () => {
  const { owner, other, store } = await ownerAndStranger(t);
  return { owner, other, store, ticket: await ticketFor(owner.token, store.id) };
};

const openFolio = (token: string, storeId: string) =>
  t.call(token, folioCalls.save, { storeId, serviceType: 'take-away', lines: [] });

describe('stream tickets', () => {
  test('an owner gets a ticket for their store, valid 60 s, and it opens the stream uncompressed', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const answer = await t.call(owner.token, streamCalls.streamTicket, { storeId: store.id });
    expect(Date.parse(answer.expiresAt)).toBe(clock + STREAM_TICKET_SECONDS * 1000);
    const s = await stream({ ticket: answer.ticket }, { 'accept-encoding': 'br, gzip' });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toContain('no-cache');
    expect(s.comments).toContain('open');
    // Sent past the onSend hooks, it still carries the API's security headers and its request id, not a page's set.
    expect(s.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['referrer-policy']).toBe('no-referrer');
    expect(s.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(s.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
      expect(s.headers[name], name).toBeUndefined();
    }
  });

  test("a stranger gets no ticket for another's store", async () => {
    const { other, store } = await ownerAndStranger(t);
    const res = await t.raw(other.token, streamCalls.streamTicket, { storeId: store.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('store_forbidden');
  });

  test('an expired ticket is refused with 401 stream_ticket_invalid before any streaming', async () => {
    const { ticket } = await setUp();
    clock += STREAM_TICKET_SECONDS * 1000 + 1;
    const s = await stream({ ticket });
    expect(s.status).toBe(401);
    expect(s.headers['content-type']).toContain('application/json');
    expect(refusal(s)).toBe('stream_ticket_invalid');
  });

  test('a forged or tampered ticket is refused', async () => {
    const { ticket, store } = await setUp();
    const [body, signature] = ticket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherStore = Buffer.from(JSON.stringify({ ...claims, s: `${store.id}x` })).toString('base64url');
    const foreign = createStreamTickets(new Uint8Array(32).fill(9), now).sign({
      kind: 'user',
      tenant: 'default',
      storeId: store.id,
      userId: String(claims.i),
      version: Number(claims.v),
    }).ticket;
    for (const forged of [`${otherStore}.${signature}`, `${body}.${signature.slice(1)}`, foreign, 'x', `${ticket}.x`]) {
      const s = await stream({ ticket: forged });
      expect([forged.slice(0, 10), s.status, refusal(s)]).toEqual([forged.slice(0, 10), 401, 'stream_ticket_invalid']);
    }
  });
});

describe('events', () => {
  test('a folio write reaches an open stream after its commit; a refused write publishes nothing', async () => {
    const { owner, store, ticket } = await setUp();
    const s = await stream({ ticket });
    const folio = await openFolio(owner.token, store.id);
    const opened = await s.next();
    expect(opened.event).toBe('folio.opened');
    expect(opened.id).toBeTruthy();
    expect(opened.data).toMatchObject({
      type: 'folio.opened',
      storeId: store.id,
      folio: { folioId: folio.id, number: folio.number, status: 'open', version: folio.version },
    });
    // A stale version is refused: nothing is published for it.
    const stale = await t.raw(owner.token, folioCalls.lock, {
      storeId: store.id,
      id: folio.id,
      locked: true,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    await t.call(owner.token, folioCalls.lock, { storeId: store.id, id: folio.id, locked: true });
    const changed = await s.next();
    expect(changed.event).toBe('folio.changed');
    expect(changed.data).toMatchObject({ folio: { status: 'locked', version: folio.version + 1 } });
    await t.call(owner.token, folioCalls.cancel, {
      storeId: store.id,
      id: folio.id,
      reason: 'Müşteri vazgeçti',
    });
    expect((await s.next()).event).toBe('folio.closed');
  });

  test('a menu publish is announced', async () => {
    const { owner, store, ticket } = await setUp();
    const s = await stream({ ticket });
    const synced = await t.call(owner.token, storeCalls.syncStoreMenu, { id: store.id });
    expect((await s.next()).data).toEqual({
      type: 'menu.published',
      storeId: store.id,
      menuVersion: synced.menuVersion,
    });
  });

  test("a stream hears only its own store's events", async () => {
    const { owner, store, ticket } = await setUp();
    const mine = await stream({ ticket });
    const second = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'İkinci Lokanta' }));
    await openFolio(owner.token, second.id);
    const folio = await openFolio(owner.token, store.id);
    const first = await mine.next();
    expect((first.data as { folio: { folioId: string } }).folio.folioId).toBe(folio.id);
  });
});

describe('reconnecting', () => {
  test('Last-Event-ID (header or query) replays what was missed, in order, then goes on live', async () => {
    const { owner, store, ticket } = await setUp();
    const first = await stream({ ticket });
    const folio = await openFolio(owner.token, store.id);
    const seen = await first.next();
    first.close();
    await first.ended;
    await t.call(owner.token, folioCalls.lock, { storeId: store.id, id: folio.id, locked: true });
    await t.call(owner.token, folioCalls.lock, { storeId: store.id, id: folio.id, locked: false });

    const again = await stream({ ticket: await ticketFor(owner.token, store.id) }, { 'last-event-id': seen.id! });
    const missed = [await again.next(), await again.next()];
    expect(missed.map((e) => (e.data as { folio: { status: string } }).folio.status)).toEqual(['locked', 'open']);
    await t.call(owner.token, folioCalls.lock, { storeId: store.id, id: folio.id, locked: true });
    expect(((await again.next()).data as { folio: { version: number } }).folio.version).toBe(folio.version + 3);

    const byQuery = await stream({ ticket: await ticketFor(owner.token, store.id), lastEventId: missed[0]!.id! });
    expect((await byQuery.next()).id).toBe(missed[1]!.id);
  });

  test('an id no longer kept (or unknown) answers one reset first', async () => {
    const { owner, store, ticket } = await setUp();
    const first = await stream({ ticket });
    await openFolio(owner.token, store.id);
    const seen = await first.next();
    first.close();

    const unknown = await stream({ ticket: await ticketFor(owner.token, store.id), lastEventId: 'no-such-id' });
    expect((await unknown.next()).data).toEqual({ type: 'reset', storeId: store.id });
    unknown.close();

    clock += EVENT_REPLAY_SECONDS * 1000 + 1;
    const fresh = await t.call(owner.token, streamCalls.streamTicket, { storeId: store.id });
    const old = await stream({ ticket: fresh.ticket }, { 'last-event-id': seen.id! });
    expect((await old.next()).event).toBe('reset');
    await openFolio(owner.token, store.id);
    expect((await old.next()).event).toBe('folio.opened');
  });
});

describe('access ends, the stream ends', () => {
  test('a logout closes the open stream, and a ticket made before it opens no other', async () => {
    const { owner, store, ticket } = await setUp();
    const unused = await ticketFor(owner.token, store.id);
    const s = await stream({ ticket });
    await t.call(owner.token, authCalls.logout, {});
    await s.ended;
    const again = await stream({ ticket: unused });
    expect([again.status, refusal(again)]).toEqual([401, 'stream_ticket_invalid']);
  });

  test('an owner link taken away closes the stream (the store guard is checked again)', async () => {
    const { owner, store, ticket } = await setUp();
    const s = await stream({ ticket });
    const db = await t.db();
    await db.delete(userOwnedStores).where(eq(userOwnedStores.storeId, store.id));
    await t.heard();
    await s.ended;
    expect(owner.userId).toBeTruthy();
  });
});

describe("a guest's order stream", () => {
  const token = 'guest-order-token-0123456789';
  const hash = createHash('sha256').update(token).digest('hex');

  test('the order token gives a ticket that opens only its own order.answered and delivery.changed', async () => {
    const { owner, store } = await setUp();
    const mine = await openFolio(owner.token, store.id);
    const theirs = await openFolio(owner.token, store.id);
    const db = await t.db();
    await db.update(folios).set({ orderTokenHash: hash }).where(eq(folios.id, mine.id));

    for (const wrong of [
      { id: mine.id, token: `${token}x` },
      { id: theirs.id, token },
    ]) {
      const res = await t.raw(null, guestOrderCalls.orderTicket, wrong);
      expect([res.statusCode, res.json().code]).toEqual([404, 'order_not_found']);
    }
    const { ticket } = await t.call(null, guestOrderCalls.orderTicket, { id: mine.id, token });
    const s = await stream({ ticket });

    const brief = (f: typeof mine) => ({
      folioId: f.id,
      number: f.number,
      tableId: null,
      tableName: null,
      status: f.status,
      version: f.version,
      total: 0,
    });
    const answered = (f: typeof mine): LiveEvent => ({
      type: 'order.answered',
      storeId: store.id,
      folio: brief(f),
      state: 'accepted',
      prepMinutes: 20,
      reason: null,
    });
    const publish = (event: LiveEvent) => t.app.services.live.publish('default', event);
    await publish(answered(theirs));
    await publish({ type: 'folio.changed', storeId: store.id, folio: brief(mine) });
    await publish({ type: 'waiter.called', storeId: store.id, signal: signalOf(store.id) });
    await publish(answered(mine));
    await publish({
      type: 'delivery.changed',
      storeId: store.id,
      folio: brief(mine),
      deliveryStatus: 'preparing',
      courierName: null,
    });
    expect((await s.next()).data).toEqual(answered(mine));
    expect((await s.next()).event).toBe('delivery.changed');
    expect(s.events).toHaveLength(2);
  });
});

describe("a guest's table stream", () => {
  test('the table QR code gives a ticket that opens only the store’s status, new menus and the answers to its own calls', async () => {
    const { owner, store } = await setUp();
    const table = await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId: store.id,
      groupName: 'Salon',
      tableName: 'Salon 3',
    });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    const unknown = await t.raw(null, guestOrderCalls.tableTicket, { code: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'qr_code_not_found']);
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code });
    const { ticket } = await t.call(null, guestOrderCalls.tableTicket, { code: qr.code });
    const s = await stream({ ticket });
    const publish = (event: LiveEvent) => t.app.services.live.publish('default', event);
    await publish({ type: 'waiter.called', storeId: store.id, signal: signalOf(store.id) });
    await publish({ type: 'store.status', storeId: 'another-store', status: 'rush-hour' });
    await publish({ type: 'store.status', storeId: store.id, status: 'rush-hour' });
    await publish({ type: 'menu.published', storeId: store.id, menuVersion: 2 });
    // The answer to a call: of this table only, without who answered.
    const by = { id: 'u-1', name: 'Ayşe' };
    const answeredAt = new Date(clock).toISOString();
    await publish({
      type: 'signal.answered',
      storeId: store.id,
      signal: { ...signalOf(store.id), answeredAt, answeredBy: by },
    });
    const ours = { ...signalOf(store.id), id: 'signal-2', tableId: table.id, answeredAt, answeredBy: by };
    await publish({ type: 'signal.answered', storeId: store.id, signal: ours });
    expect((await s.next()).data).toEqual({ type: 'store.status', storeId: store.id, status: 'rush-hour' });
    expect((await s.next()).event).toBe('menu.published');
    expect((await s.next()).data).toEqual({
      type: 'signal.answered',
      storeId: store.id,
      signal: { ...ours, answeredBy: null },
    });
    expect(s.events).toHaveLength(3);
  });
});

const signalOf = (storeId: string) => ({
  id: 'signal-1',
  storeId,
  kind: 'waiter' as const,
  tableId: 'table-1',
  tableName: 'Salon 1',
  groupName: 'Salon',
  at: new Date(clock).toISOString(),
  answeredAt: null,
  answeredBy: null,
});

describe('shutdown', () => {
  test('closing the app ends open streams instead of waiting for them', async () => {
    const { ticket } = await setUp();
    const s = await stream({ ticket });
    await t.app.close();
    await s.ended;
    expect(t.app.server.listening).toBe(false);
  });
});
