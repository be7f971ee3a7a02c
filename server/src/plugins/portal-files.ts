import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A file whose name carries its content hash (Vite's `name-[hash].js`): it never changes under that name. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;
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
      setHeaders: (res, path) => void res.header('cache-control', cacheControlOf(path)),
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  },
  { name: 'portal-files' },
);

/** Whether the portal is built and served. */
export const hasPortal = (webDist: string) => existsSync(join(webDist, 'index.html'));
