import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { api, screenshot, signInWithStore } from './support/helpers';

/** Creates `count` tables "{group} 1…count" in the group, and the group, in one call. */
const addTables = async (page: Page, storeId: string, group: string, count: number) => {
  const tables = Array.from({ length: count }, (_, i) => ({ tableName: `${group} ${i + 1}` }));
  await api(page, 'store/saveStoreTables', { storeId, groupName: group, tables });
};

interface Table {
  id: string;
  groupName: string;
  tableName: string;
  startAction: string;
}

// Each test builds a floor of tables through the API first; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test('owner filters tables by group, searches, selects across pages and changes start actions', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  await addTables(page, storeId, 'Salon', 18);
  await addTables(page, storeId, 'Bahçe', 12);

  await page.getByRole('button', { name: 'Tables' }).click();
  await page.getByRole('link', { name: 'Sofra tables' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofra tables');
  const grid = page.getByRole('table', { name: 'Sofra tables' });
  await expect(page.getByText('1–20 of 30')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(21);

  // Without a selection the bulk button cannot be pressed, and the page says why.
  await expect(page.getByRole('button', { name: 'Change start action' })).toBeDisabled();
  await expect(page.getByText('Select tables in the list to change their start action.')).toBeVisible();

  // A group from the left column filters the grid; All shows every table again.
  const groups = page.getByRole('navigation', { name: 'Table groups' });
  await groups.getByRole('button', { name: 'Bahçe' }).click();
  await expect(page.getByText('1–12 of 12')).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText('Bahçe 1');
  await groups.getByRole('button', { name: 'All' }).click();
  await expect(page.getByText('1–20 of 30')).toBeVisible();

  // Search across group and table names, case-insensitive.
  await page.getByRole('textbox', { name: 'Search' }).fill('SALON 1');
  await expect(page.getByText('1–10 of 10')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page.getByText('1–20 of 30')).toBeVisible();

  // One table on page 1 and one on page 2: the selection is kept over paging.
  await page.getByRole('checkbox', { name: 'Select Salon Salon 2' }).check();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('21–30 of 30')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Bahçe Bahçe 5' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();

  await page.getByRole('button', { name: 'Change start action' }).click();
  const modal = page.getByRole('dialog', { name: 'Change start action' });
  await modal.getByLabel('Start action').selectOption({ label: 'Delivery' });
  // The indicator runs from the press until 2 s after the answer: watched from before the press, not after the dialog
  // has closed (on a busy machine those 2 s could pass before the check).
  const loading = expect(page.getByRole('status', { name: 'loading' })).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await loading;
  await expect(modal).toBeHidden();
  await expect(page.getByText('The start action of 2 tables was updated')).toBeVisible({ timeout: 8_000 });
  await expect(grid.getByRole('row', { name: /Bahçe 5/ })).toContainText('Delivery');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(grid.getByRole('row', { name: /Salon 2\b/ }).first()).toContainText('Delivery');
  const after = await api<{ tables: Table[] }>(page, 'store/getStoreTables', { id: storeId });
  expect(
    after.tables
      .filter((t) => t.startAction === 'delivery')
      .map((t) => t.tableName)
      .sort(),
  ).toEqual(['Bahçe 5', 'Salon 2']);

  // One row edited in place.
  const salon3 = grid.getByRole('row', { name: /Salon 3\b/ }).first();
  await salon3.getByRole('button', { name: 'Edit' }).click();
  await salon3.getByRole('combobox', { name: 'Start action' }).selectOption({ label: 'Only menu' });
  await salon3.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Table Updated')).toBeVisible();
  await expect(salon3).toContainText('Only menu');
  const saved = await api<{ tables: Table[] }>(page, 'store/getStoreTables', { id: storeId });
  expect(saved.tables.find((t) => t.tableName === 'Salon 3')?.startAction).toBe('only-menu');

  // Phone width: the groups become a select above the grid.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Group' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Bahçe (12)' });
  await expect(page.getByText('1–12 of 12')).toBeVisible();
  await expect(page.getByText('Table Updated')).toBeHidden();
  await screenshot(page, 'tables-phone');
});

test('owner generates a table QR code, downloads it, links it and is told when it is already linked', async ({
  page,
}) => {
  const { storeId } = await signInWithStore(page);
  await addTables(page, storeId, 'Teras', 2);

  await page.goto('/main/link-table');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link table');
  await page.getByRole('button', { name: 'Generate QR code' }).click();
  const created = page.getByRole('region', { name: 'New table QR code' });
  const codeText = await created.getByText(/^Code: /).textContent();
  const code = codeText!.replace('Code: ', '').trim();
  const shortCode = (await created.getByLabel('Short code').textContent())!.trim();
  await expect(created.getByRole('img', { name: `QR code ${shortCode}` })).toBeVisible();

  // The downloaded PNG decodes back to the code's guest address.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    created.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sofra-table-qr-${shortCode}.png`);
  const png = readFileSync((await download.path())!);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1600);
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(decoded?.data).toMatch(new RegExp(`/qr/${code.replace(/[-_]/g, '\\$&')}$`));

  // The new code is filled in; pick a table and link.
  const linkForm = page.getByRole('region', { name: 'Link a code to a table' });
  await expect(linkForm.getByRole('textbox', { name: 'QR code' })).toHaveValue(shortCode);
  await linkForm.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: 'Teras / Teras 1' }).click();
  await linkForm.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('The code is linked to Teras / Teras 1')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'QR codes of the store' }).getByRole('row', { name: new RegExp(shortCode) }),
  ).toContainText('Teras / Teras 1');

  // The print sheet of the group: each table with its code; the table without one gets a code from the sheet.
  await page
    .getByRole('region', { name: 'Print QR codes' })
    .getByRole('button', { name: 'Open the print sheet' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'QR codes of Teras' });
  await expect(sheet.getByRole('img', { name: 'QR code of Teras 1' })).toBeVisible();
  await expect(sheet.getByText(shortCode)).toBeVisible();
  await expect(sheet.getByText('No QR code yet')).toBeVisible();
  await sheet.getByRole('button', { name: 'Create a code for the table without one' }).click();
  await expect(page.getByText('1 code created and linked')).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'QR code of Teras 2' })).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await sheet.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => document.body.getAttribute('data-printed'))).toBe('yes');
  // Printed, the sheet keeps only the codes and names.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  await expect(sheet.getByRole('img', { name: 'QR code of Teras 2' })).toBeVisible();
  await screenshot(page, 'tables-print-sheet');
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // The app opens assign-qr-code with the scanned code; a code linked elsewhere is refused with a clear text.
  await page.goto(`/main/assign-qr-code?fromApp=${encodeURIComponent(shortCode)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assign QR code');
  const assign = page.getByRole('region', { name: 'Link a code to a table' });
  await expect(assign.getByRole('textbox', { name: 'QR code' })).toHaveValue(shortCode);
  await assign.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: 'Teras / Teras 2' }).click();
  await assign.getByRole('button', { name: 'Link' }).click();
  await expect(
    assign.getByText('This QR code is already linked to Teras / Teras 1; unlink it there first'),
  ).toBeVisible();

  // Unlinked from the list, the code is free again.
  await page.getByRole('button', { name: `Unlink ${shortCode}` }).click();
  await expect(page.getByText(`The code ${shortCode} is unlinked`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'QR codes of the store' }).getByRole('row', { name: new RegExp(shortCode) }),
  ).toContainText('Unassigned');
  await screenshot(page, 'tables-link-table');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Generate QR code' })).toBeVisible();
  await screenshot(page, 'tables-link-table-phone');
});

test('owner builds groups and tables: bulk add, rename, delete a group moving its tables', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  await page.goto('/main/table-and-groups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table and groups');

  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill('Salon');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group created')).toBeVisible();

  // Salon 1–12, then 13–20 continue the numbering.
  const add = page.getByRole('form', { name: 'Add tables' });
  await add.getByLabel('How many').fill('12');
  await add.getByRole('button', { name: 'Add tables' }).click();
  await expect(page.getByText('12 tables added')).toBeVisible();
  await expect(add.getByLabel('From number')).toHaveValue('13');
  await add.getByLabel('How many').fill('8');
  await expect(add.getByText('Salon 13 … Salon 20 (8 tables)')).toBeVisible();
  await add.getByRole('button', { name: 'Add tables' }).click();
  await expect(page.getByText('8 tables added')).toBeVisible();
  await expect(page.getByText('1–20 of 20')).toBeVisible();

  // All or nothing: a run that reaches a name the group has adds none, and says which name.
  await add.getByLabel('From number').fill('19');
  await add.getByLabel('How many').fill('3');
  await add.getByRole('button', { name: 'Add tables' }).click();
  await expect(add.getByRole('textbox', { name: 'Name prefix' })).toHaveAccessibleDescription(
    'Salon 19 is already in this group; no table was added',
  );
  await expect(page.getByText('1–20 of 20')).toBeVisible();
  const refused = await api<{ tables: Table[] }>(page, 'store/getStoreTables', { id: storeId });
  expect(refused.tables.map((t) => t.tableName)).not.toContain('Salon 21');

  await page.getByRole('button', { name: 'New group' }).click();
  await dialog.getByLabel('Group name').fill('Bahçe');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group created')).toBeVisible();

  // Deleting Salon asks where its 20 tables go.
  const groups = page.getByRole('navigation', { name: 'Table groups' });
  await groups.getByRole('button', { name: 'Salon' }).click();
  await page.getByRole('button', { name: 'Delete group' }).click();
  const del = page.getByRole('dialog', { name: 'Delete group' });
  await del.getByLabel('Its 20 tables move to').selectOption('Bahçe');
  await del.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByText('Group deleted')).toBeVisible();
  const after = await api<{ groups: string[]; tables: Table[] }>(page, 'store/getStoreTables', { id: storeId });
  expect(after.groups).toEqual(['Bahçe']);
  expect(after.tables.filter((t) => t.groupName === 'Bahçe')).toHaveLength(20);

  // A section with two tables.
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'New section' }).click();
  const section = page.getByRole('dialog', { name: 'New section' });
  await section.getByLabel('Section name').fill('Window side');
  await section.getByRole('combobox', { name: 'Tables' }).click();
  await page.getByRole('option', { name: 'Bahçe / Salon 1', exact: true }).click();
  await page.getByRole('option', { name: 'Bahçe / Salon 2', exact: true }).click();
  // A click outside closes the list of options.
  await section.getByLabel('Section name').click();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Section saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Window side' })).toContainText('Bahçe / Salon 1, Bahçe / Salon 2');
  await page.getByRole('tab', { name: 'Groups and tables' }).click();
  await expect(page.getByRole('form', { name: 'Add tables' })).toBeVisible();
  await expect(page.getByText('Section saved')).toBeHidden();
  await screenshot(page, 'tables-groups');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue('Bahçe');
  await screenshot(page, 'tables-groups-phone');
});
