import { expect, test, type Page } from './support/test';
import { api, screenshot, signIn, expectFitsPhone } from './support/helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the sidebar is a drawer and the profile button opens an action sheet', async ({ page }) => {
  const gsm = await signIn(page);
  await expect(page).toHaveURL(/\/main\/store-add$/);

  // No sidebar beside the content: it opens as a drawer from the menu button.
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Store selection' })).toContainText('No store selected');
  await screenshot(page, 'shell-phone-drawer');
  await drawer.getByRole('link', { name: 'Profile' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/main\/profile$/);
  await screenshot(page, 'shell-phone');

  // The profile button opens the action sheet: Profile, Bank transactions, Logout, Cancel.
  await page.getByRole('button', { name: gsm.e164 }).click();
  const sheet = page.getByRole('dialog', { name: gsm.e164 });
  await expect(sheet.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Bank transactions' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await screenshot(page, 'shell-phone-action-sheet');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: gsm.e164 }).click();
  await sheet.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

const addStore = (page: Page, name: string, cityCode = '34') =>
  api<{ id: string }>(page, 'store/saveStore', {
    name,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode, town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
  });

// Signing in twice waits for the server's next code.
test.describe.configure({ timeout: 240_000 });

/** A new owner of three stores, none chosen yet: the dashboard with the store list over it. */
const ownerOfThree = async (page: Page) => {
  const gsm = await signIn(page);
  const suffix = Date.now() % 100_000;
  const names = [`Karaköy Meyhanesi ${suffix}`, `Moda Kahve Evi ${suffix}`, `Alsancak Balıkçısı ${suffix}`];
  for (const name of names) await addStore(page, name, name.startsWith('Alsancak') ? '35' : '34');
  await page.goto('/main/report-dashboard');
  return { gsm, names };
};

test('an owner of three stores never reads "no store"; the list explains itself; the chosen store is in the header and chosen again at the next sign-in', async ({
  page,
}) => {
  const { gsm, names } = await ownerOfThree(page);
  const list = page.getByRole('dialog', { name: 'Store List' });
  await expect(list.getByText('Choose the store to manage')).toBeVisible();
  // The list cannot be closed while no store is active.
  await expect(list.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const moda = list.getByRole('button', { name: new RegExp(`^${names[1]}`) });
  await expect(moda).toContainText('İstanbul');
  await expect(moda).toContainText('Open');
  await expect(list.getByRole('button', { name: new RegExp(`^${names[2]}`) })).toContainText('İzmir');
  // On a phone the search field does not take the focus (no keyboard over the list).
  await expect(list.getByLabel('Search')).not.toBeFocused();
  // Behind the list: "choose a store", never "no store".
  await expect(page.getByText('No store is chosen yet. Choose the store you want to work on.')).toBeAttached();
  await expect(page.getByText('You have no store yet.')).toHaveCount(0);
  await screenshot(page, 'first-screen-phone');

  await moda.click();
  await expect(list).toBeHidden();
  const header = page.getByRole('banner');
  const storeButton = header.getByRole('button', { name: `Active store: ${names[1]}` });
  await expect(storeButton).toBeVisible();
  // The owner's number is shown whole, and the header's buttons are touch targets.
  const profile = header.getByRole('button', { name: gsm.e164 });
  await expect(profile).toHaveText(gsm.e164);
  expect(await profile.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  for (const name of ['Open menu', 'Home', 'Sync', 'Live support']) {
    const box = await header.getByRole('button', { name }).boundingBox();
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  await screenshot(page, 'header-phone');

  // A tap on the store's name opens the list to change it, closable now.
  await storeButton.click();
  await expect(list.getByRole('button', { name: 'Close' })).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();

  // Sign out and in again: the same store, without the list.
  await profile.click();
  await page.getByRole('dialog', { name: gsm.e164 }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The server gives a number one code every few seconds (OTP_RESEND_SECONDS of the tests' server): ask until it does.
  await expect(() => signIn(page, gsm)).toPass({ timeout: 30_000, intervals: [3_000] });
  await expect(header.getByRole('button', { name: `Active store: ${names[1]}` })).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('the tables grid is cards on a phone, and a card is edited without sideways scrolling', async ({ page }) => {
  await signIn(page);
  const { id: storeId } = await addStore(page, `Kart Lokantası ${Date.now() % 100_000}`);
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), storeId);
  for (const tableName of ['Salon 1', 'Salon 2'])
    await api(page, 'store/saveStoreTable', { storeId, groupName: 'Salon', tableName });
  await page.goto('/main/sofra-tables');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofra tables' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Sofra tables' }).getByRole('listitem').filter({ hasText: 'Salon 2' });
  await expect(card.getByRole('term')).toHaveText(['Group name', 'Table name', 'Start action']);
  const edit = card.getByRole('button', { name: 'Edit' });
  const box = await edit.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectFitsPhone(page);
  await screenshot(page, 'tables-cards-phone');

  await edit.click();
  await card.getByRole('combobox', { name: 'Start action' }).selectOption({ label: 'In-store' });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Table Updated')).toBeVisible();
  await expect(card.getByRole('definition').nth(2)).toHaveText('In-store');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an owner of three stores never reads "no store" behind the store list', async ({ page }) => {
    const { names } = await ownerOfThree(page);
    const list = page.getByRole('dialog', { name: 'Store List' });
    await expect(list.getByText('Choose the store to manage')).toBeVisible();
    await expect(list.getByLabel('Search')).toBeFocused();
    await expect(page.getByText('No store is chosen yet. Choose the store you want to work on.')).toBeAttached();
    await expect(page.getByText('You have no store yet.')).toHaveCount(0);
    await list.getByRole('button', { name: new RegExp(`^${names[0]}`) }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: `Active store: ${names[0]}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Store selection' })).toContainText(names[0]!);
  });
});
