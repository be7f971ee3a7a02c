import { describe, expect, test } from 'vitest';
import { allocate, computeTotals, discountOf, mulDivHalfUp, taxInside, type TotalsLineIn } from './totals.ts';

const line = (unitPrice: number, quantity: number, taxRateBp: number, more: Partial<TotalsLineIn> = {}) => ({
  unitPrice,
  quantity,
  taxRateBp,
  state: 'active' as const,
  discount: null,
  ...more,
});

describe('rounding', () => {
  test('half up means halves away from zero', () => {
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivHalfUp(4, 1, 3)).toBe(1);
    expect(mulDivHalfUp(5, 1, 3)).toBe(2);
  });

  test('large products are exact (no floating point)', () => {
    // 999 × 10,000,000.00 at 33.33 %: beyond 2^53 before the division.
    expect(mulDivHalfUp(999 * 1_000_000_000, 3333, 10_000)).toBe(332_966_700_000);
  });

  test('the tax inside a price: net × rate / (100 + rate)', () => {
    expect(taxInside(50_000, 1000)).toBe(4545);
    expect(taxInside(5_360, 2000)).toBe(893);
    expect(taxInside(3_600, 2000)).toBe(600);
    expect(taxInside(0, 2000)).toBe(0);
    // 8.5 %: 1,085 × 850 / 10,850 = 85 exactly.
    expect(taxInside(1_085, 850)).toBe(85);
  });
});

describe('discounts', () => {
  test('a percent rounds half up; an amount is capped at what it applies to', () => {
    expect(discountOf({ kind: 'percent', value: 1000 }, 4_005)).toBe(401);
    expect(discountOf({ kind: 'percent', value: 1250 }, 1_000)).toBe(125);
    expect(discountOf({ kind: 'amount', value: 700 }, 500)).toBe(500);
    expect(discountOf({ kind: 'amount', value: 300 }, 500)).toBe(300);
    expect(discountOf(null, 500)).toBe(0);
  });

  test('an amount discount on a line takes at most its gross', () => {
    const t = computeTotals({
      lines: [line(1_000, 2, 1000, { discount: { kind: 'amount', value: 5_000 } }), line(3_000, 1, 1000)],
      discount: null,
      serviceFeeBp: 0,
      serviceFeeTaxBp: 2000,
      payments: [],
    });
    expect(t.lines[0]).toMatchObject({ gross: 2_000, discount: 2_000, net: 0, tax: 0 });
    expect(t).toMatchObject({ gross: 5_000, discounts: 2_000, total: 3_000 });
  });
});

