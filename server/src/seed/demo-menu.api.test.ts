import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import { DEMO_OWNER_GSM, seedDemo } from './demo.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(await t.db(), t.config, t.app.log);
});
afterAll(async () => t.close());

test('every demo store has a menu of its own in Turkish and English: 6+ groups, 40+ products, prices in kuruş', async () => {
  const owner = await t.signIn(DEMO_OWNER_GSM);
  const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
  const firstGroups = new Set<string>();
  for (const { storeId } of owned) {
    const groups = await t.call(owner.token, catalogueCalls.getGroups, { storeId });
    const products = await t.call(owner.token, catalogueCalls.getProducts, { storeId });
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(products.length).toBeGreaterThanOrEqual(40);
    firstGroups.add(groups[0]!.name);
    for (const p of products) {
      expect(p.names.tr && p.names.en && p.descriptions.tr && p.descriptions.en).toBeTruthy();
      expect(Number.isInteger(p.price) && p.price > 0 && p.price % 100 === 0).toBe(true);
    }
    expect(new Set(products.map((p) => p.plu)).size).toBe(products.length);
    expect(groups.reduce((n, g) => n + g.productCount, 0)).toBe(products.length);
  }
  expect(firstGroups).toEqual(new Set(['Soğuk Mezeler', 'Espresso Bazlı', 'Zeytinyağlılar']));
});
