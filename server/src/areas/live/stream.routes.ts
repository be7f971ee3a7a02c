import type { FastifyInstance } from 'fastify';
import { guestOrderCalls, streamCalls } from '@sofra/contracts/live/live.calls';
import { rpc } from '../../plugins/rpc.ts';
import type { OpenStreams } from './open-streams.ts';
import * as stream from './stream.service.ts';

/** The event stream (docs/live.md): its tickets, and the stream itself, within the process's open streams. */
export default async function streamRoutes(app: FastifyInstance, opts: { streams: OpenStreams }) {
  const { streams } = opts;
  // Open streams would hold a graceful shutdown until its timer: they end first, and their clients reconnect.
  app.addHook('preClose', async () => streams.closeAll());
  rpc(app, streamCalls.streamTicket, ({ storeId }, ctx) => Promise.resolve(stream.streamTicket(ctx, storeId)));
  rpc(app, streamCalls.stream, (input, ctx) => stream.openStream(ctx, input, streams));
  rpc(app, guestOrderCalls.orderTicket, (input, ctx) => stream.orderTicket(ctx, input));
}
