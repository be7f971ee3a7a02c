import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { newStore } from './factories.ts';
import { newJwtSecret, pgTenant, startServer, type PgTenant, type ServerProcess } from './server-process.ts';

/**
 * A write the server answered 200 survives a kill -9 of the server: 600 new tables at 8 connections, SIGKILL after
 * 400 answers, a restart on the same DATA_DIR and database, and every answered table is there. On the embedded
 * PGlite database (DATA_DIR on disk), or on PostgreSQL when TEST_DATABASE_URL is set. docs/durability.md.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const TOTAL = 600;
const KILL_AFTER = 400;
const CONNECTIONS = 8;
const OWNER = '+905550000001';

const dataDir = mkdtempSync(join(tmpdir(), 'sofra-durable-'));
let tenant: PgTenant | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await tenant?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test(`every table answered 200 is there after a kill -9 and a restart (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
  tenant = databaseUrl ? pgTenant(databaseUrl) : undefined;
  const secret = newJwtSecret();
  const start = () =>
    startServer({
      dataDir,
      env: {
        ...tenant?.env,
        SEED_DEMO: 'true',
        JWT_SECRET: secret,
        // Hundreds of writes in seconds from one address.
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
    });
  server = await start();
  const { token } = await server.signIn(OWNER);
  const store = await server.post<{ id: string }>(storeCalls.saveStore, newStore(), token);
  expect(store.status).toBe(200);
  const storeId = store.body.id;

  const acknowledged = new Map<string, string>(); // table name → id, for every 200
  let sent = 0;
  let failed = 0;
  let killed: Promise<unknown> | undefined;
  /** Writes tables `d-{n}` until `upTo` are sent, on `connections` at once; a refused connection ends a writer. */
  const write = async (target: ServerProcess, upTo: number, killAt?: number) =>
    Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent < upTo) {
          const name = `d-${++sent}`;
          try {
            const res = await target.post<{ id: string }>(
              tableCalls.saveStoreTable,
              { storeId, tableName: name },
              token,
            );
            if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
            acknowledged.set(name, res.body.id);
            if (killAt !== undefined && acknowledged.size === killAt) killed = target.kill('SIGKILL');
          } catch (error) {
            // Only the kill may fail a write.
            if (!killed) throw error;
            failed++;
            return;
          }
        }
      }),
    );

  await write(server, TOTAL, KILL_AFTER);
  expect(killed).toBeDefined();
  await killed;
  const beforeKill = { sent, acknowledged: acknowledged.size, failed };

  const restarting = performance.now();
  server = await start();
  const restartSeconds = (performance.now() - restarting) / 1000;
  const afterRestart = await server.post<{ tables: { id: string; tableName: string }[] }>(
    tableCalls.getStoreTables,
    { id: storeId },
    token,
  );
  // The session and the store were acknowledged writes too: a 401 or 403 here is a lost write.
  expect(afterRestart.status, JSON.stringify(afterRestart.body)).toBe(200);
  const found = new Map(afterRestart.body.tables.map((t) => [t.tableName, t.id]));
  const lost = [...acknowledged].filter(([name, id]) => found.get(name) !== id).map(([name]) => name);
  // Writes in flight at the kill: either there or not, never half there (a table without its answer is fine).
  const unanswered = [...found.keys()].filter((name) => !acknowledged.has(name));
  console.log(
    `SIGKILL at ${KILL_AFTER} answered: ${beforeKill.acknowledged} writes answered 200 before the process died ` +
      `(${beforeKill.sent} sent, ${beforeKill.failed} cut by the kill); after the restart ${found.size} tables found: ` +
      `${lost.length} answered writes lost, ${unanswered.length} unanswered writes kept; the restart took ` +
      `${restartSeconds.toFixed(1)} s`,
  );
  expect(lost).toEqual([]);
  expect(beforeKill.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(beforeKill.acknowledged).toBeLessThan(TOTAL);

  // The restarted server takes the rest of the 600; the tables cut by the kill are written again under new names.
  await write(server, TOTAL + beforeKill.failed);
  const all = await server.post<{ tables: { id: string; tableName: string }[] }>(
    tableCalls.getStoreTables,
    { id: storeId },
    token,
  );
  const ids = new Set(all.body.tables.map((t) => t.id));
  expect([...acknowledged.values()].filter((id) => !ids.has(id))).toEqual([]);
  expect(acknowledged.size).toBeGreaterThanOrEqual(TOTAL);
}, 180_000);
