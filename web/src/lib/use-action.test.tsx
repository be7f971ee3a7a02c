import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useAction', () => {
  it('is pending while the action runs, and answers its result', async () => {
    const gate = deferred<string>();
    const { result } = renderHook(() => useAction((n: number) => gate.promise.then((s) => `${s}${n}`)));
    expect(result.current.isPending).toBe(false);
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run(1);
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => gate.resolve('done'));
    await expect(answer).resolves.toBe('done1');
    expect(result.current.isPending).toBe(false);
  });

  it('ignores a second run while the first is going', async () => {
    const gate = deferred<void>();
    const action = vi.fn(() => gate.promise);
    const { result } = renderHook(() => useAction(action));
    let second: Promise<void | undefined> = Promise.resolve();
    act(() => {
      void result.current.run();
      second = result.current.run();
    });
    await expect(second).resolves.toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => gate.resolve());
    await act(async () => void (await result.current.run()));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('passes the error on and is no longer pending', async () => {
    const { result } = renderHook(() => useAction(() => Promise.reject(new Error('refused'))));
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('refused');
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it('runs the newest action given', async () => {
    const { result, rerender } = renderHook(({ n }) => useAction(async () => n), { initialProps: { n: 1 } });
    rerender({ n: 2 });
    await act(async () => {
      await expect(result.current.run()).resolves.toBe(2);
    });
  });
});
