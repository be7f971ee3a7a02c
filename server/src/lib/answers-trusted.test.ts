import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@sofra/contracts/core/call';
import { allCalls } from '@sofra/contracts/index';
import { trustedAnswer } from './answers.ts';

/** `trusted` calls (contracts/src/core/call.ts): sent without the output parse, checked against it under tests. */
describe('trusted answers', () => {
  const call = defineCall(
    'test/trusted',
    z.object({}),
    z.object({ items: z.array(z.object({ id: z.string(), at: z.string().nullable() })), next: z.string().nullable() }),
    { trusted: true },
  );

  it('an answer in exactly the contract’s shape is sent as built', () => {
    const value = { next: null, items: [{ at: null, id: 'a' }] };
    expect(trustedAnswer(call, value, true)).toBe(value);
  });

  it('under the check, a field the contract leaves out, a missing field or a wrong type fails the call', () => {
    expect(() => trustedAnswer(call, { items: [{ id: 'a', at: null, lines: [] }], next: null }, true)).toThrow(
      /not in its contract's shape/,
    );
    expect(() => trustedAnswer(call, { items: [{ id: 'a' }], next: null }, true)).toThrow();
    expect(() => trustedAnswer(call, { items: [{ id: 1, at: null }], next: null }, true)).toThrow();
  });

  it('without the check (production) the answer is not parsed at all', () => {
    const value = { items: [{ id: 'a', at: null, extra: true }], next: null };
    expect(trustedAnswer(call, value, false)).toBe(value);
  });

  it('only the folio lists are trusted: every other call keeps its output parse', () => {
    const trusted = Object.values(allCalls)
      .filter((c) => c.trusted)
      .map((c) => c.path)
      .sort();
    expect(trusted).toEqual(['folio/getByDate', 'folio/getByStore', 'folio/getUserFolios']);
  });
});
