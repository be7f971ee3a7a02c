import { expect, test } from './support/test';
import { layoutShift, seriousViolations, signInWithStore, expectFitsPhone } from './support/helpers';

// Sign-up and a store through the API first; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test("a new owner's dashboard shows the setup checklist, and publishing the menu with Sync ticks its step", async ({
  page,
}) => {
  // A store made as store-add makes it: name, phone, city and address, table service (so its web menu is on).
  await signInWithStore(page);
  const card = page.getByRole('region', { name: 'Set up your store' });
  await expect(card).toBeVisible();
  const steps = card.getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(card).toContainText('3 of 7 done');
  await expect(steps.filter({ hasText: 'Store details' })).toContainText('Store details — done');
  await expect(steps.filter({ hasText: 'Web menu on' })).toContainText('Web menu on — done');
  const menuStep = steps.filter({ hasText: 'Menu published' });
  await expect(menuStep).toContainText('Menu published — not done yet');
  await expect(menuStep.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute(
    'href',
    '/main/product-and-product-groups/list',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The header's Sync publishes the menu: the step ticks itself without a reload.
  await page.getByRole('banner').getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(menuStep).toContainText('Menu published — done');
  await expect(card).toContainText('4 of 7 done');

  // On a phone: every row fits, nothing scrolls sideways. The steps answering after the figures (held back here)
  // move nothing: the figures wait for them instead of being pushed down by the card.
  await page.setViewportSize({ width: 390, height: 844 });
  let answerSteps = () => {};
  const stepsHeld = new Promise<void>((resolve) => (answerSteps = resolve));
  await page.route('**/api/report/getSetupChecklist', async (route) => {
    await stepsHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  answerSteps();
  await expect(card).toContainText('4 of 7 done');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await page.unrouteAll();
  await expect(steps).toHaveCount(7);
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);

  // A step's link opens its screen.
  await steps.filter({ hasText: 'Staff invited' }).getByRole('link', { name: 'Invite staff' }).click();
  await expect(page).toHaveURL(/\/main\/staffs$/);
});
