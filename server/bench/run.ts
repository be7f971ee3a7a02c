/**
 * npm run bench: the hot signed-in reads against `/api/health` in the same run, as ratios (docs/performance.md): each
 * read is measured right after a round of `/api/health`, and its ratio is to that round.
 *
 * The real server runs in its own process(es) as production runs it (`server/dist/main.js`, built by `npm run bench`;
 * the sources through tsx when there is no build), started by the process tests' `startServer` with the demo data;
 * the load comes from autocannon in this process: 20 connections, BENCH_SECONDS (default 5) per read. Three set-ups:
 * embedded PGlite; PostgreSQL (BENCH_DATABASE_URL, default the local server); and two processes on PostgreSQL + Redis
 * (WEB_CONCURRENCY=2, BENCH_REDIS_URL, default the local Redis). A set-up whose server is not reachable is skipped
 * with a note.
 *
 * Folio searches (docs/performance.md, Folios): a store with BENCH_FOLIOS_PG folios (default 1,000,000) on PostgreSQL
 * and BENCH_FOLIOS_PGLITE (default 50,000) on PGlite, two years of them, written straight into the tenant's database
 * with one INSERT … SELECT FROM generate_series (PGlite's while the server is stopped: it holds its files); the last 30
 * business days are searched a page of 50 at a time. p95 of every read comes from each answer's own time.
 */
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { publishCalls } from '@sofra/contracts/menu/menu.calls';
import { guestReservationCalls, reservationCalls } from '@sofra/contracts/reservations/reservations.calls';
import { databaseUrlFor } from '../src/db/client.ts';
import { folioSeed, seedFoliosPg, seedFoliosPglite, type PaymentTypeRef } from './folio-seed.ts';
import { newJwtSecret, pgTenant, startServer } from '../test/server-process.ts';
import { benchLive, printLive } from './live.ts';
import {
  folioStore,
  menuStore,
  RESERVATION_BOOKINGS,
  RESERVATION_POINTS,
  reservationStore,
  type Server,
} from './bench-stores.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO_OWNER = '+905550000001';
/** Folios of the searched store, per set-up. */
const FOLIOS_PG = Number(process.env.BENCH_FOLIOS_PG ?? 1_000_000);
const FOLIOS_PGLITE = Number(process.env.BENCH_FOLIOS_PGLITE ?? 50_000);
/** Only these set-ups (comma-separated labels: pglite, postgres, cluster); all when unset. */
const only = process.env.BENCH_SETUPS?.split(',');
/** The server's port (a free one of the tests' range when unset). */
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
/**
 * `folios`: only the folio reads and writes; `reservations`: only the reservation reads (each still after its own
 * /api/health round); every read when unset.
 */
const foliosOnly = process.env.BENCH_READS === 'folios';
const reservationsOnly = process.env.BENCH_READS === 'reservations';

interface Setup {
  label: string;
  env: Record<string, string>;
  /** Checked before starting; a reason to skip, or undefined. */
  unavailable?: () => Promise<string | undefined>;
  /** Folios for the search reads: how many, and where they are written (none: no folio reads). */
  folios?: { count: number; database: { pglite: true } | { url: string } };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  bad: number;
}

const entry = existsSync(join(root, 'server/dist/main.js')) ? 'dist' : 'source';

/** The value below which `share` of the sorted times lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

const load = (name: string, opts: autocannon.Options, okStatus = 200): Promise<Row> =>
  new Promise((done, fail) => {
    // autocannon's histogram has no p95: each answer's own time, kept here.
    const times: number[] = [];
    // With a callback the typings say void; the instance (an EventEmitter) is answered all the same.
    const instance = autocannon({ connections, duration: seconds, ...opts }, (error, result) => {
      if (error) return fail(error);
      const ok = okStatus === 200 ? result['2xx'] : result['3xx'];
      times.sort((a, b) => a - b);
      done({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p95: percentile(times, 0.95),
        p99: result.latency.p99,
        ok,
        bad: result.requests.total - ok + result.errors + result.timeouts,
      });
    });
    (instance as unknown as EventEmitter).on(
      'response',
      (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms),
    );
  });

/**
 * Folio writes as a till makes them: `connections` tills at once, each opening a folio with a line (`folio/save`),
 * paying it in cash (`folio/addPayment`) and closing it (`folio/close`), one after the other, each call with its own
 * Idempotency-Key as the portal sends; for `duration` seconds. A row of sequences per second and each sequence's time.
 */
