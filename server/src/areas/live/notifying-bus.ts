import type { Logger } from '../../lib/call-context.ts';
import type { Db } from '../../db/client.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import type { PushDriver } from '../../platform/push/push.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { notifyingEvents, notifyOf } from './notifications.service.ts';

export interface NotifyingDeps {
  /** The tenant's database, by the tenant id events are published under. */
  dbOf: (tenantId: string) => Promise<Db>;
  push: () => PushDriver;
  log: Logger;
}

/**
 * The bus every area publishes to, with the notifications made once, here: an event that makes one (waiter called,
 * bill requested, order placed, order answered, delivery changed) is published, then its notification written, pushed
 * and — a store's — published as a `notification` event. Whoever publishes `order.placed` gets its notification
 * without knowing of them. The event was committed before it was published, so a notification that cannot be written
 * is logged and the write still answers.
 */
export const notifyingBus = (bus: LiveBus, deps: NotifyingDeps): LiveBus => ({
  async publish(tenantId, event) {
    await bus.publish(tenantId, event);
    if (!notifyingEvents.has(event.type)) return;
    try {
      const db = await deps.dbOf(tenantId);
      const notification = await notifyOf(
        db,
        event,
        deps.push(),
        async (storeId) => (await storeRowById(db, storeId))?.name ?? null,
      );
      if (notification) await bus.publish(tenantId, { type: 'notification', storeId: event.storeId, notification });
    } catch (error) {
      deps.log.warn({ err: error, event: event.type }, 'the notification of an event could not be made');
    }
  },
  subscribe: (tenantId, storeId, listener) => bus.subscribe(tenantId, storeId, listener),
  replay: (tenantId, storeId, lastEventId) => bus.replay(tenantId, storeId, lastEventId),
  close: () => bus.close(),
});
