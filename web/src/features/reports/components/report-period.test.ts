import { describe, expect, it } from 'vitest';
import { changePercent, checkRange, isDay, presetPeriod } from './report-period';

// Business days and the period before are counted by contracts' business-day.ts and report-range.ts (tested there).
describe('report periods', () => {
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
