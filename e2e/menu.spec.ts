import { expect, test, type Page } from './support/test';
import { animationsDone, api, signIn, seriousViolations, expectFitsPhone } from './support/helpers';

interface Group {
  id: string;
  name: string;
}
interface Product {
  id: string;
  name: string;
  names: Record<string, string>;
  price: number;
}

const LIST = '/main/product-and-product-groups/list';

// Sign-up, a store and a few groups through the API first; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

/** A new owner with a store whose menu is in Turkish (the default) and English, made active; on any screen size. */
const ownerWithStore = async (page: Page) => {
  await signIn(page);
  const name = `Menü Lokantası ${Date.now() % 100_000}`;
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
  });
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), store.id);
  return { storeId: store.id, storeName: name };
};

/** Presses a key while moving an item from the keyboard, then waits for the screen reader's announcement of it. */
const press = async (page: Page, key: string, announced: string) => {
  await page.keyboard.press(key);
  await expect(page.getByText(announced, { exact: true })).toBeAttached();
};

const addGroup = (page: Page, storeId: string, tr: string, en: string) =>
  api<Group>(page, 'menu/saveGroup', { storeId, names: { tr, en } });

test('owner adds a group and a product in Turkish with an English translation, and changes its price in place', async ({
  page,
}) => {
  const { storeId } = await ownerWithStore(page);
  await page.goto('/main/report-dashboard');
  await page.getByRole('button', { name: 'Product and product groups' }).click();
  await page.getByRole('link', { name: 'Products and groups' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products and groups');
  await expect(page.getByText('No groups yet.', { exact: false })).toBeVisible();

  // A group: the default language's name is required, the English one optional.
  await page.getByRole('button', { name: 'New group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New product group' });
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(groupDialog.getByText('This field is required')).toBeVisible();
  await groupDialog.getByLabel('Name (Turkish)').fill('Çorbalar');
  await groupDialog.getByLabel('Name (English)').fill('Soups');
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(groupDialog).toBeHidden();
  const groups = page.getByRole('region', { name: 'Product groups' });
  await expect(groups.getByRole('button', { name: 'Move Çorbalar' })).toBeVisible();

  // A product: Turkish name, price in lira, English name and description on the Translations tab.
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await dialog.getByLabel('Name (Turkish)').fill('Mercimek çorbası');
  await dialog.getByLabel('Price').fill('85.50');
  const allergens = dialog.getByRole('group', { name: 'Allergens' });
  await allergens.getByText('Gluten', { exact: true }).click();
  await expect(allergens.getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
  await dialog.getByRole('tab', { name: 'Translations' }).click();
  await dialog.getByLabel('Name (English)').fill('Lentil soup');
  await dialog.getByLabel('Description (English)').fill('Red lentils, butter and mint');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('table', { name: 'Products' });
  const row = grid.getByRole('row', { name: /Mercimek çorbası/ });
  await expect(row).toContainText('₺85.50');
  await expect(row).toContainText('Çorbalar');
  const [saved] = await api<Product[]>(page, 'menu/getProducts', { storeId });
  expect(saved).toMatchObject({
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    descriptions: { en: 'Red lentils, butter and mint' },
    price: 8550,
    allergens: ['gluten'],
  });

  // The price changed in place: typed in lira, kept in kuruş.
  await row.getByRole('button', { name: /Change the price of Mercimek çorbası/ }).click();
  const price = row.getByLabel('Price of Mercimek çorbası');
  await price.fill('92.25');
  await price.press('Enter');
  await expect(page.getByText('The price of Mercimek çorbası was saved')).toBeVisible();
  await page.reload();
  await expect(grid.getByRole('row', { name: /Mercimek çorbası/ })).toContainText('₺92.25');
  const [after] = await api<Product[]>(page, 'menu/getProducts', { storeId });
  expect(after?.price).toBe(9225);
  expect(await seriousViolations(page)).toEqual([]);
});

test('owner moves a group with the keyboard and the order is kept after a reload', async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  for (const [tr, en] of [
    ['Çorbalar', 'Soups'],
    ['Ana yemekler', 'Mains'],
    ['Tatlılar', 'Desserts'],
  ] as const) {
    await addGroup(page, storeId, tr, en);
  }
  await page.goto(LIST);
  const groups = page.getByRole('region', { name: 'Product groups' });
  const order = () =>
    groups.getByRole('button', { name: /^Move / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await expect.poll(order).toEqual(['Move Çorbalar', 'Move Ana yemekler', 'Move Tatlılar']);

  // Tatlılar to the top: Space picks it up, two steps up, Space drops it.
  const handle = groups.getByRole('button', { name: 'Move Tatlılar' });
  await handle.focus();
  await press(page, 'Space', 'Tatlılar is over place 3.');
  await press(page, 'ArrowUp', 'Tatlılar is over place 2.');
  await press(page, 'ArrowUp', 'Tatlılar is over place 1.');
  await page.keyboard.press('Space');
  await expect(page.getByText('The new order of the groups was saved')).toBeVisible();
  await expect.poll(order).toEqual(['Move Tatlılar', 'Move Çorbalar', 'Move Ana yemekler']);

  await page.reload();
  await expect.poll(order).toEqual(['Move Tatlılar', 'Move Çorbalar', 'Move Ana yemekler']);
  const saved = await api<Group[]>(page, 'menu/getGroups', { storeId });
  expect(saved.map((g) => g.name)).toEqual(['Tatlılar', 'Çorbalar', 'Ana yemekler']);
});

test('owner drags a group with the mouse to a new place', async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  await addGroup(page, storeId, 'Çorbalar', 'Soups');
  await addGroup(page, storeId, 'Ana yemekler', 'Mains');
  await page.goto(LIST);
  const groups = page.getByRole('region', { name: 'Product groups' });
  const from = await groups.getByRole('button', { name: 'Move Ana yemekler' }).boundingBox();
  const to = await groups.getByRole('button', { name: 'Move Çorbalar' }).boundingBox();
  if (!from || !to) throw new Error('the groups are not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText('The new order of the groups was saved')).toBeVisible();
  await page.reload();
  await expect(groups.getByRole('button', { name: /^Move / }).first()).toHaveAccessibleName('Move Ana yemekler');
});

test('a group holding products asks where they go before it is deleted', async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  const soups = await addGroup(page, storeId, 'Çorbalar', 'Soups');
  const mains = await addGroup(page, storeId, 'Ana yemekler', 'Mains');
  await api(page, 'menu/saveProduct', { storeId, groupId: soups.id, names: { tr: 'Ezogelin' }, price: 7000 });
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Delete Çorbalar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Çorbalar?' });
  await expect(confirm.getByLabel('Move its 1 products to')).toHaveValue(mains.id);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The group was deleted')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row', { name: /Ezogelin/ })).toContainText(
    'Ana yemekler',
  );
});

test('on a phone the screen shows groups and product cards without serious accessibility problems', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { storeId } = await ownerWithStore(page);
  const soups = await addGroup(page, storeId, 'Çorbalar', 'Soups');
  await api(page, 'menu/saveProduct', {
    storeId,
    groupId: soups.id,
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    price: 8550,
  });
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products and groups');
  await expect(page.getByRole('button', { name: 'Move Çorbalar' })).toBeVisible();
  await expect(page.getByText('₺85.50')).toBeVisible();
  // Nothing wider than the phone.
  await expectFitsPhone(page);

  expect(await seriousViolations(page)).toEqual([]);

  // The product dialog fills the phone.
  await page.getByRole('button', { name: 'Edit Mercimek çorbası' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog.getByLabel('Name (Turkish)')).toHaveValue('Mercimek çorbası');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the publish state and a refused import show when the server answers them', async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  await addGroup(page, storeId, 'Çorbalar', 'Soups');
  // Served by another server version: answered here, so the screen's part of them is checked on its own.
  await page.route('**/api/menu/publishState', (route) =>
    route.fulfill({ json: { menuVersion: 3, publishedAt: null, unpublishedChanges: true } }),
  );
  await page.route('**/api/menu/importMenu/*', (route) =>
    route.fulfill({
      status: 400,
      json: {
        code: 'menu_import_invalid',
        desc: 'rows',
        fields: [{ path: 'Products.4.price', code: 'invalid_type' }],
      },
    }),
  );
  await page.goto(LIST);
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByText('Unpublished menu changes')).toBeAttached();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles({ name: 'menu.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  const errors = page.getByRole('dialog', { name: 'Rows to correct' });
  await expect(errors.getByRole('row', { name: /Products 4 price/ })).toBeVisible();
});

test("owner puts a group's products in a new order from the keyboard", async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  const soups = await addGroup(page, storeId, 'Çorbalar', 'Soups');
  for (const [i, name] of ['Mercimek', 'Ezogelin', 'Yayla'].entries()) {
    await api(page, 'menu/saveProduct', { storeId, groupId: soups.id, names: { tr: name }, price: 6000 + i * 500 });
  }
  await page.goto(LIST);
  await page
    .getByRole('region', { name: 'Product groups' })
    .getByRole('button', { name: /^Çorbalar/ })
    .click();
  await page.getByRole('button', { name: 'Product order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order of Çorbalar' });
  // Keyboard dragging measures where each row is when it starts; rows measured while the dialog still slid in have no
  // row above them to move to: the press waits until the dialog has stopped moving in.
  await animationsDone(dialog);
  await dialog.getByRole('button', { name: 'Move Yayla' }).click();
  await press(page, 'Space', 'Yayla is over place 3.');
  // The rows' places are measured in the frames after the pick-up is announced: a key before that moves nothing.
  await animationsDone(dialog);
  await press(page, 'ArrowUp', 'Yayla is over place 2.');
  await press(page, 'ArrowUp', 'Yayla is over place 1.');
  await page.keyboard.press('Space');
  await expect(page.getByText('The new order of the products was saved')).toBeVisible();
  const saved = await api<Product[]>(page, 'menu/getProducts', { storeId, groupId: soups.id });
  expect(saved.map((p) => p.name)).toEqual(['Yayla', 'Mercimek', 'Ezogelin']);
});

test('owner exports the menu as a spreadsheet and reads the same file back in', async ({ page }) => {
  const { storeId } = await ownerWithStore(page);
  const soups = await addGroup(page, storeId, 'Çorbalar', 'Soups');
  await api(page, 'menu/saveProduct', { storeId, groupId: soups.id, names: { tr: 'Ezogelin' }, price: 7000 });
  await page.goto(LIST);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^menu-.*\.xlsx$/);
  const path = await file.path();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(path);
  // The same rows again change nothing.
  await expect(page.getByText('The spreadsheet was read: 0 groups and 0 products added or updated')).toBeVisible();
  const products = await api<Product[]>(page, 'menu/getProducts', { storeId });
  expect(products.map((p) => [p.name, p.price])).toEqual([['Ezogelin', 7000]]);
});

