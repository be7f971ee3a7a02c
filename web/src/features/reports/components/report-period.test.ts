import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessToday,
  changePercent,
  checkRange,
  daysIn,
  isDay,
  presetPeriod,
  previousPeriod,
} from './report-period';

describe('report periods', () => {
  it('counts a sale at 01:30 to the business day before, one at 05:00 to its own day', () => {
    // 01:30 and 05:00 in Istanbul (UTC+3) on 25 November 2026.
    expect(businessToday(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-25');
    // A store whose day starts at midnight, in another zone.
    expect(businessToday(new Date('2026-11-24T22:30:00Z'), 'Europe/Amsterdam', 0)).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-24T23:30:00Z'), 'Europe/Amsterdam', 0)).toBe('2026-11-25');
  });

  it('names the presets from today', () => {
    const today = '2026-03-01';
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today });
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetPeriod('last7', today)).toEqual({ from: '2026-02-23', to: today });
    expect(presetPeriod('last30', today)).toEqual({ from: '2026-01-31', to: today });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2024-03-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('custom', today, { from: '2026-01-05', to: '2026-01-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    });
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod({ from: '2026-11-24', to: '2026-11-24' })).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(previousPeriod({ from: '2026-11-18', to: '2026-11-24' })).toEqual({ from: '2026-11-11', to: '2026-11-17' });
    // Across a month and a leap day: March 1–10 (10 days) follows February 20–29 of 2024.
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-10' })).toEqual({ from: '2024-02-20', to: '2024-02-29' });
    // Across a year.
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    const p = { from: '2025-06-03', to: '2025-09-17' };
    expect(daysIn(previousPeriod(p))).toBe(daysIn(p));
    expect(addDays(previousPeriod(p).to, 1)).toBe(p.from);
  });

  it('checks a custom range', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
    expect(checkRange({ from: '2026-01-01', to: '2026-01-01' })).toBe('ok');
    expect(checkRange({ from: '2026-01-02', to: '2026-01-01' })).toBe('invalid');
    expect(checkRange({ from: '2026-13-01', to: '2026-12-01' })).toBe('invalid');
    expect(checkRange({ from: '2024-01-01', to: '2025-12-31' })).toBe('ok');
    expect(checkRange({ from: '2023-01-01', to: '2025-12-31' })).toBe('tooLong');
  });

  it('gives the change in percent, null when there was nothing before', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(2, 3)).toBe(-33);
  });
});
