import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './date-format';

describe('one date format per language, on the store’s clock', () => {
  // 18:05 UTC is 21:05 in Istanbul.
  const at = '2026-12-02T18:05:00Z';

  it('writes Turkish dates with dots and English ones day first with slashes', () => {
    expect(formatDate(at, 'tr')).toBe('02.12.2026');
    expect(formatDate(at, 'en')).toBe('02/12/2026');
    expect(formatDateTime(at, 'tr')).toBe('02.12.2026 21:05');
    expect(formatDateTime(at, 'en')).toBe('02/12/2026 21:05');
    expect(formatCalendarDay('2026-12-02', 'tr')).toBe('02.12.2026');
    expect(formatCalendarDay('2026-12-02', 'en')).toBe('02/12/2026');
  });

  it('shows the store’s wall clock, not the browser’s', () => {
    // 22:30 UTC is already the next day in Istanbul.
    expect(formatDateTime('2026-12-02T22:30:00Z', 'tr')).toBe('03.12.2026 01:30');
    expect(formatDateTime('2026-12-02T22:30:00Z', 'en', 'UTC')).toBe('02/12/2026 22:30');
  });
});
