import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { join } from 'node:path';
import { createLocalFiles, type FilesDriver } from './platform/files/files.ts';
import { createImageGate, type ImageGate } from './platform/images/gate.ts';
import { createMemoryBus, type LiveBus } from './platform/live/bus.ts';
import { createPush, type PushDriver } from './platform/push/push.ts';
import { createRedisBus } from './platform/live/redis-bus.ts';
import { createMemorySpentTickets, createRedisSpentTickets, type SpentTickets } from './platform/live/spent-tickets.ts';
import { createStreamTickets, type StreamTickets } from './platform/live/tickets.ts';
import { connectRedis } from './platform/redis/redis.ts';
import { createSms, type SmsDriver } from './platform/sms/sms.ts';
import { createTokenService, type TokenService } from './platform/tokens.ts';

/** Platform services shared by every area; each is an interface with a real default. */
export interface Services {
  config: Config;
  tokens: TokenService;
  sms: SmsDriver;
  files: FilesDriver;
  /** Bounds the image decodes running at once (docs/security.md, "Uploads: image shapes, CPU, quota"). */
  imageGate: ImageGate;
  /** The deployment's Redis when REDIS_URL is set: one connection per process, shared, closed with the app. */
  redis?: Redis;
  /** The live events of every store (docs/live.md): in this process, or across processes with REDIS_URL. */
  live: LiveBus;
  /** Pushes to registered devices (docs/live.md, PUSH_DRIVER). */
  push: PushDriver;
  /** The signed tickets that open an event stream (docs/live.md). */
  streamTickets: StreamTickets;
  /** The stream tickets already used: each opens one stream (in Redis with REDIS_URL, else in this process). */
  spentTickets: SpentTickets;
  /** The time now: what campaigns, points expiry and folio writes go by (a test gives its own clock). */
  now: () => Date;
}

export const createServices = (config: Config, log: FastifyBaseLogger, overrides: Partial<Services> = {}): Services => {
  const redis =
    config.redisUrl && !('redis' in overrides) ? connectRedis(config.redisUrl, log, 'app') : overrides.redis;
  const live =
    overrides.live ??
    (config.redisUrl && redis
      ? createRedisBus({
          redis,
          subscriber: connectRedis(config.redisUrl, log, 'live'),
          prefix: config.redisPrefix,
          log,
        })
      : createMemoryBus());
  return {
    config,
    tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
    sms: createSms(config, log),
    files: createLocalFiles(join(config.dataDir, 'files')),
    imageGate: createImageGate({
      concurrency: config.imageConcurrency,
      perKey: 1,
      maxQueue: 4 * config.imageConcurrency,
    }),
    streamTickets: createStreamTickets(config.jwtSecret),
    spentTickets:
      config.redisUrl && redis
        ? createRedisSpentTickets({ redis, prefix: config.redisPrefix, log })
        : createMemorySpentTickets(),
    push: createPush(config, log),
    now: () => new Date(),
    ...overrides,
    redis,
    live,
  };
};
