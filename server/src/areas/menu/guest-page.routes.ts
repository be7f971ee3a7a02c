import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withScriptSources } from '../../lib/csp.ts';
import { acceptedEncoding, etagMatches } from '../../plugins/rpc.ts';
import { tenantOf } from '../../plugins/tenancy.ts';
import { guestPages, wishedLanguages, type GuestPage, type GuestPageKind } from './guest-page.service.ts';

/** Pages smaller than this go as they are (as the API's answers, plugins/rpc.ts). */
const PACK_THRESHOLD = 1024;

/**
 * The guest web menu's addresses, `/menu/{storeId}` and `/qr/{code}` (a trailing slash too): the menu rendered on
 * the server (guest-page.service.ts), with or without a web build. Revalidated on every visit (`no-cache`), 304 while
 * its ETag holds; it differs by the guest's language, so by Accept-Language and the language cookie.
 */
export default async function guestPageRoutes(app: FastifyInstance) {
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
    const { id } = request.params as { id: string };
    const { db } = await tenantOf(app, request);
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
  }
}
