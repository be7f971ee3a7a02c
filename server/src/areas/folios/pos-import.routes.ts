import { folioCalls, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as posImport from './pos-import.service.ts';

/** The point-of-sale program's folio calls, made with its POS key (docs/pos-import.md). */
export default function posFolioRoutes(rpc: Rpc) {
  rpc(posFolioCalls.folioImport, (input, ctx) => posImport.folioImport(ctx, input));
  rpc(folioCalls.receiveFromPos, ({ storeId }, ctx) => posImport.receive(ctx, storeId));
  rpc(folioCalls.controlFromPos, (input, ctx) => posImport.control(ctx, input));
}
