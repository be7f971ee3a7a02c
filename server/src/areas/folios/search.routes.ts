import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as search from './search.service.ts';

/** Folio reads over many folios (the writes and single-folio reads are folios.routes.ts). */
export default function folioSearchRoutes(rpc: Rpc) {
  rpc(folioCalls.getByStore, (input, ctx) => search.search(ctx, input));
  rpc(folioCalls.getTotals, (input, ctx) => search.totals(ctx, input));
  rpc(folioCalls.getByDate, (input, ctx) => search.byDate(ctx, input));
  rpc(folioCalls.getByUserQr, (input, ctx) => search.byUserQr(ctx, input));
  rpc(folioCalls.getUserFolios, (input, ctx) => search.userFolios(ctx, input));
  rpc(folioCalls.exportList, (input, ctx) => search.exportList(ctx, input));
  rpc(folioCalls.getReport, (input, ctx) => search.report(ctx, input));
}
