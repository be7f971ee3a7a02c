import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

let t: TestApp;
// Shared users: the sign-in budget per client address would not cover fresh users per test.
let owner: Session;
let invitee: Session;
let stranger: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, invitee, stranger] = [await t.signIn(), await t.signIn(), await t.signIn()];
  await t.call(owner.token, authCalls.saveUser, { name: 'Ayşe Demir' });
});
afterAll(async () => t.close());

const ownedIds = async (token: string) => (await t.call(token, authCalls.getOwnedStores, {})).map((o) => o.storeId);
const invitations = (token: string) => t.call(token, authCalls.getInvitations, {});
const code = async (res: Promise<{ statusCode: number; json: () => { code?: string } }>) => {
  const r = await res;
  return { status: r.statusCode, code: r.json().code };
};

describe('an owner invitation (user/linkOwnedStore)', () => {
  test("grants nothing until accepted: the store is refused and not among the invitee's stores; accepting opens it", async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Ortak Meyhane' }));
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: invitee.userId, storeId: store.id });

    expect(await code(t.raw(invitee.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await code(t.raw(invitee.token, storeCalls.saveStore, { id: store.id, name: 'Benim oldu' }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(
      await code(t.raw(invitee.token, authCalls.linkOwnedStore, { userId: stranger.userId, storeId: store.id })),
    ).toEqual({ status: 403, code: 'store_forbidden' });
    expect(await ownedIds(invitee.token)).not.toContain(store.id);

    // The invitee sees it among their invitations: which store, where, who asked.
    const mine = await invitations(invitee.token);
    expect(mine).toContainEqual({
      kind: 'owner',
      storeId: store.id,
      storeName: 'Ortak Meyhane',
      city: 'İstanbul',
      town: 'Kadıköy',
      invitedBy: { name: 'Ayşe Demir', gsm: owner.gsm },
      position: null,
      createDate: expect.any(String),
      status: 'pending',
    });
    expect(await invitations(stranger.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));

    expect(await t.call(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' })).toEqual({
      message: 'ok',
    });
    expect((await t.call(invitee.token, storeCalls.storeInfo, { id: store.id })).name).toBe('Ortak Meyhane');
    expect(await ownedIds(invitee.token)).toContain(store.id);
    expect(await invitations(invitee.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));
    // Accepted once: there is nothing left to accept.
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' }))).toEqual({
      status: 404,
      code: 'invitation_not_found',
    });
  });

  test('declining removes it; the store stays closed to the invitee', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: invitee.userId, storeId: store.id });
    expect(await t.call(invitee.token, authCalls.declineInvitation, { storeId: store.id, kind: 'owner' })).toEqual({
      message: 'ok',
    });
    expect(await invitations(invitee.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' }))).toEqual({
      status: 404,
      code: 'invitation_not_found',
    });
    expect(await code(t.raw(invitee.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await ownedIds(owner.token)).toContain(store.id);
  });

  test("another user can neither accept nor decline someone else's invitation, nor one of a wrong kind", async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: invitee.userId, storeId: store.id });
    for (const call of [authCalls.acceptInvitation, authCalls.declineInvitation]) {
      expect(await code(t.raw(stranger.token, call, { storeId: store.id, kind: 'owner' }))).toEqual({
        status: 404,
        code: 'invitation_not_found',
      });
      expect(await code(t.raw(stranger.token, call, { storeId: store.id, kind: 'staff' }))).toEqual({
        status: 404,
        code: 'invitation_not_found',
      });
      // The inviting owner is already an owner: they have no invitation to accept.
      expect(await code(t.raw(owner.token, call, { storeId: store.id, kind: 'owner' }))).toEqual({
        status: 404,
        code: 'invitation_not_found',
      });
    }
    expect(await code(t.raw(stranger.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' }))).toEqual({
      status: 404,
      code: 'invitation_not_found',
    });
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: '', kind: 'owner' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'master' }))).toEqual(
      { status: 400, code: 'validation_failed' },
    );
    // Still there for its invitee.
    expect(await invitations(invitee.token)).toContainEqual(
      expect.objectContaining({ storeId: store.id, kind: 'owner' }),
    );
  });

  test("unlinking a pending co-owner cancels the invitation; a pending invitation does not count as the store's other owner", async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: invitee.userId, storeId: store.id });
    expect(
      await code(t.raw(owner.token, authCalls.unlinkOwnedStore, { userId: owner.userId, storeId: store.id })),
    ).toEqual({ status: 409, code: 'conflict' });
    await t.call(owner.token, authCalls.unlinkOwnedStore, { userId: invitee.userId, storeId: store.id });
    expect(await invitations(invitee.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));
  });

  test('the invitations calls need a session', async () => {
    expect(await code(t.raw(null, authCalls.getInvitations, {}))).toEqual({ status: 401, code: 'auth_required' });
  });
});

