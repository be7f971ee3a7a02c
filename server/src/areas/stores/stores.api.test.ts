import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { categoryCalls } from '@sofra/contracts/stores/categories.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { defaultStoreProperties } from '@sofra/contracts/stores/stores.schemas';
import { consentLogs, permissionLogs, storeMenuSyncs, stores, userOwnedStores, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { staffPermissions } from '@sofra/contracts/core/permissions';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
// Shared users: the sign-in budget per client address (30 codes an hour) would not cover a fresh user per test.
let me: Session;
let partner: Session;
let other: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [me, partner, other] = [await t.signIn(), await t.signIn(), await t.signIn()];
});
afterAll(async () => t.close());

const ownedIds = async (token: string) => (await t.call(token, authCalls.getOwnedStores, {})).map((o) => o.storeId);

describe('saveStore without id: a new store', () => {
  test('is created with the spec defaults', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, { name: 'Kebapçı Halil' });
    expect(store).toMatchObject({
      name: 'Kebapçı Halil',
      mainAction: 'in-store',
      status: 'open',
      storeCurrency: '₺',
      storeLocale: 'tr',
      properties: defaultStoreProperties(),
      geoLocation: null,
      branchCode: null,
    });
    expect(store.workingHours).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '23:00', closed: false })),
    );
    // Every property off or zero, but the limits on guests' orders (docs/security.md, Guest orders).
    const { orderMaxLineQuantity, orderMaxItems, ...features } = store.properties;
    expect([orderMaxLineQuantity, orderMaxItems]).toEqual([50, 200]);
    for (const [key, value] of Object.entries(features)) expect([false, 0, ''], key).toContain(value);
    expect(Date.parse(store.createDate)).not.toBeNaN();
  });

  test('has its web menu on when it offers table service (its table QR codes open it), off otherwise', async () => {
    const webMenu = async (input: Parameters<typeof newStore>[0]) => {
      const created = await t.call(me.token, storeCalls.saveStore, newStore(input));
      const read = await t.call(me.token, storeCalls.storeInfo, { id: created.id });
      expect(read.properties.webMenuActive).toBe(created.properties.webMenuActive);
      return created.properties.webMenuActive;
    };
    expect(await webMenu({ serviceTypes: ['take-away', 'table'] })).toBe(true);
    expect(await webMenu({ serviceTypes: ['timed-table'] })).toBe(true);
    // Other properties given at creation keep the web menu's start.
    expect(await webMenu({ serviceTypes: ['table'], properties: { callWaiter: true } })).toBe(true);
    expect(await webMenu({ serviceTypes: ['take-away', 'delivery'] })).toBe(false);
    expect(await webMenu({ serviceTypes: [] })).toBe(false);
    // The owner's own choice wins.
    expect(await webMenu({ serviceTypes: ['table'], properties: { webMenuActive: false } })).toBe(false);
    expect(await webMenu({ serviceTypes: ['self'], properties: { webMenuActive: true } })).toBe(true);
  });

  test('is owned by the caller: getOwnedStores lists it', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const owned = await t.call(me.token, authCalls.getOwnedStores, {});
    expect(owned).toContainEqual({
      userId: me.userId,
      storeId: store.id,
      position: 'owner',
      approved: true,
      storeInfo: store,
      permissions: staffPermissions,
    });
  });

  test("getOwnedStores lists a user's stores sorted by name", async () => {
    const fresh = await t.signIn();
    for (const name of ['Zeytin', 'Ada Balik', 'Meyhane']) await t.call(fresh.token, storeCalls.saveStore, { name });
    expect((await t.call(fresh.token, authCalls.getOwnedStores, {})).map((o) => o.storeInfo.name)).toEqual([
      'Ada Balik',
      'Meyhane',
      'Zeytin',
    ]);
  });

  test('a user without stores gets an empty list', async () => {
    expect(await t.call(other.token, authCalls.getOwnedStores, {})).toEqual([]);
  });

  test('a store without a name → validation_failed, nothing is created', async () => {
    const before = await ownedIds(me.token);
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const res = await t.raw(me.token, storeCalls.saveStore, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await ownedIds(me.token)).toEqual(before);
  });
});