const sales = async (
  server: Server,
  token: string,
  sale: { storeId: string; productId: string; cashId: string },
  duration: number,
): Promise<Row> => {
  const times: number[] = [];
  let bad = 0;
  const key = () => ({ 'idempotency-key': randomUUID() });
  type FolioAnswer = { id: string; version: number; totals: { total: number } };
  const sequence = async () => {
    const started = performance.now();
    const opened = await server.post<FolioAnswer>(
      folioCalls.save,
      { storeId: sale.storeId, serviceType: 'take-away', lines: [{ productId: sale.productId, quantity: 2 }] },
      token,
      key(),
    );
    if (opened.status !== 200) return false;
    const { id, version, totals } = opened.body;
    const paid = await server.post<FolioAnswer>(
      folioCalls.addPayment,
      { storeId: sale.storeId, id, version, paymentTypeId: sale.cashId, amount: totals.total },
      token,
      key(),
    );
    if (paid.status !== 200) return false;
    const closed = await server.post(
      folioCalls.close,
      { storeId: sale.storeId, id, version: paid.body.version },
      token,
      key(),
    );
    if (closed.status !== 200) return false;
    times.push(performance.now() - started);
    return true;
  };
  const started = Date.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) if (!(await sequence().catch(() => false))) bad++;
    }),
  );
  times.sort((a, b) => a - b);
  return {
    name: 'folio open → pay → close',
    rps: times.length / ((Date.now() - started) / 1000),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    ok: times.length,
    bad,
  };
};

