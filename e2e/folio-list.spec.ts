import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { api, axeScan, screenshot, signIn, signInWithStore, expectFitsPhone } from './support/helpers';

interface Folio {
  id: string;
  number: number;
  version: number;
  totals: { gross: number; total: number };
}

const LIST = '/main/folio-list';
const REPORT = '/main/sofra-folio-report';
const DEMO_MASTER = { e164: '+905550000000', national: '5550000000' };

// Sign-up, a store, its menu and a folio through the API first; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

/**
 * A closed folio at a store of the signed-in owner, made through the API as a till would: a table, a published menu
 * (2 × Köfte at 250.00); opened, paid in full in cash and closed.
 */
const closedFolio = async (page: Page, storeId: string) => {
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', {
    storeId,
    groupName: 'Bahçe',
    tableName: 'Masa 7',
  });
  const group = await api<{ id: string }>(page, 'menu/saveGroup', { storeId, names: { tr: 'Izgaralar' } });
  const kofte = await api<{ id: string }>(page, 'menu/saveProduct', {
    storeId,
    groupId: group.id,
    names: { tr: 'Köfte' },
    price: 25_000,
  });
  await api(page, 'store/syncStoreMenu', { id: storeId });
  // A new store comes with its default payment types (docs/definitions.md): cash among them.
  const types = await api<{ id: string; name: string; collectionType: string }[]>(page, 'pos/getPaymentTypes', {
    storeId,
  });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const opened = await api<Folio>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId: table.id,
    lines: [{ productId: kofte.id, quantity: 2 }],
  });
  const paid = await api<Folio>(page, 'folio/addPayment', {
    storeId,
    id: opened.id,
    version: opened.version,
    paymentTypeId: cash.id,
    amount: opened.totals.total,
  });
  const closed = await api<Folio>(page, 'folio/close', { storeId, id: opened.id, version: paid.version });
  return { ...closed, paymentName: cash.name };
};

