import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { addDays, businessDayOf } from '@sofra/contracts/core/business-day';
import { api, DEMO_OWNER, screenshot, signIn, seriousViolations, expectFitsPhone } from './support/helpers';

/**
 * The report screens (docs/report-screens.md) on the demo owner's stores, whose seeded folios fill the last 90
 * business days: the dashboard at desktop and phone size, all branches side by side with their sum, the product
 * sales report and its .xlsx, the loyalty dashboard; axe on each.
 */

interface Owned {
  storeId: string;
  position: string;
  storeInfo: { name: string };
}
interface Figures {
  revenue: number;
  folios: number;
}

// The demo owner gets one sign-in code a minute: sign in once, and give every test that session.
let session: { login: string; userInfo: string } | undefined;
let stores: Owned[] = [];
const KARAKOY = 'Karaköy Meyhanesi';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, DEMO_OWNER);
  session = await page.evaluate(() => ({
    login: localStorage.getItem('sofra.login') ?? '',
    userInfo: localStorage.getItem('sofra.userInfo') ?? '',
  }));
  stores = (await api<Owned[]>(page, 'user/getOwnedStores', {})).filter((s) => s.position === 'owner');
  await page.close();
});

/** Opens a report screen signed in as the demo owner, in English, on Karaköy Meyhanesi. */
const open = async (page: Page, path: string) => {
  const active = stores.find((s) => s.storeInfo.name === KARAKOY)!.storeId;
  await page.addInitScript(
    ({ login, userInfo, active }) => {
      localStorage.setItem('sofra.login', login);
      localStorage.setItem('sofra.userInfo', userInfo);
      localStorage.setItem('sofra.activeStoreId', JSON.stringify(active));
      localStorage.setItem('sofra.language', JSON.stringify('en'));
    },
    { ...session!, active },
  );
  await page.goto(path);
  return active;
};

// As the screen writes money when no language is chosen: the store's lira in the portal's language (English here).
const money = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );

/** The last `days` business days of the demo stores (Istanbul, 05:00), as the screen's presets name them. */
const lastDays = (days: number) => {
  const to = businessDayOf(new Date());
  return { from: addDays(to, -(days - 1)), to };
};

