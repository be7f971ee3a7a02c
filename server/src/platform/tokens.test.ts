import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { users } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createTokenService } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ownedStoresWith = async (token: string) => (await t.raw(token, authCalls.getOwnedStores, {})).json();

test('an expired token is refused with 401 token_expired', async () => {
  const me = await t.signIn();
  const expired = await createTokenService(t.config.jwtSecret, -10).sign({
    userId: me.userId,
    tenant: 'default',
    version: 0,
  });
  const res = await t.raw(expired, authCalls.getOwnedStores, {});
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'token_expired' });
});

test('only HS256 with the server secret is accepted', async () => {
  const me = await t.signIn();
  const claims = { tnt: 'default', ver: 0 };
  const hs512 = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(me.userId)
    .setIssuer('sofra')
    .setExpirationTime('1h')
    .sign(new Uint8Array([...t.config.jwtSecret, ...t.config.jwtSecret]));
  const otherSecret = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(me.userId)
    .setIssuer('sofra')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('x'.repeat(48)));
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: me.userId, iss: 'sofra', exp: 9e9 })}.`;
  const [h, , s] = me.token.split('.');
  const tampered = `${h}.${b64({ ...claims, sub: 'someone-else', iss: 'sofra', exp: 9e9 })}.${s}`;
  for (const token of [hs512, otherSecret, none, tampered, 'not-a-token']) {
    expect(await ownedStoresWith(token)).toMatchObject({ code: 'token_invalid' });
  }
  expect(Array.isArray(await ownedStoresWith(me.token))).toBe(true);
});

test('logout ends every session of the user at once', async () => {
  const me = await t.signIn();
  const second = (await t.call(null, authCalls.autoLogin, { token: me.token })).token;
  await t.call(me.token, authCalls.logout, {});
  expect(await ownedStoresWith(me.token)).toMatchObject({ code: 'token_invalid' });
  expect(await ownedStoresWith(second)).toMatchObject({ code: 'token_invalid' });
  expect((await t.raw(null, authCalls.autoLogin, { token: second })).json()).toMatchObject({ code: 'token_invalid' });
});

test('a blocked user is signed out at once and cannot ask for a code', async () => {
  const me = await t.signIn();
  await (await t.db()).update(users).set({ isBlocked: true }).where(eq(users.id, me.userId));
  await t.heard();
  expect(await ownedStoresWith(me.token)).toMatchObject({ code: 'token_invalid' });
  expect((await t.raw(null, authCalls.requestOtp, { gsm: me.gsm, source: 'web' })).json()).toMatchObject({
    code: 'user_blocked',
  });
});

test('autoLogin answers a fresh token and the user', async () => {
  const me = await t.signIn();
  const session = await t.call(null, authCalls.autoLogin, { token: me.token });
  expect(session.userInfo.id).toBe(me.userId);
  expect(Array.isArray(await ownedStoresWith(session.token))).toBe(true);
});

test('calls that need a session answer 401 auth_required without one', async () => {
  const res = await t.raw(null, authCalls.getOwnedStores, {});
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'auth_required' });
});

test('a token verified before is still refused once it expires, and on another tenant', async () => {
  const tokens = createTokenService(t.config.jwtSecret, 60);
  const token = await tokens.sign({ userId: 'u1', tenant: 'default', version: 3 });
  expect(await tokens.verify(token, 'default')).toEqual({ userId: 'u1', tenant: 'default', version: 3 });
  // The second check is answered from the verified tokens: the same claims, the same refusals.
  expect(await tokens.verify(token, 'default')).toEqual({ userId: 'u1', tenant: 'default', version: 3 });
  await expect(tokens.verify(token, 'acme')).rejects.toMatchObject({ code: 'token_invalid' });
  vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
  try {
    await expect(tokens.verify(token, 'default')).rejects.toMatchObject({ code: 'token_expired' });
  } finally {
    vi.useRealTimers();
  }
  // A token that differs in one character of its signature is not the verified one.
  const at = token.length - 10;
  const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
  await expect(tokens.verify(forged, 'default')).rejects.toMatchObject({ code: 'token_invalid' });
});