/** An amount as the English interface shows it (₺500.00). */
const lira = (minor: number) =>
  `₺${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the closed folio is in the folio list with its total, opens in a drawer, and exports to a spreadsheet', async ({
  page,
}) => {
  const { storeId } = await signInWithStore(page);
  const folio = await closedFolio(page, storeId);
  const total = lira(folio.totals.total);

  // From the sidebar's Folios group.
  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'Folio list' }).click();
  await expect(page).toHaveURL(/\/main\/folio-list/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folio list');

  const grid = page.getByRole('table', { name: 'Folios' });
  const row = grid.getByRole('row').filter({ hasText: 'Bahçe / Masa 7' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Closed');
  await expect(row).toContainText(folio.paymentName);
  await expect(row.getByRole('cell', { name: total })).toHaveCount(2); // total and paid
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(total);

  await row.getByRole('button', { name: `Open folio ${folio.number}` }).click();
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await expect(drawer.getByRole('region', { name: 'Items' })).toContainText('2 × Köfte');
  await expect(drawer.getByRole('region', { name: 'Payments' })).toContainText(folio.paymentName);
  await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Folio closed');
  await expect(page).toHaveURL(new RegExp(`folio=${folio.id}`));
  await screenshot(page, 'folio-list-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^folios-.+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.getWorksheet('Folio List');
  expect(sheet).toBeDefined();
  const headers = (sheet!.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headers).toContain('Total');
  // Spec section 9: 16 wide for a header longer than 14 characters, else 12.
  expect(headers.map((h, i) => [h, sheet!.getColumn(i + 1).width])).toEqual(
    headers.map((h) => [h, h.length > 14 ? 16 : 12]),
  );
  expect(sheet!.rowCount).toBe(2);
  const number = headers.indexOf('Number') + 1;
  const sum = headers.indexOf('Total') + 1;
  expect(sheet!.getRow(2).getCell(number).value).toBe(folio.number);
  expect(sheet!.getRow(2).getCell(sum).value).toBe(folio.totals.total / 100);
});

test('a closed folio is hidden from its drawer with a reason, stays in the totals, is listed again only with hidden ones, marked, and shown again', async ({
  page,
}) => {
  const { storeId } = await signInWithStore(page);
  const folio = await closedFolio(page, storeId);
  await page.goto(`${LIST}?folio=${folio.id}`);
  const grid = page.getByRole('table', { name: 'Folios' });
  const row = grid.getByRole('row').filter({ hasText: 'Bahçe / Masa 7' });
  await expect(row).toHaveCount(1);
  // The list's totals (the drawer's folio has a Totals region of its own).
  const totals = page.getByRole('main').getByRole('region', { name: 'Totals' });
  const totalsBefore = await totals.getByRole('definition').allTextContents();
  expect(totalsBefore).toContain(lira(folio.totals.total));
  await expect(totals).not.toContainText('hidden');
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await drawer.getByRole('button', { name: 'Hide from the list' }).click();
  // A reason is needed: without one the field is marked and the folio stays as it is.
  const ask = page.getByRole('dialog', { name: `Hide folio ${folio.number} from the list` });
  await expect(ask).toContainText('stays in every total');
  // axe on the reason dialog alone (the drawer under its overlay is checked once it is closed).
  const modalAxe = await axeScan(page, '.mantine-Modal-content');
  expect(modalAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
  await ask.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(ask.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Test fişi');
  await ask.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(ask).toBeHidden();
  // The drawer keeps it, marked, with the way back and the reason in its history; the list no longer has it.
  await expect(drawer.getByRole('button', { name: 'Show in the list' })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Hidden from the list');
  await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Test fişi');
  await expect(row).toHaveCount(0);
  // The totals are as they were, and say a hidden folio is in them.
  await expect(totals).toContainText('1 hidden folio — included in the totals');
  expect(await totals.getByRole('definition').allTextContents()).toEqual(totalsBefore);
  const axe = await axeScan(page, '[role="dialog"]');
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const hidden = await api<{ hidden: boolean; version: number }>(page, 'folio/getById', { storeId, id: folio.id });
  expect(hidden).toMatchObject({ hidden: true, version: folio.version + 1 });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // The filter lives in the address: the switch follows it once the search changed.
  const showHidden = page.getByRole('switch', { name: 'Show hidden folios' });
  await showHidden.click();
  await expect(showHidden).toBeChecked();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Hidden');
  await row.getByRole('button', { name: `Open folio ${folio.number}` }).click();
  await drawer.getByRole('button', { name: 'Show in the list' }).click();
  await expect(drawer.getByRole('button', { name: 'Hide from the list' })).toBeVisible();
  await expect(row).not.toContainText('Hidden');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await showHidden.click();
  await expect(showHidden).not.toBeChecked();
  await expect(row).toHaveCount(1);
  expect(await api<{ hidden: boolean }>(page, 'folio/getById', { storeId, id: folio.id })).toMatchObject({
    hidden: false,
  });
});

test('on a phone the folio list is cards and the folio opens over the whole screen', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  const folio = await closedFolio(page, storeId);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST);
  const cards = page.getByRole('list', { name: 'Folios' });
  const card = cards.getByRole('listitem').filter({ hasText: 'Bahçe / Masa 7' });
  await expect(card).toContainText(lira(folio.totals.total));
  await expect(card).toContainText('Closed');
  // Nothing sideways: the page fits the phone.
  await expectFitsPhone(page);
  await screenshot(page, 'folio-list-phone');

  await card.getByRole('button', { name: `Open folio ${folio.number}` }).click();
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await expect(drawer.getByRole('region', { name: 'Totals' })).toContainText(lira(folio.totals.total));
  expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(380);
});

test('a user who is not master is told they have no access to the folio report and is not shown it', async ({
  page,
}) => {
  await signInWithStore(page);
  // No entry for it in the sidebar.
  await page.getByRole('button', { name: 'Folios' }).click();
  await expect(page.getByRole('link', { name: 'Folio list' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Folio report' })).toHaveCount(0);

  // By its address: told so, and back on the dashboard.
  await page.goto(REPORT);
  await expect(page.getByText('You do not have access to this module!')).toBeVisible();
  await expect(page).toHaveURL(/\/main\/report-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Folio report' })).toHaveCount(0);
});

test('a master user sees the folio report of every store, with the closed folio counted', async ({ page }) => {
  const { storeId, storeName } = await signInWithStore(page);
  const folio = await closedFolio(page, storeId);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, DEMO_MASTER);
  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'Folio report' }).click();
  await expect(page).toHaveURL(/\/main\/sofra-folio-report/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folio report');
  const grid = page.getByRole('table', { name: 'Folios per store' });
  const row = grid.getByRole('row').filter({ hasText: storeName });
  // Store, closed, cancelled, open, gross, discounts, total, paid, tip.
  await expect(row.getByRole('cell')).toHaveText([
    storeName,
    '1',
    '0',
    '0',
    lira(folio.totals.gross),
    '₺0.00',
    lira(folio.totals.total),
    lira(folio.totals.total),
    '₺0.00',
  ]);
  await expect(grid.getByRole('row').filter({ hasText: /^All stores/ })).toHaveCount(1);
});
