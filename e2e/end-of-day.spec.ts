import { expect, test } from './support/test';
import { api, seriousViolations, storeWithMenu } from './support/helpers';

/**
 * End of day (docs/end-of-day.md): the owner counts the drawer after the day's bills are settled, closes the day and
 * reads its Z report; a bill left open keeps the day open. Set up through the API, as a day of the till would leave it.
 */

test.describe.configure({ timeout: 120_000 });

interface Folio {
  id: string;
  version: number;
  number: number;
  businessDay: string;
  totals: { total: number };
}

const settledBill = async (page: Parameters<typeof storeWithMenu>[0]) => {
  const { storeId, tableId, ids } = await storeWithMenu(page, { Izgaralar: { Köfte: 25_000 } });
  const types = await api<{ id: string; collectionType: string }[]>(page, 'pos/getPaymentTypes', { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const open = (quantity: number) =>
    api<Folio>(page, 'folio/save', {
      storeId,
      serviceType: 'table',
      tableId,
      lines: [{ productId: ids['Köfte'], quantity }],
    });
  const opened = await open(2);
  const paid = await api<Folio>(page, 'folio/addPayment', {
    storeId,
    id: opened.id,
    version: opened.version,
    paymentTypeId: cash.id,
    amount: opened.totals.total,
  });
  await api(page, 'folio/close', { storeId, id: opened.id, version: paid.version });
  return { storeId, open, bill: opened };
};

test('the owner counts the drawer, closes the day and reads its Z report; the closed day lists it', async ({
  page,
}) => {
  const { storeId, bill } = await settledBill(page);
  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'End of day' }).click();
  const report = page.getByLabel('Day report');
  await expect(report.getByRole('heading', { name: 'X report (day not closed)' })).toBeVisible();
  // 2 × Köfte at ₺250.00, paid in cash.
  await expect(report.getByText('₺500.00').first()).toBeVisible();
  const count = page.getByRole('region', { name: 'Count the drawer' });
  await count.getByRole('textbox', { name: 'Float' }).fill('100');
  await count.getByRole('textbox', { name: /Counted cash/ }).fill('600');
  await expect(count.getByRole('status')).toHaveText('The drawer is balanced.');
  expect(await seriousViolations(page), 'axe: the day before its close').toEqual([]);
  await count.getByRole('button', { name: 'Close the day' }).click();
  await page.getByRole('dialog', { name: 'Close the day?' }).getByRole('button', { name: 'Close the day' }).click();

  await expect(report.getByRole('heading', { name: 'Z report no. 1' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Closed' })).toBeVisible();
  await expect(report.getByRole('cell', { name: '₺600.00' })).toHaveCount(2); // expected and counted
  const days = page.getByRole('region', { name: 'Closed days' });
  // One closed day: its row shows the day's revenue.
  await expect(
    days.getByRole('table', { name: 'Closed days' }).getByRole('row').filter({ hasText: '₺500.00' }),
  ).toHaveCount(1);
  expect(await seriousViolations(page), 'axe: the Z report').toEqual([]);

  // Printed on an 80 mm roll: the report alone, as the printer sees the page.
  await page.evaluate(() => {
    const w = window as unknown as { printed: string[]; print: () => void };
    w.printed = [];
    w.print = () => void w.printed.push(document.body.innerText);
  });
  await page.emulateMedia({ media: 'print' });
  await page.getByRole('button', { name: 'Print (80 mm)' }).click();
  const [paper] = await page.evaluate(() => (window as unknown as { printed: string[] }).printed);
  expect(paper).toContain('Z report no. 1');
  expect(paper).toContain('Cash drawer');
  expect(paper).not.toContain('Closed days');
  expect(paper).not.toContain('Open folios');
  await page.emulateMedia({ media: 'screen' });

  // The server keeps what the screen showed.
  const day = await api<{ state: string; closes: { cash: { expected: number; difference: number } }[] }>(
    page,
    'closing/getDay',
    { storeId, businessDay: bill.businessDay },
  );
  expect(day.state).toBe('closed');
  expect(day.closes[0]!.cash).toMatchObject({ expected: 60_000, difference: 0 });
});

test('on a phone, a bill left open keeps the day open and is listed with the way to the board', async ({ page }) => {
  const { open } = await settledBill(page);
  const left = await open(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/end-of-day');
  await expect(page.getByText('A bill of this day is still open')).toBeVisible();
  await expect(page.getByText(`No. ${left.number} · Masa 1 · ₺250.00`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the open bills' })).toBeVisible();
  expect(await seriousViolations(page), 'axe: the day with an open bill, on a phone').toEqual([]);
});

test('a cashier’s shift: opened with a float, it counts the bills closed during it and is closed before the day', async ({
  page,
}) => {
  const { storeId, tableId, ids } = await storeWithMenu(page, { Izgaralar: { Köfte: 25_000 } });
  await page.goto('/main/end-of-day');
  const shifts = page.getByRole('region', { name: 'Shifts' });
  await expect(shifts.getByText('No shift on this day.')).toBeVisible();
  await shifts.getByRole('button', { name: 'Open my shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open your shift' });
  await opening.getByRole('textbox', { name: /Till/ }).fill('Kasa 1');
  await opening.getByRole('textbox', { name: /Float/ }).fill('100');
  await opening.getByRole('button', { name: 'Open my shift' }).click();
  await expect(opening).toBeHidden();
  await expect(
    shifts.getByRole('table', { name: 'Shifts' }).getByRole('row').filter({ hasText: 'Kasa 1' }),
  ).toHaveCount(1);

  // A bill settled in cash during the shift.
  const types = await api<{ id: string; collectionType: string }[]>(page, 'pos/getPaymentTypes', { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const bill = await api<Folio>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId,
    lines: [{ productId: ids['Köfte'], quantity: 2 }],
  });
  const paid = await api<Folio>(page, 'folio/addPayment', {
    storeId,
    id: bill.id,
    version: bill.version,
    paymentTypeId: cash.id,
    amount: bill.totals.total,
  });
  await api(page, 'folio/close', { storeId, id: bill.id, version: paid.version });
  await page.reload();

  await expect(page.getByText('A shift is still open')).toBeVisible();
  const row = shifts.getByRole('table', { name: 'Shifts' }).getByRole('row').filter({ hasText: 'Kasa 1' });
  await expect(row).toContainText('Kasa 1');
  await expect(row).toContainText('₺500.00'); // revenue
  await expect(row).toContainText('₺600.00'); // expected: float ₺100.00 + cash ₺500.00
  await shifts.getByRole('button', { name: /^Close the shift of Kasa 1/ }).click();
  const closing = page.getByRole('dialog', { name: /^Close the shift: Kasa 1/ });
  await closing.getByRole('textbox', { name: /Counted cash/ }).fill('590');
  await expect(closing.getByRole('status')).toHaveText('The drawer is ₺10.00 short.');
  expect(await seriousViolations(page), 'axe: closing a shift').toEqual([]);
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await expect(closing.getByText('Say why the drawer is over or short.')).toBeVisible();
  await closing.getByRole('textbox', { name: /Reason for the difference/ }).fill('Bozuk para');
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await expect(closing).toBeHidden();
  await expect(row).toContainText('-₺10.00');
  await expect(page.getByRole('region', { name: 'Count the drawer' })).toBeVisible();
});
