import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { LiveEvent, ZGuestOrderRef, ZSignalIn, ZStreamQuery } from '@sofra/contracts/live/live.schemas';
import { ALL_CHANGED, changeFeedOf } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { EventStream } from '../../lib/answers.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { requireStoreAccess, sessionOf } from '../../lib/session.ts';
import type { Delivered } from '../../platform/live/bus.ts';
import type { TicketClaims } from '../../platform/live/tickets.ts';
import { guestOrderOf } from '../folios/folios.service.ts';
import { guestTableOf } from '../tables/table-qrs.service.ts';
import type { EndReason, OpenStreams, StreamOwner } from './open-streams.ts';

/** The permission a staff member needs to follow a store's stream (the contract's guard of user/streamTicket). */
const STREAM_PERMISSION = 'folios.view';
/** A client that reads slower than this much queued output is dropped; it reconnects with Last-Event-ID. */
const MAX_QUEUED_BYTES = 1024 * 1024;
/** What a guest's order stream carries (of its own folio only). */
const ORDER_EVENTS: ReadonlySet<LiveEvent['type']> = new Set(['order.answered', 'delivery.changed']);
/**
 * What a guest's table stream carries: whether the store takes orders now, a new menu, and the answer to a call of
 * this table (`signal.answered`, of its own table only, without who answered).
 */
const TABLE_EVENTS: ReadonlySet<LiveEvent['type']> = new Set(['store.status', 'menu.published', 'signal.answered']);

const iso = (d: Date) => d.toISOString();

/** A signed ticket for the claims, as the ticket calls answer it. */
const ticketOf = (ctx: Ctx, claims: TicketClaims) => {
  const { ticket, expiresAt } = ctx.services.streamTickets.sign(claims);
  return { ticket, expiresAt: iso(expiresAt) };
};

/** `user/streamTicket`: the store guard already passed (the contract's); the ticket names the session's version. */
export const streamTicket = (ctx: UserCtx, storeId: string) =>
  ticketOf(ctx, {
    kind: 'user',
    tenant: ctx.tenant.slug,
    storeId,
    userId: ctx.user.id,
    version: ctx.user.tokenVersion,
  });

/** `guest/orderTicket`: the order's token proves it is the guest's; the ticket opens that order's events alone. */
export const orderTicket = async (ctx: Ctx, input: z.output<typeof ZGuestOrderRef>) => {
  const folio = await guestOrderOf(ctx.db, input.id, input.token);
  return ticketOf(ctx, {
    kind: 'order',
    tenant: ctx.tenant.slug,
    storeId: folio.storeId,
    folioId: folio.id,
  });
};

/**
 * `guest/tableTicket`: the table QR code is the guest's proof of presence (as for a waiter call); the ticket opens the
 * store's `store.status` and `menu.published` and the answers to the table's own calls, so an open guest page hides
 * ordering when the store pauses it and says when a waiter is on the way.
 */
export const tableTicket = async (ctx: Ctx, input: z.output<typeof ZSignalIn>) => {
  const { table } = await guestTableOf(ctx.db, input.code);
  return ticketOf(ctx, {
    kind: 'table',
    tenant: ctx.tenant.slug,
    storeId: table.storeId,
    tableId: table.id,
  });
};

/** Whether the ticket's user may still follow the store: the same session and the same guard as at the ticket. */
const checkAccess = async (db: Db, claims: Extract<TicketClaims, { kind: 'user' }>) => {
  const user = await sessionOf(db, claims.userId, claims.version);
  await requireStoreAccess(db, user, claims.storeId, STREAM_PERMISSION);
};

/** One line per field; a JSON text has no newline, so `data:` is one line. */
const frame = (delivered: Delivered | { id?: undefined; event: LiveEvent }) =>
  `${delivered.id ? `id: ${delivered.id}\n` : ''}event: ${delivered.event.type}\ndata: ${JSON.stringify(delivered.event)}\n\n`;

/** The frame of an event, made once however many streams send it. */
const frames = new WeakMap<LiveEvent, string>();
const frameOf = (delivered: Delivered) => {
  let text = frames.get(delivered.event);
  if (text === undefined) {
    text = frame(delivered);
    frames.set(delivered.event, text);
  }
  return text;
};

/** A table's guests learn that their call was answered, not by whom. */
const guestFrameOf = (delivered: Delivered) =>
  delivered.event.type === 'signal.answered'
    ? frame({
        id: delivered.id,
        event: { ...delivered.event, signal: { ...delivered.event.signal, answeredBy: null } },
      })
    : frameOf(delivered);

/** Retry-After of a stream refused because the process is full: a retry may reach another process, or find room. */
const STREAM_LIMIT_RETRY_SECONDS = 10;

/** Whose the ticket's stream is, for the per-user and per-address limits: a guest's order counts as its own user. */
const ownerOf = (claims: TicketClaims, ctx: Ctx): StreamOwner => ({
  user:
    claims.kind === 'user'
      ? `${claims.tenant}:user:${claims.userId}`
      : claims.kind === 'order'
        ? `${claims.tenant}:order:${claims.folioId}`
        : // A table's guests count per table and address (their own phones; the address limit holds as for all).
          `${claims.tenant}:table:${claims.tableId}:${ctx.ip}`,
  address: ctx.ip,
});

