import { describe, expect, it } from 'vitest';
import { addDays, daysIn } from '../core/business-day.ts';
import { previousRange } from './report-range.ts';

describe('report ranges', () => {
  it('compares with the period of equal length just before', () => {
    expect(previousRange({ from: '2026-11-24', to: '2026-11-24' })).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(previousRange({ from: '2026-11-18', to: '2026-11-24' })).toEqual({ from: '2026-11-11', to: '2026-11-17' });
    // Across a month and a leap day: March 1–10 (10 days) follows February 20–29 of 2024.
    expect(previousRange({ from: '2024-03-01', to: '2024-03-10' })).toEqual({ from: '2024-02-20', to: '2024-02-29' });
    // Across a year.
    expect(previousRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    const p = { from: '2025-06-03', to: '2025-09-17' };
    expect(daysIn(previousRange(p))).toBe(daysIn(p));
    expect(addDays(previousRange(p).to, 1)).toBe(p.from);
  });
});
