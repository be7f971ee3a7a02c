/**
 * npx tsx server/bench/pglite-worker.ts — PGlite (the embedded database) on the main thread, as the server runs it,
 * or in a worker thread behind a message proxy. PGlite runs PostgreSQL compiled to WebAssembly in the thread that
 * calls it: every query holds that thread's event loop. Measured on the same schema and data, with the server's
 * settings (server/src/db/client.ts: on disk, fsync on):
 *
 * 1. single-row primary-key select and single-row insert at concurrency 1, 8 and 32: throughput, p50, p99, and what
 *    a concurrent request sees meanwhile (the event loop's delay; GET /health from another thread);
 * 2. a server-like mix over HTTP (Fastify on the main thread, autocannon in its own process): 3 in 4 requests a read
 *    the cache missed (two primary-key selects), 1 in 4 a write (a check and an insert in one transaction);
 * 3. what the durable settings cost per commit against PGlite's own (fsync off).
 *
 * Figures and the decision: docs/performance.md, "PGlite on or off the event loop". BENCH_QUICK=1 for a short run,
 * BENCH_ROUNDS=n rounds (3), BENCH_PARTS=2 (or 1,3, …) for some parts only.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { PGLITE_DURABLE_START_PARAMS } from '../src/db/client.ts';
import { OwnerOnlyNodeFS } from '../src/db/owner-only-fs.ts';
import { reservePort } from '../test/server-process.ts';

type Row = Record<string, unknown>;
interface Statement {
  sql: string;
  params?: unknown[];
}
/** What the server needs of its database, whichever thread it runs in. */
interface Db {
  query: (sql: string, params?: unknown[]) => Promise<Row[]>;
  /** Statements in one transaction; answers each one's rows. */
  transaction: (statements: Statement[]) => Promise<Row[][]>;
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /** The Linux thread the database runs in, when it is not the main thread. */
  tid?: number;
}

const ROWS = 20_000;
const SCHEMA = `
  create table if not exists items (
    id text primary key,
    store_id text not null,
    name text not null,
    payload jsonb not null,
    created_at timestamptz not null default now()
  );
  create unique index if not exists items_store_name on items (store_id, name);
  insert into items (id, store_id, name, payload)
    select 'i' || g, 's' || (g % 50), 'name ' || g, jsonb_build_object('n', g, 'tags', jsonb_build_array('a', 'b'))
    from generate_series(1, ${ROWS}) g
    on conflict do nothing;
`;

const openPglite = (dir: string, durable = true) =>
  PGlite.create({
    fs: new OwnerOnlyNodeFS(dir),
    startParams: durable ? PGLITE_DURABLE_START_PARAMS : PGlite.defaultStartParams,
  });

const onPglite = (pg: PGlite): Db => ({
  query: async (sql, params) => (await pg.query<Row>(sql, params)).rows,
  transaction: (statements) =>
    pg.transaction(async (tx) => {
      const results: Row[][] = [];
      for (const s of statements) results.push((await tx.query<Row>(s.sql, s.params)).rows);
      return results;
    }),
  exec: async (sql) => void (await pg.exec(sql)),
  close: () => pg.close(),
});

/** This thread's Linux id (/proc/thread-self), to read its CPU time from the main thread. */
const threadId = () => {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  } catch {
    return undefined; // not Linux
  }
};

/** CPU time (user + system, ms) one thread of this process has used; NaN where /proc is missing. */
const threadCpuMs = (tid: number | undefined) => {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
};

// ---- the worker side: one PGlite, answering messages ----

