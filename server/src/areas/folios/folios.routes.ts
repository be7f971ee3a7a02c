import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as adjustments from './folio-adjustments.service.ts';
import * as payments from './folio-payments.service.ts';
import * as reads from './folio-reads.service.ts';
import * as folios from './folios.service.ts';

/** Folio writes and the floor board's reads (docs/folios.md); each write may carry an Idempotency-Key. */
export default function folioRoutes(rpc: Rpc) {
  rpc(folioCalls.save, (input, ctx, { headers }) => folios.save(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.getById, ({ storeId, id }, ctx) => reads.getById(ctx, storeId, id));
  rpc(folioCalls.get, ({ storeId }, ctx) => reads.get(ctx, storeId));
  rpc(folioCalls.refresh, (input, ctx) => reads.refresh(ctx, input));
  rpc(folioCalls.lock, (input, ctx, { headers }) => folios.lock(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.addPayment, (input, ctx, { headers }) => payments.addPayment(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.removePayment, (input, ctx, { headers }) =>
    payments.removePayment(ctx, input, headers['idempotency-key']),
  );
  rpc(folioCalls.close, (input, ctx, { headers }) => payments.close(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.cancel, (input, ctx, { headers }) => payments.cancel(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.done, (input, ctx, { headers }) => folios.done(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.hide, (input, ctx, { headers }) => folios.hide(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.applyDiscount, (input, ctx, { headers }) =>
    adjustments.applyDiscount(ctx, input, headers['idempotency-key']),
  );
  rpc(folioCalls.giftLine, (input, ctx, { headers }) => adjustments.giftLine(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.voidLine, (input, ctx, { headers }) => adjustments.voidLine(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.noteLine, (input, ctx, { headers }) => folios.noteLine(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.setCovers, (input, ctx, { headers }) => folios.setCovers(ctx, input, headers['idempotency-key']));
  rpc(folioCalls.moveTable, (input, ctx, { headers }) => folios.moveTable(ctx, input, headers['idempotency-key']));
}
