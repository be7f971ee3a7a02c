import { guestOrderCalls, orderCalls } from '@sofra/contracts/live/live.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as orders from './orders.service.ts';

/** Guests' orders from the web menu and the order service's answers (docs/live.md, Guests' orders). */
export default function orderRoutes(rpc: Rpc) {
  rpc(guestOrderCalls.placeOrder, (input, ctx) => orders.placeOrder(ctx, input));
  rpc(guestOrderCalls.quote, (input, ctx) => orders.quote(ctx, input));
  rpc(guestOrderCalls.orderStatus, (input, ctx) => orders.orderStatus(ctx, input));
  rpc(orderCalls.getOrders, ({ storeId }, ctx) => orders.orders(ctx, storeId));
  rpc(orderCalls.accept, (input, ctx) => orders.accept(ctx, input));
  rpc(orderCalls.reject, (input, ctx) => orders.reject(ctx, input));
  rpc(orderCalls.getSettings, ({ storeId }, ctx) => orders.getSettings(ctx, storeId));
  rpc(orderCalls.saveSettings, (input, ctx) => orders.saveSettings(ctx, input));
  rpc(orderCalls.setStoreStatus, (input, ctx) => orders.setStoreStatus(ctx, input));
}
