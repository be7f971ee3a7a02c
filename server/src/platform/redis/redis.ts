import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A connection to the deployment's Redis (REDIS_URL). Commands fail at once while it is down (no offline queue), so a
 * caller can fall back (to the database, to this process's memory) instead of waiting; it reconnects by itself.
 */
export const connectRedis = (url: string, log: FastifyBaseLogger, name: string): Redis => {
  const redis = new Redis(url, {
    connectionName: `sofra-${name}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`redis (${name}) unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    if (down) log.info(`redis (${name}) available again`);
    down = false;
  });
  return redis;
};
