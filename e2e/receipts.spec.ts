import { expect, test, type Page } from './support/test';
import { api, axeScan, seriousViolations, signInWithStore, expectFitsPhone } from './support/helpers';

/**
 * A bill's receipt (docs/folio-screens.md, Receipts): previewed and printed from the folio list's drawer and the open
 * bills' board (80 mm, the receipt alone), with the bill's own lines, VAT per rate and total; its QR's link opens the
 * guest page with the same total. Set up through the API; the browser's print is replaced by a counter.
 */

test.describe.configure({ timeout: 120_000 });

interface Folio {
  id: string;
  number: number;
  version: number;
  totals: { total: number; taxes: { rate: number; base: number; tax: number }[] };
}

/** An amount as the English interface shows it (₺594.00). */
const lira = (minor: number) =>
  `₺${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A bill on Bahçe / Masa 7: 2 × Köfte at 250.00 (KDV 10 %) and a Kola at 40.00 (KDV 20 %); paid and closed if asked. */
const bill = async (page: Page, storeId: string, close: boolean) => {
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', {
    storeId,
    groupName: 'Bahçe',
    tableName: 'Masa 7',
  });
  const rates = await api<{ id: string; rate: number }[]>(page, 'pos/getTaxRates', { storeId });
  const rate = (r: number) => (rates.find((x) => x.rate === r) ?? rates[0]!).id;
  const group = await api<{ id: string }>(page, 'menu/saveGroup', { storeId, names: { tr: 'Izgaralar' } });
  const product = (name: string, price: number, taxRate: number) =>
    api<{ id: string }>(page, 'menu/saveProduct', {
      storeId,
      groupId: group.id,
      names: { tr: name },
      price,
      taxRateId: rate(taxRate),
    });
  const kofte = await product('Köfte', 25_000, 10);
  const kola = await product('Kola', 4_000, 20);
  await api(page, 'store/syncStoreMenu', { id: storeId });
  const opened = await api<Folio>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId: table.id,
    lines: [
      { productId: kofte.id, quantity: 2 },
      { productId: kola.id, quantity: 1 },
    ],
  });
  if (!close) return opened;
  const types = await api<{ id: string; collectionType: string }[]>(page, 'pos/getPaymentTypes', { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const paid = await api<Folio>(page, 'folio/addPayment', {
    storeId,
    id: opened.id,
    version: opened.version,
    paymentTypeId: cash.id,
    amount: opened.totals.total,
  });
  return api<Folio>(page, 'folio/close', { storeId, id: opened.id, version: paid.version });
};

/** The browser's print dialog would wait for a person: counted instead, with the text the paper would carry. */
const countPrints = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { prints: number; printed: string[]; print: () => void };
    w.prints = 0;
    w.printed = [];
    w.print = () => {
      w.prints += 1;
      w.printed.push(document.body.innerText);
    };
  });
const printedTexts = (page: Page) => page.evaluate(() => (window as unknown as { printed: string[] }).printed);

/** The receipt shows the bill's lines, VAT per rate and total, as the server computed them. */
const expectTheBill = async (page: Page, folio: Folio) => {
  const receipt = page.getByRole('dialog', { name: `Receipt of folio ${folio.number}` }).getByRole('article', {
    name: 'Receipt',
  });
  const items = receipt.getByRole('list', { name: 'Items' });
  await expect(items).toContainText('2 × Köfte');
  await expect(items).toContainText('1 × Kola');
  // The term and its value: Total ₺…
  await expect(receipt).toContainText(`Total${lira(folio.totals.total)}`);
  expect(folio.totals.taxes.length).toBeGreaterThan(0);
  for (const tax of folio.totals.taxes)
    await expect(receipt).toContainText(`VAT ${tax.rate}%${lira(tax.tax)} of ${lira(tax.base)}`);
  return receipt;
};

test("a closed bill's receipt prints from the folio list, then as a copy; its QR link shows the same total", async ({
  page,
}) => {
  await countPrints(page);
  const { storeId, storeName } = await signInWithStore(page);
  const folio = await bill(page, storeId, true);

  await page.goto(`/main/folio-list?folio=${folio.id}`);
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await drawer.getByRole('button', { name: 'Print receipt' }).click();
  const preview = page.getByRole('dialog', { name: `Receipt of folio ${folio.number}` });
  const receipt = await expectTheBill(page, folio);
  await expect(receipt.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(receipt.getByRole('img', { name: 'QR code of the receipt page' })).toBeVisible();
  await expect(receipt.getByText('COPY')).toHaveCount(0);
  const axe = await axeScan(page, '[role="dialog"]');
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // As the printer sees the page: the receipt alone, not the list or the dialog under it.
  await page.emulateMedia({ media: 'print' });
  await preview.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  const [paper] = await printedTexts(page);
  expect(paper).toContain('2 × Köfte');
  expect(paper).toContain(lira(folio.totals.total));
  expect(paper).not.toContain('Folio list');
  expect(paper).not.toContain('Print receipt');
  expect(paper).not.toContain('COPY');
  // Printed once: the next one is a copy, and the bill's history says both.
  await expect(receipt.getByText('COPY')).toBeVisible();
  await preview.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(2);
  expect((await printedTexts(page))[1]).toContain('COPY');
  await page.emulateMedia({ media: 'screen' });
  const detail = await api<{ history: { action: string }[] }>(page, 'folio/getById', { storeId, id: folio.id });
  expect(detail.history.map((e) => e.action).slice(-2)).toEqual(['printed', 'reprinted']);

  const href = await receipt.getByRole('link', { name: 'Open the guest page' }).getAttribute('href');
  const path = new URL(href!).pathname;
  expect(path).toMatch(/^\/r\//);
  const guest = await page.context().newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(guest.getByRole('main')).toContainText('2 × Köfte');
  await expect(guest.getByRole('main')).toContainText(`TOTAL${lira(folio.totals.total)}`);
  expect(await seriousViolations(guest), 'axe: the guest page').toEqual([]);
  await guest.close();
});

test('on a phone an open bill on the board prints its receipt, and the guest page reads at 390 × 844', async ({
  page,
}) => {
  await countPrints(page);
  const { storeId } = await signInWithStore(page);
  const folio = await bill(page, storeId, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/main/sofra-folios?folio=${folio.id}`);
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await drawer.getByRole('button', { name: 'Print receipt' }).click();
  const receipt = await expectTheBill(page, folio);
  await expect(receipt.getByText('The bill is not closed yet')).toBeVisible();
  const box = await receipt.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), 'axe: the receipt on a phone').toEqual([]);
  await page
    .getByRole('dialog', { name: `Receipt of folio ${folio.number}` })
    .getByRole('button', { name: 'Print', exact: true })
    .click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);

  const href = await receipt.getByRole('link', { name: 'Open the guest page' }).getAttribute('href');
  await page.goto(`${new URL(href!).pathname}?lang=tr`);
  await expect(page.getByText('TOPLAM', { exact: true })).toBeVisible();
  await expectFitsPhone(page);
  expect(await seriousViolations(page), 'axe: the guest page on a phone').toEqual([]);
});
