import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { POS_KEY_PATTERN } from '@sofra/contracts/pos/pos.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const pos = (key: string) => ({ 'x-pos-key': key });

describe('POS keys and cash registers', () => {
  test('a key is shown once, opens the POS reads of its store, and stops working when rotated or revoked', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'Salon 1' });

    const { register, key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa 1' });
    expect(key).toMatch(POS_KEY_PATTERN);
    expect(register).toMatchObject({ storeId, name: 'Kasa 1', keyHint: key.slice(-4), lastSeen: null });
    // Listed without the key; stored only as a hash.
    const listed = await t.call(owner.token, posCalls.getCashRegisters, { storeId });
    expect(listed).toEqual([register]);
    expect(JSON.stringify(listed)).not.toContain(key);
    const db = await t.db();
    const kept = await db.execute(`SELECT key_hash, key_hint FROM cash_registers WHERE id = '${register.id}'`);
    const row = ((kept as unknown as { rows?: unknown[] }).rows ?? (kept as unknown as unknown[]))[0] as {
      key_hash: string;
      key_hint: string;
    };
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hint).toBe(key.slice(-4));

    // The POS reads tables, groups and definitions with its key alone.
    const tables = await t.call(null, posCalls.getTables, { storeId }, pos(key));
    expect(tables.tables.map((x) => x.tableName)).toEqual(['Salon 1']);
    expect(await t.call(null, posCalls.getTableGroups, { storeId }, pos(key))).toEqual(['Salon']);
    const rates = await t.call(null, definitionKindCalls.taxRates.list, { storeId }, pos(key));
    expect(rates.map((r) => r.rate)).toEqual([1, 10, 20]);
    for (const kind of Object.values(definitionKindCalls)) {
      const res = await t.raw(null, kind.list, { storeId }, pos(key));
      expect({ path: kind.list.path, status: res.statusCode }).toEqual({ path: kind.list.path, status: 200 });
    }
    // The register was seen.
    const seen = await t.call(owner.token, posCalls.getCashRegisters, { storeId });
    expect(seen[0]!.lastSeen).not.toBeNull();

    // Rotated: the old key answers 401 at once, the new one works.
    const rotated = await t.call(owner.token, posCalls.rotateCashRegisterKey, { storeId, id: register.id });
    expect(rotated.key).not.toBe(key);
    const old = await t.raw(null, posCalls.getTables, { storeId }, pos(key));
    expect([old.statusCode, old.json().code]).toEqual([401, 'pos_key_invalid']);
    expect((await t.raw(null, posCalls.getTables, { storeId }, pos(rotated.key))).statusCode).toBe(200);

    // Removed: its key answers 401.
    await t.call(owner.token, posCalls.deleteCashRegister, { storeId, id: register.id });
    const revoked = await t.raw(null, posCalls.getTables, { storeId }, pos(rotated.key));
    expect([revoked.statusCode, revoked.json().code]).toEqual([401, 'pos_key_invalid']);
    expect(await t.call(owner.token, posCalls.getCashRegisters, { storeId })).toEqual([]);
    expect((await t.raw(owner.token, posCalls.deleteCashRegister, { storeId, id: register.id })).json()).toMatchObject({
      code: 'cash_register_not_found',
    });
  });

  test('a key changed straight in the database stops working in this process', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const { register, key } = await t.call(owner.token, posCalls.createCashRegister, {
      storeId: store.id,
      name: 'Kasa',
    });
    expect((await t.raw(null, posCalls.getTables, { storeId: store.id }, pos(key))).statusCode).toBe(200);
    const db = await t.db();
    await db.execute(`DELETE FROM cash_registers WHERE id = '${register.id}'`);
    await t.heard();
    expect((await t.raw(null, posCalls.getTables, { storeId: store.id }, pos(key))).statusCode).toBe(401);
  });

  test('a POS key never opens an owner’s call, nor another store', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId: store.id, name: 'Kasa' });
    for (const call of [storeCalls.storeInfo, tableCalls.getStoreTables]) {
      const res = await t.raw(null, call, { id: store.id }, pos(key));
      expect({ path: call.path, code: res.json().code }).toEqual({ path: call.path, code: 'auth_required' });
    }
    for (const [call, input] of [
      [definitionKindCalls.giftReasons.save, { storeId: store.id, name: 'POS' }],
      [posCalls.getCashRegisters, { storeId: store.id }],
      [posCalls.createCashRegister, { storeId: store.id, name: 'Yeni' }],
      [posCalls.getIntegration, { storeId: store.id }],
    ] as const) {
      const res = await t.raw(null, call, input, pos(key));
      expect({ path: call.path, code: res.json().code }).toEqual({ path: call.path, code: 'auth_required' });
    }
    const otherStore = await t.call(other.token, storeCalls.saveStore, newStore());
    const res = await t.raw(null, posCalls.getTables, { storeId: otherStore.id }, pos(key));
    expect([res.statusCode, res.json().code]).toEqual([403, 'store_forbidden']);
    const list = await t.raw(null, definitionKindCalls.taxRates.list, { storeId: otherStore.id }, pos(key));
    expect(list.json().code).toBe('store_forbidden');
    // No key, a malformed key, an unknown key.
    expect((await t.raw(null, posCalls.getTables, { storeId: store.id })).json().code).toBe('pos_key_invalid');
    expect((await t.raw(null, posCalls.getTables, { storeId: store.id }, pos('nope'))).json().code).toBe(
      'pos_key_invalid',
    );
    expect(
      (await t.raw(null, posCalls.getTables, { storeId: store.id }, pos(`sofra_pos_${'A'.repeat(43)}`))).json().code,
    ).toBe('pos_key_invalid');
  });

  test('only owners make keys; staff and other owners are refused', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const storeId = store.id;
    const manager = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: manager.gsm, position: 'manager' });
    await t.call(manager.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId,
      userId: manager.userId,
      permissions: ['store.view', 'store.edit', 'definitions.edit'],
    });
    for (const who of [manager, other]) {
      for (const [call, input] of [
        [posCalls.createCashRegister, { storeId, name: 'Kasa' }],
        [posCalls.getCashRegisters, { storeId }],
        [posCalls.saveIntegration, { storeId, kerzzId: 'x', cloudId: 'y', foodAppAccountId: 'z' }],
      ] as const) {
        expect((await t.raw(who.token, call, input)).json().code).toBe('store_forbidden');
      }
    }
  });

  test('the integration ids are saved with the store', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const storeId = store.id;
    expect(await t.call(owner.token, posCalls.getIntegration, { storeId })).toEqual({
      kerzzId: '',
      cloudId: '',
      foodAppAccountId: '',
    });
    const saved = { kerzzId: 'KZ-1001', cloudId: 'cloud-77', foodAppAccountId: 'fa-42' };
    expect(await t.call(owner.token, posCalls.saveIntegration, { storeId, ...saved })).toEqual(saved);
    expect(await t.call(owner.token, posCalls.getIntegration, { storeId })).toEqual(saved);
    const info = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    expect([info.kerzzId, info.cloudId, info.properties.foodAppAccountId]).toEqual(['KZ-1001', 'cloud-77', 'fa-42']);
  });
});
