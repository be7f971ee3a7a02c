import { expect, test } from './support/test';
import { api, seriousViolations, storeWithMenu } from './support/helpers';

/**
 * The number of guests on a bill (docs/folio-screens.md, Covers): asked when a table's bill opens on the open folios
 * screen, shown on the bill and changed from it; the server keeps what the screen chose.
 */

test.describe.configure({ timeout: 120_000 });

interface Folio {
  id: string;
  covers: number | null;
}

test('a waiter opens a table bill for 4 guests, the bill says so, and changes it to 5 from the bill', async ({
  page,
}) => {
  const { storeId } = await storeWithMenu(page, { İçecekler: { Ayran: 3000 } });
  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'Open folios' }).click();
  await page
    .getByRole('region', { name: 'Salon' })
    .getByRole('button', { name: /^Masa 1/ })
    .click();

  const draft = page.getByRole('dialog', { name: 'New folio: Salon / Masa 1' });
  await expect(draft.getByText('How many guests?')).toBeVisible();
  const quick = draft.getByRole('group', { name: 'Number of guests' });
  await expect(quick.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await quick.getByRole('button', { name: '4', exact: true }).click();
  await expect(draft.getByRole('textbox', { name: 'Guests' })).toHaveValue('4');
  expect(await seriousViolations(page), 'axe: the guests step').toEqual([]);
  await draft.getByRole('button', { name: 'Continue' }).click();
  await expect(draft.getByText('Table service · 4 guests')).toBeVisible();
  await draft.getByRole('button', { name: /^Ayran/ }).click();
  await draft.getByRole('button', { name: 'Open folio' }).click();

  const bill = page.getByRole('dialog', { name: /^Folio \d+$/ });
  await expect(bill.getByText('4 guests', { exact: true })).toBeVisible();
  const [opened] = await api<Folio[]>(page, 'folio/get', { storeId });
  expect(opened!.covers).toBe(4);

  await bill.getByRole('button', { name: 'Change the number of guests' }).click();
  const change = page.getByRole('dialog', { name: 'Number of guests' });
  await expect(change.getByRole('button', { name: '4', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await change.getByRole('button', { name: 'One guest more' }).click();
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(bill.getByText('5 guests', { exact: true })).toBeVisible();
  const after = await api<Folio>(page, 'folio/getById', { storeId, id: opened!.id });
  expect(after.covers).toBe(5);
});

test('on a phone a take-away bill is not asked for its guests', async ({ page }) => {
  await storeWithMenu(page, { İçecekler: { Ayran: 3000 } });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/sofra-folios');
  await page.getByRole('button', { name: 'New take-away' }).click();
  const draft = page.getByRole('dialog', { name: 'New take-away folio' });
  await expect(draft.getByRole('button', { name: /^Ayran/ })).toBeVisible();
  await expect(draft.getByText('How many guests?')).toHaveCount(0);
});
