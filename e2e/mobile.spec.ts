import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support/helpers';

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
