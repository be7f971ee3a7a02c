import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_TICKET_SECONDS } from '@sofra/contracts/live/live.schemas';
import { createMemorySpentTickets, createRedisSpentTickets } from './spent-tickets.ts';

/** Two stores on one Redis (TEST_REDIS_URL) stand for two processes of a deployment. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
const warnings: string[] = [];
const log = { warn: (text: string) => warnings.push(text), info: () => {} } as unknown as FastifyBaseLogger;
const clients: Redis[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

const connected = async (url: string) => {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  clients.push(redis);
  await new Promise((ready) => redis.once('ready', ready));
  return redis;
};

describe('in memory', () => {
  test('a ticket is spent once; it is remembered for at least its lifetime, and forgotten after two', async () => {
    let clock = 1_000_000;
    const spent = createMemorySpentTickets(() => clock);
    expect(await spent.spend('a.b')).toBe(true);
    expect(await spent.spend('a.b')).toBe(false);
    expect(await spent.spend('a.c')).toBe(true);
    clock += STREAM_TICKET_SECONDS * 1000 - 1;
    expect(await spent.spend('a.b')).toBe(false);
    clock += STREAM_TICKET_SECONDS * 1000;
    expect(await spent.spend('a.b')).toBe(false);
    // Long expired by now (a ticket lives 60 s): its signature check refuses it before this is asked.
    clock += 2 * STREAM_TICKET_SECONDS * 1000;
    expect(await spent.spend('a.b')).toBe(true);
  });
});

describe.skipIf(!redisUrl)('in Redis (TEST_REDIS_URL)', () => {
  test('a ticket spent by one process is spent for the others, and kept no longer than a ticket lives', async () => {
    const prefix = `sofra-test-${randomBytes(6).toString('hex')}:`;
    const [a, b] = [
      createRedisSpentTickets({ redis: await connected(redisUrl!), prefix, log }),
      createRedisSpentTickets({ redis: await connected(redisUrl!), prefix, log }),
    ];
    const ticket = `${randomBytes(16).toString('base64url')}.sig`;
    const answers = await Promise.all([a, b, a, b].map((spent) => spent.spend(ticket)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    const keys = await clients[0]!.keys(`${prefix}live:ticket:*`);
    expect(keys).toHaveLength(1);
    // Kept as a hash, never the ticket itself.
    expect(keys[0]).not.toContain(ticket.split('.')[0]);
    expect(await clients[0]!.ttl(keys[0]!)).toBeLessThanOrEqual(STREAM_TICKET_SECONDS);
  });
});

describe('while Redis is down', () => {
  test('the process decides alone: once per process, never an error', async () => {
    // Nothing listens on port 1: the connection is never ready.
    const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true });
    clients.push(redis);
    const spent = createRedisSpentTickets({ redis, prefix: 'sofra-test:', log });
    expect(await spent.spend('x.y')).toBe(true);
    expect(await spent.spend('x.y')).toBe(false);
    expect(warnings.filter((w) => w.startsWith('stream tickets: spent in this process only'))).toHaveLength(1);
  });
});
