import { describe, expect, test } from 'vitest';
import { codesOf, flagOf, integerOf, percentOf, priceCell, priceOf, textOf } from './sheet.rows.ts';

describe('cells', () => {
  test('prices are major units with at most two decimals, read back exactly as exported', () => {
    expect(priceOf(45.5)).toEqual({ ok: true, value: 4550 });
    expect(priceOf('45,50')).toEqual({ ok: true, value: 4550 });
    expect(priceOf('1 250.00')).toEqual({ ok: true, value: 125_000 });
    expect(priceOf(-5)).toEqual({ ok: true, value: -500 });
    expect(priceOf(12.345)).toEqual({ ok: false, code: 'invalid_format' });
    expect(priceOf('12.3.4')).toEqual({ ok: false, code: 'invalid_format' });
    expect(priceOf(null)).toEqual({ ok: false, code: 'invalid_type' });
    for (const minor of [0, 1, 29, 4550, 99_999_999, 100_000_000])
      expect(priceOf(priceCell(minor))).toEqual({ ok: true, value: minor });
    for (let minor = 0; minor < 100_000; minor += 7)
      expect(priceOf(priceCell(minor))).toEqual({ ok: true, value: minor });
  });

  test('yes/no, whole numbers, percents, codes and text', () => {
    expect([true, 'EVET', 'yes', 1, 'x'].map((c) => flagOf(c))).toEqual(Array(5).fill({ ok: true, value: true }));
    expect([false, 'Hayır', 'no', 0].map((c) => flagOf(c))).toEqual(Array(4).fill({ ok: true, value: false }));
    expect(flagOf(null)).toEqual({ ok: true, value: null });
    expect(flagOf('belki')).toEqual({ ok: false, code: 'invalid_type' });
    expect(integerOf('3')).toEqual({ ok: true, value: 3 });
    expect(integerOf(1.5)).toEqual({ ok: false, code: 'invalid_type' });
    expect(percentOf('8,5 %')).toEqual({ ok: true, value: 8.5 });
    expect(percentOf('yirmi')).toEqual({ ok: false, code: 'invalid_type' });
    expect(codesOf(' Milk; gluten, milk ,')).toEqual({ ok: true, value: ['milk', 'gluten'] });
    expect(codesOf(5)).toEqual({ ok: false, code: 'invalid_type' });
    expect(textOf(1001)).toEqual({ ok: true, value: '1001' });
    expect(textOf(true)).toEqual({ ok: false, code: 'invalid_type' });
  });
});
