import { expect, test } from './support/test';
import { signInWithStore } from './support/helpers';

for (const [size, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${size}, a toast leaves the header and what is under it pressable`, async ({ page }) => {
    await signInWithStore(page);
    await page.setViewportSize(viewport);
    await page.goto('/main/store-settings');
    await expect(page.getByLabel('Store name')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Updated Successfully!' });
    await expect(toast).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    // Nothing of the toast over the header's area.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // A press in the middle of the toast reaches what is under it, not the toast.
    const hit = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.mantine-Notification-root')),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(false);
    // Its close button still closes it.
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);
  });
}
