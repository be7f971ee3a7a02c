import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { hasRedisServer, reservePort, startRedis, type RedisProcess } from './server-process.ts';

/**
 * The API rate limit of several processes on one Redis: one budget per client address for all of them; while Redis is
 * down or stalled each process counts alone (a per-process limit, never none, never an error).
 */
const sharedRedis = process.env.TEST_REDIS_URL || undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const cleanUps: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

const health = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });

/** `total` health calls, `concurrency` at a time, spread round-robin over the ports; answers the statuses in order. */
const spread = async (ports: number[], total: number, concurrency = 8) => {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) statuses[i] = await health(ports[i % ports.length]!);
    }),
  );
  return statuses;
};

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

/** An app on `redisUrl` with the limit `perMinute`, listening on a free port; answers the app and its port. */
const listening = async (redisUrl: string, redisPrefix: string, perMinute: number) => {
  const t: TestApp = await buildTestApp({ redisUrl, config: { redisPrefix, rateLimitPerMinute: perMinute } });
  cleanUps.push(() => t.close());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
};

const uniquePrefix = () => `sofra-test-${randomBytes(6).toString('hex')}:`;

const redisClient = (url: string) => {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  cleanUps.push(async () => client.disconnect());
  return client;
};

describe.skipIf(!sharedRedis)('on a shared Redis (TEST_REDIS_URL)', () => {
  test('two apps on one Redis allow 600 calls a minute per address between them: the 601st is refused', async () => {
    const prefix = uniquePrefix();
    const client = redisClient(sharedRedis!);
    cleanUps.push(async () => {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(...keys);
    });
    const ports = [await listening(sharedRedis!, prefix, 600), await listening(sharedRedis!, prefix, 600)];

    const statuses = await spread(ports, 601);
    expect(tally(statuses)).toEqual({ 200: 600, 429: 1 });
    // Each app refuses the address now, not only the one that counted past 600.
    expect(await health(ports[0]!)).toBe(429);
    expect(await health(ports[1]!)).toBe(429);
    // The count is one key under the deployment's prefix.
    expect(await client.keys(`${prefix}*`)).toEqual([`${prefix}rl:127.0.0.1`]);
    expect(Number(await client.get(`${prefix}rl:127.0.0.1`))).toBe(603);
  });
});

describe.skipIf(!hasRedisServer())('while Redis is down or stalled', () => {
  let redis: RedisProcess;
  const ownRedis = async () => {
    redis = await startRedis();
    cleanUps.push(() => redis.close());
    return redis;
  };

  test('a Redis that never answered: every call is answered and the per-process limit holds', async () => {
    // A port of ours that nothing listens on.
    const { port: nobody, release } = await reservePort();
    cleanUps.push(async () => release());
    const port = await listening(`redis://127.0.0.1:${nobody}`, uniquePrefix(), 50);
    expect(tally(await spread([port], 60))).toEqual({ 200: 50, 429: 10 });
  });

  test('Redis killed: calls are answered, counted per process; Redis back: counted there again', async () => {
    const { url } = await ownRedis();
    const client = redisClient(url);
    const prefix = uniquePrefix();
    const key = `${prefix}rl:127.0.0.1`;
    const port = await listening(url, prefix, 50);

    expect(tally(await spread([port], 10))).toEqual({ 200: 10 });
    expect(Number(await client.get(key))).toBe(10);

    await redis.kill();
    // This process's own count starts afresh: 50 more, then refused; nothing fails.
    expect(tally(await spread([port], 60))).toEqual({ 200: 50, 429: 10 });

    await redis.restart();
    // Once reconnected, calls are counted in the (new, empty) Redis again: answered, and the key grows.
    await expect
      .poll(async () => (await health(port), Number(await client.get(key).catch(() => 0))), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const before = Number(await client.get(key));
    expect(tally(await spread([port], 5))).toEqual({ 200: 5 });
    expect(Number(await client.get(key))).toBe(before + 5);
  });

  test('a stalled Redis (no answer) holds no call for more than a moment: counted per process meanwhile', async () => {
    const { url } = await ownRedis();
    const port = await listening(url, uniquePrefix(), 5);
    expect(tally(await spread([port], 3, 1))).toEqual({ 200: 3 });

    redis.pause();
    cleanUps.push(async () => redis.resume());
    const started = performance.now();
    // Each call waits out the short Redis timeout, then the process's own count decides (fresh: 5, then refused).
    expect(tally(await spread([port], 7, 1))).toEqual({ 200: 5, 429: 2 });
    expect(performance.now() - started).toBeLessThan(7 * 1000);
  });
});
