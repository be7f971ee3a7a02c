import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { streamCalls } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { openSse, type SseStream } from '../../../test/sse-client.ts';
import type { SpentTickets } from '../../platform/live/spent-tickets.ts';

/**
 * The limits of the event stream (docs/security.md, "Event streams"), over real HTTP: a ticket opens one stream, once;
 * a user's and an address's oldest streams give way to new ones; a full process refuses with 503; readiness counts
 * them; and the log never holds a ticket.
 */

/** An app listening on a free port; clients name their address in X-Forwarded-For (TRUST_PROXY). */
const listening = async (opts: Parameters<typeof buildTestApp>[0]) => {
  const t = await buildTestApp({ ...opts, config: { trustProxy: true, ...opts?.config } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
};

const log: string[] = [];
/** Default limits (5 per user, 20 per address, 2,000 per process), and the log captured. */
let roomy: { t: TestApp; base: string };
/** 2 per user, 3 per address, 4 in the process. */
let tight: { t: TestApp; base: string };
const opened: SseStream[] = [];

beforeAll(async () => {
  roomy = await listening({ logStream: { write: (line) => void log.push(line) } });
  tight = await listening({ config: { streams: { perUser: 2, perAddress: 3, perProcess: 4 } } });
});

afterAll(async () => {
  for (const s of opened) s.close();
  await Promise.all([roomy.t.close(), tight.t.close()]);
});

let addresses = 0;
/** An address of its own for each test, so the per-address limit of one test leaves the others alone. */
const newAddress = () => `203.0.113.${++addresses}`;

const stream = async (base: string, query: Record<string, string>, address: string) => {
  const s = await openSse(base, query, { 'x-forwarded-for': address });
  opened.push(s);
  return s;
};

const refusal = (s: SseStream) => (s.events[0]?.data as { code?: string } | undefined)?.code;

const ownerWithStore = async (t: TestApp) => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  return { owner, storeId: store.id };
};

const ticketOf = async (t: TestApp, owner: Session, storeId: string) =>
  (await t.call(owner.token, streamCalls.streamTicket, { storeId })).ticket;

const readiness = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/ready' })).json() as { streams: { open: number; max: number } };

describe('a ticket opens one stream, once', () => {
  test('50 streams opened at once with one ticket: 1 is open, 49 are refused with 401 before streaming', async () => {
    const { owner, storeId } = await ownerWithStore(roomy.t);
    const ticket = await ticketOf(roomy.t, owner, storeId);
    const before = (await readiness(roomy.t)).streams.open;
    const address = newAddress();
    const all = await Promise.all(Array.from({ length: 50 }, () => stream(roomy.base, { ticket }, address)));
    expect(all.filter((s) => s.status === 200)).toHaveLength(1);
    const refused = all.filter((s) => s.status !== 200);
    expect(refused.map((s) => [s.status, refusal(s)])).toEqual(Array(49).fill([401, 'stream_ticket_invalid']));
    expect((await readiness(roomy.t)).streams.open).toBe(before + 1);
    // Spent, it stays spent after its stream ends.
    const open = all.find((s) => s.status === 200)!;
    open.close();
    await open.ended;
    expect(refusal(await stream(roomy.base, { ticket }, address))).toBe('stream_ticket_invalid');
  });

  test("a user's streams beyond 5 end oldest first with a `replaced` event; the 5 newest stay open", async () => {
    const { owner, storeId } = await ownerWithStore(roomy.t);
    const mine: SseStream[] = [];
    for (let i = 0; i < 8; i++) {
      // Each from an address of its own: the user's limit alone decides.
      mine.push(await stream(roomy.base, { ticket: await ticketOf(roomy.t, owner, storeId) }, newAddress()));
    }
    expect(mine.map((s) => s.status)).toEqual(Array(8).fill(200));
    await Promise.all(mine.slice(0, 3).map((s) => s.ended));
    for (const s of mine.slice(0, 3)) expect(s.events.map((e) => e.data)).toEqual([{ type: 'replaced', storeId }]);
    // The newest are still open and still hear the store.
    await roomy.t.app.services.live.publish('default', { type: 'store.status', storeId, status: 'rush-hour' });
    for (const s of mine.slice(3)) expect((await s.next()).event).toBe('store.status');
    expect(mine.slice(0, 3).every((s) => s.events.length === 1)).toBe(true);
  });
});

describe('limits per address and per process', () => {
  test('streams from one address beyond 3 end oldest first, whoever opened them', async () => {
    const [a, b] = [await ownerWithStore(tight.t), await ownerWithStore(tight.t)];
    const address = newAddress();
    const first = await stream(tight.base, { ticket: await ticketOf(tight.t, a.owner, a.storeId) }, address);
    const second = await stream(tight.base, { ticket: await ticketOf(tight.t, b.owner, b.storeId) }, address);
    const third = await stream(tight.base, { ticket: await ticketOf(tight.t, a.owner, a.storeId) }, address);
    const fourth = await stream(tight.base, { ticket: await ticketOf(tight.t, b.owner, b.storeId) }, address);
    await first.ended;
    expect(first.events.map((e) => e.event)).toEqual(['replaced']);
    expect((await readiness(tight.t)).streams.open).toBe(3);
    for (const s of [second, third, fourth]) s.close();
    await Promise.all([second, third, fourth].map((s) => s.ended));
    await vi.waitFor(async () => expect((await readiness(tight.t)).streams.open).toBe(0));
  });

  test('a full process answers 503 stream_limit with Retry-After, leaving the ticket unspent; readiness counts', async () => {
    const [a, b] = [await ownerWithStore(tight.t), await ownerWithStore(tight.t)];
    const four = [];
    for (const { owner, storeId } of [a, a, b, b])
      four.push(await stream(tight.base, { ticket: await ticketOf(tight.t, owner, storeId) }, newAddress()));
    expect(four.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect((await readiness(tight.t)).streams).toEqual({ open: 4, max: 4 });

    const ticket = await ticketOf(tight.t, b.owner, b.storeId);
    const refused = await stream(tight.base, { ticket }, newAddress());
    expect([refused.status, refusal(refused), refused.headers['retry-after']]).toEqual([503, 'stream_limit', '10']);
    expect(refused.headers['content-type']).toContain('application/json');

    four[0]!.close();
    await four[0]!.ended;
    await vi.waitFor(async () => expect((await readiness(tight.t)).streams.open).toBe(3));
    const later = await stream(tight.base, { ticket }, newAddress());
    expect(later.status).toBe(200);
    for (const s of [...four, later]) s.close();
    await vi.waitFor(async () => expect((await readiness(tight.t)).streams.open).toBe(0));
  });

  test('a client that leaves while its ticket is checked holds no place', async () => {
    const [a, b, c] = [await ownerWithStore(tight.t), await ownerWithStore(tight.t), await ownerWithStore(tight.t)];
    const services = tight.t.app.services;
    const real = services.spentTickets;
    let asked!: () => void;
    const spending = new Promise<void>((resolve) => (asked = resolve));
    let answer!: (first: boolean) => void;
    const held: SpentTickets = {
      spend: () => {
        asked();
        return new Promise((resolve) => (answer = resolve));
      },
    };
    services.spentTickets = held;
    try {
      const ticket = await ticketOf(tight.t, a.owner, a.storeId);
      const leaving = http.get(`${tight.base}/api/stream?ticket=${encodeURIComponent(ticket)}`);
      leaving.on('error', () => {});
      await spending;
      leaving.destroy();
      await vi.waitFor(
        () =>
          new Promise<void>((resolve, reject) =>
            tight.t.app.server.getConnections((error, count) => (error || count ? reject(error) : resolve())),
          ),
      );
      answer(true);
    } finally {
      services.spentTickets = real;
    }
    // As many streams open as the process holds, of other users (a's own would replace a stream of a's): the one that
    // left keeps none of their places. A refusal for a full process leaves the ticket unspent, so the last one is tried
    // again until the leaving one's checks are done.
    const four = [];
    for (const { owner, storeId } of [b, b, c])
      four.push(await stream(tight.base, { ticket: await ticketOf(tight.t, owner, storeId) }, newAddress()));
    const last = await ticketOf(tight.t, c.owner, c.storeId);
    await vi.waitFor(async () => {
      const s = await stream(tight.base, { ticket: last }, newAddress());
      expect(s.status).toBe(200);
      four.push(s);
    });
    expect(four.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect((await readiness(tight.t)).streams.open).toBe(4);
    for (const s of four) s.close();
  });
});

describe('the log', () => {
  test('a stream URL is logged without its ticket; tokens and keys in any query string neither', async () => {
    const { owner, storeId } = await ownerWithStore(roomy.t);
    const ticket = await ticketOf(roomy.t, owner, storeId);
    log.length = 0;
    const s = await stream(roomy.base, { ticket, lastEventId: 'no-such-id' }, newAddress());
    expect(s.status).toBe(200);
    const again = await stream(roomy.base, { ticket }, newAddress());
    expect(again.status).toBe(401);
    await roomy.t.app.inject({ method: 'GET', url: '/api/health?token=tok-123456&apiKey=key-987654&page=2' });

    const lines = log.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req!.url);
    expect(urls).toEqual([
      '/api/stream?ticket=[redacted]&lastEventId=no-such-id',
      '/api/stream?ticket=[redacted]',
      '/api/health?token=[redacted]&apiKey=[redacted]&page=2',
    ]);
    const text = log.join('');
    for (const secret of [ticket, ticket.split('.')[0]!, ticket.split('.')[1]!, 'tok-123456', 'key-987654'])
      expect(text).not.toContain(secret);
  });
});
