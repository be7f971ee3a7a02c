import { describe, expect, test } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createImageGate } from './gate.ts';

/** A task the test finishes by hand, and whether it has started. */
const held = () => {
  let finish!: () => void;
  const state = { started: false, done: new Promise<void>((r) => (finish = r)) };
  return {
    state,
    finish: () => finish(),
    task: async () => {
      state.started = true;
      await state.done;
      return 'ok';
    },
  };
};
const refusal = async (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? [e.code, e.headers['retry-after']] : e),
  );

describe('image gate', () => {
  test('at most `concurrency` tasks run at once; the next waits and starts when one ends', async () => {
    const gate = createImageGate({ concurrency: 2, perKey: 1, maxQueue: 4 });
    const [a, b, c] = [held(), held(), held()];
    const runs = [gate.run('a', a.task), gate.run('b', b.task), gate.run('c', c.task)];
    await Promise.resolve();
    expect([a.state.started, b.state.started, c.state.started, gate.running, gate.waiting]).toEqual([
      true,
      true,
      false,
      2,
      1,
    ]);
    a.finish();
    await runs[0];
    await Promise.resolve();
    expect([c.state.started, gate.running, gate.waiting]).toEqual([true, 2, 0]);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['ok', 'ok', 'ok']);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  test('one uploader has one task in flight: eight more are refused at once, another uploader still gets a slot', async () => {
    const gate = createImageGate({ concurrency: 2, perKey: 1, maxQueue: 4 });
    const slow = held();
    const first = gate.run('owner-a', slow.task);
    const flood = await Promise.all(Array.from({ length: 8 }, () => refusal(gate.run('owner-a', async () => 'ok'))));
    expect(flood).toEqual(Array(8).fill(['rate_limited', '5']));
    expect(await gate.run('owner-b', async () => 'normal')).toBe('normal');
    slow.finish();
    expect(await first).toBe('ok');
    // Once done, the uploader may upload again.
    expect(await gate.run('owner-a', async () => 'again')).toBe('again');
  });

  test('a full queue refuses at once; a failing task frees its slot', async () => {
    const gate = createImageGate({ concurrency: 1, perKey: 1, maxQueue: 1 });
    const a = held();
    const runA = gate.run('a', a.task);
    const runB = gate.run('b', async () => {
      throw new Error('bad image');
    });
    expect(await refusal(gate.run('c', async () => 'ok'))).toEqual(['rate_limited', '5']);
    a.finish();
    await runA;
    await expect(runB).rejects.toThrow('bad image');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
    expect(await gate.run('c', async () => 'ok')).toBe('ok');
  });
});
