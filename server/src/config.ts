import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { otpRules } from '@sofra/contracts/core/constants';
import type { DatabaseTemplate } from './db/client.ts';

/** Every setting comes from the environment; README lists them with their defaults. */
export interface Config {
  port: number;
  /** Worker processes sharing the port (WEB_CONCURRENCY); more than one needs DATABASE_URL. */
  webConcurrency: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; when absent each tenant's database is an embedded PGlite directory. */
  databaseUrl?: string;
  /**
   * A Redis server shared by every process of the deployment (REDIS_URL): the API rate limit, cache invalidation and
   * live events. Unset: one process, all of that in memory.
   */
  redisUrl?: string;
  /** Every Redis key this deployment writes starts with it (REDIS_PREFIX), so deployments may share one Redis. */
  redisPrefix: string;
  /** Keep PGlite databases in memory (tests). */
  inMemory: boolean;
  /** Tests: new tenant databases start as a copy of a migrated one (db/client.ts); never set from the environment. */
  databaseTemplate?: DatabaseTemplate;
  tenantsFile: string;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  sms: { driver: 'log' | 'twilio'; twilio?: { accountSid: string; authToken: string; from: string; baseUrl: string } };
  /** The one SMS budget every message passes (docs/security.md "The SMS budget"). */
  smsBudget: SmsBudget;
  /** Outside development the log SMS driver is refused unless this is set (ALLOW_LOG_SMS=true). */
  allowLogSms: boolean;
  /** Push notifications to registered devices (PUSH_DRIVER): `log` writes them to the server log, without tokens. */
  push: { driver: 'log' };
  /** Sign-in codes one client address may ask for in an hour (OTP_PER_IP_PER_HOUR). */
  otpPerIpPerHour: number;
  /** Seconds a number waits between two codes (OTP_RESEND_SECONDS, 60; the browser tests' server makes it short). */
  otpResendSeconds: number;
  seedDemo: boolean;
  /** Business days of bills the demo seed gives each demo store (docs/folios.md, Demo folios); 0 gives none. */
  demoFolioDays: number;
  captchaLog: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** Requests per minute per client address across the API. */
  rateLimitPerMinute: number;
  /** Guests' orders from the web menu per minute: per client address, and per store (docs/security.md, Guest orders). */
  guestOrdersPerMinute: { perAddress: number; perStore: number };
  /** Guests' bookings from the guest page: per guest (their phone) a day, per client address an hour (docs/reservations.md). */
  guestBookings: { perUserPerDay: number; perAddressPerHour: number };
  /** The guest app's address; QR codes point there. */
  guestAppUrl: string;
  /** The portal's public address; staff invitations by SMS point there. */
  portalUrl: string;
  /**
   * Where the menu and table QR codes point: the guest app when GUEST_APP_URL is set, else this server's own guest
   * web menu (`/menu/{storeId}`, `/qr/{code}`) at PORTAL_URL (docs/menu.md, Guest web menu).
   */
  webMenuUrl: string;
  /** Bytes of stored pictures a store may hold (its logo, banners and other images). */
  storeStorageQuotaBytes: number;
  /** Bytes of pictures a user may hold through the media service (`/api/file/uploadFile`), apart from any store. */
  userStorageQuotaBytes: number;
  /** Image decodes that may run at once across the process. */
  imageConcurrency: number;
  /** Seconds one image's re-encode may take before it is stopped. */
  imageTimeoutSeconds: number;
  /** How many event streams may be open at once, per process (docs/security.md, "Event streams"). */
  streams: StreamLimits;
  /**
   * How often a process looks for due periodic jobs, in milliseconds (JOBS_TICK_SECONDS, default 60); 0 runs none in
   * this process (docs/architecture.md, Periodic jobs).
   */
  jobsTickMs: number;
}

export interface StreamLimits {
  /** Of one user (a guest's order counts as one): the oldest is closed when one more opens (STREAMS_PER_USER). */
  perUser: number;
  /** From one client address, the same way (STREAMS_PER_ADDRESS). */
  perAddress: number;
  /** In all: beyond it a stream is refused with `503 stream_limit` (STREAMS_PER_PROCESS). */
  perProcess: number;
}

/** How many SMS per hour and per day. */
export interface SmsLimit {
  hour: number;
  day: number;
}

export interface SmsBudget {
  /** ISO 3166 codes of the countries an SMS may go to. */
  allowedCountries: string[];
  /** Per destination number and purpose. */
  perNumber: SmsLimit;
  /** Per signed-in user who causes the message. */
  perUser: SmsLimit;
  perStore: SmsLimit;
  /** Everything the tenant sends: the ceiling of its SMS bill. */
  perTenant: SmsLimit;
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

const count = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
};

