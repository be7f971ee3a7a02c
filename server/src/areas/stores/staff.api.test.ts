import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { defaultStaffPermissions, staffPermissions } from '@sofra/contracts/core/permissions';
import { eq } from 'drizzle-orm';
import { smsSends, stores, userOwnedStores, userQrs } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { claimInvitationsByGsm } from './invitations.service.ts';

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

test('the owner changes a position in place: of a member, invited or active, and of a number invited', async () => {
  const [owner, waiter, other] = [await t.signIn(), await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });

  // Invited: the position changes, the invitation stays one.
  expect(
    await t.call(owner.token, storeCalls.saveStaffPosition, {
      storeId: store.id,
      userId: waiter.userId,
      position: 'cashier',
    }),
  ).toMatchObject({ userId: waiter.userId, position: 'cashier', status: 'invited' });
  await t.call(waiter.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: waiter.userId,
    permissions: ['staff.view'],
  });
  // Active: still active, permissions kept (saveStaff would not do: it adds whoever is not there).
  expect(
    await t.call(owner.token, storeCalls.saveStaffPosition, {
      storeId: store.id,
      userId: waiter.userId,
      position: 'manager',
    }),
  ).toEqual({
    userId: waiter.userId,
    userName: expect.any(String),
    gsm: waiter.gsm,
    position: 'manager',
    permissions: ['staff.view'],
    status: 'active',
  });
  expect((await t.call(owner.token, storeCalls.getStaffList, { id: store.id }))[0]).toMatchObject({
    position: 'manager',
    status: 'active',
  });

  // A number with no account: its invitation's position, and no second SMS.
  const gsm = freshGsm();
  await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm });
  const sent = t.outbox.filter((m) => m.to === gsm).length;
  expect(
    await t.call(owner.token, storeCalls.saveStaffPosition, { storeId: store.id, gsm, position: 'chef' }),
  ).toMatchObject({ userId: null, gsm, position: 'chef', status: 'invited' });
  expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([
    expect.objectContaining({ gsm, position: 'chef' }),
  ]);
  expect(t.outbox.filter((m) => m.to === gsm)).toHaveLength(sent);

  // Nobody is added by it: someone not on the staff, a number not invited, a position not on the list.
  const position = (input: Record<string, unknown>) =>
    t.raw(owner.token, storeCalls.saveStaffPosition, { storeId: store.id, position: 'chef', ...input });
  expect((await position({ userId: other.userId })).json()).toMatchObject({ code: 'not_found' });
  expect((await position({ gsm: freshGsm() })).json()).toMatchObject({ code: 'invitation_not_found' });
  expect((await position({ userId: waiter.userId, position: 'owner' })).json()).toMatchObject({
    code: 'validation_failed',
  });
  expect((await position({ userId: waiter.userId, gsm })).json()).toMatchObject({ code: 'validation_failed' });
  expect((await position({})).json()).toMatchObject({ code: 'validation_failed' });
  expect((await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).map((s) => s.userId)).toEqual([
    waiter.userId,
  ]);

  // Staff, even those who see the staff list, never change it; another owner neither.
  for (const token of [waiter.token, other.token]) {
    const res = await t.raw(token, storeCalls.saveStaffPosition, {
      storeId: store.id,
      userId: waiter.userId,
      position: 'waiter',
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'store_forbidden']);
  }
  expect((await t.call(owner.token, storeCalls.getStaffList, { id: store.id }))[0]!.position).toBe('manager');
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

test('unknown QR codes, both or neither of QR and number, and unknown permissions are refused', async () => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  // (A number with no account is invited by SMS instead: "a number with no account" below.)
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
  await t.heard();
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
  await t.heard();
  const pending = (await t.call(manager.token, authCalls.getOwnedStores, {})).find((o) => o.storeId === store.id);
  expect(pending?.storeInfo).toMatchObject({ id: store.id });
  expect(pending?.storeInfo).not.toHaveProperty('apiKey');
  expect(pending?.storeInfo).not.toHaveProperty('masterpass');
  expect((await t.raw(manager.token, storeCalls.storeInfo, { id: store.id })).json()).not.toHaveProperty('apiKey');
});

