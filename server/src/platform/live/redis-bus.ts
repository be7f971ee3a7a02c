import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { EVENT_REPLAY_SECONDS } from '@sofra/contracts/live/live.schemas';
import type { Delivered, LiveBus, LiveListener } from './bus.ts';

interface Kept extends Delivered {
  at: number;
}

interface Message {
  /** The tenant. */
  t: string;
  id: string;
  event: LiveEvent;
}

/**
 * The bus of a deployment with REDIS_URL (docs/live.md): an event's id comes from a per-store Redis counter (INCR),
 * the event goes out on one pub/sub channel that every process hears, and each process keeps what it heard for the
 * replay window in memory. Redis delivers a channel's messages to every subscriber in the order it took them, so every
 * process holds the same list in the same order and an id from one process is found in another's list.
 *
 * While Redis is down an event is delivered to this process's streams only, with an id of this process (`l…`); when
 * the subscription is back after a loss, every store this process listens to gets a `reset`, since what the other
 * processes published meanwhile was not heard.
 */
export const createRedisBus = (opts: {
  /** Commands (INCR, PUBLISH). */
  redis: Redis;
  /** A connection of its own for SUBSCRIBE (a subscribed connection takes no other command). */
  subscriber: Redis;
  /** Namespaces the keys and the channel (REDIS_PREFIX). */
  prefix: string;
  log: FastifyBaseLogger;
  now?: () => number;
}): LiveBus => {
  const { redis, subscriber, prefix, log } = opts;
  const now = opts.now ?? Date.now;
  const channel = `${prefix}live`;
  const listeners = new Map<string, Set<LiveListener>>();
  const kept = new Map<string, Kept[]>();
  let localSeq = 0;
  let lost = false;
  const keyOf = (tenantId: string, storeId: string) => `${tenantId}\u0000${storeId}`;

  const prune = (list: Kept[]) => {
    const oldest = now() - EVENT_REPLAY_SECONDS * 1000;
    let drop = 0;
    while (drop < list.length && list[drop]!.at < oldest) drop++;
    if (drop) list.splice(0, drop);
  };
  const deliver = (tenantId: string, id: string, event: LiveEvent) => {
    const key = keyOf(tenantId, event.storeId);
    const list = kept.get(key) ?? [];
    prune(list);
    list.push({ id, event, at: now() });
    kept.set(key, list);
    for (const listener of listeners.get(key) ?? []) listener({ id, event });
  };

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    deliver(message.t, message.id, message.event);
  });
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        if (!lost) return;
        lost = false;
        // Events published by others while this process heard nothing: its streams read everything again.
        for (const key of listeners.keys()) {
          const [tenantId, storeId] = key.split('\u0000') as [string, string];
          kept.delete(key);
          deliver(tenantId, `l${now()}-${++localSeq}`, { type: 'reset', storeId });
        }
      },
      (error: Error) => log.warn(`live events: cannot subscribe (${error.message})`),
    );
  subscriber.on('ready', () => void subscribe());
  subscriber.on('close', () => {
    lost = true;
  });
  if (subscriber.status === 'ready') void subscribe();

  return {
    async publish(tenantId, event) {
      try {
        const seq = await redis.incr(`${prefix}live:seq:${tenantId}:${event.storeId}`);
        const message: Message = { t: tenantId, id: String(seq), event };
        await redis.publish(channel, JSON.stringify(message));
      } catch (error) {
        // Redis down: this process's streams still hear it.
        log.warn(`live events: delivered in this process only (${(error as Error).message})`);
        deliver(tenantId, `l${now()}-${++localSeq}`, event);
      }
    },
    subscribe(tenantId, storeId, listener) {
      const key = keyOf(tenantId, storeId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(key);
      };
    },
    async replay(tenantId, storeId, lastEventId) {
      const list = kept.get(keyOf(tenantId, storeId)) ?? [];
      prune(list);
      const index = list.findIndex((k) => k.id === lastEventId);
      if (index < 0) return null;
      return list.slice(index + 1).map(({ id, event }) => ({ id, event }));
    },
    async close() {
      listeners.clear();
      kept.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};
