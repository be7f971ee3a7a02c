import { expect, test } from 'vitest';
import { ALL_CHANGED, type ChangeFeed, type ChangeListener } from '../db/change-feed.ts';
import { ReadCache } from './read-cache.ts';

/** A feed the test drives: `announce` is a committed change, `live` whether the process hears them. */
const fakeFeed = () => {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true,
    writes: 0,
    subscribe: (l: ChangeListener) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    settle: async () => {},
    close: async () => {},
    announce: (key: string) => listeners.forEach((l) => l(key)),
  };
  return feed satisfies ChangeFeed;
};

/** A load that counts its calls and answers the current value of `source`. */
const counted = (source: { value: string }, tags: string[]) => {
  const load = async () => {
    load.calls++;
    return { value: source.value, tags };
  };
  load.calls = 0;
  return load;
};

test('a value is kept until a change it depends on is announced, and only that one', async () => {
  const feed = fakeFeed();
  const cache = new ReadCache(feed);
  const store = { value: 'Moda' };
  const load = counted(store, ['store:1']);
  expect(await cache.get('info:1', load)).toBe('Moda');
  expect(await cache.get('info:1', load)).toBe('Moda');
  expect(load.calls).toBe(1);

  feed.announce('store:2');
  expect(await cache.get('info:1', load)).toBe('Moda');
  expect(load.calls).toBe(1);

  store.value = 'Karaköy';
  feed.announce('store:1');
  expect(await cache.get('info:1', load)).toBe('Karaköy');
  expect(load.calls).toBe(2);
});

test('a value with several tags goes when any of them changes; everything goes on ALL_CHANGED', async () => {
  const feed = fakeFeed();
  const cache = new ReadCache(feed);
  const load = counted({ value: 'list' }, ['user:u', 'store:1', 'store:2']);
  const other = counted({ value: 'other' }, ['user:v']);
  await cache.get('owned:u', load);
  await cache.get('owned:v', other);
  feed.announce('store:2');
  await cache.get('owned:u', load);
  await cache.get('owned:v', other);
  expect([load.calls, other.calls]).toEqual([2, 1]);
  feed.announce(ALL_CHANGED);
  expect(cache.size).toBe(0);
  await cache.get('owned:v', other);
  expect(other.calls).toBe(2);
});

test('while the feed is not live nothing is answered from memory or kept', async () => {
  const feed = fakeFeed();
  const cache = new ReadCache(feed);
  const load = counted({ value: 'x' }, ['user:u']);
  await cache.get('session:u', load);
  feed.live = false;
  await cache.get('session:u', load);
  await cache.get('session:u', load);
  expect(load.calls).toBe(3);
  feed.live = true;
  feed.announce(ALL_CHANGED);
  await cache.get('session:u', load);
  await cache.get('session:u', load);
  expect(load.calls).toBe(4);
});

test('a load that overlaps an announced change answers but is not kept, so it cannot outlive the change', async () => {
  const feed = fakeFeed();
  const cache = new ReadCache(feed);
  let release!: () => void;
  const slow = async () => {
    await new Promise<void>((r) => (release = r));
    return { value: 'before the change', tags: ['user:u'] };
  };
  const pending = cache.get('session:u', slow);
  feed.announce('user:u');
  release();
  expect(await pending).toBe('before the change');
  const fresh = counted({ value: 'after the change' }, ['user:u']);
  expect(await cache.get('session:u', fresh)).toBe('after the change');
  expect(fresh.calls).toBe(1);
});

test('concurrent misses of one key share one load', async () => {
  const cache = new ReadCache(fakeFeed());
  const load = counted({ value: 'v' }, ['store:1']);
  const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
  expect(new Set(answers)).toEqual(new Set(['v']));
  expect(load.calls).toBe(1);
});

test('a failed load is not kept', async () => {
  const cache = new ReadCache(fakeFeed());
  await expect(
    cache.get('k', async () => {
      throw new Error('no such store');
    }),
  ).rejects.toThrow('no such store');
  const load = counted({ value: 'v' }, ['store:1']);
  expect(await cache.get('k', load)).toBe('v');
});
