import { expect, test } from './support/test';
import { screenshot, signIn, signInWithStore } from './support/helpers';

test('an owner invites a number as staff; that person signs in on a phone, accepts, and has the store', async ({
  browser,
}) => {
  // Two sign-ins and two browsers: longer than one sign-in.
  test.setTimeout(150_000);
  // The future cashier signs up on a phone (an owner can only add a Sofra user): no store, so the add-store screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const cashierPage = await phone.newPage();
  const cashier = await signIn(cashierPage);
  await expect(cashierPage).toHaveURL(/\/main\/store-add$/);
  await expect(cashierPage.getByRole('heading', { name: 'Add a store' })).toBeVisible();
  await expect(cashierPage.getByText('You have an invitation to join a store.')).toHaveCount(0);

  // The owner adds them by number on the staff screen.
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  const { gsm: owner, storeName } = await signInWithStore(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Staff' }).click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff' });
  await add.getByText('By mobile number').click();
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(cashier.national);
  await add.getByLabel('Position').click();
  await page.getByRole('option', { name: 'Cashier' }).click();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  const row = main.getByRole('row', { name: new RegExp(cashier.e164.replace('+', '\\+')) });
  await expect(row).toContainText('Invitation sent');
  await expect(row).toContainText('Cashier');

  // The cashier opens the portal again (their session is kept; no new code is needed):
  // still no store, so the add-store screen, which now tells of the invitation.
  await cashierPage.goto('/main');
  await expect(cashierPage).toHaveURL(/\/main\/store-add$/);
  const notice = cashierPage.getByRole('alert').filter({ hasText: 'You have an invitation to join a store.' });
  await expect(notice).toBeVisible();
  // The menu has an entry while an invitation waits, with how many.
  await cashierPage.getByRole('button', { name: 'Open menu' }).click();
  const drawer = cashierPage.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: /Invitations/ })).toContainText('1');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await notice.getByRole('link', { name: 'See invitations' }).click();

  await expect(cashierPage).toHaveURL(/\/main\/invitations$/);
  const card = cashierPage.getByRole('listitem', { name: storeName });
  await expect(card).toContainText('Staff: Cashier');
  await expect(card).toContainText('Kadıköy, İstanbul');
  // The inviter is named as they registered (test users register under their number; a nameless inviter's number is
  // written in its groups, invitations-route.test.tsx).
  await expect(card).toContainText(`Invited by ${owner.e164}.`);
  await screenshot(cashierPage, 'invitations-phone');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(cashierPage.getByText(`You have joined ${storeName}`)).toBeVisible();
  await expect(cashierPage.getByText('You have no pending invitations.')).toBeVisible();
  await cashierPage.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    cashierPage.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Invitations/ }),
  ).toHaveCount(0);

  // The store is theirs to open now: the active store on the dashboard, and in the store list.
  await cashierPage.goto('/main/report-dashboard');
  await expect(cashierPage.getByRole('heading', { name: storeName })).toBeVisible();
  await cashierPage.goto('/main/owned-stores');
  await expect(
    cashierPage.getByRole('list', { name: 'Store List' }).getByRole('button', { name: storeName }),
  ).toBeVisible();

  // The owner sees them as staff now, no longer invited.
  await page.reload();
  await expect(row).toContainText('Cashier');
  await expect(row).not.toContainText('Invitation sent');

  await phone.close();
  await ownerContext.close();
});
