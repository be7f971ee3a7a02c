import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { STREAM_TICKET_SECONDS } from '@sofra/contracts/live/live.schemas';

/**
 * What a stream ticket carries (docs/live.md): a user's ticket opens one store's stream while the user's access holds;
 * an order ticket opens the events of one guest order; a table ticket, the store's status for a guest's page at a table.
 */
export type TicketClaims =
  | { kind: 'user'; tenant: string; storeId: string; userId: string; version: number }
  | { kind: 'order'; tenant: string; storeId: string; folioId: string }
  | { kind: 'table'; tenant: string; storeId: string; tableId: string };

export interface StreamTickets {
  /** A signed ticket and when it stops opening streams. */
  sign(claims: TicketClaims): { ticket: string; expiresAt: Date };
  /** The claims of a ticket signed here (any process of the deployment) and not yet expired; null otherwise. */
  verify(ticket: string): TicketClaims | null;
}

interface Payload {
  k: 'u' | 'o' | 't';
  t: string;
  s: string;
  /** The user, the order's folio, or the table. */
  i: string;
  v?: number;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Random: two tickets made in the same millisecond for the same claims still differ (each is single use). */
  n: string;
}

/**
 * Stateless tickets: base64url(JSON) + '.' + base64url(HMAC-SHA256). The key is derived from the token secret, so
 * every process accepts every other's tickets and a ticket is never a valid session token (nor the other way round).
 * That a ticket opens one stream only is kept apart, by the deployment's spent tickets (spent-tickets.ts).
 */
export const createStreamTickets = (secret: Uint8Array, now: () => number = Date.now): StreamTickets => {
  const key = createHmac('sha256', secret).update('sofra stream tickets').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(claims) {
      const expires = now() + STREAM_TICKET_SECONDS * 1000;
      const n = randomBytes(12).toString('base64url');
      const payload: Payload =
        claims.kind === 'user'
          ? { k: 'u', t: claims.tenant, s: claims.storeId, i: claims.userId, v: claims.version, e: expires, n }
          : claims.kind === 'order'
            ? { k: 'o', t: claims.tenant, s: claims.storeId, i: claims.folioId, e: expires, n }
            : { k: 't', t: claims.tenant, s: claims.storeId, i: claims.tableId, e: expires, n };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { ticket: `${body}.${mac(body).toString('base64url')}`, expiresAt: new Date(expires) };
    },
    verify(ticket) {
      const [body, signature, extra] = ticket.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Payload;
      } catch {
        return null;
      }
      if (typeof payload.e !== 'number' || payload.e <= now()) return null;
      if (payload.k === 'u' && typeof payload.v === 'number')
        return { kind: 'user', tenant: payload.t, storeId: payload.s, userId: payload.i, version: payload.v };
      if (payload.k === 'o') return { kind: 'order', tenant: payload.t, storeId: payload.s, folioId: payload.i };
      if (payload.k === 't') return { kind: 'table', tenant: payload.t, storeId: payload.s, tableId: payload.i };
      return null;
    },
  };
};
