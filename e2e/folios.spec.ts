import { expect, test, type Page } from './support/test';
import { api, signInWithStore, seriousViolations, expectFitsPhone } from './support/helpers';

/**
 * The open folios screen (/main/sofra-folios): a store with tables and a published menu whose product has a variation
 * is set up through the API; then a folio is run from open to closed through the screen, on a desktop and on a phone.
 */

interface Named {
  id: string;
}

test.describe.configure({ timeout: 150_000 });

/** A store in Turkish and English with two tables in "Salon" and a published menu: Köfte (with a portion) and Ayran. */
const storeWithFloorAndMenu = async (page: Page) => {
  const { storeId, storeName } = await signInWithStore(page);
  await api(page, 'store/saveStore', { id: storeId, name: storeName, languages: ['tr', 'en'] });
  await api(page, 'store/saveStoreTables', {
    storeId,
    groupName: 'Salon',
    tables: [{ tableName: 'Masa 1' }, { tableName: 'Masa 2' }],
  });
  const group = await api<Named>(page, 'menu/saveGroup', { storeId, names: { tr: 'Ana yemekler', en: 'Mains' } });
  const portion = await api<Named>(page, 'menu/saveModifier', {
    storeId,
    names: { tr: 'Porsiyon', en: 'Portion' },
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: { tr: 'Normal', en: 'Regular' }, isDefault: true },
      { names: { tr: 'Büyük', en: 'Large' }, price: 5000 },
    ],
  });
  await api(page, 'menu/saveProduct', {
    storeId,
    groupId: group.id,
    names: { tr: 'Köfte', en: 'Meatballs' },
    price: 25_000,
    modifierIds: [portion.id],
  });
  await api(page, 'menu/saveProduct', { storeId, groupId: group.id, names: { tr: 'Ayran', en: 'Ayran' }, price: 3000 });
  await api(page, 'store/syncStoreMenu', { id: storeId });
  return { storeId };
};

interface Texts {
  table: RegExp;
  newFolio: string;
  coversNext: string;
  product: RegExp;
  option: RegExp;
  addToOrder: string;
  open: string;
  folio: string;
  lineActions: string;
  discount: string;
  discountReason: string;
  applyDiscount: string;
  discountBadge: RegExp;
  pay: string;
  payForm: string;
  cash: RegExp;
  card: RegExp;
  amount: string;
  addPayment: string;
  paidInFull: string;
  close: string;
  closed: string;
  free: string;
}

const english = (table: string): Texts => ({
  table: new RegExp(`^${table}`),
  newFolio: `New folio: Salon / ${table}`,
  coversNext: 'Continue',
  product: /^Meatballs/,
  option: /^Large/,
  addToOrder: 'Add to order',
  open: 'Open folio',
  folio: 'Folio',
  lineActions: 'Actions for Köfte',
  discount: 'Discount',
  discountReason: 'Discount reason',
  applyDiscount: 'Apply discount',
  discountBadge: /^Discount .*%/,
  pay: 'Pay',
  payForm: 'Add a payment',
  cash: /^(Cash|Nakit)$/,
  card: /^(Credit card|Kredi kartı)$/,
  amount: 'Amount',
  addPayment: 'Add payment',
  paidInFull: 'Paid in full: the folio can be closed.',
  close: 'Close folio',
  closed: 'closed',
  free: 'Free',
});

const turkish = (table: string): Texts => ({
  table: new RegExp(`^${table}`),
  newFolio: `Yeni adisyon: Salon / ${table}`,
  coversNext: 'Devam',
  product: /^Köfte/,
  option: /^Büyük/,
  addToOrder: 'Siparişe ekle',
  open: 'Adisyon aç',
  folio: 'Adisyon',
  lineActions: 'Köfte işlemleri',
  discount: 'İndirim',
  discountReason: 'İndirim nedeni',
  applyDiscount: 'İndirimi uygula',
  discountBadge: /^İndirim %/,
  pay: 'Ödeme al',
  payForm: 'Ödeme ekle',
  cash: /^(Cash|Nakit)$/,
  card: /^(Credit card|Kredi kartı)$/,
  amount: 'Tutar',
  addPayment: 'Ödemeyi ekle',
  paidInFull: 'Tamamı ödendi: adisyon kapatılabilir.',
  close: 'Adisyonu kapat',
  closed: 'kapatıldı',
  free: 'Boş',
});

/**
 * Runs one folio through the screen: opened on a free table with Köfte in its large portion and an Ayran, the Köfte
 * line discounted, paid 100.00 in cash and the rest by card, closed; the table is free again.
 */
