/**
 * npm run bench: the hot signed-in reads against `/api/health` in the same run, as ratios (docs/performance.md): each
 * read is measured right after a round of `/api/health`, and its ratio is to that round.
 *
 * The real server runs in its own process(es) as production runs it (`server/dist/main.js`, built by `npm run bench`;
 * the sources through tsx when there is no build) with the demo data, and the load comes from autocannon in this
 * process: 20 connections, BENCH_SECONDS (default 5) per read. Three set-ups: embedded PGlite; PostgreSQL (BENCH_DATABASE_URL, default the local server); and two processes
 * on PostgreSQL + Redis (WEB_CONCURRENCY=2, BENCH_REDIS_URL, default the local Redis). A set-up whose server is not
 * reachable is skipped with a note.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dropPgDatabase } from '../src/db/client.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO_OWNER = '+905550000001';
let nextPort = 18_600 + (process.pid % 200);

interface Setup {
  label: string;
  env: Record<string, string>;
  /** Checked before starting; a reason to skip, or undefined. */
  unavailable?: () => Promise<string | undefined>;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  bad: number;
}

const entry = existsSync(join(root, 'server/dist/main.js'))
  ? [join(root, 'server/dist/main.js')]
  : ['--import', 'tsx', join(root, 'server/src/main.ts')];

const startServer = async (env: Record<string, string>) => {
  const port = nextPort++;
  const dataDir = mkdtempSync(join(tmpdir(), 'sofra-bench-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMS_DRIVER: 'log',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const up = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Record<string, unknown> };
};

const signIn = async (base: string, dataDir: string) => {
  if ((await post(base, 'user/requestOtp', { gsm: DEMO_OWNER, source: 'web' })).status !== 200)
    throw new Error('no sign-in code');
  const outbox = join(dataDir, 'sms-outbox.jsonl');
  const last = JSON.parse(readFileSync(outbox, 'utf8').trim().split('\n').at(-1)!) as { text: string };
  const otp = last.text.match(/\b\d{6}\b/)![0];
  const session = await post(base, 'user/verifyOtp', { gsm: DEMO_OWNER, otp });
  return String(session.body.token);
};

const load = (name: string, opts: autocannon.Options, okStatus = 200): Promise<Row> =>
  new Promise((done, fail) => {
    autocannon({ connections, duration: seconds, ...opts }, (error, result) => {
      if (error) return fail(error);
      const ok = okStatus === 200 ? result['2xx'] : result['3xx'];
      done({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok,
        bad: result.requests.total - ok + result.errors + result.timeouts,
      });
    });
  });

const measure = async (setup: Setup): Promise<Row[] | string> => {
  const reason = await setup.unavailable?.();
  if (reason) return reason;
  const server = await startServer(setup.env);
  try {
    const token = await signIn(server.base, server.dataDir);
    const owned = (await post(server.base, 'user/getOwnedStores', {}, token)).body as unknown as {
      storeId: string;
    }[];
    const storeId = owned[0]!.storeId;
    const tables = await post(server.base, 'store/getStoreTables', { id: storeId }, token);
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
          ...json({ id: storeId }, { 'if-none-match': String(tables.etag) }),
        },
        304,
      ],
    ];
    // Warm-up: the first requests of each read fill the caches and the JIT.
    for (const [name, opts, status] of reads) await load(name, { ...opts, duration: 1 }, status);
    // Each read right after its own /api/health, so that both meet the same state of the machine.
    const rows: Row[] = [];
    for (const [name, opts, status] of reads) {
      rows.push(await load('/api/health', { url: `${server.base}/api/health` }));
      rows.push(await load(name, opts, status));
    }
    return rows;
  } finally {
    await server.stop();
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

/** A tenants file whose default tenant has a database of its own on the PostgreSQL server, dropped afterwards. */
const pgTenant = () => {
  const database = `bench_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'sofra-bench-tenants-'));
  const file = join(dir, 'tenants.json');
  writeFileSync(file, JSON.stringify({ tenants: [{ slug: 'default', apiKey: 'bench-default-key', database }] }));
  return {
    file,
    drop: async () => {
      await dropPgDatabase(databaseUrl, database).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const print = (label: string, result: Row[] | string) => {
  console.log(`\n${label}`);
  if (typeof result === 'string') {
    console.log(`  skipped: ${result}`);
    return;
  }
  console.log(
    `  ${'read'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  answers`,
  );
  let health = result[0]!;
  for (const r of result) {
    if (r.name === '/api/health') health = r;
    console.log(
      `  ${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${(r.rps / health.rps).toFixed(3).padStart(6)}  ${r.ok} as expected${r.bad ? `, ${r.bad} NOT` : ''}`,
    );
  }
};

console.log(
  `Sofra API bench: ${connections} connections, ${seconds} s per read, server ${entry.at(-1)!.replace(root + '/', '')}`,
);
print('Embedded PGlite, 1 process', await measure({ label: 'pglite', env: {} }));
{
  const tenant = pgTenant();
  try {
    print(
      'PostgreSQL, 1 process',
      await measure({
        label: 'postgres',
        env: { DATABASE_URL: databaseUrl, TENANTS_FILE: tenant.file },
        unavailable: reachable.postgres,
      }),
    );
  } finally {
    await tenant.drop();
  }
}
{
  const tenant = pgTenant();
  try {
    print(
      'PostgreSQL + Redis, 2 processes (WEB_CONCURRENCY=2)',
      await measure({
        label: 'cluster',
        env: { DATABASE_URL: databaseUrl, TENANTS_FILE: tenant.file, REDIS_URL: redisUrl, WEB_CONCURRENCY: '2' },
        unavailable: async () => (await reachable.postgres()) ?? (await reachable.redis()),
      }),
    );
  } finally {
    await tenant.drop();
  }
}
