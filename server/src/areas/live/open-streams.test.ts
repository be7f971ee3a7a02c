import type { ServerResponse } from 'node:http';
import { afterEach, expect, test, vi } from 'vitest';
import { HEARTBEAT_MS, OpenStreams, type EndReason, type StreamOwner } from './open-streams.ts';

afterEach(() => {
  vi.useRealTimers();
});

const roomy = { perUser: 100, perAddress: 100, perProcess: 100 };

const fakeResponse = () => {
  const written: string[] = [];
  return { written, response: { write: (text: string) => written.push(text) } as unknown as ServerResponse };
};

/** Opens a stream on a place of `streams`; `ended` records why the registry ended it, if it did. */
const openOne = (streams: OpenStreams, owner: StreamOwner) => {
  const place = streams.reserve();
  if (!place) throw new Error('no place');
  const stream = { ended: undefined as EndReason | undefined, remove: () => {} };
  stream.remove = place.open(fakeResponse().response, owner, (reason) => (stream.ended = reason));
  return stream;
};

test('every open stream gets a comment line each 25 s, from one timer, until it ends', () => {
  vi.useFakeTimers();
  const streams = new OpenStreams(roomy);
  const a = fakeResponse();
  const b = fakeResponse();
  const removeA = streams.reserve()!.open(a.response, { user: 'u1', address: 'ip1' }, () => {});
  streams.reserve()!.open(b.response, { user: 'u2', address: 'ip2' }, () => {});
  vi.advanceTimersByTime(HEARTBEAT_MS - 1);
  expect(a.written).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(a.written).toEqual([': keep-alive\n\n']);
  expect(b.written).toEqual([': keep-alive\n\n']);
  removeA();
  vi.advanceTimersByTime(HEARTBEAT_MS);
  expect(a.written).toHaveLength(1);
  expect(b.written).toHaveLength(2);
  expect(vi.getTimerCount()).toBe(1);
});

test('closeAll ends every open stream (graceful shutdown)', () => {
  const streams = new OpenStreams(roomy);
  const opened = ['a', 'b'].map((name) => openOne(streams, { user: name, address: name }));
  expect(streams.size).toBe(2);
  streams.closeAll();
  expect(opened.map((s) => s.ended)).toEqual(['shutdown', 'shutdown']);
  expect(streams.size).toBe(0);
});

test("a user's streams beyond the limit end oldest first, as 'replaced'; other users' stay", () => {
  const streams = new OpenStreams({ ...roomy, perUser: 3 });
  const mine = [1, 2, 3, 4, 5].map((i) => openOne(streams, { user: 'me', address: `ip${i}` }));
  const theirs = openOne(streams, { user: 'them', address: 'ip1' });
  expect(mine.map((s) => s.ended)).toEqual(['replaced', 'replaced', undefined, undefined, undefined]);
  expect(theirs.ended).toBeUndefined();
  expect(streams.size).toBe(4);
  // A stream that ended by itself frees its place: the next one replaces nothing.
  mine[4]!.remove();
  openOne(streams, { user: 'me', address: 'ip9' });
  expect(mine.map((s) => s.ended)).toEqual(['replaced', 'replaced', undefined, undefined, undefined]);
});

test('streams from one address beyond its limit end oldest first, whoever opened them', () => {
  const streams = new OpenStreams({ ...roomy, perAddress: 2 });
  const here = ['a', 'b', 'c'].map((user) => openOne(streams, { user, address: '203.0.113.7' }));
  const elsewhere = openOne(streams, { user: 'a', address: '198.51.100.1' });
  expect(here.map((s) => s.ended)).toEqual(['replaced', undefined, undefined]);
  expect(elsewhere.ended).toBeUndefined();
});

test('the process holds at most its maximum, counting places being opened; a released place is free again', () => {
  const streams = new OpenStreams({ ...roomy, perProcess: 2 });
  const first = streams.reserve()!;
  const second = streams.reserve()!;
  expect(streams.reserve()).toBeNull();
  // Being opened counts, open or not yet: two parallel openings cannot both take the last place.
  expect(streams.size).toBe(0);
  second.release();
  second.release();
  const remove = first.open(fakeResponse().response, { user: 'u', address: 'ip' }, () => {});
  expect(() => first.open(fakeResponse().response, { user: 'u', address: 'ip' }, () => {})).toThrow();
  const third = streams.reserve()!;
  expect(streams.reserve()).toBeNull();
  remove();
  third.release();
  expect(streams.size).toBe(0);
  expect([streams.reserve(), streams.reserve(), streams.reserve()].map(Boolean)).toEqual([true, true, false]);
});
