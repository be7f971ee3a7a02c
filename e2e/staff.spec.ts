import { expect, test, type Page } from '@playwright/test';
import { freshGsm, screenshot, signIn, signInWithStore } from './support/helpers';

/** Calls store/getStaffList with a given token, as the staff member's own app or portal would. */
const staffListAs = (page: Page, token: string, storeId: string) =>
  page.evaluate(
    async ({ token, storeId }) => {
      const res = await fetch('/api/store/getStaffList', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: storeId }),
      });
      const body = (await res.json()) as { code?: string } | { gsm: string }[];
      return { status: res.status, body };
    },
    { token, storeId },
  );

test('an owner adds a staff member by number, who accepts the invitation; permissions the server enforces; removal', async ({
  browser,
}) => {
  // Two people sign in and the owner walks the whole screen: longer than one sign-in.
  test.setTimeout(150_000);
  // The future waiter signs up with a fresh number and gives their name.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const waiter = await signIn(staffPage);
  await staffPage.goto('/main/profile');
  await staffPage.getByLabel('Name').fill('Murat Kaya');
  await staffPage.getByRole('button', { name: 'Save' }).click();
  await expect(staffPage.getByText('Updated Successfully!')).toBeVisible();
  const waiterToken = await staffPage.evaluate(
    () => (JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string }).token,
  );

  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  const { storeId, storeName } = await signInWithStore(page);

  // Not staff yet: the waiter's token is refused.
  expect(await staffListAs(staffPage, waiterToken, storeId)).toMatchObject({
    status: 403,
    body: { code: 'store_forbidden' },
  });

  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/main\/staffs$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(main.getByText('No staff yet')).toBeVisible();
  await main.getByRole('button', { name: 'Add staff' }).click();

  const add = page.getByRole('dialog', { name: 'Add staff' });
  await expect(add.getByRole('textbox', { name: 'QR code' })).toBeVisible();
  await add.getByText('By mobile number').click();
  await expect(add.getByLabel('Position')).toHaveValue('Waiter');

  // A number nobody has signed up with gets words of its own.
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(freshGsm().national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'No Sofra user has this number. They must sign up in the Sofra app first.',
  );

  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(waiter.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Invitation sent to Murat Kaya. They join the staff once they accept it.')).toBeVisible();

  // Added is invited: the row says so until the waiter accepts.
  const row = main.getByRole('row', { name: /Murat Kaya/ });
  await expect(row).toContainText(waiter.e164);
  await expect(row).toContainText('Waiter');
  await expect(row).toContainText('4 of 18 permissions');
  await expect(row).toContainText('Invitation sent');
  await expect(main.getByText('No staff yet')).toHaveCount(0);

  // The same number again is refused before asking the server.
  await main.getByRole('button', { name: 'Add staff' }).click();
  await add.getByText('By mobile number').click();
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(waiter.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('Murat Kaya is already on the staff of this store.');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // Permissions: the new waiter's defaults are on; grant cancelling folios and seeing the staff.
  await row.getByRole('button', { name: 'Permissions' }).click();
  const perms = page.getByRole('dialog', { name: 'Permissions: Murat Kaya' });
  await expect(perms.getByRole('tab', { name: /General/ })).toHaveAttribute('aria-selected', 'true');
  await expect(perms.getByRole('switch', { name: 'See the store' })).toBeChecked();
  await expect(perms.getByRole('switch', { name: 'See the staff' })).not.toBeChecked();
  await perms.getByRole('switch', { name: 'See the staff' }).check();
  await perms.getByRole('tab', { name: /Folio/ }).click();
  await expect(perms.getByRole('switch', { name: 'See folios' })).toBeChecked();
  await perms.getByRole('switch', { name: 'Cancel folios' }).check();
  await screenshot(page, 'staff-permissions');
  await perms.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect(perms).toBeHidden();
  await expect(row).toContainText('6 of 18 permissions');

  // Kept after a reload.
  await page.reload();
  await main
    .getByRole('row', { name: /Murat Kaya/ })
    .getByRole('button', { name: 'Permissions' })
    .click();
  await perms.getByRole('tab', { name: /Folio/ }).click();
  await expect(perms.getByRole('switch', { name: 'Cancel folios' })).toBeChecked();
  await expect(perms.getByRole('switch', { name: 'Give discounts' })).not.toBeChecked();
  await perms.getByRole('button', { name: 'Cancel' }).click();
  await expect(perms).toBeHidden();

  // Granted but not accepted: the invitation gives the waiter nothing yet.
  expect(await staffListAs(staffPage, waiterToken, storeId)).toMatchObject({
    status: 403,
    body: { code: 'store_forbidden' },
  });

  // The waiter accepts in their own portal; the store becomes theirs to open.
  await staffPage.goto('/main/invitations');
  const invitation = staffPage.getByRole('listitem', { name: storeName });
  await expect(invitation).toContainText('Staff: Waiter');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(staffPage.getByText(`You have joined ${storeName}`)).toBeVisible();
  await expect(staffPage.getByText('You have no pending invitations.')).toBeVisible();
  await page.reload();
  await expect(main.getByRole('row', { name: /Murat Kaya/ })).not.toContainText('Invitation sent');

  // The server now lets the waiter read the staff list.
  const allowed = await staffListAs(staffPage, waiterToken, storeId);
  expect(allowed.status).toBe(200);
  expect(allowed.body).toEqual([
    expect.objectContaining({ gsm: waiter.e164, userName: 'Murat Kaya', status: 'active' }),
  ]);

  // Phone width: the staff as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = main.getByRole('listitem', { name: 'Murat Kaya' });
  await expect(card).toContainText('6 of 18 permissions');
  await expect(card).toContainText('Waiter');
  await screenshot(page, 'staff-phone');

  // Remove, after confirming.
  await card.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove staff' });
  await expect(confirm).toContainText(`Remove Murat Kaya from ${storeName}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Murat Kaya removed from the staff')).toBeVisible();
  await expect(main.getByText('No staff yet')).toBeVisible();
  expect(await staffListAs(staffPage, waiterToken, storeId)).toMatchObject({
    status: 403,
    body: { code: 'store_forbidden' },
  });

  await staffContext.close();
  await ownerContext.close();
});
