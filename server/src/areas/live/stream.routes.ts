import type { FastifyInstance } from 'fastify';
import { guestOrderCalls, streamCalls } from '@sofra/contracts/live/live.calls';
import type { Rpc } from '../../lib/routes.ts';
import type { OpenStreams } from './open-streams.ts';
import * as stream from './stream.service.ts';

/** The event stream (docs/live.md): its tickets, and the stream itself, within the process's open streams. */
export default async function streamRoutes(rpc: Rpc, app: FastifyInstance, opts: { streams: OpenStreams }) {
  const { streams } = opts;
  // Open streams would hold a graceful shutdown until its timer: they end first, and their clients reconnect.
  app.addHook('preClose', async () => streams.closeAll());
  rpc(streamCalls.streamTicket, ({ storeId }, ctx) => Promise.resolve(stream.streamTicket(ctx, storeId)));
  rpc(streamCalls.stream, (input, ctx) => stream.openStream(ctx, input, streams));
  rpc(guestOrderCalls.orderTicket, (input, ctx) => stream.orderTicket(ctx, input));
  rpc(guestOrderCalls.tableTicket, (input, ctx) => stream.tableTicket(ctx, input));
}
