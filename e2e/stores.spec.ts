import { expect, test, type Page } from './support/test';
import { animationsDone, DEMO_OWNER, screenshot, signIn } from './support/helpers';

const today = () =>
  new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });

const storeSelection = (page: Page) => page.getByRole('region', { name: 'Store selection' });

test('the demo owner chooses a store and switches stores through the store list modal', async ({ page }) => {
  // The demo owner is signed in once in the whole run: a number gets one code a minute.
  await signIn(page, DEMO_OWNER);

  // Three stores and none active yet: the store list must be answered, so it has no close icon.
  const list = page.getByRole('dialog', { name: 'Store List' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const names = list.getByRole('listitem');
  // Each store shows its name first, then its city and status.
  await expect(names).toHaveText([/^Alsancak Balıkçısı/, /^Karaköy Meyhanesi/, /^Moda Kahve Evi/]);

  // Search is a case-insensitive contains match; no match says 'Store Not Found'.
  await list.getByLabel('Search').fill('KAHVE');
  await expect(names).toHaveText([/^Moda Kahve Evi/]);
  await list.getByLabel('Search').fill('pizza');
  await expect(list.getByText('Store Not Found')).toBeVisible();
  await list.getByLabel('Search').fill('');
  await list.getByRole('button', { name: 'Karaköy Meyhanesi' }).click();
  await expect(list).toBeHidden();

  await expect(page).toHaveURL(/\/main\/report-dashboard$/);
  await expect(storeSelection(page)).toContainText('Karaköy Meyhanesi');
  await expect(page.getByRole('banner')).toContainText('Karaköy Meyhanesi');
  await expect(page.getByRole('main')).toContainText('Karaköy Meyhanesi');
  await expect(page.getByRole('button', { name: 'Ayşe Demir' })).toBeVisible();
  await screenshot(page, 'shell-desktop');

  // Change: the list now has a close icon and marks the active store.
  await storeSelection(page).getByRole('button', { name: 'Change' }).click();
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: 'Close' })).toBeVisible();
  await list.getByRole('button', { name: 'Moda Kahve Evi' }).click();
  await expect(list).toBeHidden();
  await expect(storeSelection(page)).toContainText('Moda Kahve Evi');
  await expect(page.getByRole('banner')).toContainText('Moda Kahve Evi');
  await expect(page.getByRole('main')).toContainText('Moda Kahve Evi');

  // The choice is kept: after a reload the same store is active and no list is forced open.
  await page.reload();
  await expect(storeSelection(page)).toContainText('Moda Kahve Evi');
  await expect(list).toHaveCount(0);

  // Sync publishes the active store's menu.
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('Store has been Synced!')).toBeVisible();
});

test('a new owner adds a store, which becomes active; the dashboard shows only real data', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/main\/store-add$/);
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Enter a phone number', { exact: true })).toBeVisible();

  await page.getByLabel('Store name').fill('Kadıköy Pide Salonu');
  await page.getByLabel('Store phone').fill('2163334455');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/Turkey|Türkiye/);
  await page.getByRole('combobox', { name: 'City' }).fill('stanb');
  await page
    .getByRole('option', { name: /stanbul/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Town' }).fill('kadık');
  await page
    .getByRole('option', { name: /Kad[ıi]k[öo]y/i })
    .first()
    .click();
  await page.getByLabel('Address').fill('Moda Cad. 12');
  await page.getByRole('checkbox', { name: 'Take away', exact: true }).check();
  await page.getByRole('button', { name: 'Create store' }).click();

  await expect(page.getByText('Store created')).toBeVisible();
  await expect(page).toHaveURL(/\/main\/report-dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Kadıköy Pide Salonu' })).toBeVisible();
  await expect(main.getByText('Open', { exact: true })).toBeVisible();
  await expect(main).toContainText(today());
  await expect(page.getByRole('region', { name: 'Store selection' })).toContainText('Kadıköy Pide Salonu');

  // The sidebar's store group expands to the store list page, which lists the new store.
  const group = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Stores' });
  // It opened when the store-add screen was active; it collapses and expands on click.
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'My stores' })).toBeHidden();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await animationsDone(page.getByRole('navigation', { name: 'Menu' }));
  await page.getByRole('link', { name: 'My stores' }).click();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([/^Kadıköy Pide Salonu/]);
  await expect(page.getByRole('link', { name: 'My stores' })).toHaveAttribute('aria-current', 'page');
});

test('the main shell is in Turkish by default and switches to English with the EN toggle', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('sofra.language'));
  await page.goto('/main/profile');
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Canlı destek' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live support' })).toBeVisible();
});
