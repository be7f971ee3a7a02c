import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { defaultStaffPermissions } from '@sofra/contracts/core/permissions';
import { eq } from 'drizzle-orm';
import { stores, userOwnedStores, userQrs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

test('an owner adds staff by number and by app QR code, sets their permissions and removes them', async () => {
  const [owner, waiter, cashier] = [await t.signIn(), await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());

  const added = await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
  expect(added).toMatchObject({
    userId: waiter.userId,
    position: 'waiter',
    permissions: defaultStaffPermissions,
    status: 'invited',
  });
  await (await t.db()).insert(userQrs).values({ qrCode: 'qr-1', userId: cashier.userId, code: 'SOFRA-CASHIER-1' });
  await t.call(owner.token, storeCalls.saveStaff, {
    storeId: store.id,
    userQr: 'SOFRA-CASHIER-1',
    position: 'cashier',
  });
  expect(
    (await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).map((s) => [s.userId, s.position]).sort(),
  ).toEqual(
    [
      [waiter.userId, 'waiter'],
      [cashier.userId, 'cashier'],
    ].sort(),
  );
  // Being added is an invitation: nothing is granted until the person accepts it.
  expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
    code: 'store_forbidden',
  });
  await t.call(waiter.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });

  // The server enforces permissions: store.view lets a waiter read the store; without it they are refused.
  expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
  expect((await t.raw(waiter.token, storeCalls.getStaffList, { id: store.id })).json()).toMatchObject({
    code: 'store_forbidden',
  });
  expect(
    (await t.raw(waiter.token, storeCalls.saveStore, { id: store.id, name: 'Garsonun dükkanı' })).json(),
  ).toMatchObject({ code: 'store_forbidden' });
  const narrowed = await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: waiter.userId,
    permissions: ['staff.view'],
  });
  expect(narrowed.permissions).toEqual(['staff.view']);
  expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
    code: 'store_forbidden',
  });
  expect((await t.raw(waiter.token, storeCalls.getStaffList, { id: store.id })).statusCode).toBe(200);
  // Staff never manage staff.
  expect(
    (await t.raw(waiter.token, storeCalls.removeStaff, { storeId: store.id, userId: cashier.userId })).json(),
  ).toMatchObject({ code: 'store_forbidden' });

  await t.call(owner.token, storeCalls.removeStaff, { storeId: store.id, userId: waiter.userId });
  expect((await t.raw(waiter.token, storeCalls.getStaffList, { id: store.id })).json()).toMatchObject({
    code: 'store_forbidden',
  });
  expect(
    (await t.raw(owner.token, storeCalls.removeStaff, { storeId: store.id, userId: waiter.userId })).json(),
  ).toMatchObject({ code: 'not_found' });
});

test('staff holding store.edit change the store settings; without it they are refused', async () => {
  const [owner, manager] = [await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: manager.gsm, position: 'manager' });
  await t.call(manager.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
  expect(
    (await t.raw(manager.token, storeCalls.saveStore, { id: store.id, name: 'Müdürün ayarı' })).json(),
  ).toMatchObject({ code: 'store_forbidden' });

  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: manager.userId,
    permissions: ['store.view', 'store.edit'],
  });
  const saved = await t.call(manager.token, storeCalls.saveStore, {
    id: store.id,
    name: 'Müdürün ayarı',
    status: 'rush-hour',
  });
  expect(saved).toMatchObject({ id: store.id, name: 'Müdürün ayarı', status: 'rush-hour' });
  expect(await t.call(owner.token, storeCalls.storeInfo, { id: store.id })).toMatchObject({
    name: 'Müdürün ayarı',
    status: 'rush-hour',
  });
});

test('unknown people, both or neither of QR and number, and unknown permissions are refused', async () => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  expect(
    (await t.raw(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: '+905329998877' })).json(),
  ).toMatchObject({ code: 'user_not_found' });
  expect((await t.raw(owner.token, storeCalls.saveStaff, { storeId: store.id, userQr: 'nope' })).json()).toMatchObject({
    code: 'user_not_found',
  });
  expect((await t.raw(owner.token, storeCalls.saveStaff, { storeId: store.id })).json()).toMatchObject({
    code: 'validation_failed',
  });
  expect(
    (await t.raw(owner.token, storeCalls.saveStaff, { storeId: store.id, userQr: 'a', gsm: owner.gsm })).json(),
  ).toMatchObject({ code: 'validation_failed' });
  expect(
    (
      await t.raw(owner.token, storeCalls.saveStaffPermissions, {
        storeId: store.id,
        userId: owner.userId,
        permissions: ['root'],
      })
    ).json(),
  ).toMatchObject({ code: 'validation_failed' });
});

test("the store's API key and Masterpass settings are the owners' (and master users'): staff neither read nor change them", async () => {
  const [owner, manager] = [await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  const secrets = {
    apiKey: 'store-api-key-1234',
    masterpass: { serviceUrl: 'https://mp.example/api', clientId: 'client-77' },
  };
  await (await t.db()).update(stores).set(secrets).where(eq(stores.id, store.id));
  await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: manager.gsm, position: 'manager' });
  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: manager.userId,
    permissions: ['store.view', 'store.edit'],
  });
  await t.call(manager.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });

  const seen = await t.raw(manager.token, storeCalls.storeInfo, { id: store.id });
  expect(seen.statusCode).toBe(200);
  expect(seen.json()).toMatchObject({ id: store.id, name: store.name });
  expect(seen.json()).not.toHaveProperty('apiKey');
  expect(seen.json()).not.toHaveProperty('masterpass');
  // A staff save answers the store without them, and cannot set them.
  const saved = await t.raw(manager.token, storeCalls.saveStore, {
    id: store.id,
    name: 'Müdürün ayarı',
    apiKey: 'chosen-by-staff',
    masterpass: { serviceUrl: 'https://evil.example', clientId: 'x' },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ name: 'Müdürün ayarı' });
  expect(saved.json()).not.toHaveProperty('apiKey');
  expect(saved.json()).not.toHaveProperty('masterpass');

  expect(await t.call(owner.token, storeCalls.storeInfo, { id: store.id })).toMatchObject({
    name: 'Müdürün ayarı',
    ...secrets,
  });
  expect(await t.call(owner.token, storeCalls.saveStore, { id: store.id, name: 'Sahibin ayarı' })).toMatchObject(
    secrets,
  );
  expect(
    (await t.call(owner.token, authCalls.getOwnedStores, {})).find((o) => o.storeId === store.id)?.storeInfo,
  ).toMatchObject(secrets);

  // A link to the store that is not approved (yet) is no ownership: it does not show them either.
  await (
    await t.db()
  )
    .insert(userOwnedStores)
    .values({ userId: manager.userId, storeId: store.id, position: 'owner', approved: false });
  const pending = (await t.call(manager.token, authCalls.getOwnedStores, {})).find((o) => o.storeId === store.id);
  expect(pending?.storeInfo).toMatchObject({ id: store.id });
  expect(pending?.storeInfo).not.toHaveProperty('apiKey');
  expect(pending?.storeInfo).not.toHaveProperty('masterpass');
  expect((await t.raw(manager.token, storeCalls.storeInfo, { id: store.id })).json()).not.toHaveProperty('apiKey');
});
