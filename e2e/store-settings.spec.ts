import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { animationsDone, expectFitsPhone, openFromMenu, screenshot, signInWithStore } from './support/helpers';

/** The form mounts once the store and its phone's country are known; a loaded machine may take a while. */
const formShown = (page: Page) => expect(page.getByLabel('Store name')).toBeVisible({ timeout: 30_000 });

const openSettings = async (page: Page) => {
  // From the dashboard the sidebar's Stores group is closed: open it, then the entry next to My stores.
  await openFromMenu(page.getByRole('navigation', { name: 'Menu' }), 'Stores', 'Store settings');
  await expect(page).toHaveURL(/\/main\/store-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  await formShown(page);
};

/** Store settings opened by its address, the page loaded afresh: filled with the store once it is up. */
const openFromScratch = async (page: Page, storeName: string) => {
  await page.goto('/main/store-settings');
  await formShown(page);
  await expect(page.getByLabel('Store name')).toHaveValue(storeName);
};

const section = (page: Page, name: string) => page.getByRole('region', { name });
const storeSelection = (page: Page) => page.getByRole('region', { name: 'Store selection' });

/** Another store of the signed-in owner, made through the API with the session the portal saved. */
const addStore = (page: Page, name: string) =>
  page.evaluate(async (storeName) => {
    const login = JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string };
    const res = await fetch('/api/store/saveStore', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ name: storeName, phone: '+902125556677', address: { countryCode: 'TR', cityCode: '34' } }),
    });
    if (!res.ok) throw new Error(`saveStore: ${res.status}`);
  }, name);

// Long walks through a large form on a machine shared by many: three times the usual time.
test.beforeEach(() => test.slow());

test('the owner edits the weekly working hours; unsaved changes are confirmed before leaving', async ({ page }) => {
  await signInWithStore(page);
  await openSettings(page);
  const hours = section(page, 'Working hours');
  await expect(hours.getByRole('list', { name: 'Weekly working hours' })).toContainText('Mon 09:00–23:00');

  await hours.getByRole('button', { name: 'Working hours' }).click();
  const modal = page.getByRole('dialog', { name: 'Weekly working hours' });
  await expect(modal).toBeVisible();
  const monday = modal.getByRole('row', { name: /Monday/ });
  await expect(monday.getByLabel('Open')).toHaveValue('09:00');

  // A change, then Close: the confirmation; No keeps the modal and the change.
  await monday.getByLabel('Open').fill('10:30');
  await modal.getByRole('button', { name: 'Close' }).last().click();
  const confirm = page.getByRole('dialog', { name: 'Notification' });
  await expect(confirm).toContainText('You have unsaved changes. Do you want to leave?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(monday.getByLabel('Open')).toHaveValue('10:30');

  // Escape asks too; Yes closes and throws the change away.
  await monday.getByLabel('Open').focus();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(modal).toBeHidden();
  await hours.getByRole('button', { name: 'Working hours' }).click();
  await expect(monday.getByLabel('Open')).toHaveValue('09:00');

  // Save: the toast, the modal closes, the summary and a reload show the new hours.
  await monday.getByLabel('Open').fill('10:30');
  await monday.getByLabel('Close', { exact: true }).fill('22:15');
  // The switch has no visible label of its own (the column header says Closed): toggled from the keyboard.
  await modal
    .getByRole('row', { name: /Sunday/ })
    .getByLabel('Closed')
    .press('Space');
  await expect(modal.getByRole('row', { name: /Sunday/ }).getByLabel('Closed')).toBeChecked();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(hours.getByRole('list', { name: 'Weekly working hours' })).toContainText('Mon 10:30–22:15');
  await expect(hours.getByRole('list', { name: 'Weekly working hours' })).toContainText('Sun Closed');

  await page.reload();
  await formShown(page);
  await section(page, 'Working hours').getByRole('button', { name: 'Working hours' }).click();
  await expect(modal.getByRole('row', { name: /Monday/ }).getByLabel('Open')).toHaveValue('10:30');
  await expect(modal.getByRole('row', { name: /Monday/ }).getByLabel('Close', { exact: true })).toHaveValue('22:15');
  await expect(modal.getByRole('row', { name: /Sunday/ }).getByLabel('Closed')).toBeChecked();
  // Unchanged: closes without a question.
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Notification' })).toHaveCount(0);

  // The delivery hours modal is the same form under its own title, saved apart.
  await section(page, 'Working hours').getByRole('button', { name: 'Delivery hours' }).click();
  const delivery = page.getByRole('dialog', { name: 'Weekly delivery hours' });
  await expect(delivery.getByRole('row', { name: /Monday/ }).getByLabel('Open')).toHaveValue('09:00');
  await delivery
    .getByRole('row', { name: /Friday/ })
    .getByLabel('Close', { exact: true })
    .fill('21:00');
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery).toBeHidden();
  await expect(section(page, 'Working hours').getByRole('list', { name: 'Weekly delivery hours' })).toContainText(
    'Fri 09:00–21:00',
  );
});

