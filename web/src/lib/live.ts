import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { urlOf } from '@sofra/contracts/core/call';
import { streamCalls } from '@sofra/contracts/live/live.calls';
import type { LiveEvent, LiveEventType } from '@sofra/contracts/live/live.schemas';
import { apiSettings } from './api-settings';
import { isApiError } from './api-error';
import { post } from './post';
import { queryClient, SESSION_KEYS } from './query-client';
import { onSessionCleared } from './session';
import { publishedMenuKey } from './store-sync';

/**
 * The portal's live connection (docs/live.md, docs/live-screens.md): one EventSource per tab on the active store's
 * stream, opened by the shell while someone is signed in with an active store. Each event invalidates the queries it
 * makes stale, and is handed to the screens that listen (the signal banner, the bell, the order service).
 */

/** The query keys the live screens share (features never import each other; they all import these). */
export const liveKeys = {
  /** The store's unanswered guest signals (signal/get). */
  signals: (storeId: string) => ['signals', storeId] as const,
  /** Everything of the bell: the unread counts and both lists. */
  notifications: ['notifications'] as const,
  counts: (storeId: string | null) => ['notifications', 'counts', storeId ?? ''] as const,
  /** The order service of a store: its orders and its settings. */
  orders: (storeId: string) => ['orders', storeId] as const,
  orderSettings: (storeId: string) => ['orders', storeId, 'settings'] as const,
  /** The delivery board, across the user's stores. */
  deliveries: ['deliveries'] as const,
};

/** Every event type the stream sends (SSE `event:` names: EventSource hands each only to its own listener). */
export const liveEventTypes: readonly LiveEventType[] = [
  'folio.opened',
  'folio.changed',
  'folio.closed',
  'waiter.called',
  'check.requested',
  'signal.answered',
  'order.placed',
  'order.answered',
  'delivery.changed',
  'menu.published',
  'store.status',
  'notification',
  'reset',
  'reservation.created',
  'reservation.changed',
];

/** What each event makes stale, by the first parts of the query keys (the store's id second, when there is one). */
const staleKeys = (event: LiveEvent): QueryKey[] => {
  const store = event.storeId;
  const folios: QueryKey[] = [['folios', store], ['folioList', store], liveKeys.orders(store), liveKeys.deliveries];
  switch (event.type) {
    case 'folio.opened':
    case 'folio.changed':
    case 'folio.closed':
    case 'order.placed':
    case 'order.answered':
    case 'delivery.changed':
      return folios;
    case 'waiter.called':
    case 'check.requested':
    case 'signal.answered':
      // The event carries the whole signal: the banner puts it in (or out of) its list without a read.
      return [];
    case 'menu.published':
      return [['menu', store], publishedMenuKey(store)];
    case 'store.status':
      return [liveKeys.orderSettings(store), ['store', store]];
    case 'notification':
      return [liveKeys.notifications];
    case 'reservation.created':
    case 'reservation.changed':
      return [['reservations', store]];
    case 'reset':
    case 'replaced':
      return [];
  }
};

/** A stream that answers nothing new: after this, the first retry waits the shortest delay again. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type LiveStatus = 'off' | 'connecting' | 'open' | 'retrying';
type Listener = (event: LiveEvent) => void;

/**
 * One connection to one store's stream. A ticket first (`user/streamTicket`, the store guard applies there), then
 * `GET /api/stream?ticket=…`; after an error it is closed and opened anew after a pause (1 s, 2 s, 5 s, 10 s, then
 * every 30 s), with a fresh ticket and `&lastEventId=` of the last event seen, so the server replays what was
 * missed (or answers `reset`). EventSource's own reconnect would reuse its ticket, which opens one stream only.
 * A stream ended by `replaced` (a newer one of the same user took its place: too many tabs) waits the longest pause.
 */
