import { describe, expect, test } from 'vitest';
import { mergePaymentTypes, mergeProducts, sameName } from './across-stores.ts';

describe('merging payment types and products across stores', () => {
  test('a name is the same whatever its case and spaces, by Turkish rules', () => {
    expect(sameName('  KREDİ   Kartı ')).toBe('kredi kartı');
    expect(sameName('IZGARA')).toBe('ızgara');
  });

  test('payment types of one collection type and name are one row; another collection type stays apart', () => {
    const row = { count: 1, tips: 0, collectionType: 'cash', lastDay: '2026-03-01' };
    const merged = mergePaymentTypes([
      { ...row, storeId: 's1', paymentTypeId: 'p1', name: 'Nakit', amount: 100 },
      { ...row, storeId: 's2', paymentTypeId: 'p2', name: 'NAKİT ', amount: 300, lastDay: '2026-03-02' },
      { ...row, storeId: 's2', paymentTypeId: 'p3', name: 'Nakit', amount: 50, collectionType: 'bank' },
    ]);
    expect(merged.map((p) => [p.key, p.name, p.paymentTypeId, p.amount, p.count])).toEqual([
      ['cash:nakit', 'NAKİT ', 'p2', 400, 2],
      ['bank:nakit', 'Nakit', 'p3', 50, 1],
    ]);
    expect(merged[0]!.stores.map((s) => [s.storeId, s.amount])).toEqual([
      ['s2', 300],
      ['s1', 100],
    ]);
  });

  test('products by name: summed, the latest name shown, unsold ones left out, best and worst kept to the limit', () => {
    const { top, bottom } = mergeProducts(
      [
        { storeId: 's1', productKey: 'k1', name: 'Köfte', closedAt: '2026-03-01 12:00', quantity: 2, net: 500 },
        { storeId: 's2', productKey: 'k2', name: 'köfte', closedAt: '2026-03-02 12:00', quantity: 1, net: 250 },
        { storeId: 's1', productKey: 'k3', name: 'Cola', closedAt: '2026-03-01 12:00', quantity: 1, net: 40 },
        { storeId: 's1', productKey: 'k4', name: 'Ayran', closedAt: '2026-03-01 12:00', quantity: 3, net: 90 },
        { storeId: 's2', productKey: 'k5', name: 'Çay', closedAt: '2026-03-01 12:00', quantity: 0, net: 0 },
      ],
      2,
    );
    expect(top.map((p) => [p.productKey, p.name, p.quantity, p.net])).toEqual([
      ['name:köfte', 'köfte', 3, 750],
      ['k4', 'Ayran', 3, 90],
    ]);
    expect(bottom.map((p) => p.name)).toEqual(['Cola', 'Ayran']);
    expect(top[0]!.stores).toEqual([
      { storeId: 's1', quantity: 2, net: 500 },
      { storeId: 's2', quantity: 1, net: 250 },
    ]);
  });
});
