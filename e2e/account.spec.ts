import { expect, test } from './support/test';
import { signIn } from './support/helpers';

/** A fresh owner with a name, an e-mail and one store: everything the support form needs. */
const ownerWithStore = async (page: import('@playwright/test').Page) => {
  const gsm = await signIn(page);
  await page.goto('/main/profile');
  await page.getByLabel('Name').fill('Selin Arslan');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('selin@example.com');
  // Marketing permissions start off (explicit consent); the owner turns push on and leaves SMS off.
  await expect(page.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Push notifications' }).check();
  await page.getByRole('switch', { name: 'SMS' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();

  await page.goto('/main/store-add');
  await page.getByLabel('Store name').fill('Selin Börek');
  await page.getByLabel('Store phone').fill('5321112233');
  await page.getByRole('combobox', { name: 'City' }).fill('izmir');
  await page.getByRole('option', { name: /zmir/ }).first().click();
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/main\/report-dashboard$/);
  return gsm;
};

test('profile: name, e-mail and permissions are saved and kept', async ({ page }) => {
  await ownerWithStore(page);
  await page.reload();
  await page.goto('/main/profile');
  await expect(page.getByLabel('Name')).toHaveValue('Selin Arslan');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('selin@example.com');
  await expect(page.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Selin Arslan' })).toBeVisible();
});

test('the support form refuses to send with an empty subject and sends when filled', async ({ page }) => {
  const gsm = await ownerWithStore(page);
  await page.getByRole('button', { name: 'Live support' }).click();
  const support = page.getByRole('dialog', { name: 'Live support' });
  await expect(support).toBeVisible();
  await expect(support).toContainText('Selin Börek');
  // The number is shown in its groups; the session only as a short reference, never its token.
  const spaced = gsm.e164.replace(/^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/, '+90 $1 $2 $3 $4');
  await expect(support.getByLabel('Mobile number')).toHaveValue(spaced);
  await expect(support.getByLabel('Session reference')).toHaveValue(/^…[0-9a-f]{6}$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sofra.login') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token.length).toBeGreaterThan(20);
  expect(await page.content()).not.toContain(token);
  await expect(support.getByLabel('username')).toHaveValue('Selin Arslan');
  await expect(support.getByLabel('E-mail')).toHaveValue('selin@example.com');
  await expect(support.getByLabel('Cloud ID')).not.toBeEmpty();
  await expect(support.getByLabel('Cloud ID')).toHaveAttribute('readonly', '');

  await support.getByLabel('Message').fill('The menu does not show prices.');
  await support.getByRole('button', { name: 'Send' }).click();
  await expect(support.getByText('Fill in this field.')).toHaveCount(1);
  await expect(support).toBeVisible();

  await support.getByLabel('Subject').fill('Menu prices');
  const sent = page.waitForRequest('**/api/helper/saveFeedback');
  await support.getByRole('button', { name: 'Send' }).click();
  // What is sent names the store and says what is wrong; who asks is the server's, from the session.
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'sessionRef', 'storeId', 'subject']);
  expect(JSON.stringify(body)).not.toContain(token);
  await expect(page.getByText('Your Support Request has been Submitted!')).toBeVisible();
  await expect(support).toBeHidden();
});
