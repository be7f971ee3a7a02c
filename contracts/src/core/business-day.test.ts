import { describe, expect, it } from 'vitest';
import { addDays, businessDayOf, daysIn } from './business-day.ts';

describe('business days', () => {
  it('counts a sale at 01:30 to the business day before, one at 05:00 to its own day', () => {
    // 01:30 and 05:00 in Istanbul (UTC+3) on 25 November 2026.
    expect(businessDayOf(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
    expect(businessDayOf(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-25');
    // A store whose day starts at midnight, in another zone.
    expect(businessDayOf(new Date('2026-11-24T22:30:00Z'), 'Europe/Amsterdam', 0)).toBe('2026-11-24');
    expect(businessDayOf(new Date('2026-11-24T23:30:00Z'), 'Europe/Amsterdam', 0)).toBe('2026-11-25');
    // Before the day starts on the 1st of a year: the last day of the year before.
    expect(businessDayOf(new Date('2027-01-01T00:30:00Z'))).toBe('2026-12-31');
  });

  it('moves days and counts them across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysIn({ from: '2026-11-24', to: '2026-11-24' })).toBe(1);
    expect(daysIn({ from: '2024-01-01', to: '2025-12-31' })).toBe(731);
    // Across a daylight-saving change (Europe, 29 March 2026): still whole days.
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });
});
