import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, freshGsm, type TestApp } from './build-app.ts';
import { newStore } from './factories.ts';

let t: TestApp;
const A = { 'x-api-key': 'tenant-a-key-0001' };
const B = { 'x-api-key': 'tenant-b-key-0002' };
beforeAll(async () => {
  t = await buildTestApp({
    tenants: [
      { slug: 'default', apiKey: 'default-key-0000' },
      { slug: 'tenant-a', apiKey: A['x-api-key'] },
      { slug: 'tenant-b', apiKey: B['x-api-key'] },
    ],
  });
});
afterAll(async () => t.close());

test('a token issued for tenant A is refused on tenant B', async () => {
  const me = await t.signIn(freshGsm(), A);
  expect((await t.raw(me.token, authCalls.getOwnedStores, {}, A)).statusCode).toBe(200);
  const onB = await t.raw(me.token, authCalls.getOwnedStores, {}, B);
  expect(onB.statusCode).toBe(401);
  expect(onB.json()).toEqual({ code: 'token_invalid', desc: expect.any(String) });
  const autoOnB = await t.raw(null, authCalls.autoLogin, { token: me.token }, B);
  expect(autoOnB.json()).toMatchObject({ code: 'token_invalid' });
});

test("each tenant has its own database: A's users and stores do not exist on B", async () => {
  const gsm = freshGsm();
  const me = await t.signIn(gsm, A);
  const store = await t.call(me.token, storeCalls.saveStore, newStore({ name: 'Sadece A' }), A);

  // The same number has no account on B, and signing up there makes a different user who owns nothing.
  const onBFirst = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web', ...(await t.solveCaptcha(B)) }, B);
  expect(onBFirst.json()).toMatchObject({ code: 'user_not_found' });
  const onB = await t.signIn(freshGsm(), B);
  expect(await t.call(onB.token, authCalls.getOwnedStores, {}, B)).toEqual([]);
  const peek = await t.raw(onB.token, storeCalls.storeInfo, { id: store.id }, B);
  expect(peek.json()).toMatchObject({ code: 'store_forbidden' });

  const rowsOnB = await (await t.db('tenant-b')).query.stores.findMany();
  expect(rowsOnB.map((s) => s.name)).not.toContain('Sadece A');
  const rowsOnA = await (await t.db('tenant-a')).query.stores.findMany();
  expect(rowsOnA.map((s) => s.name)).toContain('Sadece A');
});

test('the tenant comes from the first label of the host name when there is no x-api-key', async () => {
  const me = await t.signIn(freshGsm(), A);
  expect((await t.raw(me.token, authCalls.getOwnedStores, {}, { host: 'tenant-a.sofra.app' })).statusCode).toBe(200);
  expect((await t.raw(me.token, authCalls.getOwnedStores, {}, { host: 'tenant-b.sofra.app' })).json()).toMatchObject({
    code: 'token_invalid',
  });
  // An unknown label falls back to the default tenant.
  expect((await t.raw(me.token, authCalls.getOwnedStores, {}, { host: 'www.sofra.app' })).json()).toMatchObject({
    code: 'token_invalid',
  });
  const onDefault = await t.signIn(freshGsm(), { host: 'www.sofra.app' });
  expect((await t.raw(onDefault.token, authCalls.getOwnedStores, {})).statusCode).toBe(200);
});

test('an unknown x-api-key is refused, never mapped to a tenant', async () => {
  const res = await t.raw(
    null,
    authCalls.requestOtp,
    { gsm: freshGsm(), source: 'web' },
    { 'x-api-key': 'no-such-key' },
  );
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'tenant_unknown' });
});