/** A business day as YYYY-MM-DD, `back` days before today's (Istanbul, day start 05:00). */
const businessDay = (back = 0) => {
  const moment = new Date(Date.now() - 5 * 3_600_000 - back * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(moment);
};

/** A folio list cursor (search.service.ts) at the end of a random business day of the last 30, with a unique id. */
const randomCursor = () => {
  const day = businessDay(Math.floor(Math.random() * 30));
  const key = { d: day, o: `${day}T23:59:59.999999Z`, i: `~${randomUUID()}` };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
};

const measure = async (setup: Setup): Promise<Row[] | string> => {
  if (only && !only.includes(setup.label)) return `not in BENCH_SETUPS (${only.join(',')})`;
  const reason = await setup.unavailable?.();
  if (reason) return reason;
  // A data directory of the bench's own, so that the server can be stopped and started again on the same data.
  const dataDir = mkdtempSync(join(tmpdir(), 'sofra-bench-'));
  const options = {
    entry,
    dataDir,
    startTimeoutMs: 120_000,
    port,
    env: { SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000000000', JWT_SECRET: newJwtSecret(), ...setup.env },
  } as const;
  let server = await startServer(options);
  try {
    const { token } = await server.signIn(DEMO_OWNER);
    const owned = (await server.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, token)).body;
    const storeId = owned[0]!.storeId;
    const tables = await server.post(tableCalls.getStoreTables, { id: storeId }, token);
    const menuStoreId = await menuStore(server, token);
    const menu = await server.post(publishCalls.storeMenu, { id: menuStoreId }, token);
    const booked = await reservationStore(server, token);
    let folioStoreId: string | undefined;
    let card: PaymentTypeRef | undefined;
    if (setup.folios && !reservationsOnly) {
      const made = await folioStore(server, token);
      folioStoreId = made.storeId;
      card = made.card;
      const statements = folioSeed(made.storeId, setup.folios.count, made.cash, made.card);
      const started = Date.now();
      if ('url' in setup.folios.database) await seedFoliosPg(setup.folios.database.url, statements);
      else {
        // PGlite's files are the server's while it runs: written with the server stopped, then it starts again.
        await server.stop();
        await seedFoliosPglite(dataDir, statements);
        server = await startServer(options);
      }
      console.log(
        `  (${setup.label}: ${setup.folios.count} folios written in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const json = (body: unknown, extra: Record<string, string> = {}) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
      body: JSON.stringify(body),
    });
    const reads: [string, autocannon.Options, number][] = [
      ['store/storeInfo', { url: `${server.base}/api/store/storeInfo`, ...json({ id: storeId }) }, 200],
      ['user/getOwnedStores', { url: `${server.base}/api/user/getOwnedStores`, ...json({}) }, 200],
      [
        'store/getStoreTables (304)',
        {
          url: `${server.base}/api/store/getStoreTables`,
          ...json({ id: storeId }, { 'if-none-match': String(tables.headers.get('etag')) }),
        },
        304,
      ],
      ['pos/getPaymentTypes', { url: `${server.base}/api/pos/getPaymentTypes`, ...json({ storeId }) }, 200],
      // Every store screen's bell and banner after a load (docs/live.md): read from the database each time.
      [
        'notification/getUnreadCounts',
        { url: `${server.base}/api/notification/getUnreadCounts`, ...json({ storeId }) },
        200,
      ],
      ['signal/get', { url: `${server.base}/api/signal/get`, ...json({ storeId }) }, 200],
      // The published menu of 1,000 products (about 300 KB of JSON; autocannon asks for no compression).
      ['store/storeMenu 1,000', { url: `${server.base}/api/store/storeMenu`, ...json({ id: menuStoreId }) }, 200],
      [
        'store/storeMenu 1,000 (304)',
        {
          url: `${server.base}/api/store/storeMenu`,
          ...json({ id: menuStoreId }, { 'if-none-match': String(menu.headers.get('etag')) }),
        },
        304,
      ],
      ['guest/menu 1,000', { url: `${server.base}/api/guest/menu/${menuStoreId}?language=en` }, 200],
      // As a phone asks: compressed. The brotli form is made once per publish and kept with the answer.
      [
        'store/storeMenu 1,000 (br)',
        { url: `${server.base}/api/store/storeMenu`, ...json({ id: menuStoreId }, { 'accept-encoding': 'br' }) },
        200,
      ],
      [
        'guest/menu 1,000 (br)',
        { url: `${server.base}/api/guest/menu/${menuStoreId}?language=en`, headers: { 'accept-encoding': 'br' } },
        200,
      ],
    ];
    // A busy night's free times: 40 points, 300 bookings that day; the host stand's read and the guest page's.
    const day = { storeId: booked.storeId, date: booked.date, partySize: 2 };
    if (reservationsOnly) reads.length = 0;
    reads.push(
      [
        `reservation/availability ${RESERVATION_POINTS} points, ${RESERVATION_BOOKINGS} bookings`,
        { url: `${server.base}/api/${reservationCalls.availability.path}`, ...json(day) },
        200,
      ],
      [
        `guest/reservationSlots, same day`,
        {
          url: `${server.base}/api/${guestReservationCalls.slots.path}`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(day),
        },
        200,
      ],
    );
    if (foliosOnly) reads.length = 0;
    if (folioStoreId && setup.folios) {
      // The folio list's first screen: the last 30 business days, a page of 50, newest first.
      const search = { storeId: folioStoreId, from: businessDay(29), to: businessDay(), limit: 50 };
      const size = setup.folios.count.toLocaleString('en');
      const url = `${server.base}/api/${folioCalls.getByStore.path}`;
      const first = await server.post<{ items: unknown[]; nextCursor: string }>(folioCalls.getByStore, search, token);
      if (first.body.items?.length !== 50) throw new Error(`folio/getByStore answered ${JSON.stringify(first.body)}`);
      reads.push(
        [`folio/getByStore 50 of ${size}`, { url, ...json(search) }, 200],
        [`  the next page`, { url, ...json({ ...search, cursor: first.body.nextCursor }) }, 200],
        [`  paid by card`, { url, ...json({ ...search, paymentTypeId: card!.id }) }, 200],
        // The table and staff filters (their own indexes, migration 0020): one of 40 tables, one of 8 waiters.
        [`  one table`, { url, ...json({ ...search, tableId: 'bench-table-7' }) }, 200],
        [`  one waiter`, { url, ...json({ ...search, staffId: 'bench-staff-3' }) }, 200],
        // A page at a random place of the 30 days, each request another cursor: never answered from the kept pages
        // (folio/getByStore keeps a page until the store's folios change), so this is a page's work every time.
        [
          `  random cursor (uncached)`,
          {
            url,
            ...json(search),
            requests: [
              {
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  body: JSON.stringify({ ...search, cursor: randomCursor() }),
                }),
              },
            ],
          } as autocannon.Options,
          200,
        ],
        // One portal user at a time: the read's own time, without the queue of 20 connections on two cores.
        [`  1 connection`, { url, connections: 1, ...json(search) }, 200],
      );
    }
    // Warm-up: the first requests of each read fill the caches and the JIT.
    for (const [name, opts, status] of reads) await load(name, { ...opts, duration: 1 }, status);
    // Each read right after its own /api/health, so that both meet the same state of the machine.
    const rows: Row[] = [];
    for (const [name, opts, status] of reads) {
      rows.push(await load('/api/health', { url: `${server.base}/api/health` }));
      rows.push(await load(name, opts, status));
    }
    if (reservationsOnly) return rows;
    // Folio writes: open a folio with a line of the published menu, pay it in cash, close it.
    const { body: published } = await server.post<{ products: { id: string; price: number }[] }>(
      publishCalls.storeMenu,
      { id: menuStoreId },
      token,
    );
    const { body: types } = await server.post<PaymentTypeRef[]>(
      definitionKindCalls.paymentTypes.list,
      { storeId: menuStoreId },
      token,
    );
    const sale = {
      storeId: menuStoreId,
      productId: published.products[0]!.id,
      cashId: types.find((p) => p.collectionType === 'cash')!.id,
    };
    await sales(server, token, sale, 1);
    rows.push(await load('/api/health', { url: `${server.base}/api/health` }));
    rows.push(await sales(server, token, sale, seconds));
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const reachable = {
  postgres: async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.end();
      return undefined;
    } catch (error) {
      return `PostgreSQL at ${databaseUrl} not reachable (${(error as Error).message})`;
    }
  },
  redis: async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    try {
      await redis.connect();
      await redis.ping();
      return undefined;
    } catch (error) {
      return `Redis at ${redisUrl} not reachable (${(error as Error).message})`;
    } finally {
      redis.disconnect();
    }
  },
};

const print = (label: string, result: Row[] | string) => {
  console.log(`\n${label}`);
  if (typeof result === 'string') {
    console.log(`  skipped: ${result}`);
    return;
  }
  console.log(
    `  ${'read'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  answers`,
  );
  let health = result[0]!;
  for (const r of result) {
    if (r.name === '/api/health') health = r;
    console.log(
      `  ${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${(r.rps / health.rps).toFixed(3).padStart(6)}  ${r.ok} as expected${r.bad ? `, ${r.bad} NOT` : ''}`,
    );
  }
};

console.log(
  `Sofra API bench: ${connections} connections, ${seconds} s per read, server ${entry === 'dist' ? 'server/dist/main.js' : 'server/src/main.ts'}`,
);
print(
  'Embedded PGlite, 1 process',
  await measure({ label: 'pglite', env: {}, folios: { count: FOLIOS_PGLITE, database: { pglite: true } } }),
);
{
  const tenant = pgTenant(databaseUrl);
  try {
    print(
      'PostgreSQL, 1 process',
      await measure({
        label: 'postgres',
        env: tenant.env,
        unavailable: reachable.postgres,
        folios: { count: FOLIOS_PG, database: { url: databaseUrlFor(databaseUrl, tenant.database) } },
      }),
    );
  } finally {
    await tenant.drop().catch(() => {});
  }
}
{
  const tenant = pgTenant(databaseUrl);
  try {
    print(
      'PostgreSQL + Redis, 2 processes (WEB_CONCURRENCY=2)',
      await measure({
        label: 'cluster',
        env: { ...tenant.env, REDIS_URL: redisUrl, WEB_CONCURRENCY: '2' },
        unavailable: async () => (await reachable.postgres()) ?? (await reachable.redis()),
      }),
    );
  } finally {
    await tenant.drop().catch(() => {});
  }
}
{
  // The live event stream: 1,000 open streams on one process, a folio write to all of them (server/bench/live.ts).
  if (only && !only.includes('live')) printLive(`not in BENCH_SETUPS (${only.join(',')})`);
  else {
    const server = await startServer({
      entry,
      startTimeoutMs: 120_000,
      env: { SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000000000', JWT_SECRET: newJwtSecret() },
    });
    try {
      const health = await load('/api/health', { url: `${server.base}/api/health` });
      console.log(`\n/api/health on the same process: ${health.rps.toFixed(0)} req/s, p99 ${health.p99.toFixed(0)} ms`);
      printLive(await benchLive(server));
    } finally {
      await server.stop();
    }
  }
}
