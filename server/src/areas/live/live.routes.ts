import type { FastifyInstance } from 'fastify';
import { deliveryCalls, notificationCalls, signalCalls } from '@sofra/contracts/live/live.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as deliveries from '../folios/deliveries.service.ts';
import * as notifications from './notifications.service.ts';
import * as signals from './signals.service.ts';

/** Guests' signals, deliveries, notifications and devices (docs/live.md). */
export default async function liveRoutes(app: FastifyInstance) {
  rpc(app, signalCalls.callWaiter, ({ code }, ctx) => signals.send(ctx, 'waiter', code));
  rpc(app, signalCalls.requestCheck, ({ code }, ctx) => signals.send(ctx, 'check', code));
  rpc(app, signalCalls.getSignals, ({ storeId }, ctx) => signals.open(ctx, storeId));
  rpc(app, signalCalls.acknowledge, ({ storeId, id }, ctx) => signals.acknowledge(ctx, storeId, id));
  rpc(app, deliveryCalls.getDeliveryFolios, (input, ctx) => deliveries.board(ctx, input));
  rpc(app, deliveryCalls.updateDeliveryStatus, (input, ctx) => deliveries.updateStatus(ctx, input));
  rpc(app, notificationCalls.get, (input, ctx) => notifications.own(ctx, input));
  rpc(app, notificationCalls.getStaff, (input, ctx) => notifications.ofStore(ctx, input));
  rpc(app, notificationCalls.delete, ({ ids }, ctx) => notifications.deleteOwn(ctx, ids));
  rpc(app, notificationCalls.deleteStaff, ({ storeId, ids }, ctx) => notifications.deleteOfStore(ctx, storeId, ids));
  rpc(app, notificationCalls.markRead, (input, ctx) => notifications.markRead(ctx, input));
  rpc(app, notificationCalls.getUnreadCounts, ({ storeId }, ctx) => notifications.unreadCounts(ctx, storeId));
  rpc(app, notificationCalls.registerDevice, (input, ctx) => notifications.registerDevice(ctx, input));
}
