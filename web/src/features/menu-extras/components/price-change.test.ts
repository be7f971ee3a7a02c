import { describe, expect, it } from 'vitest';
import { changeFromMinor, changeToMinor, formatChange, typedChangeToMinor } from './price-change';

describe('a variation option’s price change', () => {
  it('turns a typed change with its sign into whole kuruş', () => {
    expect(changeToMinor(25)).toBe(2500);
    expect(changeToMinor(-5.5)).toBe(-550);
    expect(changeToMinor(0.1 + 0.2)).toBe(30);
    expect(changeToMinor(-(0.1 + 0.2))).toBe(-30);
    expect(changeToMinor(19.99)).toBe(1999);
    expect(changeToMinor(-19.99)).toBe(-1999);
  });

  it('rounds a half kuruş away from zero on both sides', () => {
    expect(changeToMinor(0.005)).toBe(1);
    expect(changeToMinor(-0.005)).toBe(-1);
    expect(changeToMinor(-12.345)).toBe(-1235);
  });

  it('never answers a negative zero', () => {
    expect(Object.is(changeToMinor(-0), 0)).toBe(true);
    expect(Object.is(changeToMinor(-0.001), 0)).toBe(true);
    expect(Object.is(changeFromMinor(0), 0)).toBe(true);
  });

  it('shows kuruş as major units for the input, sign kept', () => {
    expect(changeFromMinor(2500)).toBe(25);
    expect(changeFromMinor(-550)).toBe(-5.5);
    // Back and forth gives the same kuruş.
    for (const minor of [1, -1, 99, -99, 2500, -1999, 100_000_000, -100_000_000])
      expect(changeToMinor(changeFromMinor(minor))).toBe(minor);
  });

  it('reads what the input holds: empty is no change, a stray text is refused', () => {
    expect(typedChangeToMinor('')).toBe(0);
    expect(typedChangeToMinor('-')).toBe(0);
    expect(typedChangeToMinor(-2.5)).toBe(-250);
    expect(typedChangeToMinor('12.5')).toBe(1250);
    expect(typedChangeToMinor('abc')).toBeUndefined();
  });

  it('writes the sign before the amount, in the language’s way', () => {
    expect(formatChange(2500, '₺', 'tr')).toBe('+₺25,00');
    expect(formatChange(-550, '₺', 'tr')).toBe('\u2212₺5,50');
    expect(formatChange(2500, '₺', 'en')).toBe('+₺25.00');
    expect(formatChange(-550, '₺', 'en')).toBe('\u2212₺5.50');
    expect(formatChange(0, '₺', 'en')).toBe('₺0.00');
  });
});