export const loadSmsBudget = (env: NodeJS.ProcessEnv): SmsBudget => {
  const limit = (scope: string, hour: number, day: number): SmsLimit => ({
    hour: count(env, `SMS_PER_${scope}_HOUR`, hour),
    day: count(env, `SMS_PER_${scope}_DAY`, day),
  });
  const countries = (env.SMS_ALLOWED_COUNTRIES || 'TR')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const wrong = countries.find((c) => !/^[A-Z]{2}$/.test(c));
  if (wrong) throw new Error(`SMS_ALLOWED_COUNTRIES takes ISO 3166 two-letter codes (TR,DE), not ${wrong}`);
  return {
    allowedCountries: countries,
    perNumber: limit('NUMBER', 5, 10),
    perUser: limit('USER', 20, 100),
    perStore: limit('STORE', 50, 300),
    perTenant: limit('TENANT', 1000, 5000),
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(repoRoot, 'data'));
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const smsDriver = (env.SMS_DRIVER ?? 'log') as Config['sms']['driver'];
  if (!['log', 'twilio'].includes(smsDriver)) throw new Error(`SMS_DRIVER must be log or twilio, not ${smsDriver}`);
  const twilio =
    smsDriver === 'twilio'
      ? {
          accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
          authToken: required(env, 'TWILIO_AUTH_TOKEN'),
          from: required(env, 'TWILIO_FROM'),
          baseUrl: env.TWILIO_BASE_URL ?? 'https://api.twilio.com',
        }
      : undefined;
  const allowLogSms = bool(env.ALLOW_LOG_SMS, false);
  const pushDriver = env.PUSH_DRIVER || 'log';
  // The one driver there is; a name not known is a typo that would silently push nothing.
  if (pushDriver !== 'log') throw new Error(`PUSH_DRIVER must be log, not ${pushDriver}`);
  // Outside development the log driver (codes on disk, nothing sent) must be asked for by name and allowed.
  if (env.NODE_ENV === 'production' && smsDriver === 'log' && !(env.SMS_DRIVER === 'log' && allowLogSms)) {
    throw new Error(
      'NODE_ENV=production: set SMS_DRIVER=twilio, or SMS_DRIVER=log with ALLOW_LOG_SMS=true to keep SMS on disk',
    );
  }
  // The captcha outbox hands every captcha's answer to whoever can read DATA_DIR: a test aid, never a production setting.
  if (env.NODE_ENV === 'production' && bool(env.CAPTCHA_LOG, false)) {
    throw new Error('NODE_ENV=production: CAPTCHA_LOG=true writes every captcha answer to disk; it is for tests only');
  }
  const webConcurrency = count(env, 'WEB_CONCURRENCY', 1);
  if (webConcurrency < 1) throw new Error('WEB_CONCURRENCY must be 1 or more');
  // PGlite is a database inside one process: a second process opening the same directory would corrupt it.
  if (webConcurrency > 1 && !databaseUrl) {
    throw new Error(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only`,
    );
  }
  return {
    port: Number(env.PORT ?? 8080),
    webConcurrency,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'sofra:',
    inMemory: false,
    tenantsFile: resolve(env.TENANTS_FILE ?? join(repoRoot, 'server/config/tenants.json')),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    sms: { driver: smsDriver, twilio },
    smsBudget: loadSmsBudget(env),
    allowLogSms,
    push: { driver: pushDriver },
    otpPerIpPerHour: Math.floor(positive(env, 'OTP_PER_IP_PER_HOUR', otpRules.maxPerIpPerHour)),
    otpResendSeconds: Math.floor(positive(env, 'OTP_RESEND_SECONDS', otpRules.resendAfterSeconds)),
    seedDemo: bool(env.SEED_DEMO, !databaseUrl),
    demoFolioDays: wholeDays(env, 'DEMO_FOLIO_DAYS', 90),
    captchaLog: bool(env.CAPTCHA_LOG, false),
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    guestOrdersPerMinute: {
      perAddress: Math.floor(positive(env, 'GUEST_ORDERS_PER_ADDRESS_PER_MINUTE', 10)),
      perStore: Math.floor(positive(env, 'GUEST_ORDERS_PER_STORE_PER_MINUTE', 60)),
    },
    guestBookings: {
      perUserPerDay: Math.floor(positive(env, 'GUEST_BOOKINGS_PER_USER_PER_DAY', 3)),
      perAddressPerHour: Math.floor(positive(env, 'GUEST_BOOKINGS_PER_ADDRESS_PER_HOUR', 10)),
    },
    guestAppUrl: (env.GUEST_APP_URL ?? 'https://app.sofra.app').replace(/\/$/, ''),
    portalUrl: (env.PORTAL_URL ?? 'https://portal.sofra.app').replace(/\/$/, ''),
    webMenuUrl: (env.GUEST_APP_URL || env.PORTAL_URL || 'https://portal.sofra.app').replace(/\/$/, ''),
    storeStorageQuotaBytes: positive(env, 'STORE_STORAGE_QUOTA_MB', 200) * 1024 * 1024,
    userStorageQuotaBytes: positive(env, 'USER_STORAGE_QUOTA_MB', 20) * 1024 * 1024,
    imageConcurrency: Math.max(1, Math.floor(positive(env, 'IMAGE_CONCURRENCY', 2))),
    imageTimeoutSeconds: Math.ceil(positive(env, 'IMAGE_TIMEOUT_SECONDS', 5)),
    streams: {
      perUser: atLeastOne(env, 'STREAMS_PER_USER', 5),
      perAddress: atLeastOne(env, 'STREAMS_PER_ADDRESS', 20),
      perProcess: atLeastOne(env, 'STREAMS_PER_PROCESS', 2000),
    },
    jobsTickMs: jobsTick(env),
    ...overrides,
  };
};

function jobsTick(env: NodeJS.ProcessEnv): number {
  const raw = env.JOBS_TICK_SECONDS;
  const value = raw === undefined || raw === '' ? 60 : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 3600)
    throw new Error(`JOBS_TICK_SECONDS must be a number of seconds from 0 (no jobs here) to 3600, not ${raw}`);
  return Math.round(value * 1000);
}

function wholeDays(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > 3650)
    throw new Error(`${name} must be a whole number of days from 0 to 3650, not ${env[name]}`);
  return value;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${env[name]}`);
  return value;
}

function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = count(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be 1 or more, not ${env[name]}`);
  return value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required by the chosen SMS driver`);
  return value;
}
