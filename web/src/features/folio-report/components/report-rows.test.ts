import { describe, expect, it } from 'vitest';
import { reportLines, type ReportRow } from './report-rows';

const row = (storeId: string, currency: string, total: number): ReportRow => ({
  storeId,
  storeName: storeId,
  currency,
  closed: 1,
  cancelled: 0,
  open: 0,
  gross: total,
  discounts: 0,
  total,
  paid: total,
  tip: 0,
});

describe('reportLines', () => {
  it('adds the stores up per currency, after the stores', () => {
    const lines = reportLines([row('a', '₺', 100), row('b', '€', 7), row('c', '₺', 50)]);
    expect(lines.map((l) => [l.storeId, l.sum, l.total])).toEqual([
      ['a', false, 100],
      ['b', false, 7],
      ['c', false, 50],
      ['sum:₺', true, 150],
      ['sum:€', true, 7],
    ]);
  });

  it('has no sum when there is no store', () => {
    expect(reportLines([])).toEqual([]);
  });
});
