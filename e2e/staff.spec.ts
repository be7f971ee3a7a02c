import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { freshGsm, screenshot, signIn, signInWithStore, expectFitsPhone } from './support/helpers';

/** A Turkish number as the portal shows it: +905321234567 → +90 532 123 45 67. */
const shown = (e164: string) => e164.replace(/^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/, '+90 $1 $2 $3 $4');

/** The SMS messages the server wrote to its outbox for a number (the log driver of the test server). */
const smsTo = (gsm: string) => {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === gsm);
};

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

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/main\/staffs$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(main.getByText('No staff yet')).toBeVisible();
  await main.getByRole('button', { name: 'Add staff' }).click();

  const add = page.getByRole('dialog', { name: 'Add staff' });
  await expect(add.getByRole('textbox', { name: 'QR code' })).toBeVisible();
  await add.getByText('By mobile number').click();
  await expect(add.getByLabel('Position')).toHaveValue('Waiter');

  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(waiter.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Invitation sent to Murat Kaya. They join the staff once they accept it.')).toBeVisible();

  // Added is invited: the row says so until the waiter accepts.
  const row = main.getByRole('row', { name: /Murat Kaya/ });
  await expect(row).toContainText(shown(waiter.e164));
  await expect(row.getByRole('combobox', { name: 'Position of Murat Kaya' })).toHaveValue('waiter');
  // New staff only look: they see the store and its bills.
  await expect(row).toContainText('2 of 22 permissions');
  await expect(row).toContainText('Invitation sent');
  await expect(main.getByText('No staff yet')).toHaveCount(0);

  // The same number again is refused before asking the server.
  await main.getByRole('button', { name: 'Add staff' }).click();
  await add.getByText('By mobile number').click();
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(waiter.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveAccessibleDescription(
    'Murat Kaya is already on the staff of this store.',
  );
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
  await expect(row).toContainText('4 of 22 permissions');

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

  // The position is changed in place and saved at once; the member stays active with their permissions.
  const position = main
    .getByRole('row', { name: /Murat Kaya/ })
    .getByRole('combobox', { name: 'Position of Murat Kaya' });
  await position.selectOption({ label: 'Manager' });
  await expect(page.getByText('Position of Murat Kaya changed to Manager')).toBeVisible();
  await expect(position).toBeEnabled();
  await page.reload();
  await expect(position).toHaveValue('manager');
  await expect(main.getByRole('row', { name: /Murat Kaya/ })).toContainText('4 of 22 permissions');
  await expect(main.getByRole('row', { name: /Murat Kaya/ })).not.toContainText('Invitation sent');

  // The server now lets the waiter read the staff list.
  const allowed = await staffListAs(staffPage, waiterToken, storeId);
  expect(allowed.status).toBe(200);
  expect(allowed.body).toEqual([
    expect.objectContaining({ gsm: waiter.e164, userName: 'Murat Kaya', status: 'active', position: 'manager' }),
  ]);

  // Phone width: the same list as cards, each person with their actions reachable without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneRow = main
    .getByRole('list', { name: 'Staff list' })
    .getByRole('listitem')
    .filter({ hasText: 'Murat Kaya' });
  await expect(phoneRow).toContainText('4 of 22 permissions');
  const phonePosition = phoneRow.getByRole('combobox', { name: 'Position of Murat Kaya' });
  await expect(phonePosition).toHaveValue('manager');
  await expect(phonePosition).toBeInViewport();
  await expect(phoneRow.getByRole('button', { name: 'Remove' })).toBeInViewport();
  await expectFitsPhone(page);
  // The card's select saves too.
  await phonePosition.selectOption({ label: 'Cashier' });
  await expect(page.getByText('Position of Murat Kaya changed to Cashier')).toBeVisible();
  await expect(phonePosition).toHaveValue('cashier');
  await screenshot(page, 'staff-phone');

  // Remove, after confirming.
  await phoneRow.getByRole('button', { name: 'Remove' }).click();
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

test('a number with no account is invited by SMS, listed as invited, and the invitation is cancelled after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { storeName } = await signInWithStore(page);
  await page.goto('/main/staffs');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff' });
  await add.getByText('By mobile number').click();
  const gsm = freshGsm();
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(gsm.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(
    page.getByText(
      `Invitation sent by SMS to ${shown(gsm.e164)}. They join the staff once they sign in with this number`,
    ),
  ).toBeVisible();

  const row = main.getByRole('row', { name: new RegExp(shown(gsm.e164).replace('+', '\\+')) });
  await expect(row).toContainText('Not signed up yet');
  await expect(row).toContainText('Invitation sent');
  const position = row.getByRole('combobox', { name: `Position of ${shown(gsm.e164)}` });
  await expect(position).toHaveValue('waiter');
  // Exactly one SMS went to the number, naming the store.
  const sms = smsTo(gsm.e164);
  expect(sms).toHaveLength(1);
  expect(sms[0]!.text).toContain(`Sofra: ${storeName} sizi personel olarak ekledi.`);

  // The same number again is refused before asking the server: no second SMS.
  await main.getByRole('button', { name: 'Add staff' }).click();
  await add.getByText('By mobile number').click();
  await add.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(gsm.national);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveAccessibleDescription(
    `${shown(gsm.e164)} has already been invited to this store.`,
  );
  await add.getByRole('button', { name: 'Cancel' }).click();
  expect(smsTo(gsm.e164)).toHaveLength(1);

  // The invitation's position changes in place, without a second SMS.
  await position.selectOption({ label: 'Chef' });
  await expect(page.getByText(`Position of ${shown(gsm.e164)} changed to Chef`)).toBeVisible();
  await page.reload();
  await expect(position).toHaveValue('chef');
  expect(smsTo(gsm.e164)).toHaveLength(1);

  // Cancelling asks first; keeping it changes nothing.
  await row.getByRole('button', { name: 'Cancel invitation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel invitation' });
  await expect(confirm).toContainText(`Cancel the invitation of ${shown(gsm.e164)} to ${storeName}?`);
  await confirm.getByRole('button', { name: 'Keep invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Cancel invitation' }).click();
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText(`Invitation to ${shown(gsm.e164)} cancelled`)).toBeVisible();
  await expect(main.getByText('No staff yet')).toBeVisible();
  await page.reload();
  await expect(main.getByText('No staff yet')).toBeVisible();
});
