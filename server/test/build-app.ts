import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import { newId } from '@sofra/contracts/core/ids';
import type { Call } from '@sofra/contracts/core/call';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { changeFeedOf } from '../src/db/change-feed.ts';
import { dropPgDatabase } from '../src/db/client.ts';
import type { SmsDriver, SmsMessage } from '../src/platform/sms/sms.ts';
import type { Tenant } from '../src/tenancy.ts';
import type { Services } from '../src/services.ts';
import { otpCodes, smsSends, users } from '../src/db/schema/index.ts';
import { seedPlatformLegalNotes } from '../src/seed/legal-notes.ts';
import { pgliteTemplateData, postgresTemplate } from './db-template.ts';

/** The real app on a fresh database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  tenants: Tenant[];
  /** Every SMS the app sent, newest last. */
  outbox: SmsMessage[];
  db: (slug?: string) => Promise<Db>;
  /** Posts a call and answers the parsed output; fails the test on an error answer. */
  call: <C extends Call>(
    token: string | null,
    call: C,
    input: z.input<C['input']>,
    headers?: Record<string, string>,
  ) => Promise<z.output<C['output']>>;
  /** Posts anything to a call's path and answers the raw response. */
  raw: (
    token: string | null,
    call: Call | string,
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /**
   * A fresh captcha and its code, read from DATA_DIR/captcha-outbox.jsonl (the test apps run with CAPTCHA_LOG=true;
   * the production code keeps no other way to read one).
   */
  solveCaptcha: (headers?: Record<string, string>) => Promise<{ captchaId: string; captcha: string }>;
  /**
   * Signs a number in through the code from the SMS + verifyOtp. A number with no account registers (user/register with
   * a solved captcha, both texts accepted, the name "Test Kullanıcı"); a registered one signs in through requestOtp,
   * solving the captcha when the number already had a code in the last hour.
   */
  signIn: (gsm?: string, headers?: Record<string, string>) => Promise<{ token: string; userId: string; gsm: string }>;
  /**
   * A registered number that has had no code yet: the user row is written directly, for tests of the sign-in code rules
   * that registration would disturb (its own code counts towards the number's limits). Answers the number.
   */
  addUser: (gsm?: string) => Promise<string>;
  /** As if `ms` had passed: the default tenant's codes and SMS sends (of one number, or all) move back in time. */
  timePasses: (ms: number, gsm?: string) => Promise<void>;
  close: () => Promise<void>;
  /** Waits until the changes committed so far have been announced to this process (a few ms on PostgreSQL). */
  heard: (slug?: string) => Promise<void>;
  /** Makes a user a master user straight in the database, as an operator would, and waits until this process knows. */
  makeMaster: (userId: string) => Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

let counter = 0;
/** A valid Turkish mobile number no other test uses. */
export const freshGsm = (): string =>
  `+90532${String(process.pid % 100).padStart(2, '0')}${String(++counter).padStart(4, '0')}${randomBytes(1)[0]! % 10}`;

export const codeOf = (message: SmsMessage | undefined): string => {
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in SMS: ${message?.text}`);
  return code;
};

export interface TestAppOptions {
  tenants?: Omit<Tenant, 'database'>[];
  config?: Partial<Config>;
  sms?: SmsDriver;
  /** A PostgreSQL server for the tenants' databases; TEST_DATABASE_URL by default, PGlite when neither. */
  databaseUrl?: string;
  /** A Redis (REDIS_URL); apps on the same one with the same `config.redisPrefix` share the rate limit. Default: none. */
  redisUrl?: string;
  /** Receives the app's log lines (JSON, level info and up); without it the app logs nothing. */
  logStream?: { write: (line: string) => void };
  /**
   * Publish the platform's legal texts (the demo seed's) in every tenant, so registrations can accept them: true by
   * default; false for a platform with none published.
   */
  legalTexts?: boolean;
  /** Platform services to use instead of the real ones (a stream ticket clock, a bus). */
  services?: Partial<Services>;
}

export const buildTestApp = async (opts: TestAppOptions = {}): Promise<TestApp> => {
  const databaseUrl = opts.databaseUrl ?? testDatabaseUrl;
  const dataDir = mkdtempSync(join(tmpdir(), 'sofra-test-'));
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const tenants: Tenant[] = (opts.tenants ?? [{ slug: 'default', apiKey: 'test-default-key' }]).map((t) => ({
    ...t,
    database: `sofra_test_${t.slug.replace(/-/g, '_')}_${suffix}`,
  }));
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: opts.redisUrl ?? '',
      SMS_DRIVER: 'log',
    },
    {
      inMemory: !databaseUrl,
      // Tenant databases start as a copy of one migrated database (db-template.ts), not empty.
      databaseTemplate: databaseUrl
        ? { postgres: await postgresTemplate(databaseUrl) }
        : { pglite: await pgliteTemplateData() },
      seedDemo: false,
      captchaLog: true,
      rateLimitPerMinute: 1_000_000,
      webDist: join(dataDir, 'no-web'),
      // No timer: a test runs a job with app.jobs.run.
      jobsTickMs: 0,
      ...opts.config,
    },
  );
  const outbox: SmsMessage[] = [];
  const sms: SmsDriver = opts.sms ?? { name: 'memory', send: async (m) => void outbox.push(m) };
  const logger = opts.logStream ? { level: 'info', stream: opts.logStream } : false;
  const app = await buildApp({
    config,
    logger,
    tenants,
    services: { sms, ...opts.services },
    onTenantOpened: opts.legalTexts === false ? undefined : (_tenant, tenantDb) => seedPlatformLegalNotes(tenantDb),
  });
  await app.ready();

  const raw: TestApp['raw'] = (token, call, body, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${typeof call === 'string' ? call : call.path}`,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  const call: TestApp['call'] = async (token, c, input, headers) => {
    const res = await raw(token, c, input, headers);
    if (res.statusCode !== 200) throw new Error(`${c.path} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  const solveCaptcha: TestApp['solveCaptcha'] = async (headers) => {
    // A captcha belongs to the tenant that issued it.
    const { id } = await call(null, authCalls.createCaptcha, {}, headers);
    const line = readFileSync(join(config.dataDir, 'captcha-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; code: string })
      .find((l) => l.id === id);
    if (!line) throw new Error(`captcha ${id} is not in the outbox; is captchaLog off?`);
    return { captchaId: id, captcha: line.code };
  };

  const db: TestApp['db'] = (slug = 'default') => app.tenants.db(tenants.find((t) => t.slug === slug)!);

  /** The tenant a request with these headers reaches: by x-api-key, else the host's first label, else default. */
  const tenantOf = (headers?: Record<string, string>) =>
    tenants.find((t) => t.apiKey === headers?.['x-api-key'])?.slug ??
    tenants.find((t) => t.slug === headers?.host?.split('.')[0])?.slug ??
    'default';

  const signIn: TestApp['signIn'] = async (given, headers) => {
    const gsm = given ?? freshGsm();
    const known =
      given !== undefined &&
      (await (await db(tenantOf(headers))).select({ id: users.id }).from(users).where(eq(users.gsm, gsm))).length > 0;
    if (!known) {
      await call(
        null,
        registrationCalls.register,
        {
          gsm,
          source: 'web',
          name: 'Test Kullanıcı',
          ...(await solveCaptcha(headers)),
          accepts: { membershipAgreement: true, clarificationText: true },
        },
        headers,
      );
    } else {
      const asked = await raw(null, authCalls.requestOtp, { gsm, source: 'web' }, headers);
      if (asked.statusCode === 428) {
        await call(null, authCalls.requestOtp, { gsm, source: 'web', ...(await solveCaptcha(headers)) }, headers);
      } else if (asked.statusCode !== 200) {
        throw new Error(`${authCalls.requestOtp.path} answered ${asked.statusCode}: ${asked.body}`);
      }
    }
    const session = await call(
      null,
      authCalls.verifyOtp,
      { gsm, otp: codeOf(outbox.filter((m) => m.to === gsm).at(-1)) },
      headers,
    );
    return { token: session.token, userId: session.userInfo.id, gsm };
  };

  const addUser: TestApp['addUser'] = async (gsm = freshGsm()) => {
    await (await db()).insert(users).values({ id: newId(), gsm, status: 'registered', source: 'web' });
    return gsm;
  };

  const timePasses: TestApp['timePasses'] = async (ms, gsm) => {
    const back = sql`make_interval(secs => ${ms / 1000})`;
    const tenantDb = await db();
    await tenantDb
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - ${back}` })
      .where(gsm ? eq(otpCodes.gsm, gsm) : undefined);
    await tenantDb
      .update(smsSends)
      .set({ createdAt: sql`${smsSends.createdAt} - ${back}` })
      .where(gsm ? eq(smsSends.to, gsm) : undefined);
  };

  return {
    app,
    config,
    tenants,
    outbox,
    raw,
    call,
    solveCaptcha,
    signIn,
    addUser,
    db,
    timePasses,
    heard: async (slug) => changeFeedOf(await db(slug))?.settle(),
    makeMaster: async (userId) => {
      const tenantDb = await db();
      await tenantDb.update(users).set({ isMaster: true }).where(eq(users.id, userId));
      await changeFeedOf(tenantDb)?.settle();
    },
    close: async () => {
      await app.close();
      if (databaseUrl) for (const t of tenants) await dropPgDatabase(databaseUrl, t.database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