const runFolio = async (page: Page, x: Texts, check?: (step: string) => Promise<void>) => {
  const salon = page.getByRole('region', { name: 'Salon' });
  await salon.getByRole('button', { name: x.table }).click();
  const draft = page.getByRole('dialog', { name: x.newFolio });
  await expect(draft).toBeVisible();
  // The number of guests first (e2e/covers.spec.ts checks it): 2, as a table's bill starts.
  await draft.getByRole('button', { name: x.coversNext }).click();
  await draft.getByRole('button', { name: x.product }).click();
  const options = page.getByRole('dialog', { name: x.product });
  await options.getByRole('radio', { name: x.option }).check();
  await options.getByRole('button', { name: x.addToOrder }).click();
  await expect(options).toBeHidden();
  await draft.getByRole('button', { name: /^Ayran/ }).click();
  await expect(draft.getByRole('list', { name: /Order|Sipariş/ }).getByRole('listitem')).toHaveCount(2);
  await check?.('picker');
  await draft.getByRole('button', { name: x.open }).click();

  const dialog = page.getByRole('dialog', { name: new RegExp(`^${x.folio} \\d+$`) });
  await expect(dialog).toBeVisible();
  const lines = dialog.getByRole('list', { name: /Items|Ürünler/ });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  // The line keeps the product as the menu's default language names it, with the option chosen.
  await expect(lines.getByRole('listitem').first()).toContainText('1 × Köfte');
  await expect(lines.getByRole('listitem').first()).toContainText(/Large|Büyük/);

  await dialog.getByRole('button', { name: x.lineActions }).click();
  await page.getByRole('menuitem', { name: x.discount, exact: true }).click();
  const discount = page.getByRole('dialog', { name: new RegExp(`: Köfte$`) });
  await discount.getByRole('combobox', { name: x.discountReason }).selectOption({ index: 1 });
  await discount.getByRole('button', { name: x.applyDiscount }).click();
  await expect(discount).toBeHidden();
  await expect(lines.getByRole('listitem').first().getByText(x.discountBadge)).toBeVisible();
  await check?.('folio');

  await dialog.getByRole('button', { name: x.pay, exact: true }).click();
  const form = dialog.getByRole('form', { name: x.payForm });
  await form.getByRole('radio', { name: x.cash }).click();
  await form.getByRole('textbox', { name: x.amount }).fill('100');
  await form.getByRole('button', { name: x.addPayment }).click();
  // The amount starts again at what is left: the card pays the rest.
  await expect(dialog.getByRole('list', { name: /Payments|Ödemeler/ }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: x.close })).toBeDisabled();
  await form.getByRole('radio', { name: x.card }).click();
  await form.getByRole('button', { name: x.addPayment }).click();
  await expect(dialog.getByText(x.paidInFull)).toBeVisible();
  await expect(dialog.getByRole('list', { name: /Payments|Ödemeler/ }).getByRole('listitem')).toHaveCount(2);
  await check?.('pay');

  await dialog.getByRole('button', { name: x.close }).click();
  await expect(page.getByText(new RegExp(`\\d+.* ${x.closed}$`))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(salon.getByRole('button', { name: x.table })).toContainText(x.free);
};

test('owner runs a folio from a free table to closed: options, a line discount, cash and card', async ({ page }) => {
  const { storeId } = await storeWithFloorAndMenu(page);
  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'Open folios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open folios');
  await expect(page.getByRole('region', { name: 'Salon' }).getByRole('button')).toHaveCount(2);

  await runFolio(page, english('Masa 1'), async (step) => {
    if (step !== 'folio') return;
    expect(await seriousViolations(page, { afterToasts: true }), 'axe: the folio drawer').toEqual([]);
  });

  // The server agrees: nothing open, and the closed folio was paid in two tenders.
  expect(await api<unknown[]>(page, 'folio/get', { storeId })).toEqual([]);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the board').toEqual([]);
});