type Request =
  | { id: number; kind: 'query'; sql: string; params?: unknown[] }
  | { id: number; kind: 'transaction'; statements: Statement[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

if (!isMainThread && (workerData as { role?: string })?.role === 'db') {
  const db = onPglite(await openPglite((workerData as { dir: string }).dir));
  parentPort!.on('message', async (req: Request) => {
    try {
      const result =
        req.kind === 'query'
          ? await db.query(req.sql, req.params)
          : req.kind === 'transaction'
            ? await db.transaction(req.statements)
            : req.kind === 'exec'
              ? await db.exec(req.sql)
              : await db.close();
      parentPort!.postMessage({ id: req.id, result });
    } catch (error) {
      parentPort!.postMessage({ id: req.id, error: (error as Error).message });
    }
  });
  parentPort!.postMessage({ ready: true, tid: threadId() });
}

/** PGlite in a worker thread; the main thread only posts messages and awaits answers. */
const inWorker = async (dir: string): Promise<Db> => {
  // This file again, in the worker: with tsx's loader registered there first (a worker does not inherit it).
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { role: 'db', dir } });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let tid: number | undefined;
  await new Promise<void>((ready, failed) => {
    worker.once('error', failed);
    worker.on('message', (msg: { ready?: true; tid?: number; id?: number; result?: unknown; error?: string }) => {
      if (msg.ready) {
        tid = msg.tid;
        return ready();
      }
      const call = waiting.get(msg.id!)!;
      waiting.delete(msg.id!);
      if (msg.error) call.reject(new Error(msg.error));
      else call.resolve(msg.result);
    });
  });
  const send = <T>(req: Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...req, id });
    });
  return {
    query: (sql, params) => send({ kind: 'query', sql, params }),
    transaction: (statements) => send({ kind: 'transaction', statements }),
    exec: (sql) => send({ kind: 'exec', sql }),
    close: async () => {
      await send({ kind: 'close' });
      await worker.terminate();
    },
    tid,
  };
};

// ---- measuring ----

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2).padStart(7) : '      –');

/**
 * A client in a thread of its own: GET /health on the main thread's tiny HTTP server every 2 ms, timing each answer —
 * what an unrelated request (a health check, a cached read) waits while the database works.
 */
