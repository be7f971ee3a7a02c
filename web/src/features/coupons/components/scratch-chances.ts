/**
 * The chance of each prize of a scratch pool and of "no prize", in percent with one decimal, by the server's draw
 * (docs/coupons.md, Scratch cards: `randomInt(total weight)`): weight ÷ total. Rounded by largest remainder so the
 * shown chances add up to exactly 100 %; all zero when the total weight is zero.
 */
export function scratchChances(weights: number[], noPrizeWeight: number): { entries: number[]; noPrize: number } {
  const all = [...weights, noPrizeWeight].map((w) => (Number.isFinite(w) && w > 0 ? Math.floor(w) : 0));
  const total = all.reduce((a, w) => a + w, 0);
  if (total === 0) return { entries: weights.map(() => 0), noPrize: 0 };
  // Tenths of a percent: 1000 in all.
  const exact = all.map((w) => (w * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((a, x) => a + x, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    tenths[i]! += 1;
    left--;
  }
  const percent = tenths.map((x) => x / 10);
  return { entries: percent.slice(0, -1), noPrize: percent[percent.length - 1]! };
}
