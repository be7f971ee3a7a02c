import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { EVENT_REPLAY_SECONDS } from '@sofra/contracts/live/live.schemas';

/** An event as delivered: its id (opaque, increasing per store) and the event itself. */
export interface Delivered {
  id: string;
  event: LiveEvent;
}

export type LiveListener = (delivered: Delivered) => void;

/**
 * The live events of every store (docs/live.md): a write publishes after its commit; every stream of the store, in
 * this process or another, hears it. Events are kept EVENT_REPLAY_SECONDS for a reconnecting stream.
 */
export interface LiveBus {
  /** Publishes one event of the tenant's store (`event.storeId`); resolves once it is on its way to every process. */
  publish(tenantId: string, event: LiveEvent): Promise<void>;
  /** Listens to one store of one tenant; returns the unsubscribe. */
  subscribe(tenantId: string, storeId: string, listener: LiveListener): () => void;
  /**
   * The store's events after `lastEventId`, oldest first; `null` when that id is no longer kept (or unknown): the
   * stream then sends `reset` and the page reads everything again.
   */
  replay(tenantId: string, storeId: string, lastEventId: string): Promise<Delivered[] | null>;
  close(): Promise<void>;
}

interface Kept extends Delivered {
  at: number;
}

/**
 * What a process keeps of the events it heard: the listeners of each store and the replay window. Both buses deliver
 * through it; they differ only in where an event's id comes from and how it reaches the other processes.
 */
export interface LocalHub {
  /** Keeps the event for the replay window and hands it to this process's listeners of its store. */
  deliver(tenantId: string, id: string, event: LiveEvent): void;
  subscribe: LiveBus['subscribe'];
  replay: LiveBus['replay'];
  /** Forgets what was kept and sends `reset` (with an id from `nextId`) to every store that has listeners. */
  resetAll(nextId: () => string): void;
  clear(): void;
}

export const createLocalHub = (now: () => number): LocalHub => {
  const listeners = new Map<string, Set<LiveListener>>();
  const kept = new Map<string, Kept[]>();
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
  return {
    deliver,
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
    resetAll(nextId) {
      for (const key of [...listeners.keys()]) {
        const [tenantId, storeId] = key.split('\u0000') as [string, string];
        kept.delete(key);
        deliver(tenantId, nextId(), { type: 'reset', storeId });
      }
    },
    clear() {
      listeners.clear();
      kept.clear();
    },
  };
};

/**
 * One process's bus: ids are `{ms}-{seq}` in the order published, events kept in memory per store for the replay
 * window. The bus without REDIS_URL, and the model the shared one keeps to.
 */
export const createMemoryBus = (now: () => number = Date.now): LiveBus => {
  const hub = createLocalHub(now);
  let seq = 0;
  return {
    async publish(tenantId, event) {
      hub.deliver(tenantId, `${now()}-${++seq}`, event);
    },
    subscribe: hub.subscribe,
    replay: hub.replay,
    async close() {
      hub.clear();
    },
  };
};