const PROBE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const http = require('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let latencies = [];
  let since = 0;
  let running = true;
  parentPort.on('message', (m) => {
    // Only requests sent since the last report: one sent before it belongs to the run before.
    if (m === 'report') {
      parentPort.postMessage(latencies.filter((l) => l.t0 >= since).map((l) => l.ms));
      latencies = [];
      since = performance.now();
    }
    if (m === 'stop') running = false;
  });
  const once = () => new Promise((done) => {
    const t0 = performance.now();
    http.get({ host: '127.0.0.1', port: workerData.port, path: '/health', agent }, (res) => {
      res.resume();
      res.on('end', () => { latencies.push({ t0, ms: performance.now() - t0 }); done(); });
    }).on('error', () => done());
  });
  (async () => { while (running) { await once(); await new Promise((r) => setTimeout(r, 2)); } process.exit(0); })();
`;

interface Probe {
  port: number;
  report: () => Promise<number[]>;
  stop: () => Promise<void>;
}

const startProbe = async (port: number, server?: Server): Promise<Probe> => {
  const own = server ?? createServer((_req, res) => res.end('{"status":"ok"}'));
  if (!server) await new Promise<void>((done) => own.listen(port, '127.0.0.1', done));
  const worker = new Worker(PROBE, { eval: true, workerData: { port } });
  return {
    port,
    report: () =>
      new Promise((done) => {
        worker.once('message', (l: number[]) => done(l));
        worker.postMessage('report');
      }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((done) => worker.once('exit', done));
      if (!server) await new Promise((done) => own.close(done));
    },
  };
};

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  /** The main thread's event-loop delay, p99 and max (ms). */
  loopP99: number;
  loopMax: number;
  /** GET /health from another thread meanwhile, p50/p99/max (ms). */
  healthP50: number;
  healthP99: number;
  healthMax: number;
  /** CPU time per request (ms), the HTTP mix only: of the main thread, and of the database's thread in a worker. */
  mainCpu?: number;
  dbCpu?: number;
}

/** Watches the main thread's event loop and the probe for one run. */
const watch = async (probe: Probe) => {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  await probe.report(); // drop what came before
  loop.enable();
  return async () => {
    loop.disable();
    const health = (await probe.report()).sort((a, b) => a - b);
    return {
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      healthP50: percentile(health, 50),
      healthP99: percentile(health, 99),
      healthMax: health.at(-1) ?? NaN,
    };
  };
};

/** `total` operations, `concurrency` at a time, with the event loop and the probe watched meanwhile. */
const measure = async (
  probe: Probe,
  total: number,
  concurrency: number,
  once: () => Promise<unknown>,
): Promise<Figures> => {
  const latencies: number[] = [];
  const watched = await watch(probe);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        // Each operation comes in as a request does, from the event loop (PGlite answers through promises alone:
        // without this a run would hold the loop from its first query to its last); its time counts from then.
        const t0 = performance.now();
        await new Promise(setImmediate);
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ...(await watched()),
  };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Each figure the median of the rounds. */
const medianOf = (runs: Figures[]): Figures =>
  Object.fromEntries(
    (Object.keys(runs[0]!) as (keyof Figures)[]).map((key) => [key, median(runs.map((r) => r[key] ?? NaN))]),
  ) as unknown as Figures;

/**
 * CPU per request on the main thread and on the database's thread, and the throughput they allow when each thread has
 * a core of its own (1 s / the busier thread's time per request): unlike requests per second, not skewed by what else
 * the machine runs meanwhile.
 */
const cpuFigures = (f: Figures) =>
  ` │ CPU/req main ${ms(f.mainCpu!)} db ${ms(f.dbCpu!)} → ${(1000 / Math.max(f.mainCpu!, f.dbCpu!)).toFixed(0).padStart(5)}/s`;

const line = (label: string, f: Figures) =>
  console.log(
    `${label.padEnd(36)} ${f.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(f.p50)}  p99 ${ms(f.p99)} │ loop p99 ${ms(f.loopP99)} max ${ms(f.loopMax)} │ /health p50 ${ms(f.healthP50)} p99 ${ms(f.healthP99)} max ${ms(f.healthMax)}${f.mainCpu === undefined ? '' : cpuFigures(f)}`,
  );

const quick = process.env.BENCH_QUICK === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 3));
const PARTS = (process.env.BENCH_PARTS ?? '1,2,3,4').split(',').map(Number);
const randomId = () => `i${1 + Math.floor(Math.random() * ROWS)}`;
const selectOne = (db: Db) => db.query('select * from items where id = $1', [randomId()]);
const insertOne = (db: Db) =>
  db.query('insert into items (id, store_id, name, payload) values ($1, $2, $3, $4) returning id', [
    randomUUID(),
    's1',
    `new ${randomUUID()}`,
    JSON.stringify({ n: 1, tags: ['a'] }),
  ]);

const MODES = ['main thread', 'worker'] as const;
type Mode = (typeof MODES)[number];

/**
 * Runs `run` for each mode, `ROUNDS` times, the modes taking turns (and the first place) so that a noisy moment on a
 * shared machine falls on both; prints the median of each figure per mode.
 */
const compare = async (label: string, run: (mode: Mode) => Promise<Figures>) => {
  const runs: Record<Mode, Figures[]> = { 'main thread': [], worker: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of round % 2 ? [...MODES].reverse() : MODES) runs[mode].push(await run(mode));
  }
  for (const mode of MODES) line(`${mode}: ${label}`, medianOf(runs[mode]));
};

const ZInput = z.object({ id: z.string().min(1).max(40) });
const ZItem = z.object({
  id: z.string(),
  store_id: z.string(),
  name: z.string(),
  payload: z.object({ n: z.number(), tags: z.array(z.string()) }),
  created_at: z.date(),
});
const secret = new TextEncoder().encode('bench-secret-of-at-least-32-bytes!!');
const token = await new SignJWT({ sub: 'u1' })
  .setProtectedHeader({ alg: 'HS256' })
  .setExpirationTime('1h')
  .sign(secret);
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * The mix over real HTTP for `seconds`: Fastify on the main thread, autocannon in a child process (so not on our event
 * loop). `serverWork`: each request also does what the server's does besides the database: a log line at its start
 * and end (pino), the session token checked (jose, HS256), the input and the output parsed by their contracts (zod).
 */
const mixed = async (db: Db, port: number, connections: number, serverWork: boolean): Promise<Figures> => {
  const app = Fastify({ logger: serverWork ? { level: 'info', stream: discard } : false });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/mixed', async () => {
    if (serverWork) {
      await jwtVerify(token, secret);
      ZInput.parse({ id: randomId() });
    }
    const out = (row: unknown) => (serverWork ? ZItem.parse(row) : row);
    if (Math.random() < 0.25) {
      const name = `new ${randomUUID()}`;
      const [, inserted] = await db.transaction([
        { sql: 'select 1 from items where store_id = $1 and name = $2', params: ['s2', name] },
        {
          sql: 'insert into items (id, store_id, name, payload) values ($1, $2, $3, $4) returning *',
          params: [randomUUID(), 's2', name, JSON.stringify({ n: 2, tags: ['b'] })],
        },
      ]);
      return out(inserted![0]);
    }
    const [session] = await selectOne(db);
    const [row] = await selectOne(db);
    return { session: out(session), row: out(row) };
  });
  await app.listen({ port, host: '127.0.0.1' });
  const probe = await startProbe(port, app.server);
  const watched = await watch(probe);
  const mainBefore = threadCpuMs(threadId());
  const dbBefore = threadCpuMs(db.tid);
  const json = await new Promise<string>((done, failed) => {
    const child = spawn(
      process.execPath,
      [
        join(resolve(import.meta.dirname, '../..'), 'node_modules/autocannon/autocannon.js'),
        ...['-c', String(connections), '-d', String(quick ? 3 : 6), '-j', `http://127.0.0.1:${port}/mixed`],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? done(out) : failed(new Error(`autocannon exited ${code}`))));
  });
  const mainCpu = threadCpuMs(threadId()) - mainBefore;
  const dbCpu = db.tid === undefined ? 0 : threadCpuMs(db.tid) - dbBefore;
  const around = await watched();
  const result = JSON.parse(json) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  await probe.stop();
  await app.close();
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...around,
    mainCpu: mainCpu / result.requests.total,
    dbCpu: dbCpu / result.requests.total,
  };
};

