import { expect, test } from './support/test';
import {
  expectNoSeriousViolations,
  guestCall,
  ownerWithStore,
  sameOwnerElsewhere,
  screens,
  tableWithCode,
} from './support/live';

/**
 * Guests' calls on the owner's screens (docs/live.md, Guest signals): a guest calls a waiter through the API with the
 * table's QR code; the owner's page, already open, shows the banner without a reload; Acknowledge clears it there
 * and on the owner's other device at once; the bell counted it.
 */
test.describe.configure({ timeout: 120_000 });

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone });

    test('a waiter call appears live with the table, Acknowledge clears it everywhere, and the bell counted it', async ({
      page,
      browser,
    }) => {
      const { storeId } = await ownerWithStore(page, `Çağrı Lokantası ${Date.now() % 100_000}`, {
        callWaiter: true,
        requestCheck: true,
      });
      const { code } = await tableWithCode(page, storeId, 'Bahçe', 'Bahçe 4');
      await page.goto('/main/sofra-tables');
      await expect(page.getByRole('heading', { level: 1, name: 'Sofra tables' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
      const { other, context } = await sameOwnerElsewhere(browser, page, '/main/sofra-tables', screen.viewport);
      await expect(other.getByRole('heading', { level: 1, name: 'Sofra tables' })).toBeVisible();

      await guestCall(page, 'folio/callWaiter', { code });
      const call = page.getByRole('alert', { name: 'Bahçe / Bahçe 4 is calling a waiter' });
      // Pushed by the stream: no reload.
      await expect(call).toBeVisible({ timeout: 5_000 });
      await expect(other.getByRole('alert', { name: 'Bahçe / Bahçe 4 is calling a waiter' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

      // A bill request from the same table stacks under it.
      await guestCall(page, 'folio/requestCheck', { code });
      await expect(page.getByRole('alert', { name: 'Bahçe / Bahçe 4 asks for the bill' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Guest calls' }).getByRole('alert')).toHaveCount(2);
      await expectNoSeriousViolations(page);

      await call.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(call).toBeHidden();
      // Answered for everyone at once: gone on the other device too, without a reload.
      await expect(other.getByRole('alert', { name: 'Bahçe / Bahçe 4 is calling a waiter' })).toBeHidden();
      await expect(other.getByRole('alert', { name: 'Bahçe / Bahçe 4 asks for the bill' })).toBeVisible();

      // After a reload the open call is read again (signal/get); the answered one stays gone.
      await page.reload();
      await expect(page.getByRole('alert', { name: 'Bahçe / Bahçe 4 asks for the bill' })).toBeVisible();
      await expect(page.getByRole('alert', { name: 'Bahçe / Bahçe 4 is calling a waiter' })).toHaveCount(0);

      // The bell lists the calls in words.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const bell = page.getByRole('dialog', { name: /^Notifications/ });
      await expect(bell.getByRole('region', { name: 'This store' })).toContainText('Bahçe 4 called a waiter');
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await context.close();
    });
  });
}
