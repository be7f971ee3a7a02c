import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting comes from the environment; README lists them with their defaults. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; when absent each tenant's database is an embedded PGlite directory. */
  databaseUrl?: string;
  /** Keep PGlite databases in memory (tests). */
  inMemory: boolean;
  tenantsFile: string;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  sms: { driver: 'log' | 'twilio'; twilio?: { accountSid: string; authToken: string; from: string; baseUrl: string } };
  seedDemo: boolean;
  captchaLog: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** Requests per minute per client address across the API. */
  rateLimitPerMinute: number;
  /** The guest app's address; QR codes point there. */
  guestAppUrl: string;
  /** Bytes of stored pictures a store may hold (its logo, banners and other images). */
  storeStorageQuotaBytes: number;
  /** Bytes of pictures a user may hold through the media service (`/api/file/uploadFile`), apart from any store. */
  userStorageQuotaBytes: number;
  /** Image decodes that may run at once across the process. */
  imageConcurrency: number;
  /** Seconds one image's re-encode may take before it is stopped. */
  imageTimeoutSeconds: number;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const repoRoot = resolve(import.meta.dirname, '../..');

/** JWT_SECRET if set (at least 32 bytes), else a random 256-bit secret generated once and kept in DATA_DIR. */
export const loadJwtSecret = (dataDir: string, fromEnv?: string): Uint8Array => {
  if (fromEnv) {
    const bytes = new TextEncoder().encode(fromEnv);
    if (bytes.length < 32) throw new Error('JWT_SECRET must be at least 32 bytes (256 bits)');
    return bytes;
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(repoRoot, 'data'));
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const smsDriver = (env.SMS_DRIVER ?? 'log') as Config['sms']['driver'];
  if (!['log', 'twilio'].includes(smsDriver)) throw new Error(`SMS_DRIVER must be log or twilio, not ${smsDriver}`);
  const twilio = smsDriver === 'twilio'
    ? {
        accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
        authToken: required(env, 'TWILIO_AUTH_TOKEN'),
        from: required(env, 'TWILIO_FROM'),
        baseUrl: env.TWILIO_BASE_URL ?? 'https://api.twilio.com',
      }
    : undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    inMemory: false,
    tenantsFile: resolve(env.TENANTS_FILE ?? join(repoRoot, 'server/config/tenants.json')),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    sms: { driver: smsDriver, twilio },
    seedDemo: bool(env.SEED_DEMO, !databaseUrl),
    captchaLog: bool(env.CAPTCHA_LOG, false),
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    guestAppUrl: (env.GUEST_APP_URL ?? 'https://app.sofra.app').replace(/\/$/, ''),
    storeStorageQuotaBytes: positive(env, 'STORE_STORAGE_QUOTA_MB', 200) * 1024 * 1024,
    userStorageQuotaBytes: positive(env, 'USER_STORAGE_QUOTA_MB', 20) * 1024 * 1024,
    imageConcurrency: Math.max(1, Math.floor(positive(env, 'IMAGE_CONCURRENCY', 2))),
    imageTimeoutSeconds: Math.ceil(positive(env, 'IMAGE_TIMEOUT_SECONDS', 5)),
    ...overrides,
  };
};

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${env[name]}`);
  return value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required by the chosen SMS driver`);
  return value;
}
