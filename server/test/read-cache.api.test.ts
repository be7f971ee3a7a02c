import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { stores, users } from '../src/db/schema/index.ts';
import { changeFeedOf, PostgresChangeFeed } from '../src/db/change-feed.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from './build-app.ts';
import { newStore } from './factories.ts';

/**
 * Signed-in reads answered from memory (docs/adr/0007): the session, the store guard and the answers of storeInfo and
 * getOwnedStores are kept until the database announces a change, and every change that matters is seen at the next
 * call — made through the API or straight in the database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const read = async (token: string, call: typeof storeCalls.storeInfo | typeof authCalls.getOwnedStores, input = {}) => {
  const res = await t.raw(token, call, input);
  expect(res.statusCode).toBe(200);
  return { etag: String(res.headers.etag), body: res.json() as Record<string, unknown> };
};

describe('versioned reads', () => {
  test('store/storeInfo: an ETag, a 304 on If-None-Match, and a new answer after a save or a change in the database', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Moda Kahve' }));
    const first = await read(owner.token, storeCalls.storeInfo, { id: store.id });
    expect(first.etag).toMatch(/^"store-[\w-]{27}"$/);
    expect(first.body.name).toBe('Moda Kahve');
    expect((await read(owner.token, storeCalls.storeInfo, { id: store.id })).etag).toBe(first.etag);
    const again = await t.raw(owner.token, storeCalls.storeInfo, { id: store.id }, { 'if-none-match': first.etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.call(owner.token, storeCalls.saveStore, { id: store.id, name: 'Moda Kahve Evi' });
    const saved = await read(owner.token, storeCalls.storeInfo, { id: store.id });
    expect(saved.body.name).toBe('Moda Kahve Evi');
    expect(saved.etag).not.toBe(first.etag);
    expect(
      (await t.raw(owner.token, storeCalls.storeInfo, { id: store.id }, { 'if-none-match': first.etag })).statusCode,
    ).toBe(200);

    // A change that does not go through this server (another process, a script) is announced by the database.
    await (await t.db()).update(stores).set({ name: 'Kadıköy Kahve' }).where(eq(stores.id, store.id));
    await t.heard();
    expect((await read(owner.token, storeCalls.storeInfo, { id: store.id })).body.name).toBe('Kadıköy Kahve');
  });

  test('the same content has the same tag for everyone who may see it whole; staff get theirs without secrets', async () => {
    const [owner, coOwner, waiter] = [await t.signIn(), await t.signIn(), await t.signIn()];
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: coOwner.userId, storeId: store.id });
    await t.call(coOwner.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    const mine = await read(owner.token, storeCalls.storeInfo, { id: store.id });
    expect((await read(coOwner.token, storeCalls.storeInfo, { id: store.id })).etag).toBe(mine.etag);
    const theirs = await read(waiter.token, storeCalls.storeInfo, { id: store.id });
    expect(theirs.etag).not.toBe(mine.etag);
    expect(theirs.body).not.toHaveProperty('apiKey');
    expect(
      (await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id }, { 'if-none-match': mine.etag })).statusCode,
    ).toBe(200);
  });

  test('user/getOwnedStores: an ETag and a 304; a new store, a renamed one or a removed link give a new answer', async () => {
    const [owner, partner] = [await t.signIn(), await t.signIn()];
    const a = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Ada' }));
    const names = async () =>
      ((await read(owner.token, authCalls.getOwnedStores)).body as unknown as { storeInfo: { name: string } }[]).map(
        (s) => s.storeInfo.name,
      );
    const first = await read(owner.token, authCalls.getOwnedStores);
    expect((await t.raw(owner.token, authCalls.getOwnedStores, {}, { 'if-none-match': first.etag })).statusCode).toBe(
      304,
    );
    const b = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Bahar' }));
    expect(await names()).toEqual(['Ada', 'Bahar']);
    await t.call(owner.token, storeCalls.saveStore, { id: a.id, name: 'Ada Balık' });
    expect(await names()).toEqual(['Ada Balık', 'Bahar']);
    // Another owner's rename of a store we share reaches our list too.
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: b.id });
    await t.call(partner.token, authCalls.acceptInvitation, { storeId: b.id, kind: 'owner' });
    await t.call(partner.token, storeCalls.saveStore, { id: b.id, name: 'Bahar Meyhanesi' });
    expect(await names()).toEqual(['Ada Balık', 'Bahar Meyhanesi']);
    await t.call(partner.token, authCalls.unlinkOwnedStore, { userId: owner.userId, storeId: b.id });
    expect(await names()).toEqual(['Ada Balık']);
    expect((await t.raw(owner.token, authCalls.getOwnedStores, {}, { 'if-none-match': first.etag })).statusCode).toBe(
      200,
    );
  });
});

describe('the session and the store guard are never stale', () => {
  test('a logout ends the session at the next call', async () => {
    const me = await t.signIn();
    await read(me.token, authCalls.getOwnedStores);
    await t.call(me.token, authCalls.logout, {});
    expect((await t.raw(me.token, authCalls.getOwnedStores, {})).json()).toMatchObject({ code: 'token_invalid' });
  });

  test('a block or a token-version bump made straight in the database ends the session', async () => {
    const [blocked, bumped] = [await t.signIn(), await t.signIn()];
    for (const s of [blocked, bumped]) await read(s.token, authCalls.getOwnedStores);
    const db = await t.db();
    await db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.userId));
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, bumped.userId));
    await t.heard();
    for (const s of [blocked, bumped])
      expect((await t.raw(s.token, authCalls.getOwnedStores, {})).json()).toMatchObject({ code: 'token_invalid' });
  });

  test('a staff permission taken away, or the staff removed, is refused at the next call', async () => {
    const [owner, waiter] = [await t.signIn(), await t.signIn()];
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, storeCalls.saveStaff, { storeId: store.id, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'staff' });
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: waiter.userId,
      permissions: ['store.view', 'staff.view'],
    });
    expect((await t.raw(waiter.token, storeCalls.getStaffList, { id: store.id })).statusCode).toBe(200);
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId: store.id,
      userId: waiter.userId,
      permissions: ['store.view'],
    });
    expect((await t.raw(waiter.token, storeCalls.getStaffList, { id: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
    expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
    await t.call(owner.token, storeCalls.removeStaff, { storeId: store.id, userId: waiter.userId });
    expect((await t.raw(waiter.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
  });

  test('an owner whose link is removed loses the store at the next call', async () => {
    const [owner, partner] = [await t.signIn(), await t.signIn()];
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id });
    await t.call(partner.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    expect((await t.raw(partner.token, storeCalls.storeInfo, { id: store.id })).statusCode).toBe(200);
    await t.call(owner.token, authCalls.unlinkOwnedStore, { userId: partner.userId, storeId: store.id });
    expect((await t.raw(partner.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
  });
});

describe.runIf(testDatabaseUrl)('on PostgreSQL', () => {
  const feed = async () => changeFeedOf(await t.db()) as PostgresChangeFeed;

  test('a read served from memory sends no statement to the database', async () => {
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore());
    await read(owner.token, storeCalls.storeInfo, { id: store.id });
    await read(owner.token, authCalls.getOwnedStores);
    const before = (await feed()).statements;
    for (let i = 0; i < 20; i++) {
      await read(owner.token, storeCalls.storeInfo, { id: store.id });
      await read(owner.token, authCalls.getOwnedStores);
    }
    expect((await feed()).statements - before).toBe(0);
  });

  test('while the change feed is lost, reads come from the database and a logout is honoured; then memory again', async () => {
    const me = await t.signIn();
    const store = await t.call(me.token, storeCalls.saveStore, newStore({ name: 'Eski' }));
    await read(me.token, storeCalls.storeInfo, { id: store.id });
    const db = await t.db();
    // The listening connection dies (a restart of PostgreSQL, a network cut): nothing may be answered from memory.
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'sofra-changes' and datname = current_database()`,
    );
    await expect.poll(async () => (await feed()).live).toBe(false);
    // A change no process hears of: only the database knows it.
    await db.update(stores).set({ name: 'Yeni' }).where(eq(stores.id, store.id));
    const before = (await feed()).statements;
    expect((await read(me.token, storeCalls.storeInfo, { id: store.id })).body.name).toBe('Yeni');
    expect((await feed()).statements - before).toBeGreaterThan(0);
    await t.call(me.token, authCalls.logout, {});
    expect((await t.raw(me.token, storeCalls.storeInfo, { id: store.id })).json()).toMatchObject({
      code: 'token_invalid',
    });
    // The feed listens again by itself and memory serves again.
    await expect.poll(async () => (await feed()).live, { timeout: 5000 }).toBe(true);
    const other = await t.signIn();
    const mine = await t.call(other.token, storeCalls.saveStore, newStore());
    await read(other.token, storeCalls.storeInfo, { id: mine.id });
    const after = (await feed()).statements;
    await read(other.token, storeCalls.storeInfo, { id: mine.id });
    expect((await feed()).statements - after).toBe(0);
  });
});
