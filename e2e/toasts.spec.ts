import { expect, test } from './support/test';
import { signInWithStore } from './support/helpers';

for (const [size, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${size}, a toast leaves the header pressable`, async ({ page }) => {
    const { storeName } = await signInWithStore(page);
    await page.setViewportSize(viewport);
    await page.goto('/main/store-settings');
    await expect(page.getByLabel('Store name')).toHaveValue(storeName, { timeout: 30_000 });
    await page.getByLabel('Store name').fill(`${storeName} Bahçe`);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByText('Updated Successfully!');
    await expect(toast).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await page.locator('.mantine-Notification-root', { has: toast }).boundingBox())!;
    // Nothing of the toast over the header's area.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // On a phone, at the bottom of the screen.
    if (viewport.width < 500) expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
  });
}
