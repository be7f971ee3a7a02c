import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { STREAM_TICKET_SECONDS } from '@sofra/contracts/live/live.schemas';

/**
 * The stream tickets already used (docs/security.md, "Event streams"): a ticket opens one stream, once. A ticket is
 * kept as the SHA-256 of its text for as long as it could still be valid (its 60 s), never the ticket itself.
 */
export interface SpentTickets {
  /** True the first time a ticket is spent in the deployment; false for every later use. */
  spend(ticket: string): Promise<boolean>;
}

/** How long a spent ticket is remembered: as long as any ticket lives. */
const KEEP_MS = STREAM_TICKET_SECONDS * 1000;
/** How long spending may wait for Redis before this process decides alone (as the rate limit does). */
export const REDIS_SPEND_TIMEOUT_MS = 250;

const keyOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * In this process's memory: two generations of spent keys, the older dropped once a whole ticket lifetime has passed,
 * so a key is kept between one and two lifetimes and memory holds two minutes of spent tickets at most.
 */
export const createMemorySpentTickets = (now: () => number = Date.now) => {
  let current = new Set<string>();
  let previous = new Set<string>();
  let rotatedAt = now();
  const spendKey = (key: string): boolean => {
    if (now() - rotatedAt >= KEEP_MS) {
      previous = now() - rotatedAt >= 2 * KEEP_MS ? new Set() : current;
      current = new Set();
      rotatedAt = now();
    }
    if (current.has(key) || previous.has(key)) return false;
    current.add(key);
    return true;
  };
  return {
    spendKey,
    spend: async (ticket: string) => spendKey(keyOf(ticket)),
  };
};

/**
 * Across the processes of a deployment with REDIS_URL: `SET {prefix}live:ticket:{sha256} NX EX 60` takes the ticket
 * for the first process that asks. While Redis is down, refuses or gives no answer within 250 ms, this process's
 * memory decides instead (a ticket could then be spent once per process; the per-user and per-address limits still
 * bound what that opens), and Redis again as soon as it answers. The log notes both switches once.
 */
export const createRedisSpentTickets = (opts: {
  redis: Redis;
  prefix: string;
  log: FastifyBaseLogger;
  now?: () => number;
}): SpentTickets => {
  const { redis, prefix, log } = opts;
  const local = createMemorySpentTickets(opts.now);
  let alone = false;
  const fellBack = (why: string) => {
    if (alone) return;
    alone = true;
    log.warn(`stream tickets: spent in this process only until Redis answers (${why})`);
  };
  const backToRedis = () => {
    if (!alone) return;
    alone = false;
    log.info('stream tickets: spent in Redis again');
  };
  return {
    spend(ticket) {
      const key = keyOf(ticket);
      if (redis.status !== 'ready') {
        fellBack(`connection ${redis.status}`);
        return Promise.resolve(local.spendKey(key));
      }
      return new Promise<boolean>((resolve) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          fellBack(`no answer within ${REDIS_SPEND_TIMEOUT_MS} ms`);
          resolve(local.spendKey(key));
        }, REDIS_SPEND_TIMEOUT_MS);
        redis.set(`${prefix}live:ticket:${key}`, '1', 'EX', STREAM_TICKET_SECONDS, 'NX').then(
          (answer) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            backToRedis();
            // Remembered here too: a ticket spent through Redis stays spent for this process while Redis is away.
            const first = answer === 'OK';
            if (first) local.spendKey(key);
            resolve(first);
          },
          (error: Error) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            fellBack(error.message);
            resolve(local.spendKey(key));
          },
        );
      });
    },
  };
};
