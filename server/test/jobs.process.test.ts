import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reservationCalls } from '@sofra/contracts/reservations/reservations.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { databaseUrlFor } from '../src/db/client.ts';
import {
  newJwtSecret,
  pgTenant,
  readJsonLines,
  startServer,
  type PgTenant,
  type ServerProcess,
} from './server-process.ts';

/**
 * Two real server processes on one PostgreSQL database, each looking for due jobs five times a second: every job runs
 * once, and a job made due again runs once more, whichever process claims it (docs/architecture.md, Periodic jobs).
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

let tenant: PgTenant | undefined;
let db: pg.Client | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!databaseUrl) return;
  tenant = pgTenant(databaseUrl);
  // The demo tenant (a week of its bills) for an owner and the published legal texts.
  const env = {
    ...tenant.env,
    JWT_SECRET: newJwtSecret(),
    SEED_DEMO: 'true',
    DEMO_FOLIO_DAYS: '7',
    JOBS_TICK_SECONDS: '0.2',
  };
  // One after the other: the first creates and migrates the database.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
  db = new pg.Client({ connectionString: databaseUrlFor(databaseUrl, tenant.database) });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await Promise.all(servers.map((s) => s.stop()));
  await tenant?.drop();
});

const runs = async () =>
  Object.fromEntries(
    (
      await db!.query<{ name: string; runs: number; ok: boolean | null }>('SELECT name, runs, ok FROM job_runs')
    ).rows.map((r) => [r.name, { runs: r.runs, ok: r.ok }]),
  );
const until = async (check: () => Promise<boolean>, limitMs = 20_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const ticks = (n: number) => new Promise((r) => setTimeout(r, n * 200));

/** The app's jobs (server/src/jobs.ts), by name. */
const JOBS = [
  'budgets.prune-events',
  'campaigns.send-guest-messages',
  'customers.send-due-messages',
  'live.prune-notifications',
  'media.sweep-orphan-files',
  'reports.repair',
  'reservations.send-reminders',
  'sms.prune-sends',
  'stores.expire-invitations',
];

describe.runIf(databaseUrl)('jobs on two processes of one PostgreSQL database', () => {
  test('each job runs once; one made due again runs once more', async () => {
    await until(async () => Object.values(await runs()).filter((r) => r.ok === true).length === JOBS.length);
    // Many ticks of both processes later, every job has still run once: none is due for a minute at least.
    await ticks(10);
    const first = await runs();
    expect(Object.keys(first).sort()).toEqual(JOBS);
    for (const run of Object.values(first)) expect(run).toEqual({ runs: 1, ok: true });

    // The SMS sends job becomes due (its last run two hours ago), with three sends older than 48 hours to prune.
    await db!.query(`INSERT INTO sms_sends (id, "to", purpose, created_at)
      SELECT 'old-' || g, '+905550000099', 'otp', now() - interval '3 days' FROM generate_series(1, 3) g`);
    await db!.query(`UPDATE job_runs SET started_at = started_at - interval '2 hours' WHERE name = 'sms.prune-sends'`);
    await until(async () => (await runs())['sms.prune-sends']?.runs === 2);
    await ticks(10);

    const second = await runs();
    expect(second['sms.prune-sends']).toEqual({ runs: 2, ok: true });
    for (const [name, run] of Object.entries(second)) if (name !== 'sms.prune-sends') expect(run.runs).toBe(1);
    expect((await db!.query(`SELECT count(*)::int AS n FROM sms_sends WHERE id LIKE 'old-%'`)).rows[0].n).toBe(0);
    for (const server of servers) expect(server.running()).toBe(true);
  }, 60_000);

  test("a reservation's reminder falls due: one of the two processes sends it, once", async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const { token } = await one.signIn('+905550000001');
    const { body: store } = await one.post<{ id: string }>(
      storeCalls.saveStore,
      {
        name: 'Hatırlatma Lokantası',
        phone: '+902121234567',
        address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 1' },
        serviceTypes: ['table'],
        workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })),
      },
      token,
    );
    const { body: point } = await one.post<{ id: string }>(
      reservationCalls.savePoint,
      { storeId: store.id, name: 'Masa 1', kind: 'area', minParty: 1, maxParty: 6, slots: [{ upTo: 6, minutes: 90 }] },
      token,
    );
    // Tomorrow at a quarter hour, so its reminder is due tomorrow: made due now, as the clock would.
    const start = new Date(Math.ceil((Date.now() + 86_400_000) / 900_000) * 900_000).toISOString();
    const { status, body: booked } = await one.post<{ id: string }>(
      reservationCalls.save,
      {
        storeId: store.id,
        guest: { name: 'Ayşe Yılmaz', phone: '+905550007002' },
        partySize: 2,
        startsAt: start,
        pointIds: [point.id],
        channel: 'phone',
      },
      token,
    );
    expect(status).toBe(200);
    const due = await db!.query(
      `UPDATE reservations SET reminder_due_at = now() - interval '1 minute' WHERE id = $1 AND reminder_due_at IS NOT NULL`,
      [booked.id],
    );
    expect(due.rowCount).toBe(1);
    const reminderRuns = (await runs())['reservations.send-reminders']!.runs;
    await db!.query(
      `UPDATE job_runs SET started_at = started_at - interval '2 hours' WHERE name = 'reservations.send-reminders'`,
    );
    await until(async () => (await runs())['reservations.send-reminders']?.runs === reminderRuns + 1);
    // Both processes tick on: neither sends it again.
    await ticks(10);
    const texts = [one, two].flatMap((server) =>
      readJsonLines<{ to: string; text: string }>(join(server.dataDir, 'sms-outbox.jsonl')).filter(
        (m) => m.to === '+905550007002',
      ),
    );
    // The confirmation when it was made, and one reminder.
    expect(texts).toHaveLength(2);
    expect(texts.filter((m) => m.text.includes('hatırlatırız'))).toHaveLength(1);
    const sent = await db!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservation_events WHERE reservation_id = $1 AND action = 'reminder-sent'`,
      [booked.id],
    );
    expect(sent.rows[0]!.n).toBe(1);
  }, 60_000);
});
