import { expect, test } from './support/test';
import { api, freshGsm, registerThroughApi, seriousViolations, signInWithStore } from './support/helpers';

test.describe.configure({ timeout: 120_000 });

test('on a phone, staff find a guest by number, add 100 points with a reason and see the ledger', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await api(page, 'store/saveStore', { id: storeId, name: 'Puanlı Lokanta', pointTitle: 'Lokanta Puanı' });
  const guest = freshGsm();
  await registerThroughApi(page, guest, 'Derya Konuk');

  await page.goto('/main/user-points-operations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User points operations');
  await expect(page.getByText('Search by phone number or app QR code')).toBeVisible();

  // An unknown number says so.
  const search = page.getByRole('form', { name: 'Find a guest' });
  await search.getByRole('textbox', { name: "Guest's mobile number" }).fill(freshGsm().national);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('No guest has this phone number or QR code.');

  await search.getByRole('textbox', { name: "Guest's mobile number" }).fill(guest.national);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Derya Konuk')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(page.getByText('No points yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add points' });
  // The reason is required, as the server requires it.
  await dialog.getByRole('textbox', { name: 'Points' }).fill('100');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(dialog.getByText('Required').or(dialog.getByText('required'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Hoş geldin puanı');
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved. The balance is now 100.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('100');
  await expect(page.getByText('Hoş geldin puanı')).toBeVisible();
  await expect(page.getByText('+100').first()).toBeVisible();

  // Deducting more than the balance is refused on the form; a deduction asks first.
  await page.getByRole('button', { name: 'Deduct points' }).click();
  const deduct = page.getByRole('dialog', { name: 'Deduct points', exact: true });
  await deduct.getByRole('textbox', { name: 'Points' }).fill('150');
  await deduct.getByRole('textbox', { name: 'Reason' }).fill('Tatlı ikramı');
  await deduct.getByRole('button', { name: 'Deduct points' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deduct points?' });
  await confirm.getByRole('button', { name: 'Deduct points' }).click();
  // The refusal closes the question and shows on the form.
  await expect(confirm).toBeHidden();
  await expect(deduct.getByText('The guest does not have that many points.')).toBeVisible();
  await deduct.getByRole('textbox', { name: 'Points' }).fill('30');
  await deduct.getByRole('button', { name: 'Deduct points' }).click();
  await confirm.getByRole('button', { name: 'Deduct points' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('points-balance')).toHaveText('70');
  await expect(page.getByText('Tatlı ikramı')).toBeVisible();

  // The store's totals for this month, on the screen and from the server.
  const figure = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(figure('Issued')).toContainText('100');
  await expect(figure('Redeemed')).toContainText('30');
  await expect(figure('Outstanding now')).toContainText('70');
  expect(await seriousViolations(page)).toEqual([]);
  const totals = await api<{ issued: number; redeemed: number; outstanding: number }>(
    page,
    'user-point/getStoreTotals',
    { storeId, from: '2020-01-01', to: '2100-01-01' },
  );
  expect(totals).toMatchObject({ issued: 100, redeemed: 30, outstanding: 70 });
});
