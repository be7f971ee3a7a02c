import { describe, expect, test } from 'vitest';
import { monthToDate, signed, signedPoints } from './points-logic';

describe('points screen rules', () => {
  test('a deduction is sent negative', () => {
    expect(signedPoints('add', 100)).toBe(100);
    expect(signedPoints('deduct', 30)).toBe(-30);
  });
  test('the totals start at the first of the store-time month', () => {
    // 23:30 UTC on 31 March is already 1 April in Istanbul.
    expect(monthToDate(new Date('2026-03-31T23:30:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(monthToDate(new Date('2026-03-15T10:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });
  test('amounts read with their sign', () => {
    expect([signed(100), signed(-30), signed(0)]).toEqual(['+100', '−30', '0']);
  });
});
