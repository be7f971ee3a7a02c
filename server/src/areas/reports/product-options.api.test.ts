import { afterAll, beforeAll, expect, test } from 'vitest';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls as c, extrasCalls as x } from '@sofra/contracts/menu/menu.calls';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A store selling Köfte with a "Porsiyon" variation (1 or 1,5 portions) and an optional "Ekstra", and a Cola. */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'S1' });
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const taxRateId = rates.find((x) => x.rate === 10)!.id;
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Izgara' } });
  const product = (name: string, price: number) =>
    t.call(owner.token, c.saveProduct, { storeId, groupId: group.id, names: { tr: name }, price, taxRateId });
  const kofte = await product('Köfte', 25_000);
  const cola = await product('Cola', 4_000);
  const portion = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Porsiyon' },
    minChoices: 1,
    maxChoices: 1,
    options: [{ names: { tr: '1 porsiyon' } }, { names: { tr: '1,5 porsiyon' }, price: 12_500 }],
  });
  const extra = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Ekstra' },
    minChoices: 0,
    maxChoices: 1,
    options: [{ names: { tr: 'Yumurta' }, price: 1_000 }],
  });
  await t.call(owner.token, x.setLinks, {
    storeId,
    target: 'product',
    id: kofte.id,
    modifierIds: [portion.id, extra.id],
  });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  const cash = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
    (p) => p.collectionType === 'cash',
  )!;
  const reasons = await t.call(owner.token, defs.discountReasons.list, { storeId });
  const tenPercent = reasons.find((d) => d.kind === 'percent' && d.value === 10)!;
  const option = (name: string) => [...portion.options, ...extra.options].find((o) => o.names.tr === name)!.id;
  /** Opens, pays and closes a folio of the lines; its business day. */
  const sell = async (lines: { productId: string; quantity: number; options: string[] }[], discounted = false) => {
    const opened = await t.call(owner.token, f.save, { storeId, serviceType: 'table', tableId: table.id, lines });
    const ref = { storeId, id: opened.id };
    const folio = discounted ? await t.call(owner.token, f.applyDiscount, { ...ref, reasonId: tenPercent.id }) : opened;
    await t.call(owner.token, f.addPayment, { ...ref, paymentTypeId: cash.id, amount: folio.totals.balance });
    return (await t.call(owner.token, f.close, ref)).businessDay;
  };
  return { owner, storeId, kofte, cola, option, sell };
};

test('by option: a row per product and choice; the choices of a product add up to its row', async () => {
  const s = await setUp();
  const one = s.option('1 porsiyon');
  const oneAndHalf = s.option('1,5 porsiyon');
  const egg = s.option('Yumurta');
  const day = await s.sell([
    { productId: s.kofte.id, quantity: 2, options: [one] },
    { productId: s.cola.id, quantity: 1, options: [] },
  ]);
  await s.sell([{ productId: s.kofte.id, quantity: 1, options: [oneAndHalf] }], true);
  // The same choice in another order is the same row.
  await s.sell([
    { productId: s.kofte.id, quantity: 1, options: [egg, oneAndHalf] },
    { productId: s.kofte.id, quantity: 3, options: [oneAndHalf, egg] },
  ]);
  const ask = (by: 'product' | 'option') =>
    t.call(s.owner.token, r.getProductSales, { storeId: s.storeId, from: day, to: day, by });
  const byProduct = await ask('product');
  const byOption = await ask('option');

  const kofteRows = byOption.rows.filter((x) => x.name === 'Köfte');
  expect(kofteRows.map((x) => [x.options, x.quantity, x.gross])).toEqual([
    [['1,5 porsiyon', 'Yumurta'], 4, 4 * 38_500],
    [['1 porsiyon'], 2, 50_000],
    [['1,5 porsiyon'], 1, 37_500],
  ]);
  const kofte = byProduct.rows.find((x) => x.name === 'Köfte')!;
  for (const k of ['quantity', 'gross', 'discounts', 'net', 'tax'] as const)
    expect(kofteRows.reduce((sum, x) => sum + x[k], 0)).toBe(kofte[k]);
  expect(kofteRows.find((x) => x.quantity === 1)!.discounts).toBe(3_750);
  // A product without options is one row with none; the totals are the product view's.
  expect(byOption.rows.find((x) => x.name === 'Cola')).toMatchObject({ options: [], quantity: 1, net: 4_000 });
  expect(byOption.rows.at(-1)!.name).toBe('Cola');
  expect(byOption.totals).toEqual(byProduct.totals);
  expect(byProduct.rows.every((x) => x.options === undefined)).toBe(true);
});
