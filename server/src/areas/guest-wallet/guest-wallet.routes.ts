import { guestWalletCalls as g } from '@sofra/contracts/loyalty/guest-wallet.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as tableBill from './guest-bill.service.ts';
import * as wallet from './guest-wallet.service.ts';

/**
 * The signed-in guest's own loyalty at a store, from the guest page (docs/coupons.md, The guest's wallet), and the
 * table's bill with a coupon on it (The table's bill).
 */
export default function guestWalletRoutes(rpc: Rpc) {
  rpc(g.wallet, ({ storeId }, ctx) => wallet.wallet(ctx, storeId));
  rpc(g.scratch, (input, ctx) => wallet.scratch(ctx, input));
  rpc(g.offers, ({ storeId }, ctx) => wallet.offers(ctx, storeId));
  rpc(g.bill, ({ code }, ctx) => tableBill.bill(ctx, code));
  rpc(g.billCoupon, (input, ctx) => tableBill.billCoupon(ctx, input));
}
