import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { createLocalHub, type LiveBus } from './bus.ts';

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
  const hub = createLocalHub(now);
  const deliver = hub.deliver;
  let localSeq = 0;
  /** An id of this process alone, for what it delivers without Redis. */
  const localId = () => `l${now()}-${++localSeq}`;
  let lost = false;

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
        hub.resetAll(localId);
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
        deliver(tenantId, localId(), event);
      }
    },
    subscribe: hub.subscribe,
    replay: hub.replay,
    async close() {
      hub.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};
