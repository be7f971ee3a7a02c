import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database's triggers notify (migration 0011_change_notifications.sql). */
export const CHANGES_CHANNEL = 'sofra_changes';

/** What a listener hears: a change key (`user:<id>`, `store:<id>`, `tables:<id>`) or ALL_CHANGED. */
export type ChangeListener = (key: string) => void;

/** Anything may have changed (the feed was interrupted, or the process could not confirm delivery): forget all. */
export const ALL_CHANGED = '*';

/**
 * The changes committed to one tenant database, as the database announces them (docs/adr/0007). In-process caches
 * listen here and drop what a change touches; while the feed is not live they must not answer from memory at all.
 */
export interface ChangeFeed {
  /** True while every change committed from now on will be heard. */
  readonly live: boolean;
  /** Statements sent that may have changed data (anything but a plain select); 0 where delivery is synchronous. */
  readonly writes: number;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached this process's listeners: a write's answer
   * waits for it, so the same process never answers a later read from memory the write made stale.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly all = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }
  emit(key: string) {
    for (const listener of this.all) listener(key);
  }
}

/**
 * PGlite delivers a notification to its listeners before the committing query resolves, in the same process: nothing
 * can be missed and nothing needs settling.
 */
export const pgliteChangeFeed = async (client: PGlite): Promise<ChangeFeed> => {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, (key) => listeners.emit(key));
  return {
    live: true,
    writes: 0,
    subscribe: (listener) => listeners.add(listener),
    settle: async () => {},
    close: () => unlisten(),
  };
};

const FENCE = 'fence:';
const SETTLE_TIMEOUT_MS = 2000;
const RECONNECT_MS = [200, 500, 1000, 2000];

/**
 * PostgreSQL: one connection per process and tenant database LISTENs. Notifications arrive in commit order, so a
 * fence notified after a write's commit arrives after the write's own notifications: `settle` sends one and waits.
 * When the listening connection is lost the feed is not live (caches answer from the database) until it has listened
 * again; then everything is forgotten, since changes made meanwhile were not heard.
 */
export class PostgresChangeFeed implements ChangeFeed {
  live = false;
  writes = 0;
  /** Every statement the pool's clients sent (figures and tests: a read served from memory sends none). */
  statements = 0;
  private readonly listeners = new Listeners();
  private readonly fences = new Map<string, () => void>();
  private client: pg.Client | undefined;
  private closed = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  /** Resolves once listening, or after the first failed attempt (the feed then retries in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  subscribe(listener: ChangeListener) {
    return this.listeners.add(listener);
  }

  /** Counted by the pool's clients (see `countingClient`). */
  noteStatement(write: boolean) {
    this.statements++;
    if (write) this.writes++;
  }

  async settle(): Promise<void> {
    const client = this.client;
    if (!this.live || !client) return;
    const nonce = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.fences.delete(nonce);
        resolve(false);
      }, SETTLE_TIMEOUT_MS);
      this.fences.set(nonce, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      // Sent by the listening connection itself: its own notification comes back in commit order like any other.
      await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, FENCE + nonce]);
    } catch {
      this.fences.get(nonce)?.();
    }
    // Not heard in time: the feed may be behind, so nothing kept may be trusted.
    if (!(await heard)) this.listeners.emit(ALL_CHANGED);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.live = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'sofra-changes' });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANGES_CHANNEL || payload === undefined) return;
      if (payload.startsWith(FENCE)) {
        const done = this.fences.get(payload.slice(FENCE.length));
        this.fences.delete(payload.slice(FENCE.length));
        done?.();
        return;
      }
      this.listeners.emit(payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.client !== client) return;
    this.attempt = 0;
    // What changed while nobody listened was not heard.
    this.listeners.emit(ALL_CHANGED);
    this.live = true;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.live = false;
    this.listeners.emit(ALL_CHANGED);
    for (const done of this.fences.values()) done();
    this.fences.clear();
    client.end().catch(() => {});
    if (this.closed) return;
    const wait = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
    this.timer = setTimeout(() => void this.connect(), wait);
    this.timer.unref();
  }
}

/** A pg client class that tells `feed` of every statement other than a plain select (a write, or may be one). */
export const countingClient = (feed: PostgresChangeFeed): typeof pg.Client =>
  class extends pg.Client {
    override query(...args: unknown[]): never {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
      feed.noteStatement(typeof text !== 'string' || !/^\s*select\b/i.test(text));
      return (pg.Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
    }
  };

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database handle opened by db/client.ts; undefined for one opened otherwise (nothing is cached). */
export const changeFeedOf = (db: object): ChangeFeed | undefined => feeds.get(db);

export const registerChangeFeed = (db: object, feed: ChangeFeed) => feeds.set(db, feed);
