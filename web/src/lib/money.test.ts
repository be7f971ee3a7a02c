import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, separators, toMinor } from './money';

describe('money in minor units', () => {
  it('shows kuruş as lira, one way per language, the symbol first', () => {
    expect(formatMoney(2500, '₺', 'tr')).toBe('₺25,00');
    expect(formatMoney(123456, '₺', 'tr')).toBe('₺1.234,56');
    expect(formatMoney(2500, '₺', 'en')).toBe('₺25.00');
    expect(formatMoney(123456, '₺', 'en')).toBe('₺1,234.56');
  });

  it('writes a currency code as its symbol, never as the code', () => {
    expect(formatMoney(55050, 'TRY', 'en')).toBe('₺550.50');
    expect(formatMoney(55050, 'TRY', 'tr')).toBe('₺550,50');
    expect(formatMoney(55050, '€', 'tr')).toBe('€550,50');
    expect(formatMoney(55050, 'USD', 'en')).toBe('$550.50');
    expect(currencySymbol('TRY', 'en')).toBe('₺');
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
