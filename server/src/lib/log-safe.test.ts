import { expect, test } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import errors from '../plugins/errors.ts';
import { logSafeError } from './log-safe.ts';

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
