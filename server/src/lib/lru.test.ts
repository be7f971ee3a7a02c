import { expect, test } from 'vitest';
import { Lru } from './lru.ts';

test('keeps at most its number of entries, dropping the one used longest ago', () => {
  const lru = new Lru<string, number>(2);
  lru.set('a', 1);
  lru.set('b', 2);
  expect(lru.get('a')).toBe(1);
  lru.set('c', 3);
  expect(lru.get('b')).toBeUndefined();
  expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  lru.set('a', 4);
  lru.set('d', 5);
  expect([lru.get('c'), lru.get('a'), lru.get('d')]).toEqual([undefined, 4, 5]);
});