test("the store's integration ids are the owners' (and master users'): staff neither read nor change them", async () => {
  const [owner, viewer, manager, master] = [await t.signIn(), await t.signIn(), await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  const ids = { kerzzId: 'KZ-1001', cloudId: 'cloud-77', foodAppAccountId: 'fa-42' };
  await t.call(owner.token, posCalls.saveIntegration, { storeId: store.id, ...ids });
  for (const [member, permissions] of [
    [viewer, ['store.view']],
    [manager, ['store.view', 'store.edit']],
  ] as const) {
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: member.gsm, position: 'manager' });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: member.userId,
      permissions: [...permissions],
    });
    await t.call(member.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
  }
  const withoutIds = (answer: Record<string, unknown>) => {
    expect(answer).toMatchObject({ id: store.id });
    expect(answer).not.toHaveProperty('kerzzId');
    expect(answer).not.toHaveProperty('cloudId');
    expect(answer.properties).not.toHaveProperty('foodAppAccountId');
  };
  const listed = async (token: string) =>
    (await t.raw(token, authCalls.getOwnedStores, {})).json().find((o: { storeId: string }) => o.storeId === store.id)
      .storeInfo;

  for (const member of [viewer, manager]) {
    const seen = await t.raw(member.token, storeCalls.storeInfo, { id: store.id });
    expect(seen.statusCode).toBe(200);
    withoutIds(seen.json());
    withoutIds(await listed(member.token));
  }

  // A staff save answers the store without them and leaves the stored food-app account id as it was; the rest of
  // the save (other properties included) is applied.
  const saved = await t.raw(manager.token, storeCalls.saveStore, {
    id: store.id,
    name: 'Müdürün ayarı',
    properties: { callWaiter: true, foodAppAccountId: 'chosen-by-staff' },
    kerzzId: 'KZ-staff',
    cloudId: 'cloud-staff',
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ name: 'Müdürün ayarı', properties: { callWaiter: true } });
  withoutIds(saved.json());
  // A save with the properties the settings page sends for staff (no food-app account id) keeps it too.
  await t.call(manager.token, storeCalls.saveStore, { id: store.id, name: 'Müdürün ayarı', properties: {} });

  // The owner and master users read them whole, and the owner's save still sets the food-app account id.
  const whole = { kerzzId: ids.kerzzId, cloudId: ids.cloudId, properties: { foodAppAccountId: ids.foodAppAccountId } };
  expect(await t.call(owner.token, storeCalls.storeInfo, { id: store.id })).toMatchObject({
    name: 'Müdürün ayarı',
    ...whole,
  });
  expect(await t.call(owner.token, posCalls.getIntegration, { storeId: store.id })).toEqual(ids);
  expect(await listed(owner.token)).toMatchObject(whole);
  await t.makeMaster(master.userId);
  expect(await t.call(master.token, storeCalls.storeInfo, { id: store.id })).toMatchObject(whole);
  expect(
    await t.call(owner.token, storeCalls.saveStore, {
      id: store.id,
      name: 'Sahibin ayarı',
      properties: { foodAppAccountId: 'fa-43' },
    }),
  ).toMatchObject({ ...whole, properties: { foodAppAccountId: 'fa-43' } });
});

