import type { Dashboard } from '@sofra/contracts/reports/reports.schemas';
import type { BarDatum } from './dashboard-charts';

/** A share of a whole as the report lists it: a labelled amount, and over several stores each store's part. */
export interface Share {
  key: string;
  label: string;
  value: number;
  parts?: { key: string; label: string; value: number }[];
}

/**
 * The payment types as shares: one per payment type, the server's sum over the stores (payment types are per store; the
 * server merges them by collection type and name, docs/reports.md, Across stores), labelled by its name. With the
 * stores' names (all branches), each store's part follows as a breakdown.
 */
export const paymentShares = (rows: Dashboard['byPaymentType'], storeNames: Map<string, string> | null): Share[] =>
  rows.map((p) => ({
    key: p.key,
    label: p.name,
    value: p.amount,
    ...(storeNames
      ? {
          parts: p.stores.map((s) => ({
            key: s.storeId,
            label: storeNames.get(s.storeId) ?? s.storeId,
            value: s.amount,
          })),
        }
      : {}),
  }));

/** A share as a chart's slice: its label and value only (the breakdown is the list's). */
export const slice = ({ label, value }: Share): BarDatum => ({ label, value });
