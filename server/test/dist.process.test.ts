import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dropPgDatabase } from '../src/db/client.ts';
import { alive } from './server-process.ts';

/** The compiled server as production runs it: `npm run build:server`, then `node server/dist/main.js`. */
const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'sofra-dist-'));
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

interface Running {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process ends or 60 s pass first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const start = (env: Record<string, string>): Running => {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_CONCURRENCY: '',
      SMS_DRIVER: 'log',
      LOG_LEVEL: 'info',
      NODE_ENV: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const waitFor = async (pattern: RegExp) => {
    let ended = false;
    void exited.then(() => (ended = true));
    for (let i = 0; i < 600; i++) {
      const match = output.match(pattern);
      if (match) return match;
      if (ended) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${pattern} in the output:\n${output}`);
  };
  return { child, output: () => output, waitFor, exited };
};

/** A GET on a connection of its own, so that a cluster hands each request to the next worker. */
const get = (url: string) =>
  new Promise<{ status: number; body: unknown }>((done, fail) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', fail);
  });

const countries = async (base: string) => {
  const res = await fetch(`${base}/api/helper/getCountries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as { code: string }[] };
};

// Built once for the file; incremental, so quick when server/dist is up to date.
beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('node server/dist/main.js serves the API on the embedded database and stops cleanly on SIGTERM', async () => {
  const server = start({ DATA_DIR: join(work, 'one') });
  try {
    const [, base] = await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    expect(await get(`${base}/api/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(`${base}/api/ready`)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', streams: { open: 0, max: 2000 } },
    });
    const { status, body } = await countries(base!);
    expect(status).toBe(200);
    expect(body.map((c) => c.code)).toContain('TR');
    expect(server.output()).toContain('seeded the demo tenant');
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toEqual({ code: 0, signal: null });
});

test('WEB_CONCURRENCY=2 on the embedded database is refused at start: PGlite is one process', async () => {
  const server = start({ DATA_DIR: join(work, 'refused'), WEB_CONCURRENCY: '2' });
  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.output()).toContain(
    'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only',
  );
  expect(server.output()).not.toMatch(/listening/i);
});

describe.skipIf(!databaseUrl)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const database = `sofra_cluster_${randomBytes(6).toString('hex')}`;
  afterAll(() => dropPgDatabase(databaseUrl!, database));

  test('two workers share the port and answer, a dead one is replaced, SIGTERM drains and ends every process', async () => {
    const tenantsFile = join(work, 'tenants.json');
    writeFileSync(
      tenantsFile,
      JSON.stringify({ tenants: [{ slug: 'default', apiKey: 'cluster-test-key', database }] }),
    );
    const server = start({
      DATA_DIR: join(work, 'cluster'),
      DATABASE_URL: databaseUrl!,
      TENANTS_FILE: tenantsFile,
      WEB_CONCURRENCY: '2',
      // Both workers open the fresh database at once: it is created, migrated and seeded once, the other waits.
      SEED_DEMO: 'true',
    });
    let workers: number[] = [];
    try {
      const listening = /worker (\d+) listening on port (\d+)/g;
      await server.waitFor(/worker \d+ listening[^]*worker \d+ listening/);
      const lines = [...server.output().matchAll(listening)];
      workers = lines.map((m) => Number(m[1]));
      expect(new Set(workers).size).toBe(2);
      const base = `http://127.0.0.1:${lines[0]![2]}`;
      expect(server.output()).toContain('WEB_CONCURRENCY=2 without REDIS_URL');

      for (let i = 0; i < 6; i++) expect((await get(`${base}/api/ready`)).status).toBe(200);
      expect((await countries(base)).status).toBe(200);
      // Each worker logs the requests it served with its own pid.
      const served = new Set(
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"request completed"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
      expect([...served].sort()).toEqual([...workers].sort());
      expect(server.output().match(/seeded the demo tenant/g)).toHaveLength(1);

      // A worker that dies is replaced; the port keeps answering meanwhile.
      process.kill(workers[0]!, 'SIGKILL');
      await server.waitFor(new RegExp(`worker ${workers[0]} exited \\(signal SIGKILL\\); starting another`));
      const [, replacement] = await server.waitFor(/starting another[^]*worker (\d+) listening/);
      workers.push(Number(replacement));
      expect((await get(`${base}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('every worker has stopped');
    // The two workers alive at the end drained; the one killed never got the signal.
    expect(server.output().match(/SIGTERM: no new connections/g)).toHaveLength(2);
    expect(workers.filter(alive)).toEqual([]);
  });
});
