import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { ownerAndStranger } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const UNKNOWN = '0000000000a-0000-0000-000000000000';

describe('product groups and products', () => {
  test('an owner builds groups and products; names fall back to the default language; prices are minor units', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const soups = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Çorbalar', en: 'Soups' } });
    const mains = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
    expect([soups.sequence, mains.sequence]).toEqual([0, 1]);
    expect(soups).toMatchObject({ name: 'Çorbalar', names: { tr: 'Çorbalar', en: 'Soups' }, productCount: 0 });

    const [rate] = await t.call(owner.token, definitionKindCalls.taxRates.list, { storeId });
    const lentil = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: soups.id,
      names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
      descriptions: { tr: 'Limon ve kıtır ekmekle' },
      price: 14_500,
      plu: '1001',
      tags: ['vegetarian', 'vegan'],
      allergens: ['celery', 'gluten'],
      calories: 230,
      prepMinutes: 5,
      taxRateId: rate!.id,
    });
    expect(lentil).toMatchObject({ price: 14_500, name: 'Mercimek çorbası', sequence: 0, plu: '1001', active: true });
    // Without a tax rate a product gets the store's default (20 %).
    const rates = await t.call(owner.token, definitionKindCalls.taxRates.list, { storeId });
    const tripe = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: soups.id,
      names: { tr: 'İşkembe' },
      price: 16_000,
    });
    expect(tripe.taxRateId).toBe(rates.find((r) => r.isDefault)!.id);
    expect(tripe.sequence).toBe(1);

    const listed = await t.call(owner.token, c.getProducts, { storeId, groupId: soups.id });
    expect(listed.map((p) => p.name)).toEqual(['Mercimek çorbası', 'İşkembe']);
    expect((await t.call(owner.token, c.getGroups, { storeId }))[0]!.productCount).toBe(2);

    // Order and status.
    const sorted = await t.call(owner.token, c.sortProducts, {
      storeId,
      groupId: soups.id,
      ids: [tripe.id, lentil.id],
    });
    expect(sorted.map((p) => p.id)).toEqual([tripe.id, lentil.id]);
    const groups = await t.call(owner.token, c.sortGroups, { storeId, ids: [mains.id, soups.id] });
    expect(groups.map((g) => g.name)).toEqual(['Ana yemekler', 'Çorbalar']);
    expect((await t.call(owner.token, c.setProductStatus, { storeId, id: lentil.id, active: false })).active).toBe(
      false,
    );
    expect((await t.call(owner.token, c.setGroupStatus, { storeId, id: mains.id, active: false })).active).toBe(false);

    // Deleting a product archives it.
    await t.call(owner.token, c.deleteProduct, { storeId, id: tripe.id });
    expect((await t.call(owner.token, c.getProducts, { storeId })).map((p) => p.id)).toEqual([lentil.id]);
    // Its PLU is free again for a new product.
    await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: mains.id,
      names: { tr: 'Köfte' },
      price: 1,
      plu: '9',
    });
  });

  test('bad values are refused: float, negative or missing-name prices, duplicate PLU, unknown references', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Tatlılar' } });
    const base = { storeId, groupId: group.id, names: { tr: 'Baklava' }, price: 20_000 };
    await t.call(owner.token, c.saveProduct, { ...base, plu: 'B-1' });
    const refused = async (input: object) => (await t.raw(owner.token, c.saveProduct, { ...base, ...input })).json();

    expect(await refused({ price: 199.5 })).toMatchObject({ code: 'validation_failed', fields: [{ path: 'price' }] });
    expect(await refused({ price: -1 })).toMatchObject({ code: 'validation_failed', fields: [{ path: 'price' }] });
    expect(await refused({ plu: 'B-1' })).toMatchObject({ code: 'plu_taken', fields: [{ path: 'plu' }] });
    expect(await refused({ names: { en: 'Baklava' } })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'names.tr' }],
    });
    expect(await refused({ groupId: UNKNOWN })).toMatchObject({
      code: 'menu_group_not_found',
      fields: [{ path: 'groupId' }],
    });
    expect(await refused({ taxRateId: UNKNOWN })).toMatchObject({
      code: 'definition_not_found',
      fields: [{ path: 'taxRateId' }],
    });
    expect(await refused({ allergens: ['chocolate'] })).toMatchObject({ code: 'validation_failed' });
    expect((await t.raw(owner.token, c.saveGroup, { storeId, names: { tr: '  ' } })).json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'names.tr' }],
    });
    expect((await t.raw(owner.token, c.sortGroups, { storeId, ids: [UNKNOWN] })).json()).toMatchObject({
      code: 'validation_failed',
    });
  });

  test('a group that holds products is deleted only when they move', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const drinks = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'İçecekler' } });
    const hot = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Sıcak içecekler' } });
    const tea = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: drinks.id,
      names: { tr: 'Çay' },
      price: 2500,
    });
    expect((await t.raw(owner.token, c.deleteGroup, { storeId, id: drinks.id })).json()).toMatchObject({
      code: 'menu_group_not_empty',
    });
    expect((await t.raw(owner.token, c.deleteGroup, { storeId, id: drinks.id, moveTo: UNKNOWN })).json()).toMatchObject(
      { code: 'menu_group_not_found' },
    );
    await t.call(owner.token, c.deleteGroup, { storeId, id: drinks.id, moveTo: hot.id });
    const groups = await t.call(owner.token, c.getGroups, { storeId });
    expect(groups.map((g) => [g.name, g.productCount])).toEqual([['Sıcak içecekler', 1]]);
    expect((await t.call(owner.token, c.getProducts, { storeId }))[0]).toMatchObject({ id: tea.id, groupId: hot.id });
  });

  test('a tax rate, department or printer a product uses is not deleted', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Izgaralar' } });
    const printer = await t.call(owner.token, definitionKindCalls.printers.save, {
      storeId,
      name: 'Ocakbaşı',
      type: 'unit',
      connection: '10.0.0.9:9100',
      paperWidth: 80,
    });
    const rates = await t.call(owner.token, definitionKindCalls.taxRates.list, { storeId });
    const one = rates.find((r) => r.rate === 1)!;
    await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: 'Adana' },
      price: 45_000,
      taxRateId: one.id,
      printerId: printer.id,
    });
    const code = async (call: typeof definitionKindCalls.printers.remove, id: string) =>
      (await t.raw(owner.token, call, { storeId, id })).json().code;
    expect(await code(definitionKindCalls.printers.remove, printer.id)).toBe('definition_in_use');
    expect(await code(definitionKindCalls.taxRates.remove, one.id)).toBe('definition_in_use');
  });

  test('another owner is refused; staff read with store.view and change only with menu.edit', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const storeId = store.id;
    expect((await t.raw(other.token, c.getGroups, { storeId })).json().code).toBe('store_forbidden');
    const waiter = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
    expect(await t.call(waiter.token, c.getGroups, { storeId })).toEqual([]);
    expect((await t.raw(waiter.token, c.saveGroup, { storeId, names: { tr: 'Garson' } })).json().code).toBe(
      'store_forbidden',
    );
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId,
      userId: waiter.userId,
      permissions: ['menu.edit'],
    });
    expect((await t.call(waiter.token, c.saveGroup, { storeId, names: { tr: 'Garson' } })).name).toBe('Garson');
  });
});