describe('a number with no account (issue 11)', () => {
  const invitationSms = (gsm: string) => t.outbox.filter((m) => m.to === gsm && m.text.includes('personel'));

  test('gets exactly one SMS, waits as invited, and becomes staff when the person signs up and accepts', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Deniz Balık Evi' }));
    const gsm = freshGsm();

    const added = await t.call(owner.token, storeCalls.saveStaff, {
      storeId: store.id,
      gsm: gsm.replace('+90', '0'),
      position: 'cashier',
    });
    expect(added).toEqual({
      userId: null,
      userName: '',
      gsm,
      position: 'cashier',
      permissions: defaultStaffPermissions,
      status: 'invited',
    });
    expect(invitationSms(gsm).map((m) => m.text)).toEqual([
      'Sofra: Deniz Balık Evi sizi personel olarak ekledi. Bu numarayla giriş yapıp daveti kabul edin: https://portal.sofra.app/login',
    ]);
    const sent = await (await t.db()).select().from(smsSends).where(eq(smsSends.to, gsm));
    expect(sent).toEqual([
      expect.objectContaining({ purpose: 'staff_invitation', storeId: store.id, userId: owner.userId }),
    ]);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([
      {
        gsm,
        position: 'cashier',
        permissions: defaultStaffPermissions,
        createDate: expect.any(String),
        status: 'invited',
      },
    ]);
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([]);

    // Added again (another position): the same invitation, no second SMS.
    expect(await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm, position: 'chef' })).toMatchObject(
      { userId: null, gsm, position: 'chef', status: 'invited' },
    );
    expect(invitationSms(gsm)).toHaveLength(1);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([
      expect.objectContaining({ gsm, position: 'chef' }),
    ]);

    // The person signs up with the number: the invitation is theirs to answer, and grants nothing yet.
    const person = await t.signIn(gsm);
    expect(await t.call(person.token, authCalls.getInvitations, {})).toEqual([
      expect.objectContaining({ kind: 'staff', storeId: store.id, storeName: 'Deniz Balık Evi', position: 'chef' }),
    ]);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([]);
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([
      {
        userId: person.userId,
        userName: 'Test Kullanıcı', // the name given at sign-up
        gsm,
        position: 'chef',
        permissions: defaultStaffPermissions,
        status: 'invited',
      },
    ]);
    expect((await t.raw(person.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });

    await t.call(person.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([
      expect.objectContaining({ userId: person.userId, status: 'active' }),
    ]);
    expect((await t.raw(person.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
    // The claim ran once: nothing is left to claim for the number.
    expect(await claimInvitationsByGsm(await t.db(), person.userId, gsm)).toBe(0);
    expect(await t.call(person.token, authCalls.getInvitations, {})).toEqual([]);
    expect(invitationSms(gsm)).toHaveLength(1);
  });

  test('the owner cancels the invitation; the number then finds nothing when it signs up', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const gsm = freshGsm();
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm });
    expect(await t.call(owner.token, storeCalls.cancelStaffInvitation, { storeId: store.id, gsm })).toEqual({
      message: 'ok',
    });
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([]);
    const again = await t.raw(owner.token, storeCalls.cancelStaffInvitation, { storeId: store.id, gsm });
    expect([again.statusCode, again.json().code]).toEqual([404, 'invitation_not_found']);

    const person = await t.signIn(gsm);
    expect(await t.call(person.token, authCalls.getInvitations, {})).toEqual([]);
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([]);
  });

  test('one number invited by two stores joins both as invited; staff see but never change the invitations', async () => {
    const [owner, other, manager] = [await t.signIn(), await t.signIn(), await t.signIn()];
    const mine = await t.call(owner.token, storeCalls.saveStore, newStore());
    const theirs = await t.call(other.token, storeCalls.saveStore, newStore());
    const gsm = freshGsm();
    await t.call(owner.token, storeCalls.saveStaff, { storeId: mine.id, gsm });
    await t.call(other.token, storeCalls.saveStaff, { storeId: theirs.id, gsm, position: 'manager' });
    expect(invitationSms(gsm)).toHaveLength(2);

    await t.call(owner.token, storeCalls.saveStaff, { storeId: mine.id, gsm: manager.gsm });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: mine.id,
      userId: manager.userId,
      permissions: ['staff.view'],
    });
    await t.call(manager.token, authCalls.acceptInvitation, { storeId: mine.id, kind: 'staff' });
    expect(await t.call(manager.token, storeCalls.getStaffInvitations, { id: mine.id })).toEqual([
      expect.objectContaining({ gsm }),
    ]);
    expect(
      (await t.raw(manager.token, storeCalls.cancelStaffInvitation, { storeId: mine.id, gsm })).json(),
    ).toMatchObject({ code: 'store_forbidden' });

    const person = await t.signIn(gsm);
    expect(
      (await t.call(person.token, authCalls.getInvitations, {})).map((i) => [i.storeId, i.position]).sort(),
    ).toEqual(
      [
        [mine.id, 'waiter'],
        [theirs.id, 'manager'],
      ].sort(),
    );
  });

  test('a number the SMS cannot reach is refused and not kept', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const res = await t.raw(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: '+4915123456789' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'sms_country_not_allowed']);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([]);
    expect(t.outbox.filter((m) => m.to === '+4915123456789')).toHaveLength(0);
  });
});

describe('permissions: read-only defaults and requirements', () => {
  test('a new member starts able to look, not to change tables, QR codes or anything else', async () => {
    expect(defaultStaffPermissions).toEqual(['store.view', 'folios.view']);
    const [owner, waiter] = [await t.signIn(), await t.signIn()];
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    const added = await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
    expect(added.permissions).toEqual(['store.view', 'folios.view']);
    expect(added.permissions).not.toContain('tables.manage');
  });

  test('saving a permission without what it needs grants that too', async () => {
    const [owner, waiter] = [await t.signIn(), await t.signIn()];
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
    const saved = await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: waiter.userId,
      permissions: ['payments.refund', 'menu.edit'],
    });
    expect(saved.permissions).toEqual(['store.view', 'menu.edit', 'folios.view', 'payments.take', 'payments.refund']);
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    // What was added is really granted: menu.edit came with store.view.
    expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
    expect(
      (await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).find((s) => s.userId === waiter.userId)
        ?.permissions,
    ).toEqual(saved.permissions);
  });
});

test("the owned stores say what the user may do at each: every permission for an owner, a member's own set", async () => {
  const [owner, member] = [await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: member.gsm, position: 'waiter' });
  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: member.userId,
    permissions: ['store.view', 'reservations.manage'],
  });
  await t.call(member.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
  const at = async (token: string) =>
    (await t.call(token, authCalls.getOwnedStores, {})).find((o) => o.storeId === store.id)?.permissions;
  expect(await at(owner.token)).toEqual(staffPermissions);
  expect(await at(member.token)).toEqual(['store.view', 'reservations.manage']);
  // A change of the member's permissions is in the next answer (the cached one lets go of it).
  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId: store.id,
    userId: member.userId,
    permissions: ['store.view'],
  });
  await t.heard();
  expect(await at(member.token)).toEqual(['store.view']);
});
