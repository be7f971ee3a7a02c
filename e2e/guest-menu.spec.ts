import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './support/test';
import { axeScan, registerThroughApi } from './support/helpers';

/**
 * The guest web menu (docs/menu.md, Guest web menu): a store's menu set up and published through the API, opened as a
 * guest on a phone from its address, in Turkish and then English; a store whose web menu is off says so.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });

const call = async <T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> => {
  const res = await request.post(`/api/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
};

const newStore = (name: string, webMenuActive: boolean) => ({
  name,
  phone: '+902163334455',
  address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
  serviceTypes: ['table'],
  languages: ['tr', 'en'],
  properties: { webMenuActive },
});

test('a guest reads the published menu on a phone, in Turkish and in English', async ({ page }) => {
  const { token } = await registerThroughApi(page);
  const post = <T>(path: string, data: unknown) => call<T>(page.request, token, path, data);
  const store = await post<{ id: string }>('store/saveStore', newStore('Moda Lokantası', true));
  const soups = await post<{ id: string }>('menu/saveGroup', {
    storeId: store.id,
    names: { tr: 'Çorbalar', en: 'Soups' },
  });
  await post('menu/saveGroup', { storeId: store.id, names: { tr: 'Tatlılar', en: 'Desserts' } });
  await post('menu/saveProduct', {
    storeId: store.id,
    groupId: soups.id,
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    descriptions: { tr: 'Limon ve kıtır ekmekle', en: 'With lemon and croutons' },
    price: 14_550,
    tags: ['vegan'],
    allergens: ['celery'],
  });
  await post('menu/saveProduct', {
    storeId: store.id,
    groupId: soups.id,
    names: { tr: 'Personel çorbası' },
    price: 100,
    isShowInStore: false,
  });
  const size = await post<{ id: string }>('menu/saveModifier', {
    storeId: store.id,
    names: { tr: 'Porsiyon', en: 'Portion' },
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: { tr: 'Tam', en: 'Full' }, isDefault: true },
      { names: { tr: 'Büyük', en: 'Large' }, price: 3_000 },
    ],
  });
  await post('menu/setLinks', { storeId: store.id, target: 'group', id: soups.id, modifierIds: [size.id] });
  await post('store/syncStoreMenu', { id: store.id });

  // The server renders the menu and the browser hydrates it: no read of the menu of its own (the running campaigns'
  // offers are asked once it is up, a call apart), nothing React complains of.
  const reads: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/guest/') && !r.url().endsWith('/api/guest/offers')) reads.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`/menu/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Lokantası' })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Menü bölümleri' });
  await expect(sections.getByRole('tab', { name: 'Çorbalar' })).toHaveAttribute('aria-selected', 'true');
  const lentil = page.getByRole('article', { name: 'Mercimek çorbası' });
  await expect(lentil).toBeVisible();
  await expect(lentil).toContainText('₺145,50');
  await expect(lentil.getByRole('list', { name: 'Alerjenler' })).toContainText('Kereviz');
  await expect(lentil.getByRole('list', { name: 'Beslenme' })).toContainText('Vegan');
  // Variations in an expandable detail, with their price changes.
  await lentil.getByText('Seçenekler (1)').click();
  await expect(lentil.getByRole('listitem').filter({ hasText: 'Büyük' })).toContainText('+₺30,00');
  // Sold at the till only: not on the guest menu.
  await expect(page.getByText('Personel çorbası')).toHaveCount(0);

  // Search filters across the menu.
  await page.getByRole('searchbox', { name: 'Menüde ara' }).fill('mercimek');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Menüde ara' }).fill('baklava');
  await expect(page.getByText('Aramanıza uyan ürün yok.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Menüde ara' }).fill('');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const axe = await axeScan(page);
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

  expect(reads).toEqual([]);
  expect(problems).toEqual([]);

  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
  await expect(page.getByRole('article', { name: 'Lentil soup' })).toContainText('With lemon and croutons');
  await expect(page.getByRole('tablist', { name: 'Menu sections' }).getByRole('tab', { name: 'Soups' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  // The choice is kept: the server renders the next visit in it.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Lentil soup' })).toBeVisible();
  expect(reads).toHaveLength(1);
});

test('a table QR code opens the menu of its store with the table named', async ({ page }) => {
  const { token } = await registerThroughApi(page);
  const post = <T>(path: string, data: unknown) => call<T>(page.request, token, path, data);
  const store = await post<{ id: string }>('store/saveStore', newStore('Bahçe Kahve', true));
  const group = await post<{ id: string }>('menu/saveGroup', { storeId: store.id, names: { tr: 'Kahveler' } });
  await post('menu/saveProduct', { storeId: store.id, groupId: group.id, names: { tr: 'Türk kahvesi' }, price: 9_000 });
  await post('store/syncStoreMenu', { id: store.id });
  const table = await post<{ id: string }>('store/saveStoreTable', {
    storeId: store.id,
    groupName: 'Bahçe',
    tableName: 'Bahçe 4',
  });
  const qr = await post<{ code: string; url: string }>('helper/createTableQR', { storeId: store.id, width: 256 });
  await post('store/linkTableToCode', { id: store.id, tableId: table.id, code: qr.code });

  await page.goto(`/qr/${qr.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bahçe Kahve' })).toBeVisible();
  await expect(page.getByText('Masa: Bahçe 4 · Bahçe')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Türk kahvesi' })).toContainText('₺90,00');
});

test('a store whose web menu is off shows that the menu is not available', async ({ page }) => {
  const { token } = await registerThroughApi(page);
  const store = await call<{ id: string }>(page.request, token, 'store/saveStore', newStore('Kapalı Lokanta', false));
  await call(page.request, token, 'store/syncStoreMenu', { id: store.id });
  await page.goto(`/menu/${store.id}`);
  await expect(page.getByText('Bu menü şu anda kullanılamıyor.')).toBeVisible();
  await page.goto('/qr/no-such-code');
  await expect(page.getByText('Bu menü şu anda kullanılamıyor.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu the server rendered is readable: the store, every group, products, prices, allergens, pictures', async ({
    page,
  }) => {
    const { token } = await registerThroughApi(page);
    const post = <T>(path: string, data: unknown) => call<T>(page.request, token, path, data);
    const store = await post<{ id: string }>('store/saveStore', newStore('Kuzguncuk Sofrası', true));
    const soups = await post<{ id: string }>('menu/saveGroup', {
      storeId: store.id,
      names: { tr: 'Çorbalar', en: 'Soups' },
    });
    const desserts = await post<{ id: string }>('menu/saveGroup', {
      storeId: store.id,
      names: { tr: 'Tatlılar', en: 'Desserts' },
    });
    await post('menu/saveProduct', {
      storeId: store.id,
      groupId: soups.id,
      names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
      price: 14_550,
      allergens: ['celery'],
    });
    const baklavaId = (
      await post<{ id: string }>('menu/saveProduct', {
        storeId: store.id,
        groupId: desserts.id,
        names: { tr: 'Fıstıklı baklava', en: 'Pistachio baklava' },
        price: 22_000,
        allergens: ['nuts', 'gluten'],
      })
    ).id;
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post(`/api/image/saveImage/${store.id}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        itemType: 'product',
        itemId: baklavaId,
        file: { name: 'baklava.png', mimeType: 'image/png', buffer: picture },
      },
    });
    expect(uploaded.ok()).toBe(true);
    await post('store/syncStoreMenu', { id: store.id });

    await page.goto(`/menu/${store.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kuzguncuk Sofrası' })).toBeVisible();
    // Every group one after another, not tabs; no search box, which needs JavaScript.
    await expect(page.getByRole('heading', { level: 2, name: 'Çorbalar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tatlılar' })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
    const lentil = page.getByRole('article', { name: 'Mercimek çorbası' });
    await expect(lentil).toContainText('₺145,50');
    await expect(lentil.getByRole('list', { name: 'Alerjenler' })).toContainText('Kereviz');
    const baklava = page.getByRole('article', { name: 'Fıstıklı baklava' });
    await expect(baklava).toContainText('₺220,00');
    await expect(baklava.getByRole('list', { name: 'Alerjenler' })).toContainText('Sert kabuklu yemişler');
    // Its picture is loaded (lazy loading needs JavaScript: without it the browser loads it at once).
    await expect(baklava.locator('img')).toHaveJSProperty('naturalWidth', 400);

    // The language form asks the server for the page in another language.
    await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    await page.getByRole('button', { name: 'Göster' }).click();
    await expect(page).toHaveURL(/\?language=en$/);
    await expect(page.getByRole('article', { name: 'Pistachio baklava' })).toContainText('Nuts');
  });
});