describe('saveStore with id: an update', () => {
  test('changes only the fields given', async () => {
    const created = await t.call(
      me.token,
      storeCalls.saveStore,
      newStore({ description: 'Ev yemekleri', phone: '+902161112233' }),
    );
    const updated = await t.call(me.token, storeCalls.saveStore, { id: created.id, name: 'Yeni Ad', branchCode: 42 });
    expect(updated).toEqual({ ...created, name: 'Yeni Ad', branchCode: 42, updateDate: expect.any(String) });
    expect(Date.parse(updated.updateDate)).toBeGreaterThanOrEqual(Date.parse(created.updateDate));
  });

  test('merges properties partially', async () => {
    const created = await t.call(me.token, storeCalls.saveStore, newStore());
    await t.call(me.token, storeCalls.saveStore, {
      id: created.id,
      name: created.name,
      properties: { callWaiter: true, reservationPrice: 150, pointExpiryMonths: 12 },
    });
    // A save naming other properties keeps every number property it leaves out (none falls back to a default).
    const second = await t.call(me.token, storeCalls.saveStore, {
      id: created.id,
      name: created.name,
      properties: { webMenuActive: true },
    });
    expect(second.properties).toEqual({
      ...defaultStoreProperties(),
      callWaiter: true,
      reservationPrice: 150,
      pointExpiryMonths: 12,
      webMenuActive: true,
    });
    expect((await t.call(me.token, storeCalls.storeInfo, { id: created.id })).properties).toEqual(second.properties);
  });

  test('sets and clears the geo location and the branch code', async () => {
    const created = await t.call(me.token, storeCalls.saveStore, newStore());
    const located = await t.call(me.token, storeCalls.saveStore, {
      id: created.id,
      name: created.name,
      geoLocation: { latitude: 40.9877, longitude: 29.0262 },
      branchCode: 7,
    });
    expect(located).toMatchObject({ geoLocation: { latitude: 40.9877, longitude: 29.0262 }, branchCode: 7 });
    // Leaving them out keeps them.
    expect(await t.call(me.token, storeCalls.saveStore, { id: created.id, name: 'Other' })).toMatchObject({
      geoLocation: { latitude: 40.9877, longitude: 29.0262 },
      branchCode: 7,
    });
    const cleared = await t.call(me.token, storeCalls.saveStore, {
      id: created.id,
      name: created.name,
      geoLocation: null,
      branchCode: null,
    });
    expect(cleared).toMatchObject({ geoLocation: null, branchCode: null });
  });

  test('refuses a branch code that is not an integer, and a location out of range', async () => {
    const created = await t.call(me.token, storeCalls.saveStore, newStore());
    for (const bad of [
      { branchCode: '12' },
      { branchCode: 1.5 },
      { branchCode: -1 },
      { geoLocation: { latitude: 91, longitude: 0 } },
      { status: 'closed-forever' },
    ]) {
      const res = await t.raw(me.token, storeCalls.saveStore, { id: created.id, name: created.name, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await t.call(me.token, storeCalls.storeInfo, { id: created.id })).toEqual(created);
  });

  test('an unknown id → store_forbidden for an owner (ids cannot be probed)', async () => {
    const res = await t.raw(me.token, storeCalls.saveStore, { id: 'no-such-store', name: 'X' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('store_forbidden');
  });

  test('another owner cannot update my store', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const res = await t.raw(other.token, storeCalls.saveStore, { id: store.id, name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('store_forbidden');
    expect((await t.call(me.token, storeCalls.storeInfo, { id: store.id })).name).toBe(store.name);
  });
});

describe('storeInfo', () => {
  test('answers the store to its owner', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore({ description: 'Deniz ürünleri' }));
    expect(await t.call(me.token, storeCalls.storeInfo, { id: store.id })).toEqual(store);
  });

  test('another owner → 403 store_forbidden; no token → 401 auth_required', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const res = await t.raw(other.token, storeCalls.storeInfo, { id: store.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'store_forbidden', desc: expect.any(String) });
    expect((await t.raw(null, storeCalls.storeInfo, { id: store.id })).json().code).toBe('auth_required');
  });

  test('a master reads any store; an unknown store is not_found for a master', async () => {
    const master = await t.signIn();
    await t.makeMaster(master.userId);
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    expect(await t.call(master.token, storeCalls.storeInfo, { id: store.id })).toEqual(store);
    const res = await t.raw(master.token, storeCalls.storeInfo, { id: 'no-such-store' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('linkOwnedStore / unlinkOwnedStore', () => {
  test('linking invites another user as co-owner: once they accept, they see and read the store', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    expect(await t.call(me.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id })).toEqual({
      message: 'ok',
    });
    expect(await ownedIds(partner.token)).not.toContain(store.id);
    await t.call(partner.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    expect(await ownedIds(partner.token)).toContain(store.id);
    expect((await t.call(partner.token, storeCalls.storeInfo, { id: store.id })).id).toBe(store.id);
    // Linking twice is harmless.
    await t.call(me.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id });
    expect(await ownedIds(partner.token)).toContain(store.id);
  });

  test('unlinking removes the co-owner, who is then refused with store_forbidden', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    await t.call(me.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id });
    await t.call(partner.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    expect(await t.call(me.token, authCalls.unlinkOwnedStore, { userId: partner.userId, storeId: store.id })).toEqual({
      message: 'ok',
    });
    expect(await ownedIds(partner.token)).not.toContain(store.id);
    for (const [call, body] of [
      [storeCalls.storeInfo, { id: store.id }],
      [storeCalls.saveStore, { id: store.id, name: 'Mine now' }],
      [authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id }],
    ] as const) {
      const res = await t.raw(partner.token, call, body);
      expect(res.statusCode, call.path).toBe(403);
      expect(res.json().code, call.path).toBe('store_forbidden');
    }
    expect(await ownedIds(me.token)).toContain(store.id);
  });

  test('a co-owner can unlink themselves, and the other owner keeps the store', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    await t.call(me.token, authCalls.linkOwnedStore, { userId: partner.userId, storeId: store.id });
    await t.call(partner.token, authCalls.acceptInvitation, { storeId: store.id, kind: 'owner' });
    await t.call(partner.token, authCalls.unlinkOwnedStore, { userId: partner.userId, storeId: store.id });
    expect(await ownedIds(partner.token)).not.toContain(store.id);
    expect(await ownedIds(me.token)).toContain(store.id);
  });

  test('unlinking the last owner → 409 conflict, and the owner keeps the store', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const res = await t.raw(me.token, authCalls.unlinkOwnedStore, { userId: me.userId, storeId: store.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', desc: expect.any(String) });
    expect(await ownedIds(me.token)).toContain(store.id);
    const links = await (
      await t.db()
    )
      .select()
      .from(userOwnedStores)
      .where(and(eq(userOwnedStores.storeId, store.id), eq(userOwnedStores.userId, me.userId)));
    expect(links).toHaveLength(1);
  });

  test('unlinking a user who does not own the store → not_found', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const res = await t.raw(me.token, authCalls.unlinkOwnedStore, { userId: other.userId, storeId: store.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('linking an unknown user → 404 user_not_found', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const res = await t.raw(me.token, authCalls.linkOwnedStore, { userId: 'no-such-user', storeId: store.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'user_not_found', desc: expect.any(String) });
  });

  test('another owner can neither link themselves to my store nor unlink me', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    for (const [call, userId] of [
      [authCalls.linkOwnedStore, other.userId],
      [authCalls.unlinkOwnedStore, me.userId],
    ] as const) {
      const res = await t.raw(other.token, call, { userId, storeId: store.id });
      expect(res.statusCode, call.path).toBe(403);
      expect(res.json().code, call.path).toBe('store_forbidden');
    }
    expect(await ownedIds(me.token)).toContain(store.id);
    expect(await ownedIds(other.token)).not.toContain(store.id);
  });
});

describe('a user deleted from the database', () => {
  // The token check comes first, so a deleted user meets token_invalid before getOwnedStores' own user_not_found.
  test('their token is refused, and getOwnedStores never answers their stores', async () => {
    const gone = await t.signIn();
    const store = await t.call(gone.token, storeCalls.saveStore, newStore());
    const db = await t.db();
    // Owner links, permission and consent logs reference the user; remove them first, as an account deletion would.
    await db.delete(userOwnedStores).where(eq(userOwnedStores.userId, gone.userId));
    await db.delete(permissionLogs).where(eq(permissionLogs.userId, gone.userId));
    await db.delete(consentLogs).where(eq(consentLogs.userId, gone.userId));
    await db.delete(users).where(eq(users.id, gone.userId));
    await t.heard();
    const res = await t.raw(gone.token, authCalls.getOwnedStores, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_invalid');
    expect(await db.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id))).toHaveLength(1);
  });
});

describe('working and delivery hours', () => {
  const week = (open = '09:00', close = '23:00') =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, closed: false }));

  test('saving a week of hours answers the updated store', async () => {
    const { token } = await t.signIn();
    const store = await t.call(token, storeCalls.saveStore, newStore());
    const hours = week();
    hours[1] = { day: 1, open: '10:00', close: '22:30', closed: false };
    hours[0] = { day: 0, open: '09:00', close: '09:00', closed: true };
    const saved = await t.call(token, storeCalls.saveStore, {
      id: store.id,
      name: store.name,
      workingHours: hours,
      deliveryHours: week('11:00', '21:00'),
    });
    expect(saved.workingHours[1]).toEqual({ day: 1, open: '10:00', close: '22:30', closed: false });
    expect(saved.workingHours[0]!.closed).toBe(true);
    expect(saved.deliveryHours.every((h) => h.open === '11:00')).toBe(true);
    expect((await t.call(token, storeCalls.storeInfo, { id: store.id })).workingHours).toEqual(saved.workingHours);
  });

  test('hours past midnight close the next day: 18:00–02:00 and 00:00–00:00 (open all day) are kept', async () => {
    const { token } = await t.signIn();
    const store = await t.call(token, storeCalls.saveStore, newStore());
    const hours = week('18:00', '02:00');
    hours[6] = { day: 6, open: '00:00', close: '00:00', closed: false };
    // Saturday's night may run until Sunday's opening only because Sunday is closed… here it is open all day,
    // so Saturday ends at midnight.
    hours[5] = { day: 5, open: '18:00', close: '00:00', closed: false };
    const saved = await t.call(token, storeCalls.saveStore, {
      id: store.id,
      name: store.name,
      workingHours: hours,
      deliveryHours: week('19:00', '01:30'),
    });
    expect(saved.workingHours[0]).toEqual({ day: 0, open: '18:00', close: '02:00', closed: false });
    expect(saved.workingHours[6]).toEqual({ day: 6, open: '00:00', close: '00:00', closed: false });
    expect(saved.deliveryHours.every((h) => h.open === '19:00' && h.close === '01:30')).toBe(true);
    const info = await t.call(token, storeCalls.storeInfo, { id: store.id });
    expect(info.workingHours).toEqual(hours);
    expect(info.deliveryHours).toEqual(saved.deliveryHours);
  });

  test('malformed times, close equal to open, a night past the next opening and a wrong number of days are refused, nothing saved', async () => {
    const { token } = await t.signIn();
    const store = await t.call(token, storeCalls.saveStore, newStore());
    const bad = [
      week().map((h, i) => (i === 2 ? { ...h, open: '25:00' } : h)),
      week().map((h, i) => (i === 2 ? { ...h, close: '9:00' } : h)),
      week().map((h, i) => (i === 3 ? { ...h, open: '18:00', close: '18:00' } : h)),
      week().map((h, i) => (i === 3 ? { ...h, open: '18:00', close: '10:00' } : h)),
      week().slice(0, 6),
      week().map((h) => ({ ...h, day: 1 })),
    ];
    for (const workingHours of bad) {
      const res = await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, workingHours });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const same = (
      await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, workingHours: bad[2] })
    ).json();
    expect(same.desc).toContain('day 3: sameAsOpen');
    expect(same.fields).toEqual([{ path: 'workingHours.3.close', code: 'custom' }]);
    // Thursday 18:00 – Friday 10:00 runs past Friday's 09:00 opening.
    const overlap = (
      await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, deliveryHours: bad[3] })
    ).json();
    expect(overlap.desc).toContain('day 3: runsIntoNextDay');
    expect(overlap.fields).toEqual([{ path: 'deliveryHours.3.close', code: 'custom' }]);
    const malformed = (
      await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, workingHours: bad[0] })
    ).json();
    expect(malformed.fields).toContainEqual({ path: 'workingHours.2.open', code: 'invalid_format' });
    // The same night is fine when Friday is closed, and Sunday's night runs into Monday.
    const fine = bad[3]!.map((h) => (h.day === 4 ? { ...h, closed: true } : h));
    fine[6] = { day: 6, open: '20:00', close: '08:00', closed: false };
    expect(
      (await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, workingHours: fine })).statusCode,
    ).toBe(200);
    const sundayLate = week().map((h) => (h.day === 6 ? { ...h, open: '20:00', close: '10:00' } : h));
    const wrap = (
      await t.raw(token, storeCalls.saveStore, { id: store.id, name: store.name, workingHours: sundayLate })
    ).json();
    expect(wrap.fields).toEqual([{ path: 'workingHours.6.close', code: 'custom' }]);
    expect((await t.call(token, storeCalls.storeInfo, { id: store.id })).workingHours).toEqual(fine);
    expect((await t.call(token, storeCalls.storeInfo, { id: store.id })).deliveryHours).toEqual(week());
  });
});

