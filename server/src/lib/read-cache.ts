import { ALL_CHANGED, changeFeedOf, type ChangeFeed } from '../db/change-feed.ts';

/** What a load gives: the value and the change keys it depends on (`user:<id>`, `store:<id>`, `tables:<id>`). */
export interface Loaded<V> {
  value: V;
  tags: string[];
}

interface Entry {
  value: unknown;
  tags: string[];
  expires: number;
}

const MAX_ENTRIES = 100_000;
/** A backstop only: every change that matters is announced by the database and drops its entries at once. */
const TTL_MS = 10 * 60_000;

/**
 * Values read from one tenant database, kept in this process until the database announces a change to something
 * they depend on (docs/adr/0007). Never answers from memory while the change feed is not live. A load that overlaps
 * any announced change is answered but not kept, so a value read before a change can never outlive it.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Raised by every announced change; a load that saw it move does not keep its value. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    /** The most entries kept; the oldest kept goes first. */
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    feed.subscribe((key) => this.changed(key));
  }

  async get<V>(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    if (!this.feed.live) return (await load()).value;
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.value as V;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<V>;
    const started = this.generation;
    const work = load().then(({ value, tags }) => {
      if (this.generation === started && this.feed.live) this.keep(key, value, tags);
      return value;
    });
    this.loading.set(key, work);
    try {
      return await work;
    } finally {
      if (this.loading.get(key) === work) this.loading.delete(key);
    }
  }

  /** Entries kept now (for tests and figures). */
  get size() {
    return this.entries.size;
  }

  private keep(key: string, value: unknown, tags: string[]) {
    this.drop(key);
    if (this.entries.size >= this.maxEntries) {
      // The oldest kept first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(key, { value, tags, expires: Date.now() + TTL_MS });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private changed(key: string) {
    this.generation++;
    // Loads in flight finish but are not kept (the generation moved).
    this.loading.clear();
    if (key === ALL_CHANGED) {
      this.entries.clear();
      this.byTag.clear();
      return;
    }
    const keys = this.byTag.get(key);
    if (!keys) return;
    for (const cached of [...keys]) this.drop(cached);
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The read cache of a tenant database; a database without a change feed gets none (every read loads). */
export const readCacheOf = (db: object): Pick<ReadCache, 'get'> => {
  let cache = caches.get(db);
  if (!cache) {
    const feed = changeFeedOf(db);
    if (!feed) return uncached;
    caches.set(db, (cache = new ReadCache(feed)));
  }
  return cache;
};

const named = new WeakMap<object, Map<string, ReadCache>>();

/**
 * A read cache of its own for large values (e.g. pages of folios), at most `maxEntries` of them, invalidated as every
 * read cache is; none without a change feed.
 */
export const boundedReadCacheOf = (db: object, name: string, maxEntries: number): Pick<ReadCache, 'get'> => {
  let byName = named.get(db);
  if (!byName) named.set(db, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) {
    const feed = changeFeedOf(db);
    if (!feed) return uncached;
    byName.set(name, (cache = new ReadCache(feed, maxEntries)));
  }
  return cache;
};

const uncached: Pick<ReadCache, 'get'> = { get: async (_key, load) => (await load()).value };
