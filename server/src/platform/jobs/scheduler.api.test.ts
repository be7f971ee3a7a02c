import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import type { Db } from '../../db/client.ts';
import { Scheduler, type Job, type JobTarget } from './scheduler.ts';

let t: TestApp;
let target: JobTarget;
let clock = new Date('2026-12-01T10:00:00Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  target = { slug: 'default', db: await t.db() };
});
afterAll(async () => t.close());

/** A job that counts its runs; `work` may throw or wait. */
const counting = (name: string, everyMs: number, work: () => Promise<void> = async () => {}) => {
  const job: Job & { ran: number } = {
    name,
    everyMs,
    ran: 0,
    run: async () => {
      job.ran++;
      await work();
    },
  };
  return job;
};
const schedulerOf = (jobs: Job[], targets: JobTarget[] = [target]) =>
  new Scheduler({ jobs, targets: async () => targets, now: () => clock, log: quiet, tickMs: 0 });
const runRow = async (db: Db, name: string) =>
  (
    (await db.execute(sql`SELECT runs, ok, error, finished_at FROM job_runs WHERE name = ${name}`)) as unknown as {
      rows: { runs: number; ok: boolean | null; error: string | null; finished_at: unknown }[];
    }
  ).rows[0];

test('a due job runs once across the processes of one database, then waits its interval, read from the database', async () => {
  const job = counting('test.every-ten-minutes', 10 * MINUTE);
  // Two schedulers stand for two processes: each has its own memory, they share the database.
  const [a, b] = [schedulerOf([job]), schedulerOf([job])];
  await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
  expect(job.ran).toBe(1);
  expect(await runRow(target.db, job.name)).toMatchObject({ runs: 1, ok: true, error: null });

  clock = new Date(clock.getTime() + 9 * MINUTE);
  await Promise.all([a.tick(), b.tick()]);
  expect(job.ran).toBe(1);

  // A third process started later knows nothing in memory, and still finds it not due.
  await schedulerOf([job]).tick();
  expect(job.ran).toBe(1);

  clock = new Date(clock.getTime() + MINUTE);
  await Promise.all([b.tick(), a.tick()]);
  expect(job.ran).toBe(2);
  expect(await runRow(target.db, job.name)).toMatchObject({ runs: 2, ok: true });
});

test('a job that fails is recorded with its reason and runs again when next due; the other jobs go on', async () => {
  let fail = true;
  const failing = counting('test.failing', MINUTE, async () => {
    if (fail) throw new Error('the provider did not answer');
  });
  const other = counting('test.other', MINUTE);
  const s = schedulerOf([failing, other]);
  await s.tick();
  expect([failing.ran, other.ran]).toEqual([1, 1]);
  expect(await runRow(target.db, failing.name)).toMatchObject({
    ok: false,
    error: 'Error the provider did not answer',
  });

  fail = false;
  clock = new Date(clock.getTime() + MINUTE);
  await s.tick();
  expect(failing.ran).toBe(2);
  expect(await runRow(target.db, failing.name)).toMatchObject({ ok: true, error: null });
});

test('a run still going is not claimed again; one left unfinished for an hour (its process died) is', async () => {
  let release!: () => void;
  const slow = counting('test.slow', MINUTE, () => new Promise<void>((resolve) => (release = resolve)));
  const first = schedulerOf([slow]).tick();
  await waitUntil(() => slow.ran === 1);
  clock = new Date(clock.getTime() + 5 * MINUTE);
  await schedulerOf([slow]).tick();
  expect(slow.ran).toBe(1);
  release();
  await first;

  // A process that died mid-run leaves the row unfinished.
  await target.db.execute(sql`UPDATE job_runs SET finished_at = NULL WHERE name = ${slow.name}`);
  clock = new Date(clock.getTime() + 30 * MINUTE);
  await schedulerOf([slow]).tick();
  expect(slow.ran).toBe(1);
  clock = new Date(clock.getTime() + 31 * MINUTE);
  const again = schedulerOf([slow]);
  const tick = again.tick();
  await waitUntil(() => slow.ran === 2);
  release();
  await tick;
});

test('each tenant database has its own runs', async () => {
  const two = await buildTestApp({
    tenants: [
      { slug: 'default', apiKey: 'test-default-key' },
      { slug: 'ege', apiKey: 'test-ege-key-1' },
    ],
  });
  try {
    const targets = [
      { slug: 'default', db: await two.db('default') },
      { slug: 'ege', db: await two.db('ege') },
    ];
    const seen: string[] = [];
    const job: Job = { name: 'test.per-tenant', everyMs: MINUTE, run: async ({ slug }) => void seen.push(slug) };
    await Promise.all([schedulerOf([job], targets).tick(), schedulerOf([job], targets).tick()]);
    expect(seen.sort()).toEqual(['default', 'ege']);
  } finally {
    await two.close();
  }
});

test('stop waits for the job in progress and starts no other; a test app runs no timer and runs a job on demand', async () => {
  let release!: () => void;
  const slow = counting('test.stopping', MINUTE, () => new Promise<void>((resolve) => (release = resolve)));
  const next = counting('test.after-stop', MINUTE);
  const s = schedulerOf([slow, next]);
  const tick = s.tick();
  await waitUntil(() => slow.ran === 1);
  let stopped = false;
  const stopping = s.stop().then(() => (stopped = true));
  await new Promise((r) => setTimeout(r, 20));
  expect(stopped).toBe(false);
  release();
  await Promise.all([tick, stopping]);
  expect(next.ran).toBe(0);

  // The app's own scheduler: every job named, none run by a timer under tests, each runnable now.
  expect(t.app.jobs.scheduler.jobs.map((j) => j.name)).toEqual([
    'customers.send-due-messages',
    'campaigns.send-guest-messages',
    'reservations.send-reminders',
    'reports.repair',
    'sms.prune-sends',
    'budgets.prune-events',
    'stores.expire-invitations',
    'live.prune-notifications',
    'media.sweep-orphan-files',
  ]);
  expect(await runRow(target.db, 'reports.repair')).toBeUndefined();
  expect(await t.app.jobs.run('reports.repair')).toBe(0);
  expect(await runRow(target.db, 'reports.repair')).toMatchObject({ runs: 1, ok: true });
  await expect(t.app.jobs.run('no.such-job')).rejects.toThrow('no job no.such-job');
});

async function waitUntil(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
}

test('an app with a tick runs its jobs once it is ready and stops its timer when closed', async () => {
  const ticking = await buildTestApp({ config: { jobsTickMs: 50 } });
  const db = await ticking.db();
  const names = ticking.app.jobs.scheduler.jobs.map((j) => j.name);
  try {
    await ticking.app.ready();
    for (let i = 0; i < 200; i++) {
      const done = await Promise.all(names.map((n) => runRow(db, n)));
      if (done.every((r) => r?.ok === true)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    for (const name of names) expect(await runRow(db, name)).toMatchObject({ runs: 1, ok: true });
  } finally {
    await ticking.close();
  }
  expect(ticking.app.jobs.scheduler.running).toBe(false);
});