describe('store status, menu sync and the category catalogue', () => {
  test('syncStoreMenu records the sync and bumps menuVersion; getStoreStatus shows it', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    expect(await t.call(me.token, storeCalls.getStoreStatus, { id: store.id })).toEqual({
      id: store.id,
      status: 'open',
      menuVersion: 0,
    });
    const first = await t.call(me.token, storeCalls.syncStoreMenu, { id: store.id });
    const second = await t.call(me.token, storeCalls.syncStoreMenu, { id: store.id });
    expect([first.menuVersion, second.menuVersion]).toEqual([1, 2]);
    expect(new Date(second.syncedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const syncs = await (await t.db()).select().from(storeMenuSyncs).where(eq(storeMenuSyncs.storeId, store.id));
    expect(syncs.map((s) => [s.userId, s.menuVersion])).toEqual([
      [me.userId, 1],
      [me.userId, 2],
    ]);
    await t.call(me.token, storeCalls.saveStore, { id: store.id, name: store.name, status: 'rush-hour' });
    expect(await t.call(me.token, storeCalls.getStoreStatus, { id: store.id })).toEqual({
      id: store.id,
      status: 'rush-hour',
      menuVersion: 2,
    });
  });

  test('categories carry sub-categories; attributes are a flat list with unique ids; every name in Turkish and English', async () => {
    const categories = await t.call(me.token, categoryCalls.categories, {});
    expect(categories.find((c) => c.id === 'restaurant')).toMatchObject({
      name: 'Restoran',
      names: { tr: 'Restoran', en: 'Restaurant' },
    });
    expect(categories.find((c) => c.id === 'restaurant')?.subCategories).toContainEqual({
      id: 'meyhane',
      name: 'Meyhane',
      names: { tr: 'Meyhane', en: 'Meyhane (Turkish tavern)' },
    });
    const attributes = await t.call(me.token, categoryCalls.attributes, {});
    expect(new Set(attributes.map((a) => a.id)).size).toBe(attributes.length);
    expect(attributes).toContainEqual({ id: 'terrace', name: 'Teras', names: { tr: 'Teras', en: 'Terrace' } });
    // Every entry has both names, and `name` stays the Turkish one for clients that read only it.
    const entries = [...categories, ...categories.flatMap((c) => c.subCategories), ...attributes];
    for (const entry of entries) {
      expect(entry.names.tr.trim() && entry.names.en.trim(), entry.id).toBeTruthy();
      expect(entry.name, entry.id).toBe(entry.names.tr);
    }
    const ids = [...categories, ...categories.flatMap((c) => c.subCategories)].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await t.raw(null, categoryCalls.categories, {})).json()).toMatchObject({ code: 'auth_required' });
  });
});

describe('QR codes', () => {
  const decode = async (dataUrl: string) => {
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, text: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data };
  };

  test('the delivery QR is a 1024 px PNG that decodes to the store address; the menu QR to its menu', async () => {
    const store = await t.call(me.token, storeCalls.saveStore, newStore());
    const delivery = await t.call(me.token, storeCalls.getDeliveryQr, { id: store.id, width: 1024 });
    expect(await decode(delivery.image)).toEqual({ width: 1024, text: delivery.url });
    expect(delivery.url).toContain(`/store/${store.id}`);
    const menu = await t.app.inject({
      method: 'POST',
      url: `/api/menu/menuQR/${store.id}`,
      headers: { authorization: `Bearer ${me.token}` },
      payload: { width: 0 },
    });
    const { url, image } = menu.json();
    // No GUEST_APP_URL: the menu QR opens this server's own guest web menu, at the portal's address.
    expect(url).toBe(`${t.config.webMenuUrl}/menu/${store.id}`);
    expect((await decode(image)).text).toBe(url);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/menu/menuQR/${store.id}`,
      headers: { authorization: `Bearer ${other.token}` },
      payload: { width: 0 },
    });
    expect(theirs.json()).toMatchObject({ code: 'store_forbidden' });
  });
});
