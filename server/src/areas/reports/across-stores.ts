import type { z } from 'zod';
import type { ZReportPaymentType, ZReportProduct } from '@sofra/contracts/reports/reports.schemas';

/**
 * The dashboard's payment types and products over several stores (docs/reports.md, Across stores). Payment types and
 * products are per store — each store's "Nakit" and "Köfte" have ids of their own — so a report over stores merges
 * them by what an owner reads: a payment type by its collection type and name, a product by its name (products have
 * no unit), the names trimmed, their runs of spaces made one and in lower case (Turkish rules: İ → i, I → ı). Each
 * merged row is the sum, with each store's part kept beside it.
 */

type PaymentType = z.output<typeof ZReportPaymentType>;
type Product = z.output<typeof ZReportProduct>;

/** A name as the identity across stores: trimmed, single-spaced, lower case. */
export const sameName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface PaymentTypeOfStore {
  storeId: string;
  paymentTypeId: string;
  name: string;
  collectionType: string;
  /** The latest business day it was paid with: its name and id are that sale's. */
  lastDay: string;
  count: number;
  amount: number;
  tips: number;
}

/** One row per payment type (collection type and name) over the stores, amount descending; stores amount descending. */
export const mergePaymentTypes = (rows: PaymentTypeOfStore[]): PaymentType[] => {
  const groups = new Map<string, PaymentTypeOfStore[]>();
  for (const row of rows) {
    const key = `${row.collectionType}:${sameName(row.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([key, group]): PaymentType => {
      const latest = group.reduce((a, b) => (b.lastDay > a.lastDay ? b : a));
      const stores = new Map<string, { storeId: string; count: number; amount: number; tips: number }>();
      for (const r of group) {
        const s = stores.get(r.storeId) ?? { storeId: r.storeId, count: 0, amount: 0, tips: 0 };
        s.count += r.count;
        s.amount += r.amount;
        s.tips += r.tips;
        stores.set(r.storeId, s);
      }
      return {
        key,
        paymentTypeId: latest.paymentTypeId,
        name: latest.name,
        collectionType: latest.collectionType,
        count: group.reduce((sum, r) => sum + r.count, 0),
        amount: group.reduce((sum, r) => sum + r.amount, 0),
        tips: group.reduce((sum, r) => sum + r.tips, 0),
        stores: [...stores.values()].sort((a, b) => b.amount - a.amount || byKey(a.storeId, b.storeId)),
      };
    })
    .sort((a, b) => b.amount - a.amount || byKey(a.key, b.key));
};

export interface ProductOfStore {
  storeId: string;
  productKey: string;
  name: string;
  /** When it was last closed (its name is that sale's); '' when unknown. */
  closedAt: string;
  quantity: number;
  net: number;
}

/**
 * One row per product (by name) over the stores, sold ones only (quantity above 0): the `limit` best by net (`top`,
 * best first) and the `limit` worst (`bottom`, worst first); ties by key.
 */
export const mergeProducts = (rows: ProductOfStore[], limit: number): { top: Product[]; bottom: Product[] } => {
  const groups = new Map<string, ProductOfStore[]>();
  for (const row of rows) {
    const key = sameName(row.name);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const merged = [...groups.entries()]
    .map(([name, group]): Product => {
      const latest = group.reduce((a, b) => (b.closedAt > a.closedAt ? b : a));
      const keys = new Set(group.map((r) => r.productKey));
      const stores = new Map<string, { storeId: string; quantity: number; net: number }>();
      for (const r of group) {
        const s = stores.get(r.storeId) ?? { storeId: r.storeId, quantity: 0, net: 0 };
        s.quantity += r.quantity;
        s.net += r.net;
        stores.set(r.storeId, s);
      }
      return {
        productKey: keys.size === 1 ? latest.productKey : `name:${name}`,
        name: latest.name,
        quantity: group.reduce((sum, r) => sum + r.quantity, 0),
        net: group.reduce((sum, r) => sum + r.net, 0),
        stores: [...stores.values()].sort((a, b) => b.net - a.net || byKey(a.storeId, b.storeId)),
      };
    })
    .filter((p) => p.quantity > 0);
  const best = [...merged].sort((a, b) => b.net - a.net || byKey(a.productKey, b.productKey));
  const worst = [...merged].sort((a, b) => a.net - b.net || byKey(a.productKey, b.productKey));
  return { top: best.slice(0, limit), bottom: worst.slice(0, limit) };
};
