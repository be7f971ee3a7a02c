import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
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

/**
 * Two real server processes of one deployment (one PostgreSQL database, one Redis), each keeping the session and the
 * store guard in memory (docs/adr/0007): what one process changes, the other refuses within a second. Then Redis is
 * stopped: calls still answer from the database and a logout still holds.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const DEMO_OWNER = '+905550000001';
const WITHIN_MS = 1000;

let tenant: PgTenant | undefined;
let redis: RedisProcess | undefined;
const servers: ServerProcess[] = [];

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
  // One after the other: the first creates, migrates and seeds the database.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await tenant?.drop();
  await redis?.close();
});

/** How long until `check` holds, polling every 20 ms; fails after `limitMs`. */
const within = async (limitMs: number, check: () => Promise<boolean>) => {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - started;
};

describe.runIf(databaseUrl && hasRedisServer())('two processes on PostgreSQL + Redis', () => {
  const pair = () => servers as [ServerProcess, ServerProcess];
  const code = (answer: { body: unknown }) => (answer.body as { code?: string }).code;

  test('a token logged out through A is refused by B within 1 s', async () => {
    const [a, b] = pair();
    const { token } = await a.register('+905559990010', 'Ece Yılmaz');
    // B has the session in memory.
    for (let i = 0; i < 3; i++) expect((await b.post(authCalls.getOwnedStores, {}, token)).status).toBe(200);
    expect((await a.post(authCalls.logout, {}, token)).status).toBe(200);
    const took = await within(
      WITHIN_MS,
      async () => code(await b.post(authCalls.getOwnedStores, {}, token)) !== undefined,
    );
    expect(code(await b.post(authCalls.getOwnedStores, {}, token))).toBe('token_invalid');
    expect(took).toBeLessThan(WITHIN_MS);
  });

  test('a staff permission removed through A is refused by B within 1 s', async () => {
    const [a, b] = pair();
    const owner = await b.signIn(DEMO_OWNER);
    const staffGsm = '+905559990011';
    // A new person registers and is made staff of the owner's first store with staff.view.
    const waiter = await a.register(staffGsm, 'Deniz Garson');
    const stores = (await a.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, owner.token)).body;
    const storeId = stores[0]!.storeId;
    expect((await a.post(storeCalls.saveStaff, { storeId, gsm: staffGsm }, owner.token)).status).toBe(200);
    expect((await a.post(authCalls.acceptInvitation, { storeId, kind: 'staff' }, waiter.token)).status).toBe(200);
    const set = (permissions: string[]) =>
      a.post(storeCalls.saveStaffPermissions, { storeId, userId: waiter.userId, permissions }, owner.token);
    expect((await set(['store.view', 'staff.view'])).status).toBe(200);
    await within(
      WITHIN_MS,
      async () => (await b.post(storeCalls.getStaffList, { id: storeId }, waiter.token)).status === 200,
    );

    expect((await set(['store.view'])).status).toBe(200);
    const took = await within(
      WITHIN_MS,
      async () => code(await b.post(storeCalls.getStaffList, { id: storeId }, waiter.token)) === 'store_forbidden',
    );
    expect(took).toBeLessThan(WITHIN_MS);
    // What is left is still allowed.
    expect((await b.post(storeCalls.storeInfo, { id: storeId }, waiter.token)).status).toBe(200);
  });

  test('with Redis stopped, signed-in calls still answer from the database and a logout is still honoured', async () => {
    const [a, b] = pair();
    const { token } = await a.register('+905559990012', 'Can Demir');
    expect((await a.post(storeCalls.saveStore, { name: 'Rüzgar Kafe' }, token)).status).toBe(200);
    const stores = (await b.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, token)).body;
    expect(stores).toHaveLength(1);
    await redis!.kill();
    for (const server of [a, b]) {
      const owned = await server.post<{ storeId: string }[]>(authCalls.getOwnedStores, {}, token);
      expect(owned.status).toBe(200);
      expect(owned.body.map((s) => s.storeId)).toEqual(stores.map((s) => s.storeId));
      expect((await server.post(storeCalls.storeInfo, { id: stores[0]!.storeId }, token)).status).toBe(200);
    }
    expect((await b.post(authCalls.logout, {}, token)).status).toBe(200);
    await within(WITHIN_MS, async () => code(await a.post(authCalls.getOwnedStores, {}, token)) === 'token_invalid');
    expect(code(await b.post(authCalls.getOwnedStores, {}, token))).toBe('token_invalid');
    await redis!.restart();
  });
});
