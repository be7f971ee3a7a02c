import { describe, expect, it } from 'vitest';
import { looksLikePhone, withPlus } from './contract-api';

describe('withPlus (spec section 5: numbers get a leading plus)', () => {
  it('adds the plus to a number written with its country code', () => {
    expect(withPlus('905321234567')).toBe('+905321234567');
    expect(withPlus('+90 (532) 123-45-67')).toBe('+905321234567');
  });
  it('reads 00 as the plus and a trunk zero as a Turkish number', () => {
    expect(withPlus('0049 30 1234567')).toBe('+49301234567');
    expect(withPlus('0532 123 45 67')).toBe('+905321234567');
  });
  it('leaves an empty field empty', () => {
    expect(withPlus('  ')).toBe('');
  });
  it('accepts 8 to 15 digits after the plus', () => {
    expect(looksLikePhone('+905321234567')).toBe(true);
    expect(looksLikePhone('+1234')).toBe(false);
    expect(looksLikePhone('+0532123456')).toBe(false);
  });
});
