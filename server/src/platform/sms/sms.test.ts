import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import { otpCodes, users } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { createLogSms, maskNumber } from './log-driver.ts';
import { createTwilioSms } from './twilio-driver.ts';

/** Just enough of a logger for the driver: it records what is logged at info. */
const recordingLog = (lines: string[] = []) =>
  ({
    info: (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
  }) as unknown as FastifyBaseLogger;

describe('log driver', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sofra-sms-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('appends one JSON line {to, text, createdAt} per message to sms-outbox.jsonl', async () => {
    // The directory does not exist yet: the driver creates it.
    const outboxDir = join(dir, 'data');
    const sms = createLogSms(outboxDir, recordingLog());
    expect(sms.name).toBe('log');
    const before = Date.now();
    await sms.send({ to: '+905321234567', text: 'Sofra doğrulama kodunuz: 123456' });
    await sms.send({ to: '+905329876543', text: 'ikinci "mesaj"\nçok satırlı' });
    const lines = readFileSync(join(outboxDir, 'sms-outbox.jsonl'), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const entries = lines.slice(0, -1).map((line) => JSON.parse(line));
    expect(entries).toEqual([
      { to: '+905321234567', text: 'Sofra doğrulama kodunuz: 123456', createdAt: expect.any(String) },
      { to: '+905329876543', text: 'ikinci "mesaj"\nçok satırlı', createdAt: expect.any(String) },
    ]);
    for (const e of entries) {
      expect(e.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(e.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  test('never writes the text or the whole number to the server log: only that an SMS went out, to a masked number', async () => {
    const logged: string[] = [];
    await createLogSms(dir, recordingLog(logged)).send({
      to: '+905321112233',
      text: 'Sofra doğrulama kodunuz: 654321',
    });
    expect(logged).toHaveLength(1);
    const line = logged.join('');
    expect(line).not.toContain('654321');
    expect(line).not.toContain('doğrulama');
    expect(line).not.toContain('+905321112233');
    expect(line).toContain('+90532*****33');
    // The outbox still has it, for the demo user and the tests.
    expect(readFileSync(join(dir, 'sms-outbox.jsonl'), 'utf8')).toContain('654321');
  });

  test('masks numbers of any length', () => {
    expect(maskNumber('+905321234567')).toBe('+90532*****67');
    expect(maskNumber('+12025550123')).toBe('+12025****23');
    expect(maskNumber('+123')).toBe('****');
  });

  test('the outbox is created with mode 0600, and an existing looser one is closed', async () => {
    const fresh = join(dir, 'fresh');
    await createLogSms(fresh, recordingLog()).send({ to: '+905321234567', text: 'x' });
    expect(statSync(join(fresh, 'sms-outbox.jsonl')).mode & 0o777).toBe(0o600);

    const old = join(dir, 'old');
    mkdirSync(old);
    writeFileSync(join(old, 'sms-outbox.jsonl'), '', { mode: 0o644 });
    chmodSync(join(old, 'sms-outbox.jsonl'), 0o644);
    await createLogSms(old, recordingLog()).send({ to: '+905321234567', text: 'x' });
    expect(statSync(join(old, 'sms-outbox.jsonl')).mode & 0o777).toBe(0o600);
  });
});

describe('Twilio driver against a local fake', () => {
  interface Received {
    method?: string;
    url?: string;
    authorization?: string;
    contentType?: string;
    form: URLSearchParams;
  }
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer = { status: 201, body: '{"sid":"SM1","status":"queued"}' };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(await readBody(req)),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    received.length = 0;
    answer = { status: 201, body: '{"sid":"SM1","status":"queued"}' };
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const settings = () => ({
    accountSid: 'AC0123456789abcdef',
    authToken: 's3cret-token',
    from: '+15005550006',
    baseUrl,
  });

  test('POSTs the message form-encoded to Messages.json with basic auth', async () => {
    const sms = createTwilioSms(settings());
    expect(sms.name).toBe('twilio');
    await sms.send({ to: '+905321234567', text: 'Sofra doğrulama kodunuz: 123456 & more' });
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC0123456789abcdef/Messages.json' });
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req!.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:s3cret-token').toString('base64')}`);
    expect(Object.fromEntries(req!.form)).toEqual({
      To: '+905321234567',
      From: '+15005550006',
      Body: 'Sofra doğrulama kodunuz: 123456 & more',
    });
  });

  test('a base URL with a trailing slash gives the same path', async () => {
    await createTwilioSms({ ...settings(), baseUrl: `${baseUrl}/` }).send({ to: '+905321234567', text: 'x' });
    expect(received[0]!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
  });

  test('a 400 answer makes send reject', async () => {
    answer = { status: 400, body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}' };
    await expect(createTwilioSms(settings()).send({ to: '+900', text: 'x' })).rejects.toThrow(/400/);
    expect(received).toHaveLength(1);
  });

  test('a 401 or 500 answer makes send reject too', async () => {
    for (const status of [401, 500]) {
      answer = { status, body: '{}' };
      await expect(createTwilioSms(settings()).send({ to: '+905321234567', text: 'x' })).rejects.toThrow(
        String(status),
      );
    }
  });

  test('an unreachable provider makes send reject', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createTwilioSms({ ...settings(), baseUrl: `http://127.0.0.1:${port}` }).send({ to: '+905321234567', text: 'x' }),
    ).rejects.toThrow();
  });

  test('a provider that does not answer in time makes send reject', async () => {
    const silent = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      await expect(
        createTwilioSms({ ...settings(), baseUrl: url }, 200).send({ to: '+905321234567', text: 'x' }),
      ).rejects.toThrow();
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('an app whose SMS provider is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      sms: {
        name: 'broken',
        send: async () => {
          throw new Error('down');
        },
      },
    });
  });
  afterAll(async () => t.close());

  test('a registration code → 502 sms_failed, and no code can be verified', async () => {
    const gsm = freshGsm();
    const res = await t.raw(null, registrationCalls.register, {
      gsm,
      source: 'web',
      name: 'Deniz Kaya',
      ...(await t.solveCaptcha()),
      accepts: { membershipAgreement: true, clarificationText: true },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'sms_failed', desc: expect.any(String) });
    // The unsent code was discarded: no guess reaches it, whatever it was.
    const [row] = await (await t.db()).select().from(otpCodes).where(eq(otpCodes.gsm, gsm));
    expect(row!.consumedAt).not.toBeNull();
    for (const otp of ['000000', '123456', '999999']) {
      const verify = await t.raw(null, authCalls.verifyOtp, { gsm, otp });
      expect(verify.statusCode).toBe(400);
      expect(verify.json().code).toBe('otp_invalid');
    }
    expect(await (await t.db()).select().from(users).where(eq(users.gsm, gsm))).toEqual([]);
  });
});