test('on a phone in Turkish: the board and the full-screen drawer fit 390 × 844', async ({ page }) => {
  await storeWithFloorAndMenu(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The language and the screens are in the menu behind the header's button on a phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'TR', exact: true }).click();
  await page.getByRole('button', { name: 'Adisyonlar' }).click();
  await page.getByRole('link', { name: 'Açık adisyonlar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Açık adisyonlar');
  await expect(page.getByRole('region', { name: 'Salon' }).getByRole('button')).toHaveCount(2);
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the board on a phone').toEqual([]);

  await runFolio(page, turkish('Masa 2'), async (step) => {
    const dialog = page.getByRole('dialog').first();
    const box = await dialog.boundingBox();
    // Full screen: the drawer takes the whole width.
    expect(box?.width, `the drawer (${step}) fills the phone`).toBeGreaterThanOrEqual(385);
    await expectFitsPhone(page, `nothing wider than the phone (${step})`);
    if (step === 'pay')
      expect(await seriousViolations(page, { afterToasts: true }), 'axe: the payment panel on a phone').toEqual([]);
  });
});

test("a line's note is changed on the board while the folio is open; a store's only payment type is chosen", async ({
  page,
}) => {
  const { storeId } = await storeWithFloorAndMenu(page);
  // Set up through the API: one payment type left (cash), and a folio on Masa 1 with an Ayran.
  type PaymentType = Named & { name: string; collectionType: string; countsAsRevenue: boolean; sequence: number };
  const types = await api<PaymentType[]>(page, 'pos/getPaymentTypes', { storeId });
  for (const { id, name, collectionType, countsAsRevenue, sequence } of types.filter(
    (p) => p.collectionType !== 'cash',
  ))
    await api(page, 'pos/savePaymentType', {
      storeId,
      id,
      name,
      collectionType,
      countsAsRevenue,
      sequence,
      active: false,
    });
  const menu = await api<{ products: (Named & { name: string })[] }>(page, 'store/storeMenu', { id: storeId });
  const ayran = menu.products.find((p) => p.name === 'Ayran')!;
  const tables = await api<{ tables: (Named & { tableName: string })[] }>(page, 'store/getStoreTables', {
    id: storeId,
  });
  const table = tables.tables.find((t) => t.tableName === 'Masa 1')!;
  const folio = await api<Named & { number: number }>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId: table.id,
    lines: [{ productId: ayran.id, quantity: 2, note: 'Buzlu' }],
  });

  await page.goto(`/main/sofra-folios?folio=${folio.id}`);
  const dialog = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  const line = dialog.getByRole('list', { name: 'Items' }).getByRole('listitem').first();
  await expect(line).toContainText('Note: Buzlu');
  await line.getByRole('button', { name: 'Actions for Ayran' }).click();
  await page.getByRole('menuitem', { name: 'Change the note' }).click();
  const noteForm = page.getByRole('dialog', { name: 'Note for Ayran' });
  await noteForm.getByRole('textbox', { name: 'Note' }).fill('Buzsuz');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the note form').toEqual([]);
  await noteForm.getByRole('button', { name: 'Save note' }).click();
  await expect(noteForm).toBeHidden();
  await expect(line).toContainText('Note: Buzsuz');
  await dialog.getByRole('button', { name: /^History/ }).click();
  await expect(dialog).toContainText('Item note changed');

  // The one payment type is chosen: the balance is paid with a single click.
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Add a payment' });
  const chosen = form.getByRole('radio', { name: /^(Cash|Nakit)$/ });
  await expect(chosen).toBeChecked();
  // ...and looks chosen: its card has the primary colour's border (the card's style sheet is in the page).
  const { border, primary } = await chosen.evaluate((card) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--mantine-primary-color-filled)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return { border: getComputedStyle(card).borderTopColor, primary: colour };
  });
  expect(border).toBe(primary);
  await form.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByText('Paid in full: the folio can be closed.')).toBeVisible();

  const saved = await api<{ lines: { note: string }[]; payments: unknown[] }>(page, 'folio/getById', {
    storeId,
    id: folio.id,
  });
  expect(saved.lines.map((l) => l.note)).toEqual(['Buzsuz']);
  expect(saved.payments).toHaveLength(1);
});

test('a new store whose menu was never published: the bill says why it offers nothing, and publishing shows the products', async ({
  page,
}) => {
  const { storeId } = await signInWithStore(page);
  await api(page, 'store/saveStoreTables', { storeId, groupName: 'Salon', tables: [{ tableName: 'Masa 1' }] });
  const group = await api<Named>(page, 'menu/saveGroup', { storeId, names: { tr: 'İçecekler' } });
  await api(page, 'menu/saveProduct', { storeId, groupId: group.id, names: { tr: 'Ayran' }, price: 3000 });

  // The menu screen says it too, near its unpublished badge.
  await page.goto('/main/product-and-product-groups/list');
  await expect(page.getByText('The till and your guests see the published menu')).toBeVisible();

  await page.goto('/main/sofra-folios');
  await page
    .getByRole('region', { name: 'Salon' })
    .getByRole('button', { name: /^Masa 1/ })
    .click();
  const draft = page.getByRole('dialog', { name: 'New folio: Salon / Masa 1' });
  await draft.getByRole('button', { name: 'Skip' }).click();
  const notice = draft.getByRole('status', { name: 'The menu is not published yet' });
  await expect(notice).toContainText('The till and your guests see the published menu');
  await expect(draft.getByText('No product found.')).toHaveCount(0);

  await notice.getByRole('button', { name: 'Publish the menu' }).click();
  await expect(draft.getByRole('button', { name: /^Ayran/ })).toBeVisible();
  await expect(notice).toBeHidden();
  expect((await api<{ menuVersion: number }>(page, 'menu/publishState', { storeId })).menuVersion).toBe(1);
});
