import { expect, test, type Page } from './support/test';
import { api, seriousViolations, storeWithMenu, expectFitsPhone } from './support/helpers';

/**
 * The campaigns screen (/main/campaign-management): a happy hour is created and started through the screen, then a
 * folio opened through the API is priced by it on the open folios screen (/main/sofra-folios). The happy hour runs
 * all day every day, so the test does not depend on the hour it runs at.
 */

test.describe.configure({ timeout: 150_000 });

/** The test store's published menu: drinks (Cola 40.00) and mains (Köfte 250.00). */
const menu = { İçecekler: { Cola: 4_000 }, 'Ana yemekler': { Köfte: 25_000 } };

/** Fills the new-campaign dialog with an all-day, every-day happy hour: 20 % off drinks. */
const fillHappyHour = async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByLabel('Kind')).toHaveValue('happy-hour');
  await dialog.getByRole('combobox', { name: 'Product groups' }).click();
  await page.getByRole('option', { name: 'İçecekler' }).click();
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('20');
  await expect(dialog.getByText(/guests in this audience now/)).toBeVisible();
  for (const day of ['Sat', 'Sun']) await dialog.getByRole('checkbox', { name: day }).check();
  await dialog.getByLabel('From (time)').fill('00:00');
  await dialog.getByLabel('Until (time)').fill('00:00');
  return dialog;
};

test('owner starts a happy hour on the screen; a folio is priced by it on the open folios screen', async ({ page }) => {
  const { storeId, tableId, ids } = await storeWithMenu(page, menu);
  await page.getByRole('button', { name: 'Loyalty' }).click();
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaigns');
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: no campaigns yet').toEqual([]);

  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = await fillHappyHour(page, 'Mutlu saat');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the campaign form').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('table', { name: 'Campaigns' });
  const row = grid.getByRole('row', { name: /Mutlu saat/ });
  await expect(row).toContainText('Happy hour');
  await expect(row).toContainText('Everyone');
  await expect(row).toContainText('Every day, all day');
  await expect(row).toContainText('Draft');

  // Started from the row's menu: the confirmation names the audience.
  await row.getByRole('button', { name: 'Actions for Mutlu saat' }).click();
  await page.getByRole('menuitem', { name: 'Start' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the campaign' });
  await expect(confirm).toContainText('Its audience: 0 guests.');
  await confirm.getByRole('button', { name: 'Start' }).click();
  await expect(row).toContainText('Running');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the list').toEqual([]);

  // A folio with a Cola and a Köfte: the Cola is 20 % off, the Köfte is not.
  const folio = await api<{ id: string; number: number; totals: { total: number } }>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId,
    lines: [
      { productId: ids['Cola'], quantity: 2, options: [] },
      { productId: ids['Köfte'], quantity: 1, options: [] },
    ],
  });
  expect(folio.totals.total).toBe(8_000 - 1_600 + 25_000);

  await page.goto(`/main/sofra-folios?folio=${folio.id}`);
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  const lines = drawer.getByRole('list', { name: 'Items' });
  const colaLine = lines.getByRole('listitem').filter({ hasText: 'Cola' });
  await expect(colaLine).toContainText('Campaign: Mutlu saat');
  await expect(colaLine).toContainText('16.00');
  await expect(lines.getByRole('listitem').filter({ hasText: 'Köfte' })).not.toContainText('Campaign');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the priced folio').toEqual([]);
});

test('on a phone in Turkish: the campaigns list and its dialog fit 390 × 844', async ({ page }) => {
  const { storeId } = await storeWithMenu(page, menu);
  await api(page, 'campaign/save', {
    storeId,
    name: 'Hoş geldin',
    kind: 'welcome',
    rule: { reward: { kind: 'amount', value: 5_000 } },
    segment: 'all',
    schedule: { from: '2026-01-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' },
    status: 'running',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'TR', exact: true }).click();
  await page.getByRole('button', { name: 'Sadakat' }).click();
  await page.getByRole('link', { name: 'Kampanyalar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kampanyalar');
  await expect(page.getByText('Hoş geldin', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Yürürlükte').first()).toBeVisible();
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the list on a phone').toEqual([]);

  await page.getByRole('button', { name: 'Yeni kampanya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni kampanya' });
  await expect(dialog.getByText(/Bu kitlede şu an \d+ misafir var/)).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(385);
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the dialog on a phone').toEqual([]);
  // Saving with no product group: the form says why, in Turkish, before anything is sent.
  await dialog.getByRole('textbox', { name: 'Ad' }).fill('Akşam');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('En az bir ürün grubu seçin')).toBeVisible();
});
