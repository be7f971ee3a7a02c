import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { inlineScriptHashes, withScriptSources } from '../lib/csp.ts';
import { PAGE_ONLY_HEADERS } from '../lib/security-headers.ts';

/** A file whose name carries its content hash (Vite's `name-[hash].js`): it never changes under that name. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|json|woff2?|png|svg|jpg|webp)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the translation files) is revalidated on every use, answered 304 when unchanged. */
const REVALIDATE = 'no-cache';

export const cacheControlOf = (path: string) =>
  HASHED.test(basename(path).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;

/**
 * The built portal (`web/dist`), when there is one: its files as the build compressed them (brotli or gzip, chosen
 * by the browser's Accept-Encoding; `web/vite-precompress-plugin.ts` writes them), hashed files cached for a year,
 * everything else revalidated; the single-page app's `index.html` for `/`. docs/performance.md has the figures.
 */
export default fp(
  async function portalFiles(app: FastifyInstance, opts: { webDist: string }) {
    if (!existsSync(join(opts.webDist, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The guest page's server-side bundle (web/dist/server/) is the server's to load, not a file to send.
      allowedPath: (pathName: string) => !pathName.startsWith('/server/'),
      setHeaders: (reply: FastifyReply, path: string) => {
        const cacheControl = cacheControlOf(path);
        reply.header('cache-control', cacheControl);
        if (cacheControl !== IMMUTABLE) return;
        // Never revalidated, so no validators either; none of the page's headers (lib/security-headers.ts); no request
        // id (app.ts): it names one request for a file that is the same for everyone; no `accept-ranges`: a browser
        // fetches a script or style sheet whole (a Range request is still answered). A screen loads dozens of these,
        // each carrying its headers again over a phone's line.
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
        reply.raw.removeHeader('x-request-id');
        for (const name of PAGE_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
    app.get('/', (request, reply) => sendPage(reply, opts.webDist, portalPageOf(opts.webDist, request.url)));
  },
  { name: 'portal-files' },
);

/** Whether the portal is built and served. */
export const hasPortal = (webDist: string) => existsSync(join(webDist, 'index.html'));

/**
 * The guest pages rendered on the server: the web menu (`/menu/{storeId}`, `/qr/{code}`), a receipt (`/r/{token}`)
 * and a booking (`/b/{token}`).
 */
export const isGuestPage = (url: string) => /^\/(menu|qr|r|b)\/[^/?#]+\/?(?:[?#]|$)/.test(url);

/**
 * The portal's page for an address: the build's copy of index.html made for it, which carries the first screen's
 * texts inside (`pages/main/store-settings.html` for /main/store-settings, `pages/index.html` for /:
 * web/vite-painted-pages.ts, textsPages), else index.html itself. On a phone's line those texts arrive while the
 * page's own requests still wait their round trip, instead of taking the line later (docs/performance.md).
 */
export const portalPageOf = (webDist: string, url: string): string => {
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  // Only the portal's own kind of address names a file: no dots, no doubled or encoded separators.
  if (!/^(\/[a-z0-9-]+)*\/?$/.test(path)) return 'index.html';
  const page = path === '/' ? 'pages/index.html' : `pages${path}.html`;
  return existsSync(join(webDist, page)) ? page : 'index.html';
};

/** The hashes of a page's inline scripts, read again when the build replaces the file. */
const pageHashes = new Map<string, { mtimeMs: number; hashes: string[] }>();
const inlineHashesOf = (path: string): string[] => {
  const { mtimeMs } = statSync(path);
  const known = pageHashes.get(path);
  if (known?.mtimeMs === mtimeMs) return known.hashes;
  const hashes = inlineScriptHashes(readFileSync(path, 'utf8'));
  pageHashes.set(path, { mtimeMs, hashes });
  return hashes;
};

/**
 * Sends one of the portal's pages. index.html carries its boot script inline (web/vite-preload-plugin.ts: it starts
 * the screen's files and first reads as the page arrives, not one round trip later); the page's CSP allows that
 * script by its hash and nothing else inline, so `script-src 'self'` stands for every other script.
 */
export const sendPage = (reply: FastifyReply, webDist: string, page: string) => {
  const csp = reply.getHeader('content-security-policy');
  const hashes = inlineHashesOf(join(webDist, page));
  if (hashes.length > 0 && typeof csp === 'string') {
    reply.header('content-security-policy', withScriptSources(csp, hashes));
  }
  return reply.sendFile(page);
};
