import { describe, expect, it } from 'vitest';
import { monthSoFar, periodProblem } from './results-period';

describe('the results period', () => {
  it('is this month so far on the store calendar, not the UTC one', () => {
    // 22:30 UTC on 30 April is 1 May in Istanbul: the month is May.
    expect(monthSoFar(new Date('2026-04-30T22:30:00Z'))).toEqual({ from: '2026-05-01', to: '2026-05-01' });
    expect(monthSoFar(new Date('2026-11-24T10:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('says what is wrong with a period before asking', () => {
    expect(periodProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(periodProblem('', '2026-11-30')).toBe('campaigns.results.periodMissing');
    expect(periodProblem('2026-12-01', '2026-11-30')).toBe('campaigns.results.periodBackwards');
  });
});
