import type { CallOutput } from '@sofra/contracts/core/call';
import type { folioCalls } from '@sofra/contracts/folios/folios.calls';

export type ReportRow = CallOutput<typeof folioCalls.getReport>['rows'][number];
/** A row of the report's grid: a store, or the sum of the stores of one currency. */
export type ReportLine = ReportRow & { sum: boolean };

const FIELDS = ['closed', 'cancelled', 'open', 'gross', 'discounts', 'total', 'paid', 'tip'] as const;

/**
 * The stores, then their sum. Money of different currencies is never added up: with one currency there is one sum
 * row, with several one per currency (in the order the currencies first appear).
 */
export const reportLines = (rows: ReportRow[]): ReportLine[] => {
  const sums = new Map<string, ReportLine>();
  for (const row of rows) {
    const sum =
      sums.get(row.currency) ??
      ({
        storeId: `sum:${row.currency}`,
        storeName: '',
        currency: row.currency,
        closed: 0,
        cancelled: 0,
        open: 0,
        gross: 0,
        discounts: 0,
        total: 0,
        paid: 0,
        tip: 0,
        sum: true,
      } satisfies ReportLine);
    for (const field of FIELDS) sum[field] += row[field];
    sums.set(row.currency, sum);
  }
  return [...rows.map((row) => ({ ...row, sum: false })), ...sums.values()];
};
