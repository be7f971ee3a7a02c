import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZGuestReservationRef, type GuestReservation } from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inlineScriptHashes, withScriptSources } from '../../lib/csp.ts';
import { guestRenderer, wishedLanguages } from '../menu/guest-page.service.ts';
import { reservation } from './guest.service.ts';

/**
 * The guest's link page of a booking, `GET /b/{token}` (docs/reservations.md, The guest's link): the guest web menu's
 * page (guest.html) with the booking rendered on the server from `guest/reservation`, hydrated by the browser, which
 * then confirms or cancels through the link's calls. Never kept by a cache (`private, no-store`: it is the guest's,
 * and its status changes), never indexed. A token nobody issued, or whose booking has ended, is the page saying the
 * link is not valid (404), the same for both.
 */

/** The page's language: Turkish or English, whichever the guest names first (English for another wish), else Turkish. */
export const bookingLanguage = (wished: readonly string[]): 'tr' | 'en' =>
  wished.length === 0 ? 'tr' : ((wished.find((l) => l === 'tr' || l === 'en') ?? 'en') as 'tr' | 'en');

/** The page's own chunk (the guest page's build), which starts it in place of the menu's. */
const BOOKING_CHUNK = 'src/guest/own-parts.tsx';

export default async function bookingPageRoutes(
  app: FastifyInstance,
  opts: { tenantOf: (request: FastifyRequest) => Promise<{ db: Db }> },
) {
  const renderer = guestRenderer(app.services.config.webDist, app.log);

  const send = (reply: FastifyReply, status: number, html: string) => {
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('vary', 'accept-language, cookie');
    const csp = reply.getHeader('content-security-policy');
    const hashes = inlineScriptHashes(html);
    if (hashes.length > 0 && typeof csp === 'string')
      reply.header('content-security-policy', withScriptSources(csp, hashes));
    return reply.send(html);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // A wildcard, not a parameter: an overlong address is the "not valid" page too, not the router's 414.
    const token = (request.params as { '*': string })['*'].replace(/\/$/, '');
    const language = bookingLanguage(
      wishedLanguages(
        (request.query as Record<string, unknown>).language,
        request.headers.cookie,
        request.headers['accept-language'],
      ),
    );
    const { db } = await opts.tenantOf(request);
    let booking: GuestReservation | null = null;
    let failed = false;
    if (ZGuestReservationRef.safeParse({ token }).success) {
      try {
        booking = await reservation({ db, services: app.services }, token);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'reservation_link_invalid')) {
          request.log.error({ err: error }, "the guest's booking page could not be read");
          failed = true;
        }
      }
    }
    const html = (await renderer.load()).renderBookingPage({
      template: renderer.template() ?? undefined,
      chunk: renderer.chunk(BOOKING_CHUNK) ?? undefined,
      booking,
      language,
      failed,
    });
    return send(reply, booking ? 200 : failed ? 500 : 404, html);
  };
  app.get('/b/*', handler);
}
