import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { withIdempotency } from './idempotency';

const keysOf = async (path: string, input: unknown, outcomes: (ApiError | 'ok')[]) => {
  const keys: string[] = [];
  for (const outcome of outcomes) {
    await withIdempotency(path, input, async (key) => {
      keys.push(key);
      if (outcome !== 'ok') throw outcome;
      return 'done';
    }).catch(() => undefined);
  }
  return keys;
};

describe('idempotency keys of folio writes', () => {
  it('sends the same key again when a try got no answer, and a new one once the server answered', async () => {
    const input = { storeId: 's1', id: 'f1', version: 3, paymentTypeId: 'cash', amount: 1_000 };
    const keys = await keysOf('folio/addPayment', input, [new ApiError('network', '', 0), 'ok', 'ok']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // The retry after the lost answer is the same action: the server answers what it did the first time.
    expect(keys[1]).toBe(keys[0]);
    // Answered: the next press is a new action.
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps the key after a server fault, drops it after a refusal the server decided', async () => {
    const input = { storeId: 's1', id: 'f1', version: 4 };
    const keys = await keysOf('folio/close', input, [
      new ApiError('internal_error', '', 500),
      new ApiError('folio_balance_due', '', 409),
      'ok',
    ]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives another action (another call, another version) its own key', async () => {
    const [a] = await keysOf('folio/lock', { id: 'f2', version: 1 }, [new ApiError('network', '', 0)]);
    const [b] = await keysOf('folio/lock', { id: 'f2', version: 2 }, ['ok']);
    const [c] = await keysOf('folio/done', { id: 'f2', version: 1 }, ['ok']);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
