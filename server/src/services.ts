import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { join } from 'node:path';
import { createLocalFiles, type FilesDriver } from './platform/files/files.ts';
import { createImageGate, type ImageGate } from './platform/images/gate.ts';
import { createMemoryBus, type LiveBus } from './platform/live/bus.ts';
import { createPush, type PushDriver } from './platform/push/push.ts';
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
}

export const createServices = (
  config: Config,
  log: FastifyBaseLogger,
  overrides: Partial<Services> = {},
): Services => ({
  config,
  tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
  sms: createSms(config, log),
  files: createLocalFiles(join(config.dataDir, 'files')),
  imageGate: createImageGate({
    concurrency: config.imageConcurrency,
    perKey: 1,
    maxQueue: 4 * config.imageConcurrency,
  }),
  redis: config.redisUrl && !('redis' in overrides) ? connectRedis(config.redisUrl, log, 'app') : undefined,
  live: createMemoryBus(),
  push: createPush(config, log),
  ...overrides,
});
