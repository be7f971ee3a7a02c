import { expect, test } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import errors from '../plugins/errors.ts';
import { logSafeError, redactSecrets } from './log-safe.ts';

/** A PostgreSQL error as pg and PGlite raise it, with the fields that echo values. */
const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });

test('a failed query keeps its SQLSTATE, names and placeholders, and loses its parameters and echoed values', () => {
  const cause = pgError('23505', 'duplicate key value violates unique constraint "users_gsm_key"', {
    detail: 'Key (gsm)=(+905321112233) already exists.',
    table: 'users',
    constraint: 'users_gsm_key',
    query: 'insert into users (name, gsm) values ($1, $2)',
    params: ['Ayşe Yılmaz', '+905321112233'],
  });
  const error = new DrizzleQueryError(
    'insert into users (name, gsm) values ($1, $2)',
    ['Ayşe Yılmaz', '+905321112233'],
    cause,
  );
  const logged = JSON.stringify(logSafeError(error));
  expect(logged).not.toMatch(/Ayşe|905321112233|already exists/);
  expect(logSafeError(error)).toMatchObject({
    type: 'DrizzleQueryError',
    message: 'Failed query',
    query: 'insert into users (name, gsm) values ($1, $2)',
    cause: {
      code: '23505',
      table: 'users',
      constraint: 'users_gsm_key',
      message: 'duplicate key value violates unique constraint "users_gsm_key"',
    },
  });
});

test('a value PostgreSQL echoes after a colon is cut off; numbers and e-mail addresses in other errors are masked', () => {
  expect(logSafeError(pgError('22P02', 'invalid input syntax for type uuid: "Ayşe Yılmaz"')).message).toBe(
    'invalid input syntax for type uuid',
  );
  const sms = logSafeError(
    new Error('twilio refused the message: 400 The number +90 532 111 22 33 (ayse@example.com) is not valid'),
  );
  expect(sms.message).toBe('twilio refused the message: 400 The number … (…) is not valid');
  expect(sms.stack).not.toMatch(/532|ayse@/);
});

test('secrets in a query string lose their value, however the name is spelt; other parameters and paths stay', () => {
  const cases: [string, string][] = [
    ['/api/stream?ticket=eyJrIjoidSJ9.c2ln', '/api/stream?ticket=[redacted]'],
    ['/api/stream?lastEventId=42&ticket=a.b', '/api/stream?lastEventId=42&ticket=[redacted]'],
    ['/api/x?ticket=a&ticket=b', '/api/x?ticket=[redacted]&ticket=[redacted]'],
    ['/api/x?%74icket=a.b', '/api/x?%74icket=[redacted]'],
    ['/api/x?TICKET=a.b;token=c', '/api/x?TICKET=[redacted];token=[redacted]'],
    [
      '/api/x?access_token=t&apiKey=k&x-api-key=k2&sig=s&code=123456',
      '/api/x?access_token=[redacted]&apiKey=[redacted]&x-api-key=[redacted]&sig=[redacted]&code=[redacted]',
    ],
    [
      '/api/x?signature=s&password=p&client_secret=c',
      '/api/x?signature=[redacted]&password=[redacted]&client_secret=[redacted]',
    ],
    ['http://host:8080/api/stream?ticket=a?b=c#f', 'http://host:8080/api/stream?ticket=[redacted]#f'],
    ['/api/menu?language=tr&page=2', '/api/menu?language=tr&page=2'],
    ['/qr/ABC123', '/qr/ABC123'],
  ];
  for (const [url, logged] of cases) expect(redactSecrets(url), url).toBe(logged);
  // A message that quotes a URL is redacted the same way.
  expect(logSafeError(new Error('Reply was already sent for GET /api/stream?ticket=abc.def')).message).toBe(
    'Reply was already sent for GET /api/stream?ticket=[redacted]',
  );
});

test('text PostgreSQL cannot store answers 400 validation_failed, not 500', async () => {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/nul', async () => {
    throw new DrizzleQueryError(
      'insert into t values ($1)',
      ['a\u0000b'],
      pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    );
  });
  app.get('/untranslatable', async () => {
    throw pgError('22P05', 'unsupported Unicode escape sequence');
  });
  app.get('/other', async () => {
    throw pgError('23514', 'new row violates check constraint "x"');
  });
  for (const url of ['/nul', '/untranslatable']) {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toEqual({ code: 'validation_failed', desc: expect.any(String) });
  }
  expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
  await app.close();
});
