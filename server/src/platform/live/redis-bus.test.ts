import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import type { Delivered, LiveBus } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';

/** Two buses on one Redis (TEST_REDIS_URL) stand for two processes of a deployment. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
const log = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const opened: { bus: LiveBus; redis: Redis; prefix: string }[] = [];

const busOn = async (prefix: string) => {
  const redis = new Redis(redisUrl!, { enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl!, { enableOfflineQueue: false });
  await Promise.all([redis, subscriber].map((r) => new Promise((ready) => r.once('ready', ready))));
  const bus = createRedisBus({ redis, subscriber, prefix, log });
  opened.push({ bus, redis, prefix });
  // The bus subscribes on its own once created: ready once Redis counts every bus of the prefix on the channel.
  const buses = opened.filter((o) => o.prefix === prefix).length;
  const subscribed = async () => {
    const [, count] = (await redis.pubsub('NUMSUB', `${prefix}live`)) as [string, number];
    return count >= buses;
  };
  for (let i = 0; !(await subscribed()); i++) {
    if (i > 500) throw new Error(`the bus did not subscribe to ${prefix}live`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return bus;
};

afterAll(async () => {
  for (const { bus, redis } of opened) {
    await bus.close();
    redis.disconnect();
  }
});

const changed = (storeId: string, version: number): LiveEvent => ({
  type: 'menu.published',
  storeId,
  menuVersion: version,
});

const heard = (bus: LiveBus, tenant: string, store: string, count: number) =>
  new Promise<Delivered[]>((resolve) => {
    const got: Delivered[] = [];
    const stop = bus.subscribe(tenant, store, (d) => {
      got.push(d);
      if (got.length === count) {
        stop();
        resolve(got);
      }
    });
  });

describe.runIf(redisUrl)('the Redis bus', () => {
  test('an event published by one process reaches the other, with the same ids, and replays there', async () => {
    const prefix = `sofra-test-${randomBytes(4).toString('hex')}:`;
    const [a, b] = [await busOn(prefix), await busOn(prefix)];
    const onA = heard(a, 't', 's1', 3);
    const onB = heard(b, 't', 's1', 3);
    await a.publish('t', changed('s1', 1));
    await b.publish('t', changed('s1', 2));
    await a.publish('t', changed('s1', 3));
    const [seenA, seenB] = await Promise.all([onA, onB]);
    expect(seenB.map((d) => d.id)).toEqual(seenA.map((d) => d.id));
    expect(seenB.map((d) => (d.event as { menuVersion: number }).menuVersion)).toEqual([1, 2, 3]);
    expect((await b.replay('t', 's1', seenA[0]!.id))?.map((d) => d.id)).toEqual(seenA.slice(1).map((d) => d.id));
    expect(await b.replay('t', 's1', 'unknown')).toBeNull();
    // Another store: nothing kept for it.
    expect(await a.replay('t', 's2', seenA[0]!.id)).toBeNull();
    await opened[0]!.redis.del(`${prefix}live:seq:t:s1`);
  });
});
