import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { acceptedEncoding, etagMatches, PACK_THRESHOLD } from '../../lib/answers.ts';
import { withScriptSources } from '../../lib/csp.ts';
import { guestPages, wishedLanguages, type GuestPage, type GuestPageKind } from './guest-page.service.ts';

/**
 * The guest web menu's addresses, `/menu/{storeId}` and `/qr/{code}` (a trailing slash too): the menu rendered on
 * the server (guest-page.service.ts), with or without a web build. Revalidated on every visit (`no-cache`), 304 while
 * its ETag holds; it differs by the guest's language, so by Accept-Language and the language cookie.
 */
export default async function guestPageRoutes(
  app: FastifyInstance,
  opts: {
    /** The database of the request's tenant (app.ts: the tenancy plugin's, which refuses an unknown x-api-key). */
    tenantOf: (request: FastifyRequest) => Promise<{ db: Db }>;
  },
) {
  const pages = guestPages(app.services.config.webDist, app.log);

  const send = (request: FastifyRequest, reply: FastifyReply, page: GuestPage) => {
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    const csp = reply.getHeader('content-security-policy');
    if (page.scriptHashes.length > 0 && typeof csp === 'string') {
      reply.header('content-security-policy', withScriptSources(csp, page.scriptHashes));
    }
    if (page.etag) {
      reply.header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    }
    const encoding = page.html.json.length >= PACK_THRESHOLD && acceptedEncoding(request.headers['accept-encoding']);
    // Compressed once per page kept, not per guest; @fastify/compress leaves an answer with a Content-Encoding as it is.
    if (encoding) return reply.header('content-encoding', encoding).send(page.html.encoded(encoding));
    return reply.send(page.html.json);
  };

  const handler = (kind: GuestPageKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id = '' } = request.params as { id?: string };
    const { db } = await opts.tenantOf(request);
    const wished = wishedLanguages(
      (request.query as Record<string, unknown>).language,
      request.headers.cookie,
      request.headers['accept-language'],
    );
    return send(request, reply, await pages.page(db, kind, id, wished));
  };

  for (const kind of ['menu', 'qr'] as const) {
    app.get(`/${kind}/:id`, handler(kind));
    app.get(`/${kind}/:id/`, handler(kind));
    // Without a code (a QR scanned half, a typed address): the guest page's own "not available", not the portal.
    app.get(`/${kind}`, handler(kind));
  }
}
