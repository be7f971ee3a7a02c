import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { fakeApi } from '../test/render';
import { LiveConnection, invalidateFor } from './live';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import { queryClient } from './query-client';

const STORE = 's1';
let tickets: { storeId: string }[];
let answer: () => { status?: number; body: unknown };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.reset();
  tickets = [];
  answer = () => ({ body: { ticket: `t${tickets.length}`, expiresAt: new Date().toISOString() } });
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'user/streamTicket': (body) => {
        tickets.push(body as { storeId: string });
        return answer();
      },
    }),
  );
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const opened = async (count: number) => {
  await vi.waitFor(() => expect(FakeEventSource.sources).toHaveLength(count));
  return FakeEventSource.last();
};
const folioEvent = (type: 'folio.opened' | 'folio.changed', storeId = STORE): LiveEvent => ({
  type,
  storeId,
  folio: { folioId: 'f1', number: 1, tableId: null, tableName: null, status: 'open', version: 1, total: 100 },
});
/** A query in the cache with data, so that invalidation shows on it. */
const cached = (key: readonly unknown[]) => {
  queryClient.setQueryData(key, 'data');
  return () => queryClient.getQueryState(key)?.isInvalidated;
};

describe('the live connection', () => {
  it("opens the store's stream with a fresh ticket and hands each event of the store to its listeners", async () => {
    const live = new LiveConnection('/api', () => undefined);
    const seen: LiveEvent[] = [];
    live.subscribe((e) => seen.push(e));
    live.start(STORE);
    const source = await opened(1);
    expect(tickets).toEqual([{ storeId: STORE }]);
    expect(source.url).toBe('/api/stream?ticket=t1');
    source.open();
    expect(live.status).toBe('open');

    source.emit(folioEvent('folio.opened'), '5');
    // Another store's event (an older stream's) is dropped.
    source.emit(folioEvent('folio.changed', 'other'), '6');
    expect(seen.map((e) => e.type)).toEqual(['folio.opened']);
    live.stop();
    expect(source.closed).toBe(true);
    expect(live.status).toBe('off');
  });

  it('after an error, opens again with a new ticket and the last event id, waiting longer each time', async () => {
    const live = new LiveConnection('/api', () => undefined);
    live.start(STORE);
    const first = await opened(1);
    first.open();
    first.emit(folioEvent('folio.opened'), '41');
    first.emit(folioEvent('folio.changed'), '42');
    first.fail();
    expect(first.closed).toBe(true);
    expect(live.status).toBe('retrying');
    // The first retry after 1 s.
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeEventSource.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    const second = await opened(2);
    expect(tickets).toHaveLength(2);
    expect(second.params.get('ticket')).toBe('t2');
    expect(second.params.get('lastEventId')).toBe('42');

    // Failing again before opening: the next wait is 2 s.
    second.fail();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(FakeEventSource.sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    const third = await opened(3);
    expect(third.params.get('lastEventId')).toBe('42');
    live.stop();
  });

  it('a stream replaced by a newer one (another tab) waits 30 s, then opens with a new ticket and the last id', async () => {
    const live = new LiveConnection('/api', () => undefined);
    const seen: LiveEvent[] = [];
    live.subscribe((e) => seen.push(e));
    live.start(STORE);
    const first = await opened(1);
    first.open();
    first.emit(folioEvent('folio.opened'), '7');
    first.emit({ type: 'replaced', storeId: STORE }, '');
    // Closed before EventSource could reconnect with the spent ticket; no screen hears of it.
    expect(first.closed).toBe(true);
    expect(live.status).toBe('retrying');
    expect(seen.map((e) => e.type)).toEqual(['folio.opened']);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(FakeEventSource.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_100);
    const second = await opened(2);
    expect(tickets).toHaveLength(2);
    expect([second.params.get('ticket'), second.params.get('lastEventId')]).toEqual(['t2', '7']);
    // Open again: a later drop waits the shortest pause again.
    second.open();
    second.fail();
    await vi.advanceTimersByTimeAsync(1_100);
    await opened(3);
    live.stop();
  });

  it('a refused ticket is tried again later; a refused session stops trying', async () => {
    answer = () => ({ status: 503, body: { code: 'unavailable', desc: '' } });
    const live = new LiveConnection('/api', () => undefined);
    live.start(STORE);
    await vi.waitFor(() => expect(tickets).toHaveLength(1));
    await vi.waitFor(() => expect(live.status).toBe('retrying'));
    answer = () => ({ body: { ticket: 'ok', expiresAt: '' } });
    await vi.advanceTimersByTimeAsync(1_100);
    expect((await opened(1)).params.get('ticket')).toBe('ok');
    live.stop();

    answer = () => ({ status: 403, body: { code: 'store_forbidden', desc: '' } });
    const other = new LiveConnection('/api', () => undefined);
    other.start('s2');
    await vi.waitFor(() => expect(other.status).toBe('retrying'));
    other.stop();
  });

  it('changing the store closes the old stream and opens the new one', async () => {
    const live = new LiveConnection('/api', () => undefined);
    live.start(STORE);
    const first = await opened(1);
    live.start('s2');
    const second = await opened(2);
    expect(first.closed).toBe(true);
    expect(tickets.map((t) => t.storeId)).toEqual([STORE, 's2']);
    expect(second.params.get('lastEventId')).toBeNull();
    live.stop();
  });
});

describe('what an event makes stale', () => {
  it('a folio event: the board and the folio list, the orders and the deliveries; not the menu', () => {
    const board = cached(['folios', STORE, 'open']);
    const list = cached(['folioList', STORE, 'pages', {}]);
    const orders = cached(['orders', STORE, 'list']);
    const deliveries = cached(['deliveries']);
    const menu = cached(['menu', STORE, 'groups']);
    const otherStore = cached(['folios', 'other', 'open']);
    invalidateFor(folioEvent('folio.changed'));
    expect([board(), list(), orders(), deliveries()]).toEqual([true, true, true, true]);
    expect(menu()).toBe(false);
    expect(otherStore()).toBe(false);
  });

  it("menu.published: the store's menu queries; notification: the bell's", () => {
    const menu = cached(['menu', STORE, 'products']);
    const floorMenu = cached(['publishedMenu', STORE, 'en']);
    const board = cached(['folios', STORE, 'open']);
    invalidateFor({ type: 'menu.published', storeId: STORE, menuVersion: 4 });
    expect([menu(), floorMenu(), board()]).toEqual([true, true, false]);

    const counts = cached(['notifications', 'counts', STORE]);
    invalidateFor({
      type: 'notification',
      storeId: STORE,
      notification: {
        id: 'n1',
        storeId: STORE,
        storeName: 'Demo',
        kind: 'waiter-call',
        params: { tableName: 'Masa 1' },
        folioId: null,
        createdAt: '',
        read: false,
      },
    });
    expect(counts()).toBe(true);
  });

  it("reset: every query of the store, but not the user's session state", () => {
    const board = cached(['folios', STORE, 'open']);
    const tables = cached(['tables', STORE]);
    const signals = cached(['signals', STORE]);
    const owned = cached(['ownedStores']);
    const invitations = cached(['invitations']);
    invalidateFor({ type: 'reset', storeId: STORE });
    expect([board(), tables(), signals()]).toEqual([true, true, true]);
    expect([owned(), invitations()]).toEqual([false, false]);
  });

  it('a reset from the stream reaches the cache through the connection', async () => {
    const tables = cached(['tables', STORE]);
    const live = new LiveConnection('/api');
    live.start(STORE);
    const source = await opened(1);
    source.emit({ type: 'reset', storeId: STORE }, '1');
    expect(tables()).toBe(true);
    live.stop();
  });

  it('a first stream reads the live lists again once it is open (what changed before it was); a replaying one does not', async () => {
    const orders = cached(['orders', STORE, 'list']);
    const menu = cached(['menu', STORE, 'groups']);
    const live = new LiveConnection('/api');
    live.start(STORE);
    const source = await opened(1);
    expect(orders()).toBe(false);
    source.open();
    expect(orders()).toBe(true);
    expect(menu()).toBe(false);

    source.emit(folioEvent('folio.opened'), '8');
    queryClient.setQueryData(['orders', STORE, 'list'], 'fresh');
    source.fail();
    await vi.advanceTimersByTimeAsync(1_100);
    const again = await opened(2);
    again.open();
    // Replayed from event 8 instead.
    expect(orders()).toBe(false);
    live.stop();
  });
});
