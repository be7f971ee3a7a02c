import { describe, expect, it } from 'vitest';
import { loyaltyPeriod } from './loyalty-period';

describe('the loyalty dashboard’s range', () => {
  it('ends on the store’s calendar day: a check-in after midnight is in it before the business day turns', () => {
    // 22:30 UTC is 01:30 on 3 December in Istanbul, before the 05:00 business-day start.
    const now = new Date('2026-12-02T22:30:00Z');
    expect(loyaltyPeriod('last12', now, 'Europe/Istanbul')).toEqual({ from: '2026-01-01', to: '2026-12-03' });
    expect(loyaltyPeriod('thisYear', now, 'Europe/Istanbul')).toEqual({ from: '2026-01-01', to: '2026-12-03' });
    expect(loyaltyPeriod('lastYear', now, 'Europe/Istanbul')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('goes back to the first of the month 11 months before', () => {
    expect(loyaltyPeriod('last12', new Date('2027-03-15T12:00:00Z'), 'Europe/Istanbul')).toEqual({
      from: '2026-04-01',
      to: '2027-03-15',
    });
  });
});
