import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

/**
 * The guest web menu rendered on the server (docs/menu.md, Guest web menu): the published menu in the page's HTML, its
 * ETag and 304, a new page after a publish, the "not available" page, the guest's language, and menu text as text.
 * Without a web build: the server renders from the components' sources.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The answer embedded in the page for the browser to hydrate. */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="guest-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    answer: GuestMenu | null;
    language: string;
  };

/** A store in Turkish and English with a published menu of one group and one product. */
const published = async (owner: Session, names = { tr: 'Mercimek çorbası', en: 'Lentil soup' }) => {
  const store = await t.call(
    owner.token,
    storeCalls.saveStore,
    newStore({ name: 'Moda Lokantası', languages: ['tr', 'en'], properties: { webMenuActive: true } }),
  );
  const soups = await t.call(owner.token, c.saveGroup, { storeId: store.id, names: { tr: 'Çorbalar', en: 'Soups' } });
  await t.call(owner.token, c.saveProduct, {
    storeId: store.id,
    groupId: soups.id,
    names,
    price: 14_550,
    allergens: ['celery'],
  });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: store.id });
  return { storeId: store.id, groupId: soups.id };
};

describe('the guest menu page', () => {
  test('carries the published menu in its HTML with the answer to hydrate, and answers 304 while its ETag holds', async () => {
    const owner = await t.signIn();
    const { storeId } = await published(owner);
    const res = await page(`/menu/${storeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // No inline script to allow: the data block is never run.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    const html = res.body;
    expect(html).toContain('<html lang="tr" dir="ltr">');
    expect(html).toContain('<title>Moda Lokantası</title>');
    expect(html).toMatch(/<h1>Moda Lokantası<\/h1>/);
    expect(html).toMatch(/<h3 id="p-[^"]+">Mercimek çorbası<\/h3><p class="price">₺145,50<\/p>/);
    expect(html).toContain('Kereviz');
    expect(dataOf(html)).toMatchObject({ answer: { menu: { id: storeId, language: 'tr' }, table: null } });

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"guest-page-/);
    const again = await page(`/menu/${storeId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed for a browser that takes it, the same page.
    const br = await page(`/menu/${storeId}/`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
  });

  test('a publish, a store change or a table change gives a new page', async () => {
    const owner = await t.signIn();
    const { storeId, groupId } = await published(owner);
    const before = await page(`/menu/${storeId}`);
    await t.call(owner.token, c.saveProduct, { storeId, groupId, names: { tr: 'Ezogelin' }, price: 12_000 });
    // Saved but not published: the guests' page is the same.
    await t.heard();
    expect((await page(`/menu/${storeId}`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);
    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    await t.heard();
    const after = await page(`/menu/${storeId}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Ezogelin');
    expect(after.body).toContain('₺120,00');

    // The store's service changes what guests may ask for: the page's answer with it.
    const { name } = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    await t.call(owner.token, storeCalls.saveStore, {
      id: storeId,
      name,
      properties: { webMenuActive: true, callWaiter: true },
    });
    await t.heard();
    const changed = await page(`/menu/${storeId}`, { 'if-none-match': String(after.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(dataOf(changed.body).answer!.service.callWaiter).toBe(true);

    const table = await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId,
      groupName: 'Bahçe',
      tableName: 'Bahçe 4',
    });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId, width: 256 });
    // Not linked yet: no menu at this code.
    expect((await page(`/qr/${qr.code}`)).statusCode).toBe(404);
    await t.call(owner.token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
    await t.heard();
    const atTable = await page(`/qr/${qr.code}`, { 'accept-language': 'en' });
    expect(atTable.statusCode).toBe(200);
    expect(atTable.body).toContain('Table: Bahçe 4 · Bahçe');
    expect(dataOf(atTable.body).answer!.table).toEqual({ name: 'Bahçe 4', groupName: 'Bahçe' });
    await t.call(owner.token, tableCalls.unlinkTable, { id: storeId, tableId: table.id, code: qr.code });
    await t.heard();
    expect((await page(`/qr/${qr.code}`)).statusCode).toBe(404);
  });

  test('no menu to show is the "not available" page, status 404, in the guest’s language', async () => {
    const owner = await t.signIn();
    const { storeId } = await published(owner);
    const { name } = await t.call(owner.token, storeCalls.storeInfo, { id: storeId });
    for (const url of [
      '/menu/0000000000a-0000-0000-000000000000',
      '/menu/not-an-id',
      '/qr/no-such-code',
      '/qr/',
      '/qr',
      '/menu/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('Bu menü şu anda kullanılamıyor.');
      expect(dataOf(res.body), url).toEqual({ answer: null, language: 'tr' });
    }
    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, properties: { webMenuActive: false } });
    await t.heard();
    const off = await page(`/menu/${storeId}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain('This menu is not available right now.');
    expect(off.body).toContain('<html lang="en" dir="ltr">');
  });

  test('the language: ?language=, else the one chosen before (cookie), else Accept-Language, else the default', async () => {
    const owner = await t.signIn();
    const { storeId } = await published(owner);
    const nameIn = async (url: string, headers: Record<string, string> = {}) => {
      const res = await page(url, headers);
      expect(res.statusCode).toBe(200);
      return /<h3 id="p-[^"]+">([^<]*)<\/h3>/.exec(res.body)![1];
    };
    expect(await nameIn(`/menu/${storeId}`)).toBe('Mercimek çorbası');
    expect(await nameIn(`/menu/${storeId}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('Lentil soup');
    expect(await nameIn(`/menu/${storeId}`, { 'accept-language': 'tr;q=0.5,en;q=0.9' })).toBe('Lentil soup');
    // Not published in German, Russian or Dutch: English, which the store has.
    expect(await nameIn(`/menu/${storeId}`, { 'accept-language': 'de, ru, nl' })).toBe('Lentil soup');
    expect(await nameIn(`/menu/${storeId}`, { cookie: 'other=1; sofra-guest-language=en' })).toBe('Lentil soup');
    expect(
      await nameIn(`/menu/${storeId}?language=tr`, { cookie: 'sofra-guest-language=en', 'accept-language': 'en' }),
    ).toBe('Mercimek çorbası');
    const en = await page(`/menu/${storeId}?language=en`);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('aria-label="Allergens"');
    expect(en.body).toContain('Celery');
    // Each language its own ETag.
    expect(en.headers.etag).not.toBe((await page(`/menu/${storeId}`)).headers.etag);
  });

  test('menu text is only ever text: a product named like a script is shown, never run', async () => {
    const owner = await t.signIn();
    const evil = '<script>alert(1)</script>';
    const { storeId } = await published(owner, { tr: evil, en: `</script><img src=x onerror=alert(2)>` });
    for (const language of ['tr', 'en']) {
      const html = (await page(`/menu/${storeId}?language=${language}`)).body;
      // One script element only: the data block, which no text in it can end.
      expect(html.match(/<script\b/g), language).toHaveLength(1);
      expect(html, language).not.toContain('<img src=x');
      expect(html, language).not.toMatch(/alert\(\d\)<\/script>/);
      const name = dataOf(html).answer!.menu.products[0]!.name;
      expect(name, language).toBe(language === 'tr' ? evil : '</script><img src=x onerror=alert(2)>');
    }
    expect((await page(`/menu/${storeId}`)).body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
