/**
 * A folio's amounts (docs/folios.md, Totals), computed from its lines, its discount and its payments. Integers only:
 * money in minor units, rates and percents in hundredths of a percent (basis points: 10 % = 1000, 8.5 % = 850).
 * Products of large amounts go through BigInt, so no step ever loses a unit to floating point.
 */

export type LineState = 'active' | 'gift' | 'void';

/** A discount as given: a percent in basis points, or an amount in minor units. */
export interface DiscountIn {
  kind: 'percent' | 'amount';
  /** Basis points for a percent (1000 = 10 %); minor units for an amount. */
  value: number;
}

export interface TotalsLineIn {
  unitPrice: number;
  quantity: number;
  taxRateBp: number;
  state: LineState;
  discount: DiscountIn | null;
  /** What a campaign takes off the line (docs/campaigns.md), before its own discount; at most its gross. */
  campaign?: number;
}

export interface TotalsIn {
  lines: TotalsLineIn[];
  discount: DiscountIn | null;
  /** A campaign's reward on the whole bill, taken before the folio's own discount (docs/campaigns.md). */
  reward?: DiscountIn | null;
  serviceFeeBp: number;
  /** The rate the service fee is taxed at (the store's default tax rate). */
  serviceFeeTaxBp: number;
  /** The payments that count (taken back ones left out). */
  payments: { amount: number; tip: number }[];
}

export interface LineAmounts {
  /** unitPrice × quantity, also for a gift or a void. */
  gross: number;
  /** What campaigns took off it: its line campaign and its share of the bill reward. */
  campaign: number;
  /** The line's own discount. */
  discount: number;
  /** Its share of the folio's discount. */
  folioShare: number;
  /** gross − discount − folioShare; 0 for a gift or a void. */
  net: number;
  tax: number;
}

export interface TaxRow {
  rateBp: number;
  base: number;
  tax: number;
}

export interface Totals {
  lines: LineAmounts[];
  /** What the folio's own discount took off (the sum of the shares). */
  folioDiscount: number;
  /** What the bill reward of a campaign took off (the sum of its shares). */
  reward: number;
  gross: number;
  discounts: number;
  gifts: number;
  voids: number;
  serviceFee: number;
  serviceFeeTax: number;
  /** Per rate, ascending: the rates of the sold lines and of the fee, where they add something. */
  taxes: TaxRow[];
  total: number;
  paid: number;
  tip: number;
  balance: number;
}

const BP = 10_000n;

/** a × b / c rounded to the nearest integer, halves away from zero (c > 0). */
export const mulDivHalfUp = (a: number, b: number, c: number): number => {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const rounded = (2n * abs + den) / (2n * den);
  return Number(negative ? -rounded : rounded);
};

/** The VAT inside an amount that includes it: amount × rate / (100 % + rate), rounded half up. */
export const taxInside = (amount: number, rateBp: number): number => mulDivHalfUp(amount, rateBp, Number(BP) + rateBp);

/** What a discount takes off `of`: a percent of it rounded half up, or the amount, at most `of` (never below 0). */
export const discountOf = (discount: DiscountIn | null, of: number): number => {
  if (!discount || of <= 0) return 0;
  const taken = discount.kind === 'percent' ? mulDivHalfUp(of, discount.value, Number(BP)) : discount.value;
  return Math.max(0, Math.min(taken, of));
};

/**
 * Shares `amount` out over `weights` in proportion, by the largest remainder: each gets the rounded-down share, and the
 * units left go one each to the largest remainders (ties to the earlier). The shares add up to `amount` exactly.
 */
export const allocate = (amount: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (amount === 0 || sum === 0n) return weights.map(() => 0);
  const total = BigInt(amount);
  const floors = weights.map((w) => (total * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: total * BigInt(w) - floors[i]! * sum }));
  let left = Number(total - floors.reduce((a, f) => a + f, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const shares = floors.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
};

export const computeTotals = (input: TotalsIn): Totals => {
  const gross = input.lines.map((l) => l.unitPrice * l.quantity);
  // A campaign's line amount first, then the line's own discount on what is left (docs/campaigns.md, Stacking).
  const camp = input.lines.map((l, i) =>
    l.state === 'active' ? Math.max(0, Math.min(l.campaign ?? 0, gross[i]!)) : 0,
  );
  const own = input.lines.map((l, i) => (l.state === 'active' ? discountOf(l.discount, gross[i]! - camp[i]!) : 0));
  // What each sold line adds after its line discounts: a campaign's bill reward applies to their sum, then the folio
  // discount to what is left; each shared in proportion.
  const lineAfter = input.lines.map((l, i) => (l.state === 'active' ? gross[i]! - camp[i]! - own[i]! : 0));
  const reward = discountOf(
    input.reward ?? null,
    lineAfter.reduce((a, v) => a + v, 0),
  );
  const rewardShares = allocate(reward, lineAfter);
  const after = lineAfter.map((v, i) => v - rewardShares[i]!);
  const afterSum = after.reduce((a, v) => a + v, 0);
  const folioDiscount = discountOf(input.discount, afterSum);
  const shares = allocate(folioDiscount, after);

  const lines: LineAmounts[] = input.lines.map((l, i) => {
    const net = l.state === 'active' ? after[i]! - shares[i]! : 0;
    return {
      gross: gross[i]!,
      campaign: camp[i]! + rewardShares[i]!,
      discount: own[i]!,
      folioShare: shares[i]!,
      net,
      tax: taxInside(net, l.taxRateBp),
    };
  });

  const sumWhere = (state: LineState) => input.lines.reduce((a, l, i) => (l.state === state ? a + gross[i]! : a), 0);
  const soldGross = sumWhere('active');
  const discounts = own.reduce((a, v) => a + v, 0) + camp.reduce((a, v) => a + v, 0) + reward + folioDiscount;
  const afterDiscounts = soldGross - discounts;
  const serviceFee = mulDivHalfUp(afterDiscounts, input.serviceFeeBp, Number(BP));
  const serviceFeeTax = taxInside(serviceFee, input.serviceFeeTaxBp);

  const byRate = new Map<number, { amount: number; tax: number }>();
  const add = (rateBp: number, amount: number, tax: number) => {
    const row = byRate.get(rateBp) ?? { amount: 0, tax: 0 };
    row.amount += amount;
    row.tax += tax;
    byRate.set(rateBp, row);
  };
  input.lines.forEach((l, i) => {
    if (l.state === 'active') add(l.taxRateBp, lines[i]!.net, lines[i]!.tax);
  });
  if (serviceFee !== 0) add(input.serviceFeeTaxBp, serviceFee, serviceFeeTax);
  // A rate whose lines add nothing (all discounted away) has no row.
  const taxes = [...byRate.entries()]
    .filter(([, row]) => row.amount !== 0 || row.tax !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBp, { amount, tax }]) => ({ rateBp, base: amount - tax, tax }));

  const total = afterDiscounts + serviceFee;
  const paid = input.payments.reduce((a, p) => a + p.amount, 0);
  const tip = input.payments.reduce((a, p) => a + p.tip, 0);
  return {
    lines,
    folioDiscount,
    reward,
    gross: soldGross,
    discounts,
    gifts: sumWhere('gift'),
    voids: sumWhere('void'),
    serviceFee,
    serviceFeeTax,
    taxes,
    total,
    paid,
    tip,
    balance: total - paid,
  };
};

/** Percent with at most two decimals ↔ basis points. */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;
