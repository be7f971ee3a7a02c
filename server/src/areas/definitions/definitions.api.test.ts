import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Call } from '@sofra/contracts/core/call';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { definitionKindCalls, type DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const UNKNOWN = '0000000000a-0000-0000-000000000000';
const { taxRates, departments, printers, discountReasons, giftReasons, deleteReasons, paymentTypes } =
  definitionKindCalls;

/** A valid new record of each kind, and the change an edit makes. */
const samples = (taxRateId: string): Record<DefinitionKind, { create: object; edit: object }> => ({
  taxRates: { create: { name: 'ÖTV %8', rate: 8.5 }, edit: { name: 'ÖTV %8,5', rate: 8.5 } },
  departments: {
    create: { name: 'Tatlı', departmentNo: 7, taxRateId },
    edit: { name: 'Tatlılar', departmentNo: 8, taxRateId },
  },
  printers: {
    create: { name: 'Mutfak', type: 'unit', connection: '192.168.1.50:9100', paperWidth: 80 },
    edit: { name: 'Mutfak', type: 'unit', connection: '192.168.1.51:9100', paperWidth: 58, active: false },
  },
  discountReasons: {
    create: { name: 'Öğrenci', kind: 'percent', value: 12.5 },
    edit: { name: 'Öğrenci', kind: 'amount', value: 2500 },
  },
  giftReasons: { create: { name: 'Komşu' }, edit: { name: 'Komşu esnaf' } },
  deleteReasons: { create: { name: 'Döküldü', wasted: true }, edit: { name: 'Döküldü', wasted: false } },
  paymentTypes: {
    create: { name: 'Ticket', collectionType: 'meal-voucher', sequence: 9 },
    edit: { name: 'Ticket Restaurant', collectionType: 'meal-voucher', sequence: 3, countsAsRevenue: false },
  },
});

const codeOf = async (token: string, call: Call, input: object) => (await t.raw(token, call, input)).json().code;

describe('definitions', () => {
  test('a new store starts with Turkish VAT rates, departments, payment types and reasons', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const rates = await t.call(owner.token, taxRates.list, { storeId: store.id });
    // A restaurant's food and soft drinks are taxed at 10 %: the default, the rate its new products get.
    expect(rates.map((r) => [r.name, r.rate, r.isDefault])).toEqual([
      ['KDV %1', 1, false],
      ['KDV %10', 10, true],
      ['KDV %20', 20, false],
    ]);
    const deps = await t.call(owner.token, departments.list, { storeId: store.id });
    expect(deps.map((d) => [d.departmentNo, d.name, rates.find((r) => r.id === d.taxRateId)?.rate])).toEqual([
      [1, 'Yiyecek', 10],
      [2, 'İçecek', 10],
      [3, 'Alkollü içecek', 20],
    ]);
    const pays = await t.call(owner.token, paymentTypes.list, { storeId: store.id });
    expect(pays.map((p) => [p.name, p.collectionType])).toEqual([
      ['Nakit', 'cash'],
      ['Kredi kartı', 'bank'],
      ['Yemek kartı', 'meal-voucher'],
      ['Havale/EFT', 'bank-transfer'],
      ['Açık hesap', 'account'],
    ]);
    const discounts = await t.call(owner.token, discountReasons.list, { storeId: store.id });
    expect(discounts.map((r) => [r.name, r.kind, r.value])).toEqual([
      ['Personel indirimi', 'percent', 20],
      ['Sadık müşteri', 'percent', 10],
      ['Yönetici onaylı indirim', 'amount', 0],
    ]);
    const gifts = await t.call(owner.token, giftReasons.list, { storeId: store.id });
    expect(gifts.map((r) => r.name)).toEqual(['Doğum günü', 'Müşteri memnuniyeti', 'Personel ikramı']);
    const voids = await t.call(owner.token, deleteReasons.list, { storeId: store.id });
    expect(voids.map((r) => [r.name, r.wasted])).toEqual([
      ['Hatalı hazırlandı', true],
      ['Müşteri vazgeçti', false],
      ['Yanlış sipariş', false],
    ]);
    expect(await t.call(owner.token, printers.list, { storeId: store.id })).toEqual([]);
    // The store's pay types follow from its payment types.
    const info = await t.call(owner.token, storeCalls.storeInfo, { id: store.id });
    expect(info.localPayTypes).toEqual(['Nakit', 'Kredi kartı', 'Yemek kartı', 'Havale/EFT', 'Açık hesap']);
    expect(info.payTypes).toEqual(['cash', 'bank', 'meal-voucher', 'bank-transfer', 'account']);
  });

  test('a store whose locale is not Turkish starts with English names', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ storeLocale: 'en' }));
    const rates = await t.call(owner.token, taxRates.list, { storeId: store.id });
    expect(rates.map((r) => r.name)).toEqual(['VAT 1%', 'VAT 10%', 'VAT 20%']);
    expect((await t.call(owner.token, paymentTypes.list, { storeId: store.id }))[0]!.name).toBe('Cash');
  });

  test.each(Object.keys(definitionKindCalls) as DefinitionKind[])(
    '%s: create, list, edit, delete one, delete a selection',
    async (kind) => {
      const { owner, store } = await ownerAndStranger(t);
      const calls = definitionKindCalls[kind] as unknown as Record<'list' | 'save' | 'remove', Call>;
      const storeId = store.id;
      const [rate] = await t.call(owner.token, taxRates.list, { storeId });
      const sample = samples(rate!.id)[kind];
      const before = (await t.call(owner.token, calls.list, { storeId })) as { id: string }[];

      const created = (await t.call(owner.token, calls.save, { storeId, ...sample.create })) as Record<string, unknown>;
      expect(created).toMatchObject({ storeId, active: true, ...sample.create });
      const listed = (await t.call(owner.token, calls.list, { storeId })) as { id: string }[];
      expect(listed).toHaveLength(before.length + 1);
      expect(listed).toContainEqual(created);

      const edited = (await t.call(owner.token, calls.save, {
        storeId,
        id: created.id,
        ...sample.edit,
      })) as Record<string, unknown>;
      expect(edited).toMatchObject({ id: created.id, ...sample.edit });
      expect(await t.call(owner.token, calls.list, { storeId })).toContainEqual(edited);

      expect(await t.call(owner.token, calls.remove, { storeId, id: created.id as string })).toMatchObject({
        deleted: 1,
      });
      const after = (await t.call(owner.token, calls.list, { storeId })) as { id: string }[];
      expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
      // A deleted record is gone for saves too.
      expect(await codeOf(owner.token, calls.save, { storeId, id: created.id, ...sample.edit })).toBe(
        'definition_not_found',
      );

      // A selection goes in one call, all or none.
      const a = (await t.call(owner.token, calls.save, { storeId, ...sample.create })) as { id: string };
      const b = (await t.call(owner.token, calls.save, {
        storeId,
        ...sample.edit,
        ...(kind === 'departments' ? { departmentNo: 9 } : {}),
        name: 'İkinci',
      })) as { id: string };
      expect(await codeOf(owner.token, calls.remove, { storeId, ids: [a.id, UNKNOWN] })).toBe('definition_not_found');
      expect(await t.call(owner.token, calls.list, { storeId })).toHaveLength(before.length + 2);
      expect(await t.call(owner.token, calls.remove, { storeId, ids: [a.id, b.id] })).toMatchObject({ deleted: 2 });
      expect(await t.call(owner.token, calls.list, { storeId })).toHaveLength(before.length);
    },
  );

  test('bad values are refused with a clear code and the field at fault', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const refused = async (call: Call, input: object) => (await t.raw(owner.token, call, { storeId, ...input })).json();

    expect(await refused(taxRates.save, { name: 'Fazla', rate: 101 })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'rate' }],
    });
    expect(await refused(taxRates.save, { name: 'Üç ondalık', rate: 8.125 })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'rate' }],
    });
    expect(await refused(discountReasons.save, { name: 'Eksi', kind: 'amount', value: -100 })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'value' }],
    });
    expect(await refused(discountReasons.save, { name: 'Kesirli', kind: 'amount', value: 10.5 })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'value' }],
    });
    expect(await refused(paymentTypes.save, { name: 'Kripto', collectionType: 'crypto' })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'collectionType' }],
    });
    expect(
      await refused(printers.save, { name: 'Bar', type: 'unit', connection: 'USB', paperWidth: 72 }),
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'paperWidth' }] });
    const [rate] = await t.call(owner.token, taxRates.list, { storeId });
    expect(await refused(departments.save, { name: 'Yine 1', departmentNo: 1, taxRateId: rate!.id })).toMatchObject({
      code: 'department_no_taken',
      fields: [{ path: 'departmentNo' }],
    });
    expect(await refused(departments.save, { name: 'Yüz', departmentNo: 100, taxRateId: rate!.id })).toMatchObject({
      code: 'validation_failed',
    });
    expect(await refused(departments.save, { name: 'Kayıp', departmentNo: 50, taxRateId: UNKNOWN })).toMatchObject({
      code: 'definition_not_found',
      fields: [{ path: 'taxRateId' }],
    });
    expect(await refused(paymentTypes.save, { name: 'nakit', collectionType: 'cash' })).toMatchObject({
      code: 'definition_name_taken',
      fields: [{ path: 'name' }],
    });
    expect(await refused(taxRates.remove, { ids: [] })).toMatchObject({ code: 'validation_failed' });
    expect(await refused(taxRates.remove, {})).toMatchObject({ code: 'validation_failed' });
  });

  test('one default tax rate, kept active; a rate a department uses is not deleted', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const rates = await t.call(owner.token, taxRates.list, { storeId });
    const [one, ten, twenty] = rates;
    expect(await codeOf(owner.token, taxRates.remove, { storeId, id: ten!.id })).toBe('default_tax_rate');
    expect(
      await codeOf(owner.token, taxRates.save, {
        storeId,
        id: ten!.id,
        name: ten!.name,
        rate: 10,
        active: false,
      }),
    ).toBe('default_tax_rate');
    expect(await codeOf(owner.token, taxRates.save, { storeId, id: ten!.id, name: ten!.name, rate: 10 })).toBe(
      'default_tax_rate',
    );
    // Making another the default moves it.
    await t.call(owner.token, taxRates.save, { storeId, id: one!.id, name: one!.name, rate: 1, isDefault: true });
    const now = await t.call(owner.token, taxRates.list, { storeId });
    expect(now.filter((r) => r.isDefault).map((r) => r.id)).toEqual([one!.id]);
    // Departments use 10 % and 20 %: refused, and nothing of the selection goes.
    expect(await codeOf(owner.token, taxRates.remove, { storeId, ids: [twenty!.id, ten!.id] })).toBe(
      'definition_in_use',
    );
    expect(await t.call(owner.token, taxRates.list, { storeId })).toHaveLength(3);
    const deps = await t.call(owner.token, departments.list, { storeId });
    await t.call(owner.token, departments.remove, { storeId, ids: deps.map((d) => d.id) });
    expect(await t.call(owner.token, taxRates.remove, { storeId, ids: [twenty!.id, ten!.id] })).toMatchObject({
      deleted: 2,
    });
    // A department number of a deleted department is free again.
    const again = await t.call(owner.token, departments.save, {
      storeId,
      name: 'Yiyecek',
      departmentNo: 1,
      taxRateId: one!.id,
    });
    expect(again.departmentNo).toBe(1);
  });

  test('payment types decide the store’s pay types', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const pays = await t.call(owner.token, paymentTypes.list, { storeId });
    await t.call(owner.token, paymentTypes.save, {
      storeId,
      id: pays[0]!.id,
      name: 'Nakit',
      collectionType: 'cash',
      active: false,
      sequence: 1,
    });
    await t.call(owner.token, paymentTypes.remove, { storeId, ids: pays.slice(2).map((p) => p.id) });
    const info = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    expect(info.localPayTypes).toEqual(['Kredi kartı']);
    expect(info.payTypes).toEqual(['bank']);
  });

  test('another owner is refused; staff read with store.view and change only with definitions.edit', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const storeId = store.id;
    expect(await codeOf(other.token, taxRates.list, { storeId })).toBe('store_forbidden');
    expect(await codeOf(other.token, giftReasons.save, { storeId, name: 'Benim' })).toBe('store_forbidden');

    const waiter = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
    const reasons = await t.call(waiter.token, giftReasons.list, { storeId });
    expect(reasons.map((r) => r.name)).toContain('Doğum günü');
    expect(await codeOf(waiter.token, giftReasons.save, { storeId, name: 'Garsonun' })).toBe('store_forbidden');
    expect(await codeOf(waiter.token, giftReasons.remove, { storeId, id: reasons[0]!.id })).toBe('store_forbidden');

    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId,
      userId: waiter.userId,
      permissions: ['definitions.edit'],
    });
    const saved = await t.call(waiter.token, giftReasons.save, { storeId, name: 'Garsonun' });
    expect(saved.name).toBe('Garsonun');
    // Another store's record cannot be named through one's own store.
    const mine = await t.call(other.token, storeCalls.saveStore, newStore());
    expect(await codeOf(other.token, giftReasons.save, { storeId: mine.id, id: saved.id, name: 'Çalıntı' })).toBe(
      'definition_not_found',
    );
    expect(await codeOf(other.token, giftReasons.remove, { storeId: mine.id, id: saved.id })).toBe(
      'definition_not_found',
    );
  });

  test('a list is answered from memory with an ETag until it changes, also when changed in the database', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const first = await t.raw(owner.token, printers.list, { storeId: store.id });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"def-printers-/);
    const again = await t.raw(owner.token, printers.list, { storeId: store.id }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await t.call(owner.token, printers.save, {
      storeId: store.id,
      name: 'Bar',
      type: 'folio',
      connection: 'USB001',
      paperWidth: 58,
    });
    const changed = await t.raw(owner.token, printers.list, { storeId: store.id }, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(1);

    const db = await t.db();
    await db.execute(`UPDATE printers SET name = 'Bar yazıcısı' WHERE store_id = '${store.id}'`);
    await t.heard();
    expect((await t.call(owner.token, printers.list, { storeId: store.id }))[0]!.name).toBe('Bar yazıcısı');
  });
});
