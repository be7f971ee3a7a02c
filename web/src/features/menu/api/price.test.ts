import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MAJOR, priceToMajor, priceToMinor } from './price';

describe('product prices: major units typed, minor units sent', () => {
  it('turns a typed amount into whole kuruş', () => {
    expect(priceToMinor(25)).toBe(2500);
    expect(priceToMinor(12.5)).toBe(1250);
    expect(priceToMinor(19.99)).toBe(1999);
    expect(priceToMinor(0.1 + 0.2)).toBe(30);
    expect(priceToMinor(0)).toBe(0);
    expect(Number.isInteger(priceToMinor(1.005))).toBe(true);
  });

  it('reads a typed text with either decimal sign', () => {
    expect(priceToMinor('12,50')).toBe(1250);
    expect(priceToMinor('12.50')).toBe(1250);
    expect(priceToMinor(' 7 ')).toBe(700);
  });

  it('refuses what is no price', () => {
    expect(priceToMinor('')).toBeNull();
    expect(priceToMinor(null)).toBeNull();
    expect(priceToMinor(undefined)).toBeNull();
    expect(priceToMinor(-1)).toBeNull();
    expect(priceToMinor('abc')).toBeNull();
    expect(priceToMinor(MAX_PRICE_MAJOR + 0.01)).toBeNull();
    expect(priceToMinor(MAX_PRICE_MAJOR)).toBe(100_000_000);
  });

  it('shows minor units as the major amount', () => {
    expect(priceToMajor(1250)).toBe(12.5);
    expect(priceToMajor(0)).toBe(0);
    expect(priceToMinor(priceToMajor(123_456))).toBe(123_456);
  });
});
