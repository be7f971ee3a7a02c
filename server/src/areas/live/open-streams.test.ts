import type { ServerResponse } from 'node:http';
import { afterEach, expect, test, vi } from 'vitest';
import { HEARTBEAT_MS, OpenStreams } from './stream.service.ts';

afterEach(() => {
  vi.useRealTimers();
});

const fakeResponse = () => {
  const written: string[] = [];
  return { written, response: { write: (text: string) => written.push(text) } as unknown as ServerResponse };
};

test('every open stream gets a comment line each 25 s, from one timer, until it ends', () => {
  vi.useFakeTimers();
  const streams = new OpenStreams();
  const a = fakeResponse();
  const b = fakeResponse();
  const removeA = streams.add(a.response, () => {});
  streams.add(b.response, () => {});
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
  const streams = new OpenStreams();
  const ended: string[] = [];
  for (const name of ['a', 'b']) streams.add(fakeResponse().response, () => ended.push(name));
  expect(streams.size).toBe(2);
  streams.closeAll();
  expect(ended).toEqual(['a', 'b']);
});