describe('a staff invitation (store/saveStaff)', () => {
  test('grants no staff permission until accepted; the owner sees "invited", then "active"', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Garson Aranıyor' }));
    const added = await t.call(owner.token, storeCalls.saveStaff, {
      storeId: store.id,
      gsm: invitee.gsm,
      position: 'cashier',
    });
    expect(added).toMatchObject({ userId: invitee.userId, position: 'cashier', status: 'invited' });

    // New staff only look by default; tables.manage is granted here, while invited. None of them works yet.
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: invitee.userId,
      permissions: ['store.view', 'folios.view', 'tables.manage'],
    });
    expect(await code(t.raw(invitee.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(
      await code(t.raw(invitee.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: 'Masa 1' })),
    ).toEqual({ status: 403, code: 'store_forbidden' });
    expect(await ownedIds(invitee.token)).not.toContain(store.id);

    expect(await invitations(invitee.token)).toContainEqual({
      kind: 'staff',
      storeId: store.id,
      storeName: 'Garson Aranıyor',
      city: 'İstanbul',
      town: 'Kadıköy',
      invitedBy: { name: 'Ayşe Demir', gsm: owner.gsm },
      position: 'cashier',
      createDate: expect.any(String),
      status: 'pending',
    });
    // Re-saving a pending member changes the position and keeps it an invitation.
    expect(
      await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm, position: 'waiter' }),
    ).toMatchObject({ position: 'waiter', status: 'invited' });
    expect(await code(t.raw(invitee.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await code(t.raw(stranger.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' }))).toEqual(
      { status: 404, code: 'invitation_not_found' },
    );

    await t.call(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    expect((await t.call(invitee.token, storeCalls.storeInfo, { id: store.id })).name).toBe('Garson Aranıyor');
    expect(
      await t.call(invitee.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: 'Masa 1' }),
    ).toMatchObject({ tableName: 'Masa 1' });
    // Accepted staff holding store.view find the store in their list, with their position.
    expect(await t.call(invitee.token, authCalls.getOwnedStores, {})).toContainEqual(
      expect.objectContaining({ storeId: store.id, position: 'waiter', approved: true }),
    );
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([
      expect.objectContaining({ userId: invitee.userId, status: 'active' }),
    ]);

    // A position change for an active member keeps them active.
    expect(
      await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm, position: 'manager' }),
    ).toMatchObject({ position: 'manager', status: 'active' });
    expect((await t.raw(invitee.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
  });

  test('declining removes the membership; removing a pending member cancels the invitation', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm });
    await t.call(invitee.token, authCalls.declineInvitation, { storeId: store.id, kind: 'staff' });
    expect(await t.call(owner.token, storeCalls.getStaffList, { id: store.id })).toEqual([]);
    expect(await invitations(invitee.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));

    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm });
    expect(await invitations(invitee.token)).toContainEqual(
      expect.objectContaining({ storeId: store.id, kind: 'staff' }),
    );
    await t.call(owner.token, storeCalls.removeStaff, { storeId: store.id, userId: invitee.userId });
    expect(await invitations(invitee.token)).not.toContainEqual(expect.objectContaining({ storeId: store.id }));
    expect(await code(t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' }))).toEqual({
      status: 404,
      code: 'invitation_not_found',
    });
    expect(await code(t.raw(invitee.token, storeCalls.storeInfo, { id: store.id }))).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
  });

  test('accepted staff without store.view keep their permissions but the store is not in their list to open', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: stranger.gsm });
    await t.call(stranger.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: stranger.userId,
      permissions: ['staff.view'],
    });
    expect((await t.raw(stranger.token, storeCalls.getStaffList, { id: store.id })).statusCode).toBe(200);
    expect(await ownedIds(stranger.token)).not.toContain(store.id);
    await t.call(owner.token, storeCalls.removeStaff, { storeId: store.id, userId: stranger.userId });
  });
});
