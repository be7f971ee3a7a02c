import type { FastifyInstance } from 'fastify';
import { guestOrderCalls, orderCalls } from '@sofra/contracts/live/live.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as orders from './orders.service.ts';

/** Guests' orders from the web menu and the order service's answers (docs/live.md, Guests' orders). */
export default async function orderRoutes(app: FastifyInstance) {
  rpc(app, guestOrderCalls.placeOrder, (input, ctx) => orders.placeOrder(ctx, input));
  rpc(app, guestOrderCalls.orderStatus, (input, ctx) => orders.orderStatus(ctx, input));
  rpc(app, orderCalls.getOrders, ({ storeId }, ctx) => orders.orders(ctx, storeId));
  rpc(app, orderCalls.accept, (input, ctx) => orders.accept(ctx, input));
  rpc(app, orderCalls.reject, (input, ctx) => orders.reject(ctx, input));
  rpc(app, orderCalls.getSettings, ({ storeId }, ctx) => orders.getSettings(ctx, storeId));
  rpc(app, orderCalls.saveSettings, (input, ctx) => orders.saveSettings(ctx, input));
  rpc(app, orderCalls.setStoreStatus, (input, ctx) => orders.setStoreStatus(ctx, input));
}
