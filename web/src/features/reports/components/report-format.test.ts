import { describe, expect, it } from 'vitest';
import {
  displayOf,
  formatAmount,
  formatCount,
  formatDay,
  formatPercent,
  formatShare,
  monthName,
  weekdayNames,
} from './report-format';

// Intl writes a narrow no-break space in some languages; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('report formatting', () => {
  it('writes in the chosen language, amounts always in the store’s currency', () => {
    expect(displayOf('en', 'tr', '₺')).toEqual({ language: 'en', currency: 'TRY' });
    expect(displayOf('de', 'tr', '₺')).toEqual({ language: 'de', currency: 'TRY' });
    expect(displayOf(null, 'en', '₺')).toEqual({ language: 'en', currency: 'TRY' });
    expect(displayOf('xx', 'tr', '€')).toEqual({ language: 'tr', currency: 'EUR' });
  });

  it('writes minor units as money with the currency’s sign, never its code, without converting', () => {
    expect(plain(formatAmount(123456, { language: 'tr', currency: 'TRY' }))).toBe('₺1.234,56');
    expect(plain(formatAmount(123456, { language: 'en', currency: 'TRY' }))).toBe('₺1,234.56');
    expect(plain(formatAmount(123456, { language: 'de', currency: 'EUR' }))).toBe('1.234,56 €');
    expect(plain(formatAmount(123456, { language: 'nl', currency: 'EUR' }))).toBe('€ 1.234,56');
    expect(plain(formatAmount(-500, { language: 'en', currency: 'TRY' }))).toBe('-₺5.00');
  });

  it('writes counts, changes and days in the display language', () => {
    expect(formatCount(12345, { language: 'tr', currency: 'TRY' })).toBe('12.345');
    expect(formatCount(12345, { language: 'en', currency: 'USD' })).toBe('12,345');
    expect(plain(formatPercent(12, { language: 'en', currency: 'USD' }))).toBe('+12%');
    expect(plain(formatPercent(-5, { language: 'tr', currency: 'TRY' }))).toBe('-%5');
    expect(plain(formatShare(0.125, { language: 'en', currency: 'USD' }))).toBe('13%');
    expect(plain(formatShare(2 / 3, { language: 'tr', currency: 'TRY' }))).toBe('%67');
    expect(plain(formatShare(0, { language: 'de', currency: 'EUR' }))).toBe('0 %');
    expect(formatDay('2026-11-24', { language: 'tr', currency: 'TRY' })).toBe('24.11.2026');
    expect(formatDay('2026-11-24', { language: 'en', currency: 'USD' })).toBe('24/11/2026');
  });

  it('names months in Turkish by default and weekdays Monday first', () => {
    expect(monthName(1)).toBe('Ocak');
    expect(monthName(12)).toBe('Aralık');
    expect(monthName(3, 'en')).toBe('March');
    expect(monthName(5, 'de')).toBe('Mai');
    expect(weekdayNames('en')[0]).toBe('Mon');
    expect(weekdayNames('tr', 'long')[6]).toBe('Pazar');
  });
});