test('owner attaches a variation in the product dialog, publishes with Sync, and guests see it in Turkish and English', async ({
  page,
  browser,
}) => {
  const { storeId, storeName } = await ownerWithStore(page);
  await api(page, 'store/saveStore', {
    id: storeId,
    name: storeName,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
    properties: { webMenuActive: true },
  });
  const soups = await addGroup(page, storeId, 'Çorbalar', 'Soups');
  await api(page, 'menu/saveProduct', {
    storeId,
    groupId: soups.id,
    names: { tr: 'Ezogelin', en: 'Ezogelin soup' },
    price: 7000,
  });
  const size = await api<{ id: string }>(page, 'menu/saveModifier', {
    storeId,
    names: { tr: 'Porsiyon', en: 'Portion' },
    options: [{ names: { tr: 'Yarım', en: 'Half' }, price: -2000 }, { names: { tr: 'Tam', en: 'Full' } }],
  });
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Edit Ezogelin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await dialog.getByRole('tab', { name: 'Variations' }).click();
  await dialog.getByRole('combobox', { name: 'Variations' }).click();
  await page.getByRole('option', { name: 'Porsiyon' }).click();
  // Leaving the field closes its list.
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [product] = await api<(Product & { modifierIds: string[] })[]>(page, 'menu/getProducts', { storeId });
  expect(product?.modifierIds).toEqual([size.id]);

  // The draft is not what guests see until the header's Sync publishes it.
  const guestMenu = () => page.request.get(`/api/guest/menu/${storeId}`);
  expect((await guestMenu()).status()).toBe(404);
  await expect(page.getByText('Unpublished menu changes')).toBeAttached();
  await page.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(page.getByText('Unpublished menu changes')).toHaveCount(0);
  expect((await guestMenu()).status()).toBe(200);

  // A guest on a phone, Turkish first (the browser's language), then English.
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
  await guest.goto(`/menu/${storeId}`);
  const soup = guest.getByRole('article', { name: 'Ezogelin' });
  await expect(soup).toContainText('₺70,00');
  await soup.getByText('Seçenekler (1)').click();
  await expect(soup.getByRole('listitem').filter({ hasText: 'Yarım' })).toContainText('−₺20,00');
  await guest.getByRole('combobox', { name: 'Dil' }).selectOption('en');
  await expect(guest.getByRole('article', { name: 'Ezogelin soup' })).toBeVisible();
  await expect(guest.getByRole('tab', { name: 'Soups' })).toBeVisible();
  await guest.close();
});
