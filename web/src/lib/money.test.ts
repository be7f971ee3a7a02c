import { describe, expect, it } from 'vitest';
import { formatMoney, separators, toMinor } from './money';

describe('money in minor units', () => {
  it('shows kuruş as lira in the language’s way', () => {
    expect(formatMoney(2500, '₺', 'tr')).toBe('25,00 ₺');
    expect(formatMoney(123456, '₺', 'tr')).toBe('1.234,56 ₺');
    expect(formatMoney(2500, '₺', 'en')).toBe('₺25.00');
  });

  it('turns a typed amount into whole kuruş', () => {
    expect(toMinor(25)).toBe(2500);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
  });

  it('knows each language’s separators', () => {
    expect(separators('tr')).toEqual({ decimal: ',', thousands: '.' });
    expect(separators('en')).toEqual({ decimal: '.', thousands: ',' });
  });
});
