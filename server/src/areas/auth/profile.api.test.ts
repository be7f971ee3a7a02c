import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { permissionLogs, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const logsOf = async (userId: string) =>
  (await t.db())
    .select()
    .from(permissionLogs)
    .where(eq(permissionLogs.userId, userId))
    .orderBy(asc(permissionLogs.createDate));

const allOn = { push: true, sms: true, email: true, phone: true };

describe('saveUser', () => {
  test('saves name, email, date of birth and gender, and answers the user', async () => {
    const me = await t.signIn();
    const user = await t.call(me.token, authCalls.saveUser, {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      dateOfBirth: '1990-04-23',
      gender: 'female',
    });
    expect(user).toMatchObject({
      id: me.userId,
      gsm: me.gsm,
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      dateOfBirth: '1990-04-23',
      gender: 'female',
      isMaster: false,
    });
    const [row] = await (await t.db()).select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      dateOfBirth: '1990-04-23',
      gender: 'female',
    });
    // The saved profile comes back on the next sign-in.
    expect((await t.call(null, authCalls.autoLogin, { token: me.token })).userInfo).toMatchObject({
      name: 'Ayşe Yılmaz',
      gender: 'female',
    });
  });

  test('fields left out keep their value; email and date of birth can be cleared', async () => {
    const me = await t.signIn();
    await t.call(me.token, authCalls.saveUser, { name: 'Mehmet', email: 'm@example.com', dateOfBirth: '1985-01-31' });
    expect(await t.call(me.token, authCalls.saveUser, { gender: 'male' })).toMatchObject({
      name: 'Mehmet',
      email: 'm@example.com',
      dateOfBirth: '1985-01-31',
      gender: 'male',
    });
    expect(await t.call(me.token, authCalls.saveUser, { email: '', dateOfBirth: null })).toMatchObject({
      name: 'Mehmet',
      email: '',
      dateOfBirth: null,
    });
  });

  test('a profile save without permissions writes no permission log', async () => {
    const me = await t.signIn();
    await t.call(me.token, authCalls.saveUser, { name: 'Ali' });
    expect(await logsOf(me.userId)).toEqual([]);
  });

  test('each change of marketing permissions appends exactly one log row; the same permissions again append none', async () => {
    const me = await t.signIn();
    expect(await logsOf(me.userId)).toEqual([]);

    const first = await t.call(me.token, authCalls.saveUser, {
      permissions: { ...allOn, sms: false },
      appName: 'portal',
    });
    expect(first.permissions).toEqual({ ...allOn, sms: false });
    let logs = await logsOf(me.userId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: me.userId,
      push: true,
      sms: false,
      email: true,
      phone: true,
      source: 'web',
      appName: 'portal',
    });

    await t.call(me.token, authCalls.saveUser, { permissions: { ...allOn, sms: false } });
    await t.call(me.token, authCalls.saveUser, { name: 'Same permissions', permissions: { ...allOn, sms: false } });
    expect(await logsOf(me.userId)).toHaveLength(1);

    await t.call(me.token, authCalls.saveUser, {
      permissions: { push: false, sms: false, email: false, phone: false },
    });
    await t.call(me.token, authCalls.saveUser, { permissions: allOn });
    logs = await logsOf(me.userId);
    expect(logs).toHaveLength(3);
    expect(logs[1]).toMatchObject({ push: false, sms: false, email: false, phone: false, appName: 'web' });
    expect(logs[2]).toMatchObject(allOn);
  });

  test('saving the permissions a new user already has appends no log', async () => {
    const me = await t.signIn();
    // A registration grants no marketing permission unless asked to (docs/sign-up.md).
    await t.call(me.token, authCalls.saveUser, {
      permissions: { push: false, sms: false, email: false, phone: false },
    });
    expect(await logsOf(me.userId)).toEqual([]);
  });

  test('an invalid email or date → validation_failed, and nothing is saved', async () => {
    const me = await t.signIn();
    await t.call(me.token, authCalls.saveUser, {
      name: 'Before',
      email: 'before@example.com',
      dateOfBirth: '2000-01-01',
    });
    const bad = [
      { email: 'not-an-email' },
      { email: 'a@' },
      { email: `${'a'.repeat(200)}@example.com` },
      { dateOfBirth: '2000-13-01' },
      { dateOfBirth: '01.01.2000' },
      { dateOfBirth: '2000-02-30' },
      { dateOfBirth: '2000-01-01T00:00:00Z' },
      { gender: 'robot' },
      { permissions: { push: true } },
      { name: 'x'.repeat(121) },
    ];
    for (const body of bad) {
      const res = await t.raw(me.token, authCalls.saveUser, { name: 'After', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The answer also names the field at fault (`fields`), since validation_failed carries them.
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'validation_failed', desc: expect.any(String) });
    }
    const [row] = await (await t.db()).select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({ name: 'Before', email: 'before@example.com', dateOfBirth: '2000-01-01' });
    expect(await logsOf(me.userId)).toEqual([]);
  });

  test('without a token → 401 auth_required', async () => {
    const res = await t.raw(null, authCalls.saveUser, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth_required');
  });
});

describe('getMasterUsers', () => {
  test('an owner → 403 master_only', async () => {
    const owner = await t.signIn();
    const res = await t.raw(owner.token, authCalls.getMasterUsers, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'master_only', desc: expect.any(String) });
  });

  test('without a token → 401 auth_required', async () => {
    expect((await t.raw(null, authCalls.getMasterUsers, {})).json().code).toBe('auth_required');
  });

  test('a master gets the list of masters, and owners are not in it', async () => {
    const [master, owner] = [await t.signIn(), await t.signIn()];
    await t.makeMaster(master.userId);
    const list = await t.call(master.token, authCalls.getMasterUsers, {});
    expect(list.map((u) => u.id)).toContain(master.userId);
    expect(list.map((u) => u.id)).not.toContain(owner.userId);
    expect(list.every((u) => u.isMaster)).toBe(true);
    expect(list.find((u) => u.id === master.userId)).toMatchObject({ gsm: master.gsm, isMaster: true });
  });
});
