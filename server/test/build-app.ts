import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { Call } from '@sofra/contracts/core/call';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { dropPgDatabase } from '../src/db/client.ts';
import type { SmsDriver, SmsMessage } from '../src/platform/sms/sms.ts';
import type { Tenant } from '../src/tenancy.ts';
import { otpCodes, smsSends } from '../src/db/schema/index.ts';

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
  solveCaptcha: () => Promise<{ captchaId: string; captcha: string }>;
  /**
   * Signs a number in through requestOtp + the code from the SMS + verifyOtp; solves the captcha when the number
   * already had a code in the last hour.
   */
  signIn: (gsm?: string, headers?: Record<string, string>) => Promise<{ token: string; userId: string; gsm: string }>;
  /** As if `ms` had passed: the default tenant's codes and SMS sends (of one number, or all) move back in time. */
  timePasses: (ms: number, gsm?: string) => Promise<void>;
  close: () => Promise<void>;
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
  /** Receives the app's log lines (JSON, level info and up); without it the app logs nothing. */
  logStream?: { write: (line: string) => void };
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
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SMS_DRIVER: 'log' },
    {
      inMemory: !databaseUrl,
      seedDemo: false,
      captchaLog: true,
      rateLimitPerMinute: 1_000_000,
      webDist: join(dataDir, 'no-web'),
      ...opts.config,
    },
  );
  const outbox: SmsMessage[] = [];
  const sms: SmsDriver = opts.sms ?? { name: 'memory', send: async (m) => void outbox.push(m) };
  const logger = opts.logStream ? { level: 'info', stream: opts.logStream } : false;
  const app = await buildApp({ config, logger, tenants, services: { sms } });
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

  const solveCaptcha: TestApp['solveCaptcha'] = async () => {
    const { id } = await call(null, authCalls.createCaptcha, {});
    const line = readFileSync(join(config.dataDir, 'captcha-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; code: string })
      .find((l) => l.id === id);
    if (!line) throw new Error(`captcha ${id} is not in the outbox; is captchaLog off?`);
    return { captchaId: id, captcha: line.code };
  };

  const signIn: TestApp['signIn'] = async (gsm = freshGsm(), headers) => {
    const asked = await raw(null, authCalls.requestOtp, { gsm, source: 'web' }, headers);
    if (asked.statusCode === 428) {
      await call(null, authCalls.requestOtp, { gsm, source: 'web', ...(await solveCaptcha()) }, headers);
    } else if (asked.statusCode !== 200) {
      throw new Error(`${authCalls.requestOtp.path} answered ${asked.statusCode}: ${asked.body}`);
    }
    const session = await call(
      null,
      authCalls.verifyOtp,
      { gsm, otp: codeOf(outbox.filter((m) => m.to === gsm).at(-1)) },
      headers,
    );
    return { token: session.token, userId: session.userInfo.id, gsm };
  };

  const db: TestApp['db'] = (slug = 'default') => app.tenants.db(tenants.find((t) => t.slug === slug)!);

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
    db,
    timePasses,
    close: async () => {
      await app.close();
      if (databaseUrl) for (const t of tenants) await dropPgDatabase(databaseUrl, t.database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
