import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { streamCalls } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import {
  hasRedisServer,
  newJwtSecret,
  pgTenant,
  startRedis,
  startServer,
  type PgTenant,
  type RedisProcess,
  type ServerProcess,
} from './server-process.ts';
import { openSse, type SseStream } from './sse-client.ts';

/**
 * The live event stream across two real server processes of one deployment (one PostgreSQL database, one Redis;
 * docs/live.md): a folio written through one process reaches a stream open on the other, and a page that reconnects to
 * the other process gets what it missed.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const DEMO_OWNER = '+905550000001';

let tenant: PgTenant | undefined;
let redis: RedisProcess | undefined;
const servers: ServerProcess[] = [];
const streams: SseStream[] = [];

beforeAll(async () => {
  if (!databaseUrl || !hasRedisServer()) return;
  tenant = pgTenant(databaseUrl);
  redis = await startRedis();
  const env = {
    ...tenant.env,
    REDIS_URL: redis.url,
    JWT_SECRET: newJwtSecret(),
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all(servers.filter((s) => s.running()).map((s) => s.stop()));
  await tenant?.drop();
  await redis?.close();
});

describe.runIf(databaseUrl && hasRedisServer())('the event stream on two processes (PostgreSQL + Redis)', () => {
  const pair = () => servers as [ServerProcess, ServerProcess];
  let owner: { token: string };
  let storeId: string;
  const ticket = async (server: ServerProcess) =>
    (await server.post<{ ticket: string }>(streamCalls.streamTicket, { storeId }, owner.token)).body.ticket;
  const stream = async (server: ServerProcess, query: Record<string, string>, headers?: Record<string, string>) => {
    const s = await openSse(server.base, query, headers);
    streams.push(s);
    return s;
  };
  const openFolio = async (server: ServerProcess) => {
    const answer = await server.post<{ id: string; version: number }>(
      folioCalls.save,
      { storeId, serviceType: 'take-away', lines: [] },
      owner.token,
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    if (!servers.length) return;
    const [a] = pair();
    owner = await a.signIn(DEMO_OWNER);
    storeId = (await a.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, owner.token)).body[0]!.storeId;
  });

  test('a folio written through A reaches a stream open on B (ticket made by A)', async () => {
    const [a, b] = pair();
    const onB = await stream(b, { ticket: await ticket(a) });
    expect(onB.status).toBe(200);
    const folio = await openFolio(a);
    const event = await onB.next(2000);
    expect(event.event).toBe('folio.opened');
    expect(event.data).toMatchObject({ storeId, folio: { folioId: folio.id } });
  });

  test('a page that saw an event on A and reconnects to B gets what it missed, in order', async () => {
    const [a, b] = pair();
    const onA = await stream(a, { ticket: await ticket(a) });
    const folio = await openFolio(b);
    const seen = await onA.next(2000);
    onA.close();
    await b.post(folioCalls.lock, { storeId, id: folio.id, locked: true }, owner.token);
    await a.post(folioCalls.lock, { storeId, id: folio.id, locked: false }, owner.token);

    const onB = await stream(b, { ticket: await ticket(b) }, { 'last-event-id': seen.id! });
    const missed = [await onB.next(2000), await onB.next(2000)];
    expect(missed.map((e) => (e.data as { folio: { status: string } }).folio.status)).toEqual(['locked', 'open']);
    // Both processes agree on the ids (one counter in Redis).
    const onA2 = await stream(a, { ticket: await ticket(a), lastEventId: seen.id! });
    expect([(await onA2.next(2000)).id, (await onA2.next(2000)).id]).toEqual(missed.map((e) => e.id));
  });

  test('a ticket opens one stream in the whole deployment: spent on A, refused on B', async () => {
    const [a, b] = pair();
    const once = await ticket(a);
    const onA = await stream(a, { ticket: once });
    expect(onA.status).toBe(200);
    const onB = await stream(b, { ticket: once });
    expect([onB.status, (onB.events[0]?.data as { code?: string }).code]).toEqual([401, 'stream_ticket_invalid']);
    onA.close();
  });

  test('a logout through A closes the stream open on B', async () => {
    const [a, b] = pair();
    const user = await a.register('+905559990020', 'Selin Aydın');
    const store = await a.post<{ id: string }>(storeCalls.saveStore, { name: 'Liman Lokantası' }, user.token);
    const own = async () =>
      (await a.post<{ ticket: string }>(streamCalls.streamTicket, { storeId: store.body.id }, user.token)).body.ticket;
    const [first, unused] = [await own(), await own()];
    const onB = await stream(b, { ticket: first });
    expect(onB.status).toBe(200);
    expect((await a.post(authCalls.logout, {}, user.token)).status).toBe(200);
    await onB.ended;
    // A ticket made before the logout opens nothing after it.
    const again = await openSse(b.base, { ticket: unused });
    expect([again.status, (again.events[0]?.data as { code?: string }).code]).toEqual([401, 'stream_ticket_invalid']);
  });

  test('SIGTERM ends open streams and the process exits at once', async () => {
    const [, b] = pair();
    const onB = await stream(b, { ticket: await ticket(b) });
    expect(onB.status).toBe(200);
    const started = performance.now();
    const exit = await b.stop();
    expect(exit.code).toBe(0);
    expect(performance.now() - started).toBeLessThan(5000);
    await onB.ended;
  });
});