/** autocannon in its own process against `url`; answers its JSON result. */
const autocannon = (url: string, connections: number, seconds: number, extra: string[] = []) =>
  new Promise<{
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }>((done, failed) => {
    const child = spawn(
      process.execPath,
      [
        join(resolve(import.meta.dirname, '../..'), 'node_modules/autocannon/autocannon.js'),
        ...['-c', String(connections), '-d', String(seconds), '-j', ...extra, url],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out)) : failed(new Error(`autocannon exited ${code}`))));
  });

/**
 * The server itself (buildApp, its PGlite on disk, logging at info to nowhere) under one call from autocannon: how long
 * the main thread is busy per request (its event loop not idle: CPU and synchronous disk waits) and how much of that is
 * inside PGlite's WebAssembly (execProtocolRawSync, where every query runs, its log writes and syncs included) — what
 * a worker would take off the main thread, at least (the parsing of results would go too).
 */
const serverShare = async (port: number) => {
  const { buildTestApp } = await import('../test/build-app.ts');
  const { newStore } = await import('../test/factories.ts');
  const { storeCalls } = await import('@sofra/contracts/stores/stores.calls');
  const { tableCalls } = await import('@sofra/contracts/tables/tables.calls');
  const proto = PGlite.prototype as unknown as { execProtocolRawSync: (m: Uint8Array) => Uint8Array };
  const original = proto.execProtocolRawSync;
  let inside = 0;
  proto.execProtocolRawSync = function (this: PGlite, message: Uint8Array) {
    const t0 = performance.now();
    try {
      return original.call(this, message);
    } finally {
      inside += performance.now() - t0;
    }
  };
  const t = await buildTestApp({ config: { inMemory: false }, logStream: discard, databaseUrl: '' });
  try {
    await t.app.listen({ port, host: '127.0.0.1' });
    const me = await t.signIn();
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const tables = [];
    for (let i = 0; i < 20; i++) {
      tables.push(await t.call(me.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: `Masa ${i + 1}` }));
    }
    const calls = [
      { label: 'read: store/storeInfo', path: storeCalls.storeInfo.path, body: { id: store.id } },
      { label: 'read: store/getStoreTables (20)', path: tableCalls.getStoreTables.path, body: { id: store.id } },
      {
        label: 'write: store/saveStoreTable',
        path: tableCalls.saveStoreTable.path,
        body: { storeId: store.id, id: tables[0]!.id, startAction: 'in-store' },
      },
    ];
    for (const call of calls) {
      const rounds: { perSecond: number; busy: number; cpu: number; db: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        inside = 0;
        const before = threadCpuMs(threadId());
        const elu = performance.eventLoopUtilization();
        const result = await autocannon(`http://127.0.0.1:${port}/api/${call.path}`, 8, quick ? 2 : 5, [
          ...['-m', 'POST', '-H', 'content-type=application/json', '-H', `authorization=Bearer ${me.token}`],
          ...['-b', JSON.stringify(call.body)],
        ]);
        if (result.non2xx) throw new Error(`${call.label}: ${result.non2xx} answers not 2xx`);
        const n = result.requests.total;
        rounds.push({
          perSecond: result.requests.average,
          busy: performance.eventLoopUtilization(elu).active / n,
          cpu: (threadCpuMs(threadId()) - before) / n,
          db: inside / n,
        });
      }
      const m = (key: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[key]));
      console.log(
        `${call.label.padEnd(36)} ${m('perSecond').toFixed(0).padStart(6)}/s │ per request: main thread busy ${ms(m('busy'))} (CPU ${ms(m('cpu'))}), in PGlite ${ms(m('db'))} = ${((100 * m('db')) / m('busy')).toFixed(0).padStart(3)} % of busy`,
      );
    }
  } finally {
    proto.execProtocolRawSync = original;
    await t.close();
  }
};

