import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { buildTestApp, type TestApp } from './build-app.ts';

/** The boot script index.html carries inline (web/vite-preload-plugin.ts). */
const BOOT = 'window.sofraBooted = true;';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const pageHtml = (boot: string) =>
  `<!doctype html><html><head><title>Sofra</title><script>${boot}</script></head><body>${' '.repeat(2000)}</body></html>`;

/** A built portal as `npm run build -w web` leaves it: hashed assets with their .br and .gz copies. */
const fakeDist = () => {
  const dist = mkdtempSync(join(tmpdir(), 'sofra-dist-'));
  mkdirSync(join(dist, 'assets', 'i18n'), { recursive: true });
  const script = `export const greeting = ${JSON.stringify('merhaba '.repeat(400))};\n`;
  const put = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  };
  put('index.html', pageHtml(BOOT));
  put('assets/index-AbCd1234.js', script);
  writeFileSync(
    join(dist, 'guest.html'),
    '<!doctype html><html><head><title>Menü</title><script type="module" src="/assets/guest-AbCd1234.js"></script></head>' +
      '<body><div id="app"><!--guest-app--></div><!--guest-data--></body></html>',
  );
  put('assets/i18n/tr.json', JSON.stringify({ common: { save: 'Kaydet' }, pad: 'x'.repeat(2000) }));
  // What the build keeps for the server (the guest page's renderer lives there): never sent.
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'for-the-server.js'), 'export const secretive = 1;\n');
  // The build's copy of the texts under a name that carries its content (web/vite-preload-plugin.ts).
  put('assets/texts-tr-AbCd1234.json', JSON.stringify({ common: { save: 'Kaydet' }, pad: 'x'.repeat(2000) }));
  return { dist, script, put };
};

let t: TestApp;
let script: string;
let put: (path: string, text: string) => void;
let dist: string;
beforeAll(async () => {
  const built = fakeDist();
  ({ script, put, dist } = built);
  t = await buildTestApp({ config: { webDist: built.dist } });
});
afterAll(() => t.close());

/** The script-src directive of a CSP header. */
const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((d) => d.startsWith('script-src'));

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the portal reaches a phone fast: compressed once, cached well', () => {
  it('sends a hashed script as brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches the texts for good under their hashed name; the plain translation file is revalidated', async () => {
    const hashed = await get('/assets/texts-tr-AbCd1234.json', 'br');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/json/);
    expect((await get('/assets/i18n/tr.json', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('revalidates what has no hash in its name: the page and the translation files', async () => {
    for (const url of ['/', '/main/store-settings', '/assets/i18n/tr.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const first = await get('/assets/i18n/tr.json');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/i18n/tr.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a hashed file without the headers only a page reads, validators, request id or ranges; the page keeps them', async () => {
    const asset = await get('/assets/index-AbCd1234.js', 'br');
    expect(asset.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'cross-origin-opener-policy',
      'referrer-policy',
      'etag',
      'last-modified',
      'x-request-id',
      'accept-ranges',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toBe('accept-encoding');
    expect(Number(asset.headers['content-length'])).toBe(asset.rawPayload.length);

    for (const url of ['/', '/login', '/main/store-settings', '/assets/i18n/tr.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'self';");
      expect(csp, url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers.etag, url).toBeDefined();
      // Only the hashed files go without these.
      expect(res.headers['x-request-id'], url).toMatch(/^[\w-]{8,64}$/);
      expect(res.headers['accept-ranges'], url).toBe('bytes');
    }
  });

  it("allows the portal page's inline boot script by its hash, and no other inline script", async () => {
    for (const url of ['/', '/main/store-settings', '/login']) {
      const res = await get(url, 'br');
      expect(scriptSrc(res.headers['content-security-policy']), url).toBe(`script-src 'self' ${hashOf(BOOT)}`);
    }
    // Everything else keeps script-src 'self' alone: the guest menu's page, the files (the API has a policy of its own).
    for (const url of ['/menu/0000000000a-0000-0000-000000000000', '/assets/i18n/tr.json']) {
      expect(scriptSrc((await get(url)).headers['content-security-policy']), url).toBe("script-src 'self'");
    }
    // A new build's page (another boot script) is allowed by its own hash, not the old one's.
    const next = 'window.sofraBooted = 2;';
    put('index.html', pageHtml(next));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const res = await get('/main/tables');
    expect(scriptSrc(res.headers['content-security-policy'])).toBe(`script-src 'self' ${hashOf(next)}`);
    expect(res.body).toContain(next);
  });

  it("answers an address the build made a page for with that page and its first screen's texts, any other with index.html", async () => {
    const withTexts = (screens: string) =>
      pageHtml(BOOT).replace(
        '</body>',
        `<script type="application/json" data-sofra-texts="tr" data-screens="${screens}">{"storeSettings":{"name":"Mağaza adı"}}</script></body>`,
      );
    mkdirSync(join(dist, 'pages', 'main'), { recursive: true });
    put('pages/main/store-settings.html', withTexts('main-shell store-settings'));
    put('pages/index.html', withTexts('login'));
    for (const url of ['/main/store-settings', '/main/store-settings/', '/main/store-settings?tab=hours']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(
        'data-screens="main-shell store-settings"',
      );
      // The boot script alone is allowed: the texts are data, never run, and need no hash.
      expect(scriptSrc(res.headers['content-security-policy']), url).toBe(`script-src 'self' ${hashOf(BOOT)}`);
    }
    expect((await get('/')).body).toContain('data-screens="login"');
    // No page of its own: index.html (a screen the build made none for, another case, a file name, a dot segment).
    for (const url of [
      '/main/staffs',
      '/Main/Store-Settings',
      '/main/store-settings.html',
      '/main/x/..%2fstore-settings',
      '/pages/main/store-settings',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Sofra</title>');
      expect(res.body, url).not.toContain('data-sofra-texts');
    }
  });

  it('answers the guest web menu with its own page, rendered into the built guest.html, and every other path with the portal', async () => {
    // No such menus, or no code at all (a QR code scanned half): the page says so (areas/menu/guest-page.api.test.ts
    // has the menus).
    for (const url of [
      '/menu/0000000000a-0000-0000-000000000000',
      '/qr/AbCdEfGh_-12?x=1',
      '/menu/abc/',
      '/menu',
      '/qr',
      '/qr/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<script type="module" src="/assets/guest-AbCd1234.js"></script>');
      expect(res.body, url).toContain('Bu menü şu anda kullanılamıyor.');
    }
    for (const url of ['/main/menu', '/menu/a/b', '/qrs/x', '/login', '/server/for-the-server.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Sofra</title>');
    }
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/${authCalls.createCaptcha.path}`,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: '{}',
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('id');

    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
