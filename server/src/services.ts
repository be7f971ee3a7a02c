import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { join } from 'node:path';
import { createLocalFiles, type FilesDriver } from './platform/files/files.ts';
import { createSms, type SmsDriver } from './platform/sms/sms.ts';
import { createTokenService, type TokenService } from './platform/tokens.ts';

/** Platform services shared by every area; each is an interface with a real default. */
export interface Services {
  config: Config;
  tokens: TokenService;
  sms: SmsDriver;
  files: FilesDriver;
}

export const createServices = (config: Config, log: FastifyBaseLogger, overrides: Partial<Services> = {}): Services => ({
  config,
  tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
  sms: createSms(config, log),
  files: createLocalFiles(join(config.dataDir, 'files')),
  ...overrides,
});
