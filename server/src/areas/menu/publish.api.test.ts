import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { catalogueCalls as c, extrasCalls as x, publishCalls } from '@sofra/contracts/menu/menu.calls';
import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { menuSnapshots } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const menuOf = async (token: string, id: string, language?: string, headers: Record<string, string> = {}) => {
  const res = await t.raw(token, publishCalls.storeMenu, { id, ...(language ? { language } : {}) }, headers);
  return { status: res.statusCode, etag: String(res.headers.etag), menu: (res.body ? res.json() : null) as StoreMenu };
};

const guestGet = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/guest/${path}`, headers });

/** A store in Turkish and English with one active group (two products shown, one sold at the till only), an
 * inactive product and an inactive group. */
const setUp = async (owner: Session, webMenuActive = true) => {
  const store = await t.call(
    owner.token,
    storeCalls.saveStore,
    newStore({ languages: ['tr', 'en'], storeCurrency: '₺', properties: { webMenuActive } }),
  );
  const storeId = store.id;
  const soups = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Çorbalar', en: 'Soups' } });
  const hidden = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Gizli' }, active: false });
  const lentil = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: soups.id,
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    descriptions: { tr: 'Limon ve kıtır ekmekle' },
    price: 14_500,
    allergens: ['celery'],
    tags: ['vegan'],
  });
  const tillOnly = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: soups.id,
    names: { tr: 'Personel çorbası' },
    price: 5_000,
    isShowInStore: false,
  });
  await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: soups.id,
    names: { tr: 'Kapalı ürün' },
    price: 1,
    active: false,
  });
  await t.call(owner.token, c.saveProduct, { storeId, groupId: hidden.id, names: { tr: 'Gizli ürün' }, price: 1 });
  return { storeId, soups, lentil, tillOnly };
};

describe('publishing', () => {
  test('the draft reaches store/storeMenu only when synced, with a new version and ETag; 304 on If-None-Match', async () => {
    const owner = await t.signIn();
    const { storeId, soups, lentil, tillOnly } = await setUp(owner);

    // Never published: an empty menu of version 0 in the default language.
    const never = await menuOf(owner.token, storeId);
    expect(never.menu).toMatchObject({ id: storeId, menuVersion: 0, language: 'tr', products: [], currency: 'TRY' });
    expect(await t.call(owner.token, publishCalls.publishState, { storeId })).toEqual({
      menuVersion: 0,
      publishedAt: null,
      unpublishedChanges: true,
    });

    const synced = await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    expect(synced.menuVersion).toBe(1);
    const state = await t.call(owner.token, publishCalls.publishState, { storeId });
    expect(state).toEqual({ menuVersion: 1, publishedAt: synced.syncedAt, unpublishedChanges: false });

    const first = await menuOf(owner.token, storeId);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"menu-[\w-]{27}"$/);
    expect(first.menu).toMatchObject({
      id: storeId,
      language: 'tr',
      isDefault: true,
      languages: ['tr', 'en'],
      menuVersion: 1,
      publishedAt: synced.syncedAt,
      currency: 'TRY',
      productGroups: [{ id: soups.id, name: 'Çorbalar', sequence: 0, image: null }],
      productModifiers: [],
      productGroupModifiers: [],
      advices: [],
      banners: [],
    });
    // Inactive products and the products of inactive groups are left out; the till still sees till-only products.
    expect(first.menu.products.map((p) => p.id)).toEqual([lentil.id, tillOnly.id]);
    expect(first.menu.products[0]).toMatchObject({
      group: soups.id,
      name: 'Mercimek çorbası',
      description: 'Limon ve kıtır ekmekle',
      price: 14_500,
      taxRate: 10,
      allergens: ['celery'],
      tags: ['vegan'],
    });
    const again = await menuOf(owner.token, storeId, undefined, { 'if-none-match': first.etag });
    expect(again.status).toBe(304);

    // An edit stays in the draft until the next sync.
    await t.call(owner.token, c.saveProduct, { ...lentil, names: { tr: 'Ezogelin çorbası', en: 'Ezogelin soup' } });
    expect((await t.call(owner.token, publishCalls.publishState, { storeId })).unpublishedChanges).toBe(true);
    const unchanged = await menuOf(owner.token, storeId);
    expect(unchanged.etag).toBe(first.etag);
    expect(unchanged.menu.products[0]!.name).toBe('Mercimek çorbası');

    const second = await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    expect(second.menuVersion).toBe(2);
    expect((await t.call(owner.token, publishCalls.publishState, { storeId })).unpublishedChanges).toBe(false);
    const republished = await menuOf(owner.token, storeId, undefined, { 'if-none-match': first.etag });
    expect(republished.status).toBe(200);
    expect(republished.etag).not.toBe(first.etag);
    expect(republished.menu).toMatchObject({ menuVersion: 2 });
    expect(republished.menu.products[0]!.name).toBe('Ezogelin çorbası');
  });

  test('each store language has its snapshot; a missing text falls back to the default language', async () => {
    const owner = await t.signIn();
    const { storeId } = await setUp(owner);
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const en = await menuOf(owner.token, storeId, 'en');
    expect(en.menu).toMatchObject({ language: 'en', isDefault: false, languages: ['tr', 'en'] });
    expect(en.menu.productGroups[0]!.name).toBe('Soups');
    expect(en.menu.products[0]).toMatchObject({ name: 'Lentil soup', description: 'Limon ve kıtır ekmekle' });
    expect(en.menu.products[1]!.name).toBe('Personel çorbası');
    // A language the store does not publish in: the default language's menu.
    const de = await menuOf(owner.token, storeId, 'de');
    expect(de.menu.language).toBe('tr');
    expect(de.etag).toBe((await menuOf(owner.token, storeId)).etag);
  });

  test('variations and suggestion lists are published in each language, only active ones and what they reach', async () => {
    const owner = await t.signIn();
    const { storeId, soups, lentil, tillOnly } = await setUp(owner);
    const size = await t.call(owner.token, x.saveModifier, {
      storeId,
      names: { tr: 'Boy', en: 'Size' },
      minChoices: 1,
      maxChoices: 1,
      options: [
        { names: { tr: 'Orta', en: 'Medium' }, isDefault: true },
        { names: { tr: 'Büyük' }, price: 3_000 },
        { names: { tr: 'Dev' }, price: 6_000, active: false },
      ],
    });
    const sauce = await t.call(owner.token, x.saveModifier, {
      storeId,
      names: { tr: 'Sos' },
      options: [{ names: { tr: 'Acı' } }],
    });
    const off = await t.call(owner.token, x.saveModifier, {
      storeId,
      names: { tr: 'Kapalı' },
      options: [{ names: { tr: 'X' } }],
      active: false,
    });
    const drinks = await t.call(owner.token, x.saveAdvice, {
      storeId,
      names: { tr: 'Yanında iyi gider', en: 'Goes well with' },
      productIds: [lentil.id, tillOnly.id],
    });
    await t.call(owner.token, x.setLinks, {
      storeId,
      target: 'product',
      id: lentil.id,
      modifierIds: [size.id, off.id],
      adviceIds: [drinks.id],
    });
    await t.call(owner.token, x.setLinks, { storeId, target: 'group', id: soups.id, modifierIds: [sauce.id] });
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });

    const en = (await menuOf(owner.token, storeId, 'en')).menu;
    expect(en.productModifiers).toEqual([
      {
        id: size.id,
        name: 'Size',
        minChoices: 1,
        maxChoices: 1,
        productIds: [lentil.id],
        options: [
          { id: size.options[0]!.id, name: 'Medium', price: 0, isDefault: true },
          { id: size.options[1]!.id, name: 'Büyük', price: 3_000, isDefault: false },
        ],
      },
    ]);
    expect(en.productGroupModifiers).toEqual([
      {
        id: sauce.id,
        name: 'Sos',
        minChoices: 0,
        maxChoices: 1,
        groupIds: [soups.id],
        options: [{ id: sauce.options[0]!.id, name: 'Acı', price: 0, isDefault: false }],
      },
    ]);
    expect(en.advices).toEqual([
      {
        id: drinks.id,
        name: 'Goes well with',
        productIds: [lentil.id, tillOnly.id],
        forProductIds: [lentil.id],
        forGroupIds: [],
      },
    ]);

    // Guests do not see the till-only product among the suggestions either.
    const { name } = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, properties: { webMenuActive: true } });
    const guest = (await guestGet(`menu/${storeId}`)).json() as GuestMenu;
    expect(guest.menu.advices[0]!.productIds).toEqual([lentil.id]);
  });

  test('a change made straight in the database is seen at the next read', async () => {
    const owner = await t.signIn();
    const { storeId } = await setUp(owner);
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const before = await menuOf(owner.token, storeId);
    await (
      await t.db()
    )
      .update(menuSnapshots)
      .set({ body: sql`jsonb_set(${menuSnapshots.body}, '{name}', '"Elle değişti"')` })
      .where(eq(menuSnapshots.storeId, storeId));
    await t.heard();
    const after = await menuOf(owner.token, storeId);
    expect(after.menu.name).toBe('Elle değişti');
    expect(after.etag).not.toBe(before.etag);
  });

  test('another owner is refused; a publish of a store that does not exist is not_found', async () => {
    const [owner, other] = [await t.signIn(), await t.signIn()];
    const { storeId } = await setUp(owner);
    expect((await t.raw(other.token, publishCalls.storeMenu, { id: storeId })).statusCode).toBe(403);
    expect((await t.raw(other.token, storeCalls.syncStoreMenu, { id: storeId })).statusCode).toBe(403);
    expect((await t.raw(other.token, publishCalls.publishState, { storeId })).statusCode).toBe(403);
  });
});

describe('guest web menu', () => {
  test('guest/menu answers the published menu without till-only products, in the language asked by ?language=', async () => {
    const owner = await t.signIn();
    const { storeId, lentil } = await setUp(owner);
    // Nothing published yet: not found, word for word as a store that does not exist.
    const missing = await guestGet('menu/0000000000a-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', desc: expect.any(String) });
    const before = await guestGet(`menu/${storeId}`);
    expect(before.statusCode).toBe(404);
    expect(before.body).toBe(missing.body);

    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const res = await guestGet(`menu/${storeId}?language=en`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as GuestMenu;
    expect(body).toMatchObject({ table: null, logo: null, menu: { language: 'en', menuVersion: 1 } });
    expect(body.menu.products.map((p) => [p.id, p.name])).toEqual([[lentil.id, 'Lentil soup']]);
    expect(res.headers.etag).toMatch(/^"guest-/);
    expect(
      (await guestGet(`menu/${storeId}?language=en`, { 'if-none-match': String(res.headers.etag) })).statusCode,
    ).toBe(304);
    // Without ?language= the default language; the path wins over a query field of the same name.
    const tr = (await guestGet(`menu/${storeId}?storeId=someone-else`)).json() as GuestMenu;
    expect(tr.menu.products[0]!.name).toBe('Mercimek çorbası');

    // The web menu turned off: not found at once, the same answer again.
    const { name } = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, properties: { webMenuActive: false } });
    const off = await guestGet(`menu/${storeId}`);
    expect(off.statusCode).toBe(404);
    expect(off.body).toBe(missing.body);
    expect((await guestGet(`menu/${storeId}?language=xx`)).statusCode).toBe(400);
  });

  test('guest/qr answers the menu of the store a linked table QR code belongs to, with the table', async () => {
    const owner = await t.signIn();
    const { storeId } = await setUp(owner);
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const table = await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId,
      groupName: 'Bahçe',
      tableName: 'Bahçe 4',
    });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId, width: 256 });
    // Unlinked, short, unknown: one answer.
    for (const code of [qr.code, qr.shortCode, 'no-such-code']) {
      const res = await guestGet(`qr/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('qr_code_not_found');
    }
    await t.call(owner.token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
    const res = await guestGet(`qr/${qr.code}?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      table: { name: 'Bahçe 4', groupName: 'Bahçe' },
      menu: { id: storeId, language: 'en' },
    });
    // Unlinked again: the cached answer goes with it.
    await t.call(owner.token, tableCalls.unlinkTable, { id: storeId, tableId: table.id, code: qr.code });
    expect((await guestGet(`qr/${qr.code}?language=en`)).statusCode).toBe(404);
  });
});

describe('compressed answers of the published menu', () => {
  test('a large kept answer goes brotli or gzip as the client accepts, the same JSON, and plain to one that does not', async () => {
    const owner = await t.signIn();
    const { storeId } = await setUp(owner);
    for (let i = 0; i < 30; i++) {
      const groups = await t.call(owner.token, c.getGroups, { storeId });
      await t.call(owner.token, c.saveProduct, {
        storeId,
        groupId: groups[0]!.id,
        names: { tr: `Ürün ${i}`, en: `Product ${i}` },
        descriptions: { tr: 'Günün taze malzemeleriyle hazırlanır.', en: 'Made with the freshest of the day.' },
        price: 1000 + i,
      });
    }
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    const plain = await t.raw(owner.token, publishCalls.storeMenu, { id: storeId }, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      for (let read = 0; read < 2; read++) {
        const res = await t.raw(owner.token, publishCalls.storeMenu, { id: storeId }, { 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(unpack(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });
});