/**
 * `GET /api/stream`: checks the ticket (signature, expiry, tenant), spends it (a ticket opens one stream, once, in the
 * whole deployment) and, for a user's ticket, checks that the session and the store guard still hold — all before
 * anything is streamed, so a refusal is a JSON `401 stream_ticket_invalid`. A process that holds its maximum of open
 * streams answers `503 stream_limit` with Retry-After first, leaving the ticket unspent. Once open, the stream takes
 * the place of the oldest stream of the same user, or from the same address, beyond their limits: that one gets a
 * `replaced` event and ends (docs/security.md, "Event streams"). The stream then replays what a reconnecting page
 * missed (Last-Event-ID header, or `lastEventId`) or sends `reset` when that is no longer kept, and carries the
 * store's events as they are published. A user's stream ends when their access ends (logout, token version, block,
 * staff removal, folios.view taken away: the database's change announcements, docs/adr/0007, in every process).
 */
export const openStream = async (
  ctx: Ctx,
  input: z.output<typeof ZStreamQuery>,
  streams: OpenStreams,
): Promise<EventStream> => {
  const claims = ctx.services.streamTickets.verify(input.ticket);
  if (!claims || claims.tenant !== ctx.tenant.slug)
    throw new AppError('stream_ticket_invalid', 'the stream ticket is expired or not valid: get a new one');
  const place = streams.reserve();
  if (!place)
    throw new AppError(
      'stream_limit',
      `this server holds its ${streams.limits.perProcess} open streams; try again shortly`,
      { 'retry-after': String(STREAM_LIMIT_RETRY_SECONDS) },
    );
  try {
    if (!(await ctx.services.spentTickets.spend(input.ticket)))
      throw new AppError('stream_ticket_invalid', 'the stream ticket was used already: get a new one');
    if (claims.kind === 'user') {
      try {
        await checkAccess(ctx.db, claims);
      } catch (error) {
        if (error instanceof AppError) throw new AppError('stream_ticket_invalid', 'the ticket’s access has ended');
        throw error;
      }
    }
  } catch (error) {
    place.release();
    throw error;
  }
  const { live } = ctx.services;
  const tenantId = ctx.tenant.slug;
  const owner = ownerOf(claims, ctx);
  const frameFor = claims.kind === 'table' ? guestFrameOf : frameOf;
  const wanted = (event: LiveEvent) =>
    claims.kind === 'user' ||
    event.type === 'reset' ||
    (claims.kind === 'table'
      ? TABLE_EVENTS.has(event.type) && (event.type !== 'signal.answered' || event.signal.tableId === claims.tableId)
      : ORDER_EVENTS.has(event.type) && 'folio' in event && event.folio.folioId === claims.folioId);

  return new EventStream((request: { headers: IncomingHttpHeaders }, response: ServerResponse) => {
    // The client left while the ticket was checked: nothing to open ('close' has fired already).
    if (response.destroyed) {
      place.release();
      return;
    }
    const header = request.headers['last-event-id'];
    const lastEventId = (typeof header === 'string' && header ? header : undefined) ?? input.lastEventId;
    let ended = false;
    const cleanups: (() => void)[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      for (const cleanup of cleanups) cleanup();
      response.end();
    };
    const send = (text: string) => {
      if (ended) return;
      response.write(text);
      if (response.writableLength > MAX_QUEUED_BYTES) end();
    };

    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
      // Nginx and the like pass each event on at once.
      'x-accel-buffering': 'no',
      // An event stream is never reused for another request: when it ends, its connection ends (graceful shutdown).
      connection: 'close',
    });
    response.write(': open\n\n');
    cleanups.push(
      place.open(response, owner, (reason: EndReason) => {
        // A page told why does not hurry back: its newer stream is open elsewhere (docs/live-screens.md).
        if (reason === 'replaced') send(frame({ event: { type: 'replaced', storeId: claims.storeId } }));
        end();
      }),
    );
    response.on('close', end);

    // Listening starts before the replay is read; what arrives meanwhile waits, and nothing is sent twice.
    let pending: Delivered[] | undefined = [];
    const sent = new Set<string>();
    cleanups.push(
      live.subscribe(tenantId, claims.storeId, (delivered) => {
        if (!wanted(delivered.event)) return;
        if (pending) pending.push(delivered);
        else send(frameFor(delivered));
      }),
    );

    if (claims.kind === 'user') {
      const feed = changeFeedOf(ctx.db);
      let checking = false;
      const recheck = () => {
        if (checking || ended) return;
        checking = true;
        checkAccess(ctx.db, claims).then(
          () => {
            checking = false;
          },
          (error: unknown) => {
            checking = false;
            // Access ended: the stream ends. A database that does not answer ends nothing (the next change checks).
            if (error instanceof AppError) end();
          },
        );
      };
      const userKey = `user:${claims.userId}`;
      if (feed) cleanups.push(feed.subscribe((key) => (key === userKey || key === ALL_CHANGED) && recheck()));
    }

    const start = async () => {
      if (lastEventId) {
        const missed = await live.replay(tenantId, claims.storeId, lastEventId);
        if (missed === null) send(frame({ event: { type: 'reset', storeId: claims.storeId } }));
        for (const delivered of missed ?? []) {
          if (!wanted(delivered.event)) continue;
          sent.add(delivered.id);
          send(frameFor(delivered));
        }
      }
      const waiting = pending ?? [];
      pending = undefined;
      for (const delivered of waiting) if (!sent.has(delivered.id)) send(frameFor(delivered));
      sent.clear();
    };
    start().catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'event stream: replay failed');
      end();
    });
  });
};
