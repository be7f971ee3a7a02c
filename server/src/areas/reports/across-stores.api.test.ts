import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';

/**
 * The all-branches dashboard (docs/reports.md, Across stores): each store has its own payment types and products, yet
 * the report has one row per payment type and one per product, with the stores' parts beside it.
 */

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn();
});
afterAll(async () => t.close());

/** A store of the owner with a Köfte at 250.00 and a Cola at 40.00 (no service fee), and its payment types. */
const branch = async (name: string) => {
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ name, serviceFee: 0 }))).id;
  const [kofte, cola] = await publishedMenu(t, owner.token, storeId, [
    { name: 'Köfte', price: 25_000 },
    { name: 'Cola', price: 4_000, rate: 20 },
  ]);
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const card = types.find((p) => p.collectionType === 'bank')!;
  return { storeId, kofte: kofte!.id, cola: cola!.id, cash, card };
};
type Branch = Awaited<ReturnType<typeof branch>>;

/** A take-away bill of the lines, paid by the payments (amounts; the last takes the rest) and closed. */
const sale = async (s: Branch, lines: [string, number][], payments: string[]): Promise<Folio> => {
  const open = await t.call(owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'take-away',
    lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  });
  let left = open.totals.total;
  for (const [i, paymentTypeId] of payments.entries()) {
    const amount = i === payments.length - 1 ? left : Math.floor(left / 2);
    await t.call(owner.token, f.addPayment, { storeId: s.storeId, id: open.id, paymentTypeId, amount });
    left -= amount;
  }
  return t.call(owner.token, f.close, { storeId: s.storeId, id: open.id });
};

describe('report/getDashboard over several stores', () => {
  test('one labelled row per payment type and one per product, summed, with each store’s part', async () => {
    const [a, b, c] = [await branch('Kadıköy'), await branch('Beşiktaş'), await branch('Moda')];
    const today = (await sale(a, [[a.kofte, 2]], [a.cash.id])).businessDay; // 500.00 cash
    await sale(
      b,
      [
        [b.kofte, 1],
        [b.cola, 1],
      ],
      [b.card.id],
    ); // 290.00 card
    await sale(c, [[c.cola, 3]], [c.cash.id, c.card.id]); // 120.00: 60.00 cash, 60.00 card
    await sale(a, [[a.cola, 1]], [a.card.id]); // 40.00 card
    const storeIds = [a.storeId, b.storeId, c.storeId];
    const d = await t.call(owner.token, r.getDashboard, { storeIds, from: today, to: today });

    // Three stores × two types sold with: two rows, not six.
    expect(d.byPaymentType.map((p) => [p.name, p.collectionType, p.count, p.amount])).toEqual([
      [a.cash.name, 'cash', 2, 50_000 + 6_000],
      [b.card.name, 'bank', 3, 29_000 + 6_000 + 4_000],
    ]);
    expect(d.byPaymentType.reduce((sum, p) => sum + p.amount, 0)).toBe(d.current.paid);
    expect(new Set(d.byPaymentType.map((p) => p.key)).size).toBe(2);
    const [cash, card] = d.byPaymentType;
    expect(card!.stores).toEqual([
      { storeId: b.storeId, count: 1, amount: 29_000, tips: 0 },
      { storeId: c.storeId, count: 1, amount: 6_000, tips: 0 },
      { storeId: a.storeId, count: 1, amount: 4_000, tips: 0 },
    ]);
    expect(cash!.stores).toEqual([
      { storeId: a.storeId, count: 1, amount: 50_000, tips: 0 },
      { storeId: c.storeId, count: 1, amount: 6_000, tips: 0 },
    ]);

    // Köfte sold at two stores, Cola at three: one row each, quantities and net sales summed.
    expect(d.topProducts.map((p) => [p.name, p.quantity, p.net])).toEqual([
      ['Köfte', 3, 75_000],
      ['Cola', 5, 20_000],
    ]);
    expect(d.bottomProducts.map((p) => p.name)).toEqual(['Cola', 'Köfte']);
    const [kofte, cola] = d.topProducts;
    expect(kofte!.stores).toEqual([
      { storeId: a.storeId, quantity: 2, net: 50_000 },
      { storeId: b.storeId, quantity: 1, net: 25_000 },
    ]);
    expect(cola!.stores).toEqual(
      [
        { storeId: c.storeId, quantity: 3, net: 12_000 },
        { storeId: a.storeId, quantity: 1, net: 4_000 },
        { storeId: b.storeId, quantity: 1, net: 4_000 },
      ].sort((x, y) => y.net - x.net || (x.storeId < y.storeId ? -1 : 1)),
    );
    expect(new Set([kofte!.productKey, cola!.productKey])).toEqual(new Set(['name:köfte', 'name:cola']));

    // One store asked: its own rows, keyed by its product.
    const one = await t.call(owner.token, r.getDashboard, { storeIds: [b.storeId], from: today, to: today });
    expect(one.byPaymentType.map((p) => [p.paymentTypeId, p.amount, p.stores.length])).toEqual([
      [b.card.id, 29_000, 1],
    ]);
    expect(one.topProducts.map((p) => [p.productKey, p.quantity])).toEqual([
      [b.kofte, 1],
      [b.cola, 1],
    ]);
  });
});
