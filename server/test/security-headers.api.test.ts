import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { sheetCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from './build-app.ts';
import { newStore } from './factories.ts';

/** Every security header helmet may write, and the API's own. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADERS.filter((name) => headers[name] !== undefined).map((n) => [n, headers[n]]));

/** What an API answer carries, exactly: OWASP's REST Security Cheat Sheet set, HSTS as helmet writes it. */
const API_SET = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe("API answers carry an API's security headers, not a page's", () => {
  it('a success: exactly the API set, with its request id, rate limit and cache headers as before', async () => {
    const health = await get('/api/health', { 'x-request-id': 'probe-0001' });
    expect(health.statusCode).toBe(200);
    expect(securityOf(health.headers)).toEqual(API_SET);
    expect(health.headers['x-request-id']).toBe('probe-0001');
    expect(health.headers['x-ratelimit-limit']).toBe('1000000');
    expect(health.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);

    const call = await t.raw(null, authCalls.createCaptcha, {});
    expect(call.statusCode).toBe(200);
    expect(securityOf(call.headers)).toEqual(API_SET);
    expect(call.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);

    const document = await get('/api/openapi.json');
    expect(document.statusCode).toBe(200);
    expect(securityOf(document.headers)).toEqual(API_SET);
    expect(document.headers['cache-control']).toBe('no-cache');
  });

  it('an error: 400, 401, 404 and 415 carry the API set too', async () => {
    const invalid = await t.raw(null, authCalls.requestOtp, { gsm: 'not a number', source: 'web' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: `/api/${authCalls.createCaptcha.path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    const noToken = await t.raw(null, 'category/categories', {});
    const noCall = await t.raw(null, 'no/such-call', {});
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/${authCalls.createCaptcha.path}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    for (const [res, status, code] of [
      [invalid, 400, 'validation_failed'],
      [badJson, 400, 'validation_failed'],
      [noToken, 401, 'auth_required'],
      [noCall, 404, 'not_found'],
      [notJson, 415, 'unsupported_media_type'],
    ] as const) {
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
      expect(securityOf(res.headers), `${status} ${code}`).toEqual(API_SET);
      expect(res.headers['x-request-id'], code).toMatch(/^[\w-]{8,64}$/);
    }
  });

  it('a download (a spreadsheet) keeps nosniff and its disposition under the strict policy', async () => {
    const { token } = await t.signIn();
    const store = await t.call(token, storeCalls.saveStore, newStore());
    const res = await t.raw(token, sheetCalls.exportMenu, { storeId: store.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="menu-/);
    expect(securityOf(res.headers)).toEqual(API_SET);
  });

  it('the API reference page, a document a browser shows, keeps the whole page set', async () => {
    const page = await get('/api/docs/');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("frame-ancestors 'self';");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    // Its script is not a document: the API set.
    const script = await get('/api/docs/js/scalar.js');
    expect(script.statusCode).toBe(200);
    expect(securityOf(script.headers)).toEqual(API_SET);
  });

  it('outside the API every answer keeps the page set (a path that is no page, without a built portal)', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('a server error and a refusal by the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Two calls a minute, and stream tickets that fail as a bug would (a 500 internal_error).
    const broken = () => {
      throw new Error('tickets are broken');
    };
    limited = await buildTestApp({
      config: { rateLimitPerMinute: 2 },
      services: { streamTickets: { sign: broken, verify: broken } },
    });
  });
  afterAll(() => limited.close());

  it('answers 500 and then 429 with the API set, its request id and the rate limit headers', async () => {
    const failed = await limited.app.inject({ method: 'GET', url: '/api/stream?ticket=x' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe('internal_error');
    expect(securityOf(failed.headers)).toEqual(API_SET);
    expect(failed.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);

    expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await limited.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(securityOf(res.headers)).toEqual(API_SET);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });
});
