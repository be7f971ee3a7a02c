import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../../tenancy.ts';
import { wishedLanguages } from '../menu/guest-page.service.ts';
import { receiptNotFoundPage, receiptPage, type ReceiptLanguage } from './receipt-page.ts';
import { receiptByToken } from './receipts.service.ts';

/**
 * A receipt's guest page, `GET /r/{token}` (docs/folios.md, Receipts): plain HTML, never kept by a cache (`private,
 * no-store`: the bill may still change, and it is the guest's), counted in the API's rate limit as the guest menu is.
 * An unknown, forged or expired token is a 404 page, never an error.
 */
export default async function receiptPageRoutes(
  app: FastifyInstance,
  opts: { tenantOf: (request: FastifyRequest) => Promise<{ tenant: Tenant; db: Db }> },
) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('vary', 'accept-language')
      .send(html);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // A wildcard, not a parameter: an overlong address is a 404 page too, not the router's 414.
    const token = (request.params as { '*': string })['*'];
    const query = request.query as Record<string, unknown>;
    const wished = wishedLanguages(query.lang ?? query.language, undefined, request.headers['accept-language']);
    const chosen = wished.find((l): l is ReceiptLanguage => l === 'tr' || l === 'en');
    const { tenant, db } = await opts.tenantOf(request);
    const found = await receiptByToken({ db, tenant, services: app.services }, token);
    if (!found) return send(reply, 404, receiptNotFoundPage(chosen ?? 'tr'));
    const language = chosen ?? (found.languages[0] === 'en' ? 'en' : 'tr');
    return send(reply, 200, receiptPage(language, found.folio, found.header));
  };
  app.get('/r/*', handler);
}
