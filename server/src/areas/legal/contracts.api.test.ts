import { afterAll, beforeAll, expect, test } from 'vitest';
import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let master: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, master] = [await t.signIn(), await t.signIn()];
  await t.makeMaster(master.userId);
});
afterAll(async () => t.close());

test('a master user publishes main contract versions; owners read the newest; others may not publish', async () => {
  expect((await t.raw(owner.token, contractCalls.getMainContract, {})).json()).toMatchObject({ code: 'not_found' });
  expect((await t.raw(owner.token, contractCalls.saveMainContract, { detail: '<p>x</p>' })).json()).toMatchObject({
    code: 'master_only',
  });
  const v1 = await t.call(master.token, contractCalls.saveMainContract, {
    detail: '<p>Birinci sürüm</p><script>alert(1)</script>',
  });
  const v2 = await t.call(master.token, contractCalls.saveMainContract, { detail: '<p>İkinci sürüm</p>' });
  expect([v1.version, v2.version]).toEqual([1, 2]);
  expect(v1.detail).toBe('<p>Birinci sürüm</p>');
  expect(await t.call(owner.token, contractCalls.getMainContract, {})).toMatchObject({
    version: 2,
    default: true,
    detail: '<p>İkinci sürüm</p>',
  });
});

test('the store contract is saved with a leading plus added to the numbers, and its link is texted', async () => {
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  const empty = await t.call(owner.token, contractCalls.getStoreContract, { storeId: store.id });
  expect(empty).toMatchObject({ storeId: store.id, companyTitle: '', updateDate: null });
  const saved = await t.call(owner.token, contractCalls.saveStoreContract, {
    storeId: store.id,
    companyTitle: 'Moda Gıda Ltd. Şti.',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    adminName: 'Ayşe Demir',
    adminGsm: '905321112233',
    phone: '902163301122',
    email: 'muhasebe@moda.example',
    address: 'Moda Cad. 87, Kadıköy',
  });
  expect(saved).toMatchObject({ adminGsm: '+905321112233', phone: '+902163301122', mainContractVersion: 2 });
  expect(await t.call(owner.token, contractCalls.getStoreContract, { storeId: store.id })).toEqual(saved);

  await t.call(owner.token, contractCalls.sendLinkSms, { storeId: store.id, gsm: '905321112233' });
  expect(t.outbox.at(-1)).toMatchObject({
    to: '+905321112233',
    text: expect.stringContaining(`/contract/${store.id}`),
  });

  const bad = await t.raw(owner.token, contractCalls.saveStoreContract, { ...saved, taxNumber: '12' });
  expect(bad.json()).toMatchObject({ code: 'validation_failed' });
});

test('a landline typed the Turkish way is the company phone in E.164; a number that is not valid is named', async () => {
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  const contract = {
    storeId: store.id,
    companyTitle: 'Moda Gıda Ltd. Şti.',
    taxOffice: '',
    taxNumber: '1234567890',
    adminName: 'Ayşe Demir',
    adminGsm: '0532 111 22 33',
    phone: '212 244 55 66',
    email: 'muhasebe@moda.example',
    address: '',
  };
  expect(await t.call(owner.token, contractCalls.saveStoreContract, contract)).toMatchObject({
    adminGsm: '+905321112233',
    phone: '+902122445566',
  });
  // The signatory takes the link by SMS: a landline is not a mobile number. Both bad fields are named at once.
  const bad = await t.raw(owner.token, contractCalls.saveStoreContract, {
    ...contract,
    adminGsm: '212 244 55 66',
    phone: '212 244',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    code: 'validation_failed',
    fields: [
      { path: 'adminGsm', code: 'invalid_format' },
      { path: 'phone', code: 'invalid_format' },
    ],
  });
  const sms = await t.raw(owner.token, contractCalls.sendLinkSms, { storeId: store.id, gsm: '212 244 55 66' });
  expect(sms.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'gsm' }] });
});
