import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as receipts from './receipts.service.ts';

/** A bill's receipt: its guest link, prints and SMS (docs/folios.md, Receipts). */
export default function receiptRoutes(rpc: Rpc) {
  rpc(folioCalls.receiptLink, ({ storeId, id }, ctx) => receipts.receiptLink(ctx, storeId, id));
  rpc(folioCalls.printReceipt, ({ storeId, id }, ctx) => receipts.printReceipt(ctx, storeId, id));
  rpc(folioCalls.sendReceipt, (input, ctx) => receipts.sendReceipt(ctx, input));
}
