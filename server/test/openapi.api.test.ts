import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { allCalls } from '@sofra/contracts/index';
import { jsonSchemaOf, openApiPathOf } from '../src/lib/openapi.ts';
import { buildTestApp, type TestApp } from './build-app.ts';

let t: TestApp;
/** The document read loosely: any key may hold more of it. */
interface Loose {
  [key: string]: Loose;
}
let doc: Loose;

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(doc.paths!).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

test('every registered call is an operation, with its contract as request and answer, and nothing else is', () => {
  expect(t.app.calls.length).toBeGreaterThanOrEqual(Object.keys(allCalls).length);
  expect(operations()).toHaveLength(t.app.calls.length);
  for (const call of t.app.calls) {
    const operation = doc.paths![openApiPathOf(call)]?.[(call.method ?? 'POST').toLowerCase()];
    expect(operation, call.path).toBeDefined();
    expect(operation.summary).toBe(call.path);
    expect(operation['x-sofra-access']).toBe(call.access);
    expect(operation['x-sofra-store-key']).toBe(call.storeKey);
    if (!call.params?.length && call.body !== 'multipart' && call.method !== 'GET') {
      expect(operation.requestBody.content['application/json'].schema, call.path).toEqual(
        jsonSchemaOf(call.input, 'input'),
      );
    }
    if (!call.raw) {
      expect(operation.responses[200].content['application/json'].schema, call.path).toEqual(
        jsonSchemaOf(call.output, 'output'),
      );
    }
    expect(Boolean(operation.responses[403]), call.path).toBe(call.access !== 'public' || Boolean(call.storeKey));
  }
  // And the reverse: each operation is a registered call (summary is the call's path).
  const registered = new Set(t.app.calls.map((c) => `${(c.method ?? 'POST').toLowerCase()} ${openApiPathOf(c)}`));
  for (const { path, method } of operations()) expect(registered, `${method} ${path}`).toContain(`${method} ${path}`);
});

test('the document is valid OpenAPI 3.1, needs no tenant and is built once', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as never);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(doc.openapi).toBe('3.1.0');
  const again = await t.app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    headers: { 'x-api-key': 'no-such-tenant' },
  });
  expect(again.statusCode).toBe(200);
  expect(again.body).toBe(JSON.stringify(doc));
});

test('/api/docs is an HTML page whose scripts come from this server, allowed there by hash only', async () => {
  const moved = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(moved.statusCode).toBe(301);
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('/api/openapi.json');
  const sources = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const url = new URL(src, 'http://sofra.test/api/docs/');
    expect(url.origin).toBe('http://sofra.test');
    const script = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  }
  const scriptSrc = String(page.headers['content-security-policy'])
    .split(';')
    .find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
  expect(scriptSrc).not.toContain('unsafe');
  // A document, though under /api: the page's policy, of which only script-src differs (as on any answer outside the
  // API), and the page's other headers.
  const outside = await t.app.inject({ method: 'GET', url: '/no-such-page' });
  const others = (csp: unknown) =>
    String(csp)
      .split(';')
      .filter((d) => !d.startsWith('script-src'));
  expect(others(page.headers['content-security-policy'])).toEqual(others(outside.headers['content-security-policy']));
  expect(others(outside.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(others(outside.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
});

test("every other answer under /api, the reference page's script included, has the API's policy: nothing loads", async () => {
  for (const url of ['/api/health', '/api/openapi.json', '/api/docs/js/scalar.js']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options'], url).toBeUndefined();
  }
  const call = await t.raw(null, allCalls.getCountries, {});
  expect(call.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});