/** Per-commit cost of the server's settings against PGlite's own (fsync off): single-row inserts one at a time. */
const commitCost = async (db: Db): Promise<Figures> => {
  const n = quick ? 500 : 2000;
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await insertOne(db);
    latencies.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const none = { loopP99: NaN, loopMax: NaN, healthP50: NaN, healthP99: NaN, healthMax: NaN };
  return { perSecond: n / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), ...none };
};

if (isMainThread) {
  const { port, release } = await reservePort();
  const { port: probePort, release: releaseProbe } = await reservePort();
  const dirs: string[] = [];
  const fresh = () => {
    dirs.push(mkdtempSync(join(tmpdir(), 'sofra-bench-pglite-')));
    return dirs.at(-1)!;
  };
  try {
    console.log(
      `PGlite, ${ROWS} rows, server settings; median of ${ROUNDS} rounds; ms; c = requests at once; ` +
        `load ${loadavg()[0]!.toFixed(2)} at the start`,
    );
    const dbs = { 'main thread': onPglite(await openPglite(fresh())), worker: await inWorker(fresh()) };
    for (const db of Object.values(dbs)) {
      await db.exec(SCHEMA);
      for (let i = 0; i < 200; i++) await selectOne(db); // warm up
    }

    if (PARTS.includes(1)) {
      console.log('\n1. one query at a time per client, c clients');
      const probe = await startProbe(probePort);
      for (const c of [1, 8, 32]) {
        await compare(`select by key, c=${c}`, (mode) =>
          measure(probe, quick ? 1000 : 4000, c, () => selectOne(dbs[mode])),
        );
      }
      for (const c of [1, 8, 32]) {
        await compare(`insert, c=${c}`, (mode) => measure(probe, quick ? 400 : 1500, c, () => insertOne(dbs[mode])));
      }
      await probe.stop();
    }
    if (PARTS.includes(2)) {
      console.log('\n2. HTTP: 3 in 4 requests two selects by key, 1 in 4 a check and an insert in a transaction');
      for (const serverWork of [false, true]) {
        for (const c of [8, 32]) {
          await compare(`${serverWork ? 'server-like' : 'bare'} mix, c=${c}`, (mode) =>
            mixed(dbs[mode], port, c, serverWork),
          );
        }
      }
    }
    for (const db of Object.values(dbs)) await db.close();

    if (PARTS.includes(3)) {
      console.log('\n3. commit cost on the main thread, one insert at a time');
      const settings = [
        { label: 'fsync off (PGlite default)', db: onPglite(await openPglite(fresh(), false)), runs: [] as Figures[] },
        {
          label: 'fsync on, WAL O_DSYNC (server)',
          db: onPglite(await openPglite(fresh(), true)),
          runs: [] as Figures[],
        },
      ];
      for (const { db } of settings) await db.exec(SCHEMA);
      for (let round = 0; round < ROUNDS; round++) for (const s of settings) s.runs.push(await commitCost(s.db));
      for (const { label, db, runs } of settings) {
        const f = medianOf(runs);
        console.log(`${label.padEnd(36)} ${f.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(f.p50)}  p99 ${ms(f.p99)}`);
        await db.close();
      }
    }
    if (PARTS.includes(4)) {
      console.log('\n4. the server itself: its main thread per call, and the part in PGlite (autocannon, c=8)');
      await serverShare(port);
    }
    console.log(`\nload ${loadavg()[0]!.toFixed(2)} at the end`);
  } finally {
    release();
    releaseProbe();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
