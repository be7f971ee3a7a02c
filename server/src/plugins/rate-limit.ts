import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { isApiPath } from '../lib/api-path.ts';
import { isGuestPage } from './portal-files.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface Store extends FastifyRateLimitStore {
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}

// The plugin's own stores (no typings of their own): the same counting as before, in memory or in Redis.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** How long a count may wait for Redis before this process counts alone: a stalled Redis must not stall the API. */
export const REDIS_COUNT_TIMEOUT_MS = 250;

/**
 * Counts in Redis, so every process of the deployment shares one budget per client; while Redis is down, slow or
 * failing, in this process's memory instead (a per-process limit, never none and never an error), and in Redis again
 * as soon as it answers.
 */
export const sharedStore = (redis: Redis, keyPrefix: string, log: FastifyBaseLogger) => {
  let alone = false;
  const fellBack = (why: string) => {
    if (alone) return;
    alone = true;
    log.warn(`rate limit: counting in this process only until Redis answers (${why})`);
  };
  const backToRedis = () => {
    if (!alone) return;
    alone = false;
    log.info('rate limit: counting in Redis again');
  };

  class SharedStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        fellBack(`connection ${redis.status}`);
        return this.local[method](key, done, timeWindow, max);
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        fellBack(`no answer within ${REDIS_COUNT_TIMEOUT_MS} ms`);
        this.local[method](key, done, timeWindow, max);
      }, REDIS_COUNT_TIMEOUT_MS);
      this.shared[method](
        key,
        (error, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error) {
            fellBack(error.message);
            return this.local[method](key, done, timeWindow, max);
          }
          backToRedis();
          done(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.run('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.run('read', key, done, timeWindow, max);
    }

    child(routeOptions: Parameters<Store['child']>[0]) {
      return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  // The rate-limit plugin constructs its store from its own options.
  return class extends SharedStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, keyPrefix),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
};

/**
 * The API's rate limit: `rateLimitPerMinute` calls per client address per minute, counted on API paths only. With
 * REDIS_URL the count is the deployment's (keys `{REDIS_PREFIX}rl:{address}`), on the app's Redis connection.
 */
export default fp(
  async function apiRateLimit(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    let store: RateLimitPluginOptions['store'];
    // The deployment's shared connection (services.ts), closed with the app.
    const redis = app.services.redis;
    if (redis) {
      // Count in Redis from the first request when it is there; a Redis that is down does not hold up the start.
      await new Promise<void>((started) => {
        const timer = setTimeout(started, REDIS_COUNT_TIMEOUT_MS * 8);
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done).off('error', done);
          started();
        };
        redis.once('ready', done).once('error', done);
      });
      store = sharedStore(redis, `${config.redisPrefix}rl:`, app.log);
    }
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      store,
      // Keyed on what the router matched, not on the URL as spelt (absolute-form, percent-escapes): every API route
      // counts, and so does any other request whose path names the API (404s, probes). The portal's own files and
      // pages are not counted: one page load fetches dozens of them. The guest menu's page is: it reads the menu, as
      // the API's guest reads did before the server rendered it.
      allowList: (request) =>
        !(request.routeOptions.url?.startsWith('/api/') || isApiPath(request.url) || isGuestPage(request.url)),
      errorResponseBuilder: (_req, ctx) =>
        new AppError('rate_limited', `too many requests; retry in ${Math.ceil(ctx.ttl / 1000)} s`),
    });
  },
  { name: 'sofra-rate-limit' },
);
