import { expect, test } from 'vitest';
import { ID_EPOCH_MS, ID_PATTERN, newId } from './ids.ts';

test('an id is the time since the spec epoch in hex followed by random hex groups', () => {
  const at = ID_EPOCH_MS + 0xabcdef123;
  const id = newId(at);
  expect(id).toMatch(ID_PATTERN);
  expect(parseInt(id.split('-')[0]!, 16)).toBe(0xabcdef123);
});

test('ids sort by creation time and do not repeat', () => {
  const earlier = newId(Date.now() - 1000);
  const later = newId();
  expect([later, earlier].sort()).toEqual([earlier, later]);
  const many = new Set(Array.from({ length: 10_000 }, () => newId(ID_EPOCH_MS + 1)));
  expect(many.size).toBe(10_000);
});
