import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, test } from 'vitest';
import { newJwtSecret, pgTenant, startServer, type PgTenant, type ServerProcess } from './server-process.ts';

/**
 * Two real server processes of one deployment (one PostgreSQL database, one Redis) share the API rate limit: 600 calls
 * a minute per client address between them, not 600 each.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.TEST_REDIS_URL || undefined;

let tenant: PgTenant | undefined;
const servers: ServerProcess[] = [];
const prefix = `sofra-test-${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await tenant?.drop();
  if (redisUrl) {
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  }
});

test.skipIf(!databaseUrl || !redisUrl)(
  'two processes on one Redis: 600 calls spread over both are answered, the 601st is refused by either',
  async () => {
    tenant = pgTenant(databaseUrl!);
    const env = {
      ...tenant.env,
      REDIS_URL: redisUrl,
      // A prefix of this test's own: other tests on the same Redis count the same address (127.0.0.1).
      REDIS_PREFIX: prefix,
      JWT_SECRET: newJwtSecret(),
      RATE_LIMIT_PER_MINUTE: '600',
    };
    // One after the other: the first creates and migrates the database.
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Each start's health check was a counted call: the budget starts afresh.
    const client = new Redis(redisUrl!);
    await client.del(`${prefix}rl:127.0.0.1`);
    client.disconnect();

    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = next++; i < 601; i = next++) {
          const res = await fetch(`${(i % 2 ? b : a).base}/api/health`);
          await res.arrayBuffer();
          statuses[i] = res.status;
        }
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(600);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    for (const server of [a, b]) {
      const refused = await server.post('helper/getCountries', {});
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'rate_limited', desc: expect.any(String) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  },
  120_000,
);
