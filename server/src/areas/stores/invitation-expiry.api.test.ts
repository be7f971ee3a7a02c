import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

let t: TestApp;
let owner: Session;
let invitee: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, invitee] = [await t.signIn(), await t.signIn()];
});
afterAll(async () => t.close());

/** As if the store's invitations had been sent `days` ago. */
const sentDaysAgo = async (storeId: string, days: number) => {
  const db = await t.db();
  await db.execute(
    sql`UPDATE staff SET create_date = now() - make_interval(days => ${days}) WHERE store_id = ${storeId}`,
  );
  await db.execute(
    sql`UPDATE staff_invitations SET create_date = now() - make_interval(days => ${days}) WHERE store_id = ${storeId}`,
  );
  await db.execute(
    sql`UPDATE user_owned_stores SET create_date = now() - make_interval(days => ${days})
        WHERE store_id = ${storeId} AND NOT approved`,
  );
};
const expire = () => t.app.jobs.run('stores.expire-invitations');
const statusIn = async (storeId: string) =>
  (await t.call(invitee.token, authCalls.getInvitations, {})).find((i) => i.storeId === storeId)?.status;

describe('invitations expire after 7 days (stores.expire-invitations)', () => {
  test('the invitee sees it expired and cannot accept it; the owner sends it again and it can be accepted', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Yedi Gün Lokantası' }));
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm });

    await sentDaysAgo(store.id, 6);
    expect(await expire()).toBe(0);
    expect(await statusIn(store.id)).toBe('pending');

    await sentDaysAgo(store.id, 8);
    expect(await expire()).toBe(1);
    expect(await statusIn(store.id)).toBe('expired');
    const refused = await t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    expect([refused.statusCode, refused.json().code]).toEqual([410, 'invitation_expired']);
    const staff = await t.call(owner.token, storeCalls.getStaffList, { id: store.id });
    expect(staff.find((s) => s.userId === invitee.userId)?.status).toBe('expired');
    // Idempotent: a second run finds nothing more.
    expect(await expire()).toBe(0);

    // The owner sends it again by adding the person again: pending for another 7 days.
    const again = await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm });
    expect(again.status).toBe('invited');
    expect(await statusIn(store.id)).toBe('pending');
    expect(await expire()).toBe(0);
    expect(await t.call(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' })).toEqual({
      message: 'ok',
    });
  });

  test('an expired invitation can still be declined', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Reddedilen Kafe' }));
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: invitee.gsm });
    await sentDaysAgo(store.id, 8);
    await expire();
    expect(await t.call(invitee.token, authCalls.declineInvitation, { storeId: store.id, kind: 'staff' })).toEqual({
      message: 'ok',
    });
    expect(await statusIn(store.id)).toBeUndefined();
  });

  test("a number's invitation expires too; adding the number again texts it again", async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Numara Büfe' }));
    const gsm = freshGsm();
    const texts = () => t.outbox.filter((m) => m.to === gsm).length;
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm });
    expect(texts()).toBe(1);
    await sentDaysAgo(store.id, 8);
    expect(await expire()).toBe(1);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([
      expect.objectContaining({ gsm, status: 'expired' }),
    ]);

    const again = await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm });
    expect(again).toMatchObject({ userId: null, status: 'invited' });
    expect(texts()).toBe(2);
    expect(await t.call(owner.token, storeCalls.getStaffInvitations, { id: store.id })).toEqual([
      expect.objectContaining({ gsm, status: 'invited' }),
    ]);
  });

  test('a co-owner invitation expires too; linking the user again sends it again', async () => {
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Ortaklar Meyhanesi' }));
    const link = { storeId: store.id, userId: invitee.userId };
    await t.call(owner.token, authCalls.linkOwnedStore, link);
    await sentDaysAgo(store.id, 6);
    expect(await expire()).toBe(0);
    expect(await statusIn(store.id)).toBe('pending');

    await sentDaysAgo(store.id, 8);
    expect(await expire()).toBe(1);
    expect(await statusIn(store.id)).toBe('expired');
    const refused = await t.raw(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    expect([refused.statusCode, refused.json().code]).toEqual([410, 'invitation_expired']);
    // The store's creator, approved long ago, is never touched by the job.
    const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
    expect(owned.find((s) => s.storeId === store.id)?.approved).toBe(true);

    await t.call(owner.token, authCalls.linkOwnedStore, link);
    expect(await statusIn(store.id)).toBe('pending');
    expect(await t.call(invitee.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' })).toEqual({
      message: 'ok',
    });
    expect((await t.call(invitee.token, authCalls.getOwnedStores, {})).some((s) => s.storeId === store.id)).toBe(true);
  });
});
