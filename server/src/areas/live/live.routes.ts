import { deliveryCalls, notificationCalls, signalCalls } from '@sofra/contracts/live/live.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as deliveries from '../folios/deliveries.service.ts';
import * as notifications from './notifications.service.ts';
import * as signals from './signals.service.ts';

/** Guests' signals, deliveries, notifications and devices (docs/live.md). */
export default function liveRoutes(rpc: Rpc) {
  rpc(signalCalls.callWaiter, ({ code }, ctx) => signals.send(ctx, 'waiter', code));
  rpc(signalCalls.requestCheck, ({ code }, ctx) => signals.send(ctx, 'check', code));
  rpc(signalCalls.getSignals, ({ storeId }, ctx) => signals.open(ctx, storeId));
  rpc(signalCalls.acknowledge, ({ storeId, id }, ctx) => signals.acknowledge(ctx, storeId, id));
  rpc(deliveryCalls.getDeliveryFolios, (input, ctx) => deliveries.board(ctx, input));
  rpc(deliveryCalls.updateDeliveryStatus, (input, ctx) => deliveries.updateStatus(ctx, input));
  rpc(notificationCalls.get, (input, ctx) => notifications.own(ctx, input));
  rpc(notificationCalls.getStaff, (input, ctx) => notifications.ofStore(ctx, input));
  rpc(notificationCalls.delete, ({ ids }, ctx) => notifications.deleteOwn(ctx, ids));
  rpc(notificationCalls.deleteStaff, ({ storeId, ids }, ctx) => notifications.deleteOfStore(ctx, storeId, ids));
  rpc(notificationCalls.markRead, (input, ctx) => notifications.markRead(ctx, input));
  rpc(notificationCalls.getUnreadCounts, ({ storeId }, ctx) => notifications.unreadCounts(ctx, storeId));
  rpc(notificationCalls.registerDevice, (input, ctx) => notifications.registerDevice(ctx, input));
}