test('the dashboard of a demo store shows its figures, changes and charts, on a desktop and a phone', async ({
  page,
}) => {
  const storeId = await open(page, '/main/report-dashboard?period=last30');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const { from, to } = lastDays(30);
  const answer = await api<{
    current: Figures;
    previous: Figures;
    topProducts: { name: string; quantity: number; net: number }[];
  }>(page, 'report/getDashboard', {
    storeIds: [storeId],
    from,
    to,
  });
  expect(answer.current.folios).toBeGreaterThan(0);

  const revenue = page.getByRole('group', { name: 'Revenue', exact: true });
  await expect(revenue).toContainText(money(answer.current.revenue));
  await expect(revenue).toContainText(/[↑↓→]/);
  await expect(page.getByRole('group', { name: 'Folios', exact: true })).toContainText(
    new Intl.NumberFormat('en').format(answer.current.folios),
  );
  for (const name of ['Average bill', 'Guests', 'Discounts', 'Gifts', 'Voids', 'Cancelled folios'])
    await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
  // The demo's table bills carry their guests: the average per guest, with what it counts, next to the average bill.
  const figures = answer.current as unknown as Record<string, number>;
  expect(figures.guests).toBeGreaterThan(0);
  const perGuest = page.getByRole('group', { name: 'Average per guest', exact: true });
  await expect(perGuest).toContainText(money(figures.averagePerGuest!));
  await expect(perGuest).toContainText('Sales of the bills with a number of guests ÷ their guests');
  await expect(page.getByRole('group', { name: 'Guests', exact: true })).toContainText(
    new Intl.NumberFormat('en').format(figures.guests!),
  );
  // The loyalty figures, each with its change against the period before (from the loyalty rollup).
  const loyalty = answer.current as unknown as Record<string, number>;
  for (const [name, key] of [
    ['New guests', 'newGuests'],
    ['Returning guests', 'returningGuests'],
    ['Points issued', 'pointsIssued'],
    ['Points redeemed', 'pointsRedeemed'],
    ['Coupons used', 'couponsUsed'],
  ] as const) {
    const card = page.getByRole('group', { name, exact: true });
    await expect(card).toContainText(new Intl.NumberFormat('en').format(loyalty[key]!));
    await expect(card).toContainText(/[↑↓→]/);
  }
  expect(loyalty.newGuests! + loyalty.returningGuests!).toBeGreaterThan(0);

  await expect(
    page.getByRole('img', { name: 'Sales by hour' }).locator('svg').filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Sales by day of week' }).locator('svg').filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'By payment type' }).locator('svg').filter({ visible: true }).first(),
  ).toBeVisible();
  const heat = page.getByRole('table', { name: 'Sales by day of week and hour' });
  await expect(heat.getByRole('rowheader')).toHaveCount(7);
  // The server's best sellers, in its order (net sales descending), under the header row.
  const best = page.getByRole('table', { name: 'Best-selling products' }).getByRole('row');
  expect(answer.topProducts.length).toBeGreaterThan(0);
  await expect(best).toHaveCount(answer.topProducts.length + 1);
  await expect(best.nth(1)).toContainText(answer.topProducts[0]!.name);
  await expect(best.nth(1)).toContainText(money(answer.topProducts[0]!.net));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-dashboard');

  // The sidebar offers the other report screens to the owner.
  await expect(page.getByRole('link', { name: 'Loyalty dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Product sales' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Revenue', exact: true })).toContainText(money(answer.current.revenue));
  await expect(
    page.getByRole('img', { name: 'Sales by hour' }).locator('svg').filter({ visible: true }).first(),
  ).toBeVisible();
  const chartBox = await page.getByRole('img', { name: 'Sales by hour' }).boundingBox();
  expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(390);
  await expectFitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-dashboard-phone');
});

test('all branches shows every owned store side by side and their sum', async ({ page }) => {
  await open(page, '/main/report-dashboard?period=last7');
  await page.getByRole('switch', { name: 'All branches' }).click();
  await expect(page.getByRole('switch', { name: 'All branches' })).toBeChecked();
  await expect(page).toHaveURL(/all=1/);
  const table = page.getByRole('table', { name: 'Stores side by side' });
  const { from, to } = lastDays(7);
  const answer = await api<{
    current: Figures;
    perStore: { storeId: string; storeName: string; figures: Figures }[];
    byPaymentType: { name: string; amount: number; stores: { storeId: string }[] }[];
  }>(page, 'report/getDashboard', { storeIds: stores.map((s) => s.storeId), from, to });
  expect(answer.perStore).toHaveLength(stores.length);
  for (const s of answer.perStore)
    await expect(table.getByRole('row', { name: new RegExp(s.storeName) })).toContainText(money(s.figures.revenue));
  expect(answer.perStore.reduce((sum, s) => sum + s.figures.revenue, 0)).toBe(answer.current.revenue);
  await expect(table.getByRole('row', { name: /All stores/ })).toContainText(money(answer.current.revenue));
  await expect(
    page.getByRole('img', { name: 'Revenue per store' }).locator('svg').filter({ visible: true }).first(),
  ).toBeVisible();
  // Each store has payment types of its own: one row per type (its name once), the stores' parts under it.
  const types = answer.byPaymentType;
  expect(new Set(types.map((p) => p.name)).size).toBe(types.length);
  const payments = page.getByRole('table', { name: 'By payment type' });
  for (const p of types) {
    const header = page.getByRole('rowheader', { name: p.name, exact: true });
    await expect(payments.getByRole('row').filter({ has: header })).toHaveCount(1);
    await expect(payments.getByRole('row').filter({ has: header })).toContainText(money(p.amount));
  }
  for (const s of answer.perStore)
    await expect(payments.getByRole('rowheader', { name: s.storeName, exact: true })).toHaveCount(
      types.filter((p) => p.stores.some((x) => x.storeId === s.storeId)).length,
    );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-all-branches');

  // On a phone: a card per store with its figures, and a card for the sum; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const cards = page.getByRole('list', { name: 'Stores side by side' }).getByRole('listitem');
  await expect(cards).toHaveCount(answer.perStore.length + 1);
  for (const s of answer.perStore) {
    const card = cards.filter({ hasText: s.storeName });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Revenue${money(s.figures.revenue)}`);
    await expect(card).toContainText(`Folios${new Intl.NumberFormat('en').format(s.figures.folios)}`);
    await expect(card).toContainText('Cancelled folios');
  }
  const sum = cards.filter({ hasText: 'All stores' });
  await expect(sum).toHaveCount(1);
  await expect(sum).toContainText(`Revenue${money(answer.current.revenue)}`);
  await expect(sum).toContainText(`Folios${new Intl.NumberFormat('en').format(answer.current.folios)}`);
  // The sum comes last, after every store.
  await expect(cards.last()).toContainText('All stores');
  await expect(page.getByRole('table', { name: 'Stores side by side' })).toHaveCount(0);
  await expectFitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-all-branches-phone');
});

test('product sales by product, group and option; the .xlsx reads back with the totals of the screen', async ({
  page,
}) => {
  await open(page, '/main/sofra-pos-reports?period=last30');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product sales');
  const grid = page.getByRole('table', { name: 'Product sales' });
  const totals = grid.getByRole('row', { name: /Totals/ });
  await expect(totals).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^product-sales-.+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(1).value).toBe('Totals');
  const cell = (header: string) => Number(last.getCell(headers.indexOf(header) + 1).value);
  expect(cell('Net')).toBeGreaterThan(0);
  for (const header of ['Gross', 'Discounts', 'Gifts', 'Voids', 'Net', 'Tax'])
    await expect(totals).toContainText(money(Math.round(cell(header) * 100)));
  await expect(totals).toContainText(new Intl.NumberFormat('en').format(cell('Quantity')));
  // As many product rows in the file as on the screen.
  await expect(grid.getByRole('row')).toHaveCount(sheet.rowCount);
  expect(await seriousViolations(page)).toEqual([]);

  // By product the grid also shows each product's group and department; by group, not.
  await expect(grid.getByRole('columnheader', { name: 'Department' })).toBeVisible();
  // The segmented control's radio is visually hidden under its label: a click on it is what the label passes on.
  await page.getByRole('radio', { name: 'Product group' }).dispatchEvent('click');
  await expect(page).toHaveURL(/by=group/);
  await expect(grid.getByRole('columnheader', { name: 'Department' })).toHaveCount(0);
  await expect(grid.getByRole('row', { name: /Totals/ })).toContainText(money(Math.round(cell('Net') * 100)));
  // By option: each product split by the options chosen with it, in a column of their own; the same totals.
  await page.getByRole('radio', { name: 'Option' }).dispatchEvent('click');
  await expect(page).toHaveURL(/by=option/);
  await expect(grid.getByRole('columnheader', { name: 'Options' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /Totals/ })).toContainText(money(Math.round(cell('Net') * 100)));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Totals', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expectFitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-product-sales-phone');
});

test('the loyalty dashboard lists check-ins per month and store', async ({ page }) => {
  const storeId = await open(page, '/main/sofra');
  // A check-in at a table of the demo store this month (the demo seeds none), as any guest scanning its code would.
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', {
    storeId,
    groupName: 'Teras',
    tableName: `Teras ${Date.now() % 100_000}`,
  });
  const qr = await api<{ code: string; url: string }>(page, 'helper/createTableQR', { storeId, width: 256 });
  await api(page, 'store/linkTableToCode', { id: storeId, tableId: table.id, code: qr.code });
  await api(page, 'store/storeCheckIn', { code: qr.url });
  // The screen's own read of the check-ins (its last 12 months), to compare the grid with.
  const statsAnswer = page.waitForResponse((r) => r.url().endsWith('/api/report/getUserCountStats'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loyalty dashboard');
  await expect(page.getByText(/check-ins from/)).toBeVisible();
  const months = page.getByRole('table', { name: 'Check-ins per month and store' });
  await expect(months).toBeVisible();
  const stats = (await (await statsAnswer).json()) as {
    rows: { storeName: string; month: string; monthName: string; total: number; unique: number }[];
  };
  expect(stats.rows.length).toBeGreaterThan(0);
  // A row per month and store (and the header row), each with the server's counts.
  await expect(months.getByRole('row')).toHaveCount(stats.rows.length + 1);
  const newest = [...stats.rows].sort((a, b) => b.month.localeCompare(a.month))[0]!;
  await expect(
    months
      .getByRole('row')
      .filter({ hasText: `${newest.monthName} ${newest.month.slice(0, 4)}` })
      .filter({ hasText: newest.storeName }),
  ).toContainText(new Intl.NumberFormat('en').format(newest.total));
  // The line above says the period's sum of them.
  const checkIns = stats.rows.reduce((sum, r) => sum + r.total, 0);
  await expect(page.getByText(/check-ins from/)).toContainText(
    `${new Intl.NumberFormat('en').format(checkIns)} check-ins from`,
  );

  // Members, visits and the points liability of the demo store: non-zero, as the server answers them.
  const summary = await api<{
    totals: { members: number; visits: number; pointsOutstanding: number; liability: number };
  }>(page, 'report/getLoyaltySummary', { storeIds: [storeId] });
  expect(summary.totals.members).toBeGreaterThan(0);
  expect(summary.totals.visits).toBeGreaterThan(0);
  expect(summary.totals.pointsOutstanding).toBeGreaterThan(0);
  const count = (n: number) => new Intl.NumberFormat('en').format(n);
  await expect(page.getByRole('group', { name: 'Members', exact: true })).toContainText(count(summary.totals.members));
  await expect(page.getByRole('group', { name: 'Visits', exact: true })).toContainText(count(summary.totals.visits));
  await expect(page.getByRole('group', { name: 'Points outstanding', exact: true })).toContainText(
    count(summary.totals.pointsOutstanding),
  );
  await expect(page.getByRole('group', { name: 'Points liability', exact: true })).toContainText(
    money(summary.totals.liability),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Points liability', exact: true })).toBeVisible();
  await expectFitsPhone(page);
});
