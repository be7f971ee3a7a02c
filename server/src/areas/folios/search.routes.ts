import type { FastifyInstance } from 'fastify';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as search from './search.service.ts';

/** Folio reads over many folios (the writes and single-folio reads are folios.routes.ts). */
export default async function folioSearchRoutes(app: FastifyInstance) {
  rpc(app, folioCalls.getByStore, (input, ctx) => search.search(ctx, input));
  rpc(app, folioCalls.getTotals, (input, ctx) => search.totals(ctx, input));
  rpc(app, folioCalls.getByDate, (input, ctx) => search.byDate(ctx, input));
  rpc(app, folioCalls.getByUserQr, (input, ctx) => search.byUserQr(ctx, input));
  rpc(app, folioCalls.getUserFolios, (input, ctx) => search.userFolios(ctx, input));
  rpc(app, folioCalls.exportList, (input, ctx) => search.exportList(ctx, input));
  rpc(app, folioCalls.getReport, (input, ctx) => search.report(ctx, input));
}