test('the owner changes the store settings and finds them after a reload', async ({ page }) => {
  const { storeName } = await signInWithStore(page);
  await openSettings(page);
  await expect(page.getByLabel('Store name')).toHaveValue(storeName);

  // Required fields: an empty name is refused before anything is sent.
  await page.getByLabel('Store name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  const newName = `${storeName} Bahçe`;
  await page.getByLabel('Store name').fill(newName);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rush hour' }).click();
  await page.getByLabel('Call waiter').check();
  await page.getByLabel('Reservations').check();
  await page.getByLabel('Reservation price').fill('250');

  // Latitude out of range is refused; a valid point gives an OpenStreetMap link.
  await page.getByLabel('Latitude').fill('95');
  await page.getByLabel('Longitude').fill('29.0275');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter 90 or less')).toBeVisible();
  await page.getByLabel('Latitude').fill('40.9877');
  await expect(page.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=40\.9877&mlon=29\.0275/,
  );

  // Category: choosing one offers its sub-categories; changing it clears them. Names are in the portal's language.
  await page.getByRole('combobox', { name: 'Main category' }).click();
  await page.getByRole('option', { name: 'Café' }).click();
  await page.getByRole('combobox', { name: 'Sub-categories' }).click();
  await page.getByRole('option', { name: 'Coffee' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Main category' }).click();
  await page.getByRole('option', { name: 'Restaurant' }).click();
  await expect(page.getByRole('combobox', { name: 'Sub-categories' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sub-categories' }).click();
  await page.getByRole('option', { name: 'Meyhane (Turkish tavern)' }).click();
  await page.keyboard.press('Escape');

  // Attributes in the attribute list modal, shown as badges.
  await page.getByRole('button', { name: 'Select attributes' }).click();
  const attributes = page.getByRole('dialog', { name: 'Select attributes' });
  // A press on a box of a dialog still coming in lands before its box can take it.
  await expect(attributes).toBeVisible();
  await animationsDone(attributes);
  await attributes.getByLabel('Wi-Fi').check();
  await attributes.getByLabel('Terrace').check();
  await attributes.getByRole('button', { name: 'Close' }).click();
  await expect(attributes).toBeHidden();
  await expect(page.getByRole('list', { name: 'Attributes' }).getByRole('listitem')).toHaveText(['Wi-Fi', 'Terrace']);

  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  // The shell shows the new name at once (the store query was refreshed).
  await expect(page.getByRole('region', { name: 'Store selection' })).toContainText(newName);

  await page.reload();
  await formShown(page);
  await expect(page.getByLabel('Store name')).toHaveValue(newName);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Rush hour');
  await expect(page.getByLabel('Call waiter')).toBeChecked();
  await expect(page.getByLabel('Reservation price')).toHaveValue('250');
  await expect(page.getByLabel('Latitude')).toHaveValue('40.9877');
  await expect(page.getByRole('combobox', { name: 'Main category' })).toHaveValue('Restaurant');
  await expect(page.getByRole('region', { name: 'Category and attributes' })).toContainText('Meyhane (Turkish tavern)');
  await expect(page.getByRole('region', { name: 'Category and attributes' })).not.toContainText('Coffee');
  await expect(page.getByRole('list', { name: 'Attributes' }).getByRole('listitem')).toHaveText(['Wi-Fi', 'Terrace']);
  await expect(page.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(page.getByLabel('Store phone')).toHaveValue('216 333 44 55');

  // In Turkish the same choices read in Turkish: the catalogue answers both names.
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'TR' }).click();
  await expect(page.getByRole('combobox', { name: 'Ana kategori' })).toHaveValue('Restoran');
  await expect(page.getByRole('region', { name: 'Kategori ve özellikler' })).toContainText('Meyhane');
  await expect(page.getByRole('list', { name: 'Özellikler' }).getByRole('listitem')).toHaveText(['Wi-Fi', 'Teras']);
});

test('hours past midnight: 18:00–02:00 saves, stays after a reload and reads "next day"; Copy to all days', async ({
  page,
}) => {
  await signInWithStore(page);
  await openSettings(page);
  await section(page, 'Working hours').getByRole('button', { name: 'Working hours' }).click();
  const modal = page.getByRole('dialog', { name: 'Weekly working hours' });
  const friday = modal.getByRole('row', { name: /Friday/ });
  await friday.getByLabel('Open').fill('18:00');
  await friday.getByLabel('Close', { exact: true }).fill('02:00');
  await expect(friday.getByText('next day')).toBeVisible();

  // One day's hours to every day.
  await friday.getByRole('button', { name: "Copy Friday's hours to all days" }).click();
  for (const day of [/Monday/, /Wednesday/, /Sunday/]) {
    await expect(modal.getByRole('row', { name: day }).getByLabel('Open')).toHaveValue('18:00');
    await expect(modal.getByRole('row', { name: day }).getByLabel('Close', { exact: true })).toHaveValue('02:00');
  }
  // A close equal to the open is refused, with the reason, and nothing is sent.
  const sunday = modal.getByRole('row', { name: /Sunday/ });
  await sunday.getByLabel('Close', { exact: true }).fill('18:00');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(sunday.getByRole('alert')).toHaveText(
    'Closing time cannot be the same as opening time (00:00–00:00 is open all day).',
  );
  await sunday.getByLabel('Close', { exact: true }).fill('02:00');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  const week = section(page, 'Working hours').getByRole('list', { name: 'Weekly working hours' });
  await expect(week).toContainText('Fri 18:00–02:00 (next day)');
  await expect(week).toContainText('Mon 18:00–02:00 (next day)');
  await page.reload();
  await formShown(page);
  await expect(week).toContainText('Sun 18:00–02:00 (next day)');
  await section(page, 'Working hours').getByRole('button', { name: 'Working hours' }).click();
  await expect(friday.getByLabel('Open')).toHaveValue('18:00');
  await expect(friday.getByLabel('Close', { exact: true })).toHaveValue('02:00');
});

test('an unsaved edit asks before leaving the settings and before switching store: No stays, Yes leaves', async ({
  page,
}) => {
  const { storeName } = await signInWithStore(page);
  const otherName = `Şube ${Date.now() % 100_000}`;
  await addStore(page, otherName);
  await page.reload(); // The store list loaded before the second store existed.
  await openSettings(page);
  const edited = `${storeName} Bahçe`;
  await page.getByLabel('Store name').fill(edited);
  const confirm = page.getByRole('dialog', { name: 'Notification' });
  const menu = page.getByRole('navigation', { name: 'Menu' });

  // Another portal page: No keeps the page and the edit.
  await menu.getByRole('link', { name: 'My stores' }).click();
  await expect(confirm).toContainText('You have unsaved changes. Do you want to leave?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/main\/store-settings$/);
  await expect(page.getByLabel('Store name')).toHaveValue(edited);

  // Switching store: No leaves the active store and the edit as they were.
  await storeSelection(page).getByRole('button', { name: 'Change' }).click();
  const list = page.getByRole('dialog', { name: 'Store List' });
  await list.getByRole('button', { name: otherName }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
  await expect(storeSelection(page)).toContainText(storeName);
  await expect(page.getByLabel('Store name')).toHaveValue(edited);

  // Yes: the other store becomes active and its own settings show.
  await storeSelection(page).getByRole('button', { name: 'Change' }).click();
  await list.getByRole('button', { name: otherName }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(storeSelection(page)).toContainText(otherName);
  await expect(page.getByLabel('Store name')).toHaveValue(otherName, { timeout: 30_000 });

  // An edit, then Yes on leaving: the other page opens.
  await page.getByLabel('Store name').fill(`${otherName} 2`);
  await menu.getByRole('link', { name: 'My stores' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/main\/owned-stores$/);
});

test("the browser's back button asks too: No stays with the edit, Yes goes back", async ({ page }) => {
  await signInWithStore(page);
  await openSettings(page);
  const before = page.url();
  await page.getByLabel('Store name').fill('Geri Tuşu Lokantası');
  const confirm = page.getByRole('dialog', { name: 'Notification' });

  await page.evaluate(() => history.back());
  await expect(confirm).toContainText('You have unsaved changes. Do you want to leave?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(before);
  await expect(page.getByLabel('Store name')).toHaveValue('Geri Tuşu Lokantası');

  await page.evaluate(() => history.back());
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/main\/report-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Store settings');
});

test('a save the server refuses marks the field it names', async ({ page }) => {
  await signInWithStore(page);
  await openSettings(page);
  await page.route('**/api/store/saveStore', (route) =>
    route.fulfill({
      status: 400,
      json: {
        code: 'validation_failed',
        desc: 'address.line: invalid',
        fields: [{ path: 'address.line', code: 'invalid_format' }],
      },
    }),
  );
  await page.getByLabel('Address', { exact: true }).fill('Moda Cad. 14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This value is not in the expected format')).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
});

test('the delivery QR code downloads as a PNG of the address shown', async ({ page }) => {
  const { storeName } = await signInWithStore(page, `QR Lokantası ${Date.now() % 100_000}`);
  await openSettings(page);
  const tile = section(page, 'Delivery QR code');
  await expect(tile.getByRole('img', { name: 'Delivery QR code' })).toBeVisible();
  const url = (await tile.getByRole('link').first().textContent())!;
  expect(url).toMatch(/\/store\/[^/]+\?action=delivery$/);
  await expect(section(page, 'Web menu QR code').getByRole('link').first()).toHaveText(/\/menu\//);

  const downloading = page.waitForEvent('download');
  await tile.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  const slug = storeName
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-');
  expect(download.suggestedFilename()).toBe(`${slug}-delivery-qr.png`);
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1024);
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(decoded?.data).toBe(url);
});

test.describe('on a phone', () => {
  test('the settings page and the hours modal fit a 390 px screen', async ({ page }) => {
    // Signed in at desktop width (the helper reads the sidebar), then the phone's screen.
    await signInWithStore(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/main/store-settings');
    await formShown(page);
    // Nothing wider than the screen: no sideways scrolling.
    await expectFitsPhone(page);
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await screenshot(page, 'store-settings-phone');

    // The browser's position fills latitude and longitude; the map link follows.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 38.4192, longitude: 27.1287 });
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue('38.4192');
    await expect(page.getByLabel('Longitude')).toHaveValue('27.1287');
    await expect(page.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
      'href',
      /mlat=38\.4192&mlon=27\.1287/,
    );
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Working hours' }).scrollIntoViewIfNeeded();

    await page.getByRole('button', { name: 'Working hours' }).click();
    const modal = page.getByRole('dialog', { name: 'Weekly working hours' });
    const sunday = modal.getByRole('row', { name: /Sunday/ });
    await expect(sunday.getByLabel('Close', { exact: true })).toBeInViewport({ ratio: 1 });
    // On a phone the Closed switch carries its own label under the day's name.
    await sunday.getByLabel('Closed').check();
    await expect(sunday.getByLabel('Open')).toBeDisabled();
    await expectFitsPhone(page);
    const tableFits = await modal
      .getByRole('table')
      .evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth);
    expect(tableFits).toBe(true);
    await screenshot(page, 'store-settings-hours-phone');
  });
});

test("a first visit: the page's inline boot script runs under its CSP and starts the screen's files and reads", async ({
  page,
}) => {
  const { storeName } = await signInWithStore(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // Which script asked for each call: the page's inline one is named by the page's own address.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const askedBy = new Map<string, string | undefined>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    // The first of each call from the new page (the page left behind may still be calling as it goes).
    if (!path.startsWith('/api/') || askedBy.has(path) || !event.documentURL?.endsWith('/main/store-settings')) return;
    askedBy.set(path, event.initiator.stack?.callFrames[0]?.url);
  });
  // As a phone opening the address from scratch: the page's own code has not run yet when the boot script does.
  await openFromScratch(page, storeName);
  const started = await page.evaluate(() => ({
    preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    texts: document.querySelector('link[data-sofra-texts]')?.getAttribute('data-screens'),
  }));
  expect(started.preloads.some((href) => /\/assets\/store-settings-route-[\w-]+\.js$/.test(href))).toBe(true);
  expect(started.texts).toBe('main-shell store-settings');
  for (const call of ['/api/user/autoLogin', '/api/user/getOwnedStores', '/api/store/storeInfo']) {
    expect(askedBy.get(call), call).toMatch(/\/main\/store-settings$/);
  }
  expect(blocked).toEqual([]);
});

test("a first visit in Turkish: the first screen's texts come inside the page for its address, none is fetched", async ({
  page,
}) => {
  const { storeName } = await signInWithStore(page);
  await page.evaluate(() => localStorage.setItem('sofra.language', JSON.stringify('tr')));
  const texts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/(texts-|i18n\/)/.test(pathname)) texts.push(pathname);
  });
  await page.goto('/main/store-settings');
  await expect(page.getByLabel('Mağaza adı')).toHaveValue(storeName, { timeout: 30_000 });
  // The page for this address carries the frame's and the screen's Turkish texts (web/vite-preload-plugin.ts).
  const carried = await page.evaluate(() => ({
    screens: document.querySelector('script[data-sofra-texts="tr"]')?.getAttribute('data-screens'),
    preloaded: document.querySelector('link[data-sofra-texts]') !== null,
    whole: (JSON.parse(document.querySelector('meta[name="sofra-texts"]')!.getAttribute('content')!) as { tr: string })
      .tr,
  }));
  expect(carried).toMatchObject({ screens: 'main-shell store-settings', preloaded: false });
  // Nothing but the whole file, which follows once the screen is up: no part of it, no plain file.
  expect(texts.filter((path) => path !== carried.whole)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mağaza ayarları' })).toBeVisible();
});

test("a first visit: the frame's and the form's style sheets come inside the page, none is fetched, and they apply", async ({
  page,
}) => {
  const { storeName } = await signInWithStore(page);
  const sheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) sheets.push(pathname);
  });
  await openFromScratch(page, storeName);
  // Inline: Mantine's base sheet, the frame's, and the small ones many screens share (web/vite-preload-plugin.ts).
  expect(
    sheets.filter((path) => /\/assets\/(index|main-shell|Switch|SimpleGrid|Alert)-[\w-]+\.css$/.test(path)),
  ).toEqual([]);
  expect(await page.locator('style').evaluateAll((styles) => styles.some((s) => s.textContent!.length > 50_000))).toBe(
    true,
  );
  // And they style the page: Mantine's variables (the base sheet) and the switch's track (Switch.css).
  const looks = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    track: getComputedStyle(document.querySelector('.mantine-Switch-track')!).display,
  }));
  expect(looks.font).toMatch(/system-ui|-apple-system/);
  expect(looks.track).toBe('flex');
});

test('the description grows with its text, as the browser sizes it', async ({ page }) => {
  await signInWithStore(page);
  await page.goto('/main/store-settings');
  await formShown(page);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('');
  const empty = (await description.boundingBox())!.height;
  await description.fill(['Meze', 'Rakı', 'Balık', 'Tatlı', 'Kahve', 'Çay'].join('\n'));
  const six = (await description.boundingBox())!.height;
  // Two rows at least when empty (about 24 px a row), six rows' worth with six lines.
  expect(empty).toBeGreaterThan(45);
  expect(six).toBeGreaterThan(empty + 60);
});
