import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { urlOf, type Call } from '@sofra/contracts/core/call';
import { errorCodes, errorStatus } from '@sofra/contracts/core/errors';
import { buildTestApp, type TestApp } from './build-app.ts';
import { skipUnlessEmbedded } from './engines.ts';

let t: TestApp;
let token: string;
describe.skipIf(skipUnlessEmbedded)('malformed requests, on the embedded engine (server/test/engines.ts)', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await t.signIn()).token;
  });
  afterAll(async () => t.close());

  /** Every error answer is `{code, desc}` with a code from the closed list and the code's own status. */
  const expectErrorAnswer = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    const body = res.json();
    expect(errorCodes, `${label}: ${res.body.slice(0, 300)}`).toContain(body.code);
    expect(body.desc, label).toEqual(expect.any(String));
    expect(res.statusCode, label).toBe(errorStatus[body.code as keyof typeof errorStatus]);
  };

  /** The schema under optional / nullable / default wrappers. */
  const unwrap = (schema: z.ZodType): z.ZodType => {
    let inner = schema;
    while (['optional', 'nullable', 'default'].includes(inner.def.type))
      inner = (inner.def as unknown as { innerType: z.ZodType }).innerType;
    return inner;
  };

  const shapeOf = (call: Call): Record<string, z.ZodType> =>
    call.input instanceof z.ZodObject ? (call.input.shape as Record<string, z.ZodType>) : {};

  /** A value of a type the field does not take; strings get a number, or with `asObject` an object. */
  const wrongValue = (field: z.ZodType, asObject = false): unknown => {
    switch (unwrap(field).def.type) {
      case 'string':
        return asObject ? { value: 'x' } : 12345;
      case 'number':
        return '12';
      case 'boolean':
        return 'yes';
      case 'array':
        return 'not-an-array';
      case 'object':
        return 'not-an-object';
      case 'enum':
      case 'literal':
      case 'union':
        return asObject ? { value: 'x' } : 42;
      default:
        return { junk: [1, 'two', null] };
    }
  };

  const withEveryField = (call: Call, value: (field: z.ZodType) => unknown) =>
    Object.fromEntries(Object.entries(shapeOf(call)).map(([key, field]) => [key, value(field)]));

  const nested = (depth: number): unknown => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = i % 2 ? { a: value, b: [1, 'two'] } : [value, { c: null }];
    return value;
  };
  const deepJunk = (depth: number): unknown => {
    let value: unknown = { gsm: 42 };
    for (let i = 0; i < depth; i++) value = i % 2 ? { nested: value } : [value];
    return value;
  };

  /** Junk bodies for one call, each with a label for the failure message. */
  const junkBodies = (call: Call): [string, unknown][] => {
    const shape = shapeOf(call);
    const keys = Object.keys(shape);
    const bodies: [string, unknown][] = [
      ['null', null],
      ['[]', []],
      ['"text"', 'text'],
      ['42', 42],
      ['true', true],
      ['{}', {}],
      // An input without fields is strict: an unknown key is refused too.
      [
        'every field wrong (numbers for strings)',
        keys.length ? withEveryField(call, (f) => wrongValue(f)) : { unexpected: 'x' },
      ],
      [
        'every field wrong (objects for strings)',
        keys.length ? withEveryField(call, (f) => wrongValue(f, true)) : { unexpected: { x: 1 } },
      ],
      [
        'every field deeply nested junk',
        keys.length ? withEveryField(call, () => nested(200)) : { unexpected: nested(200) },
      ],
      ['deeply nested body', deepJunk(2_000)],
      [
        'prototype pollution',
        JSON.parse('{"__proto__":{"isMaster":true},"constructor":{"prototype":{"isMaster":true}}}'),
      ],
    ];
    const strings = keys.filter((k) => unwrap(shape[k]!).def.type === 'string');
    for (const key of strings) bodies.push([`100 000 characters in ${key}`, { [key]: 'x'.repeat(100_000) }]);
    if (strings.length)
      bodies.push([
        '100 000 characters in every string field',
        Object.fromEntries(strings.map((k) => [k, 'x'.repeat(100_000)])),
      ]);
    return bodies;
  };

  /**
   * Sends a junk body to a call at its own route: path parameters get an id no store has, a GET call gets no body, and a
   * multipart call gets the junk as JSON (refused as the wrong media type; junk forms are the fuzz test's and media's).
   */
  const send = (tokenOrNull: string | null, call: Call, body: unknown): Promise<LightMyRequestResponse> => {
    if (!call.params && !call.url && call.method !== 'GET') return t.raw(tokenOrNull, call, body);
    const url = `/api/${urlOf(call, Object.fromEntries((call.params ?? []).map((name) => [name, '0000000000a-0000-0000-000000000000'])))}`;
    const auth = tokenOrNull ? { authorization: `Bearer ${tokenOrNull}` } : {};
    if (call.method === 'GET') return t.app.inject({ method: 'GET', url, headers: auth });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...auth },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  /** Whether a body is valid input for the call (an input without fields takes `{}`, and a missing body is read as `{}`). */
  const acceptedByContract = (call: Call, body: unknown) => call.input.safeParse(body ?? {}).success;

  describe('every registered call refuses junk bodies with a code from the list', () => {
    test('the app registers every call of the contracts', () => {
      expect(t.app.calls.map((c) => c.path)).toEqual(
        expect.arrayContaining([
          'user/requestOtp',
          'user/verifyOtp',
          'user/saveUser',
          'store/saveStore',
          'store/storeInfo',
          'helper/saveFeedback',
        ]),
      );
      expect(t.app.calls.length).toBeGreaterThanOrEqual(12);
    });

    for (const signedIn of [false, true]) {
      test(signedIn ? 'with a valid token' : 'without a token', async () => {
        const accepted: string[] = [];
        for (const call of t.app.calls) {
          for (const [label, body] of junkBodies(call)) {
            const res = await send(signedIn ? token : null, call, body);
            const where = `${call.path} ${signedIn ? 'signed in' : 'anonymous'} ${label}`;
            if (res.statusCode < 300 && acceptedByContract(call, body)) {
              // Only a call whose fields are all optional may accept junk, and only junk that means `{}`: a JSON `null` is
              // read as no body, and unknown keys are dropped by non-strict inputs. Nothing of the junk reaches the handler.
              expect(call.input.parse(body ?? {}), where).toEqual(call.input.parse({}));
              accepted.push(`${call.path} ${label}`);
              // A successful logout ends the session: sign in again for the rest of the walk.
              if (signedIn && call.path === 'user/logout') token = (await t.signIn()).token;
              continue;
            }
            expectErrorAnswer(res, where);
            // A body the JSON parser refuses (too large, prototype keys) is answered before the token is looked at.
            const parserRefuses = label === 'prototype pollution' || JSON.stringify(body).length > 256 * 1024;
            // A call made by POS key asks for the key, not a token.
            if (!signedIn && call.access !== 'public' && !parserRefuses)
              expect(res.json().code, where).toBe(call.access === 'pos' ? 'pos_key_invalid' : 'auth_required');
          }
        }
        expect(accepted).toEqual(expect.arrayContaining(['helper/getCountries {}', 'user/CreateCaptcha {}']));
      });
    }
  });

  describe('bodies that are not JSON objects at all', () => {
    const somePublicCall = 'user/requestOtp';

    test('a body that is not JSON though it says so → 400 validation_failed', async () => {
      for (const payload of ['{"gsm": "+90532', 'not json', '{gsm: 1}', "{'a': 1}", '\u0000\u0001']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${somePublicCall}`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expectErrorAnswer(res, payload);
        expect(res.json().code).toBe('validation_failed');
      }
    });

    test('an empty body that says it is JSON → 400 validation_failed', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${somePublicCall}`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expectErrorAnswer(res, 'empty');
      expect(res.json().code).toBe('validation_failed');
    });

    test('a text/plain body is refused with 415, even when it holds valid JSON', async () => {
      for (const url of t.app.calls.map((c) => `/api/${c.path}`)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
          payload: '{"gsm":"+905321234567"}',
        });
        expectErrorAnswer(res, url);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/requestOtp',
        headers: { 'content-type': 'text/plain' },
        payload: '{"gsm":"+905321234567","source":"web"}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
      expect(t.outbox.filter((m) => m.to === '+905321234567')).toEqual([]);
    });

    test('other content types are refused with 415 unsupported_media_type', async () => {
      for (const contentType of [
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${somePublicCall}`,
          headers: { 'content-type': contentType },
          payload: 'gsm=1',
        });
        expectErrorAnswer(res, contentType);
        expect(res.json().code).toBe('unsupported_media_type');
      }
    });

    test('a body over 256 KB → 413 payload_too_large', async () => {
      for (const call of t.app.calls) {
        const res = await t.raw(token, call, { gsm: 'x'.repeat(300 * 1024) });
        expectErrorAnswer(res, call.path);
        expect(res.statusCode).toBe(413);
        expect(res.json().code).toBe('payload_too_large');
      }
    });

    test('a body just under 256 KB is read and refused by the contract instead', async () => {
      const res = await t.raw(null, somePublicCall, { gsm: 'x'.repeat(250 * 1024) });
      expectErrorAnswer(res, 'under limit');
      expect(res.json().code).toBe('validation_failed');
    });

    test('an unknown call → 404 not_found', async () => {
      for (const path of [
        'user/nope',
        'store/StoreInfo',
        'nope',
        'user/requestOtp/extra',
        '../etc/passwd',
        'user/%00',
      ]) {
        for (const auth of [null, token]) {
          const res = await t.raw(auth, path, {});
          expectErrorAnswer(res, path);
          expect(res.statusCode).toBe(404);
          expect(res.json().code).toBe('not_found');
        }
      }
    });

    test('GET (or PUT, DELETE) on a call path → 404 not_found', async () => {
      for (const call of t.app.calls) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const res = await t.app.inject({
            method,
            url: `/api/${call.path}`,
            headers: { authorization: `Bearer ${token}` },
          });
          expectErrorAnswer(res, `${method} ${call.path}`);
          expect(res.json().code).toBe('not_found');
        }
      }
    });
  });
});
