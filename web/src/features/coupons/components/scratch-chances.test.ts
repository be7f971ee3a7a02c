import { describe, expect, test } from 'vitest';
import { scratchChances } from './scratch-chances';

describe('scratchChances', () => {
  test('each weight over the total weight, no prize included', () => {
    // docs/coupons.md: entries 3 and 1 with no-prize 6 are 30 %, 10 % and 60 % nothing.
    expect(scratchChances([3, 1], 6)).toEqual({ entries: [30, 10], noPrize: 60 });
    expect(scratchChances([1], 0)).toEqual({ entries: [100], noPrize: 0 });
    expect(scratchChances([1, 1], 2)).toEqual({ entries: [25, 25], noPrize: 50 });
  });

  test('thirds are rounded to one decimal and still add up to 100', () => {
    const { entries, noPrize } = scratchChances([1, 1], 1);
    expect(entries).toEqual([33.4, 33.3]);
    expect(noPrize).toBe(33.3);
    const odd = scratchChances([7, 13, 29], 51);
    expect(odd.entries.reduce((a, x) => a + x, 0) + odd.noPrize).toBeCloseTo(100, 10);
    expect(odd).toEqual({ entries: [7, 13, 29], noPrize: 51 });
  });

  test('empty or missing weights count as zero; nothing to draw is all zero', () => {
    expect(scratchChances([], 0)).toEqual({ entries: [], noPrize: 0 });
    expect(scratchChances([Number.NaN, 2], 2)).toEqual({ entries: [0, 50], noPrize: 50 });
    expect(scratchChances([0, 0], 0)).toEqual({ entries: [0, 0], noPrize: 0 });
  });
});