describe('largest remainder', () => {
  test('the shares add up exactly; the units left go to the largest remainders, ties to the earlier', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    // 7 × (1/6, 2/6, 3/6) = 1.1667, 2.333, 3.5 → 1, 2, 3 and one left: the largest remainder is the third's (.5).
    expect(allocate(7, [1, 2, 3])).toEqual([1, 2, 4]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  test('a folio discount shared over lines with remainders: the shares sum to the discount and each tax is right', () => {
    // 1,000 + 1,000 + 1,000 at 10 % / 20 % / 1 %, 100.00 off the folio → shares 33.34, 33.33, 33.33.
    const t = computeTotals({
      lines: [line(1_000, 1, 1000), line(1_000, 1, 2000), line(1_000, 1, 100)],
      discount: { kind: 'amount', value: 100 },
      serviceFeeBp: 0,
      serviceFeeTaxBp: 2000,
      payments: [],
    });
    expect(t.lines.map((l) => l.folioShare)).toEqual([34, 33, 33]);
    expect(t.lines.map((l) => l.net)).toEqual([966, 967, 967]);
    // 966 × 10/110 = 87.82 → 88; 967 × 20/120 = 161.17 → 161; 967 × 1/101 = 9.57 → 10.
    expect(t.lines.map((l) => l.tax)).toEqual([88, 161, 10]);
    expect(t).toMatchObject({ folioDiscount: 100, discounts: 100, total: 2_900 });
    expect(t.taxes).toEqual([
      { rateBp: 100, base: 957, tax: 10 },
      { rateBp: 1000, base: 878, tax: 88 },
      { rateBp: 2000, base: 806, tax: 161 },
    ]);
  });

  test('a percent folio discount applies to the lines after their own discounts; gifts and voids take none', () => {
    const t = computeTotals({
      lines: [
        line(2_000, 1, 1000, { discount: { kind: 'percent', value: 5000 } }),
        line(3_000, 1, 1000),
        line(9_000, 1, 1000, { state: 'gift' }),
        line(1_500, 1, 1000, { state: 'void', discount: { kind: 'amount', value: 100 } }),
      ],
      discount: { kind: 'percent', value: 1000 },
      serviceFeeBp: 0,
      serviceFeeTaxBp: 2000,
      payments: [],
    });
    // (1,000 + 3,000) × 10 % = 400, shared 100 / 300.
    expect(t.lines.map((l) => [l.discount, l.folioShare, l.net])).toEqual([
      [1_000, 100, 900],
      [0, 300, 2_700],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(t).toMatchObject({ gross: 5_000, discounts: 1_400, gifts: 9_000, voids: 1_500, total: 3_600 });
  });
});

describe('the hand-computed case of docs/folios.md', () => {
  test('2 × Köfte, Cola −10 %, Baklava gift, Çay void, 10 % service fee, cash 300.00 + card 289.60', () => {
    const t = computeTotals({
      lines: [
        line(25_000, 2, 1000),
        line(4_000, 1, 2000, { discount: { kind: 'percent', value: 1000 } }),
        line(9_000, 1, 1000, { state: 'gift' }),
        line(1_500, 1, 100, { state: 'void' }),
      ],
      discount: null,
      serviceFeeBp: 1000,
      serviceFeeTaxBp: 2000,
      payments: [
        { amount: 30_000, tip: 0 },
        { amount: 28_960, tip: 500 },
      ],
    });
    expect(t).toEqual({
      lines: [
        { gross: 50_000, campaign: 0, discount: 0, folioShare: 0, net: 50_000, tax: 4_545 },
        { gross: 4_000, campaign: 0, discount: 400, folioShare: 0, net: 3_600, tax: 600 },
        { gross: 9_000, campaign: 0, discount: 0, folioShare: 0, net: 0, tax: 0 },
        { gross: 1_500, campaign: 0, discount: 0, folioShare: 0, net: 0, tax: 0 },
      ],
      folioDiscount: 0,
      reward: 0,
      gross: 54_000,
      discounts: 400,
      gifts: 9_000,
      voids: 1_500,
      serviceFee: 5_360,
      serviceFeeTax: 893,
      taxes: [
        { rateBp: 1000, base: 45_455, tax: 4_545 },
        { rateBp: 2000, base: 7_467, tax: 1_493 },
      ],
      total: 58_960,
      paid: 58_960,
      tip: 500,
      balance: 0,
    });
  });

  test('a zero service fee adds nothing and no tax row of its own', () => {
    const t = computeTotals({
      lines: [line(25_000, 2, 1000)],
      discount: null,
      serviceFeeBp: 0,
      serviceFeeTaxBp: 2000,
      payments: [{ amount: 10_000, tip: 0 }],
    });
    expect(t).toMatchObject({ serviceFee: 0, serviceFeeTax: 0, total: 50_000, balance: 40_000 });
    expect(t.taxes).toEqual([{ rateBp: 1000, base: 45_455, tax: 4_545 }]);
  });

  test('an empty folio owes nothing', () => {
    const t = computeTotals({ lines: [], discount: null, serviceFeeBp: 1000, serviceFeeTaxBp: 2000, payments: [] });
    expect(t).toMatchObject({ gross: 0, total: 0, balance: 0, taxes: [] });
  });
});

describe('campaigns in the totals (docs/campaigns.md, Stacking)', () => {
  test('a line campaign first, then the line discount on the rest; the bill reward, then the folio discount', () => {
    const t = computeTotals({
      lines: [
        line(10_000, 1, 1000, { campaign: 2_000, discount: { kind: 'percent', value: 1000 } }),
        line(5_000, 1, 1000),
        line(3_000, 1, 1000, { state: 'gift', campaign: 3_000 }),
      ],
      reward: { kind: 'percent', value: 1000 },
      discount: { kind: 'amount', value: 980 },
      serviceFeeBp: 0,
      serviceFeeTaxBp: 2000,
      payments: [],
    });
    expect(t.lines.map((l) => [l.campaign, l.discount, l.folioShare, l.net])).toEqual([
      [2_000 + 720, 800, 578, 5_902],
      [500, 0, 402, 4_098],
      [0, 0, 0, 0],
    ]);
    expect([t.reward, t.folioDiscount, t.discounts, t.total]).toEqual([1_220, 980, 5_000, 10_000]);
  });

  test('a campaign amount never takes a line below zero', () => {
    const t = computeTotals({
      lines: [line(1_000, 1, 1000, { campaign: 5_000 })],
      discount: null,
      serviceFeeBp: 0,
      serviceFeeTaxBp: 0,
      payments: [],
    });
    expect([t.lines[0]!.campaign, t.lines[0]!.net, t.total]).toEqual([1_000, 0, 0]);
  });
});
