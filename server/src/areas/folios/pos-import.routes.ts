import type { FastifyInstance } from 'fastify';
import { folioCalls, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as posImport from './pos-import.service.ts';

/** The point-of-sale program's folio calls, made with its POS key (docs/pos-import.md). */
export default async function posFolioRoutes(app: FastifyInstance) {
  rpc(app, posFolioCalls.folioImport, (input, ctx) => posImport.folioImport(ctx, input));
  rpc(app, folioCalls.receiveFromPos, ({ storeId }, ctx) => posImport.receive(ctx, storeId));
  rpc(app, folioCalls.controlFromPos, (input, ctx) => posImport.control(ctx, input));
}