export class LiveConnection {
  status: LiveStatus = 'off';
  private source: EventSource | null = null;
  private storeId: string | null = null;
  private lastEventId: string | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every start and stop: a ticket that comes back for an older one is dropped. */
  private generation = 0;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly base = apiSettings(import.meta.env).base,
    private readonly invalidate: (event: LiveEvent | Opened) => void = invalidateFor,
  ) {}

  /** Opens the store's stream (closing another store's); the same store again changes nothing. */
  start(storeId: string) {
    if (this.storeId === storeId && this.status !== 'off') return;
    this.stop();
    this.storeId = storeId;
    this.lastEventId = null;
    void this.open(this.generation);
  }

  stop() {
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.storeId = null;
    this.attempt = 0;
    this.setStatus('off');
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  subscribeStatus(listener: () => void) {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    this.statusListeners.forEach((l) => l());
  }

  private async open(generation: number) {
    const storeId = this.storeId;
    if (!storeId) return;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'retrying');
    let ticket: string;
    try {
      ({ ticket } = await post(streamCalls.streamTicket, { storeId }, { toast: false }));
    } catch (error) {
      if (generation !== this.generation) return;
      // A session refused has signed out already (the post helper); nothing to reconnect to.
      if (isApiError(error) && (error.status === 401 || error.code === 'user_not_found')) return this.stop();
      return this.retry(generation);
    }
    if (generation !== this.generation) return;
    const params = new URLSearchParams({ ticket });
    if (this.lastEventId) params.set('lastEventId', this.lastEventId);
    const source = new EventSource(`${this.base}/${urlOf(streamCalls.stream)}?${params.toString()}`);
    this.source = source;
    const replaying = this.lastEventId !== null;
    source.onopen = () => {
      if (generation !== this.generation) return;
      this.attempt = 0;
      this.setStatus('open');
      // A first stream replays nothing: what changed between the screen's reads and this moment is read again.
      if (!replaying) this.invalidate({ type: 'opened', storeId });
    };
    source.onerror = () => {
      if (generation !== this.generation) return;
      source.close();
      this.source = null;
      this.retry(generation);
    };
    // Coming straight back would only take the place of the user's next oldest tab: the screens poll meanwhile.
    source.addEventListener('replaced', () => {
      if (generation !== this.generation) return;
      source.close();
      this.source = null;
      this.attempt = BACKOFF_MS.length - 1;
      this.retry(generation);
    });
    for (const type of liveEventTypes) {
      source.addEventListener(type, (message) => {
        if (generation !== this.generation) return;
        this.receive(message as MessageEvent<string>);
      });
    }
  }

  private retry(generation: number) {
    const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
    this.attempt += 1;
    this.setStatus('retrying');
    this.timer = setTimeout(() => {
      this.timer = null;
      if (generation === this.generation) void this.open(generation);
    }, delay);
  }

  private receive(message: MessageEvent<string>) {
    if (message.lastEventId) this.lastEventId = message.lastEventId;
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    // Another store's event (a stream from before a change of store) has nothing to say to this screen.
    if (event.storeId !== this.storeId) return;
    this.invalidate(event);
    this.listeners.forEach((l) => l(event));
  }
}

/** The stream has just opened without a replay: what the live screens show (not the rest). */
type Opened = { type: 'opened'; storeId: string };

/** Marks stale what the event changed; `reset` (what was missed cannot be replayed): everything of the store. */
export const invalidateFor = (event: LiveEvent | Opened) => {
  if (event.type === 'opened') {
    const store = event.storeId;
    for (const queryKey of [
      ['folios', store],
      // The host stand's day (a booking made while the stream was down or not yet open).
      ['reservations', store],
      liveKeys.orders(store),
      liveKeys.deliveries,
      liveKeys.signals(store),
      liveKeys.notifications,
    ])
      void queryClient.invalidateQueries({ queryKey });
    return;
  }
  if (event.type === 'reset') {
    void queryClient.invalidateQueries({
      predicate: (q) => !SESSION_KEYS.includes(q.queryKey[0] as (typeof SESSION_KEYS)[number]),
    });
    return;
  }
  for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
};

/** The tab's one connection. */
export const live = new LiveConnection();
onSessionCleared(() => live.stop());

/** Calls `handler` with each event of the active store's stream while the component is on screen. */
export const useLiveEvents = (handler: Listener) => {
  const onEvent = useEffectEvent(handler);
  useEffect(() => live.subscribe((event) => onEvent(event)), []);
};

/** Whether the stream is open: screens read again on a timer only while it is not. */
export const useLiveOpen = () =>
  useSyncExternalStore(
    (l) => live.subscribeStatus(l),
    () => live.status === 'open',
  );

/**
 * The shell's switch: the active store's stream while signed in with one, none otherwise (closed on logout or when
 * the store changes).
 */
export const useLiveConnection = (storeId: string | null, signedIn: boolean) => {
  useEffect(() => {
    if (!signedIn || !storeId) return;
    live.start(storeId);
    return () => live.stop();
  }, [storeId, signedIn]);
};
