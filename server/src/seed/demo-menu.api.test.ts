import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls, extrasCalls, publishCalls } from '@sofra/contracts/menu/menu.calls';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import { DEMO_OWNER_GSM, seedDemo } from './demo.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let owner: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(await t.db(), t.config, t.app.log);
  owner = await t.signIn(DEMO_OWNER_GSM);
});
afterAll(async () => t.close());

test('every demo store has a menu of its own in Turkish and English: 6+ groups, 40+ products, prices in kuruş', async () => {
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

test('the demo products are in the department of what they are: alcohol 20 %, food and soft drinks 10 %', async () => {
  const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
  const placed = new Map<string, [number, number]>();
  for (const { storeId } of owned) {
    const rates = await t.call(owner.token, definitionKindCalls.taxRates.list, { storeId });
    const departments = await t.call(owner.token, definitionKindCalls.departments.list, { storeId });
    const rateOf = new Map(rates.map((r) => [r.id, r.rate]));
    const departmentOf = new Map(departments.map((d) => [d.id, d]));
    for (const p of await t.call(owner.token, catalogueCalls.getProducts, { storeId })) {
      const department = departmentOf.get(p.departmentId ?? '');
      expect(department, p.names.en).toBeDefined();
      // A product is taxed at its department's rate.
      expect(p.taxRateId, p.names.en).toBe(department!.taxRateId);
      placed.set(p.names.en!, [department!.departmentNo, rateOf.get(p.taxRateId)!]);
    }
  }
  for (const alcohol of ['Yeni Rakı (Single)', 'House Wine (Bottle)', 'Rakı (Double)', 'White Wine (Glass)', 'Beer'])
    expect(placed.get(alcohol), alcohol).toEqual([3, 20]);
  for (const drink of ['Ayran', 'Water', 'Soda', 'Tea', 'Cappuccino', 'Homemade Lemonade'])
    expect(placed.get(drink), drink).toEqual([2, 10]);
  for (const food of ['Haydari', 'Grilled Sea Bass']) expect(placed.get(food), food).toEqual([1, 10]);
  const byRate = [...placed.values()].filter(([, rate]) => rate === 20);
  expect(byRate.every(([no]) => no === 3)).toBe(true);
});

test('the demo menus offer variations such as portion and sauce, and suggestion lists, on their groups and products', async () => {
  const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
  const meyhane = owned.find((o) => o.storeInfo.name === 'Karaköy Meyhanesi')!.storeId;
  const modifiers = await t.call(owner.token, extrasCalls.getModifiers, { storeId: meyhane });
  const portion = modifiers.find((m) => m.names.en === 'Portion')!;
  expect(portion).toMatchObject({ names: { tr: 'Porsiyon' }, minChoices: 1, maxChoices: 1 });
  expect(portion.options.map((o) => [o.names.en, o.price, o.isDefault])).toEqual([
    ['Single', 0, true],
    ['To share', 12_000, false],
  ]);
  const groups = await t.call(owner.token, catalogueCalls.getGroups, { storeId: meyhane });
  const cold = groups.find((g) => g.names.en === 'Cold Meze')!;
  expect(cold.modifierIds).toEqual([portion.id]);
  expect(portion.groupIds).toEqual([cold.id]);

  const advices = await t.call(owner.token, extrasCalls.getAdvices, { storeId: meyhane });
  const withFish = advices.find((a) => a.names.en === 'With your fish')!;
  const products = await t.call(owner.token, catalogueCalls.getProducts, { storeId: meyhane });
  const nameOf = new Map(products.map((p) => [p.id, p.names.en]));
  expect(withFish.productIds.map((id) => nameOf.get(id))).toEqual(['Rocket Salad', 'Samphire', 'House Wine (Glass)']);
  expect(withFish.forProductIds.map((id) => nameOf.get(id)).sort()).toEqual(['Grilled Sea Bass', 'Grilled Sea Bream']);

  for (const { storeId } of owned) {
    expect((await t.call(owner.token, extrasCalls.getModifiers, { storeId })).length).toBeGreaterThanOrEqual(3);
    expect((await t.call(owner.token, extrasCalls.getAdvices, { storeId })).length).toBeGreaterThanOrEqual(2);
  }
});

test('the demo menus are published: the till reads them in both languages, and the web menu that is on shows them', async () => {
  const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
  for (const { storeId } of owned) {
    const state = await t.call(owner.token, publishCalls.publishState, { storeId });
    expect(state).toMatchObject({ menuVersion: 1, unpublishedChanges: false });
    const en = await t.call(owner.token, publishCalls.storeMenu, { id: storeId, language: 'en' });
    expect(en.products.length).toBeGreaterThanOrEqual(40);
    expect(en.productGroupModifiers.length + en.productModifiers.length).toBeGreaterThanOrEqual(3);
    expect(en.advices.length).toBeGreaterThanOrEqual(2);
  }
  const meyhane = owned.find((o) => o.storeInfo.name === 'Karaköy Meyhanesi')!.storeId;
  const res = await t.app.inject({ method: 'GET', url: `/api/guest/menu/${meyhane}?language=en` });
  const guest = res.json() as GuestMenu;
  expect(guest.menu.productGroups[0]!.name).toBe('Cold Meze');
  expect(guest.menu.currency).toBe('TRY');
});
