import { expect, test, type Locator, type Page } from './support/test';
import sharp from 'sharp';
import {
  api,
  freshGsm,
  seriousViolations,
  signInWithStore,
  storeWithMenu,
  expectFitsPhone,
  openFromMenu,
} from './support/helpers';

/**
 * The coupons screen (/main/coupon-management): a coupon is created on the screen, then redeemed on an open folio in
 * /main/sofra-folios through the folio's "Coupon" action; the server takes it off the total. And the screen on a phone.
 */

interface FolioTotals {
  id: string;
  number: number;
  totals: { total: number };
  discount: { reasonName: string; amount: number } | null;
}

test.describe.configure({ timeout: 150_000 });

/** A store with one table and a published menu (Köfte 250.00), and a folio open on the table with two Köfte. */
const storeWithOpenFolio = async (page: Page) => {
  const { storeId, tableId, ids } = await storeWithMenu(page, { 'Ana yemekler': { Köfte: 25_000 } });
  const folio = await api<FolioTotals>(page, 'folio/save', {
    storeId,
    serviceType: 'table',
    tableId,
    lines: [{ productId: ids['Köfte'], quantity: 2, options: [] }],
  });
  return { storeId, folio };
};

test('owner creates a coupon on the screen and redeems it on an open folio', async ({ page }) => {
  const { storeId, folio } = await storeWithOpenFolio(page);
  expect(folio.totals.total).toBe(50_000);
  const code = `YAZ${Date.now() % 1_000_000}`;

  await openFromMenu(page.getByRole('navigation', { name: 'Menu' }), 'Loyalty', 'Coupons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Yaz indirimi');
  await dialog.getByRole('textbox', { name: /^Percent/ }).fill('10');
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const grid = page.getByRole('table', { name: 'Coupons' });
  await expect(grid.getByRole('row', { name: /Yaz indirimi/ })).toContainText('10% off');
  await expect(grid.getByRole('row', { name: /Yaz indirimi/ })).toContainText('Active');
  // The status badge is drawn with its style sheet: its text stands out from its background.
  const badge = grid.getByRole('row', { name: /Yaz indirimi/ }).getByText('Active', { exact: true });
  const colours = await badge.evaluate((text) => {
    const root = text.closest('.mantine-Badge-root') ?? text;
    return { text: getComputedStyle(root).color, background: getComputedStyle(root).backgroundColor };
  });
  expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(colours.text).not.toBe(colours.background);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the coupons screen').toEqual([]);

  await page.getByRole('button', { name: 'Folios' }).click();
  await page.getByRole('link', { name: 'Open folios' }).click();
  await page
    .getByRole('region', { name: 'Salon' })
    .getByRole('button', { name: /^Masa 1/ })
    .click();
  const drawer = page.getByRole('dialog', { name: `Folio ${folio.number}` });
  await drawer.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Coupon' }).click();
  const couponDialog = page.getByRole('dialog', { name: `Coupon on folio ${folio.number}` });
  // A wrong code is refused in the form, in words.
  await couponDialog.getByRole('textbox', { name: /^Coupon code/ }).fill('NOPE-NOPE');
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByText('No coupon has this code here.')).toBeVisible();
  await couponDialog.getByRole('textbox', { name: /^Coupon code/ }).fill(code.toLowerCase());
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog).toBeHidden();
  // The folio names the coupon that changed it; the server computed the new total.
  await expect(drawer.getByText(`Folio discount 10% (Yaz indirimi (${code}))`, { exact: false })).toBeVisible();
  // The history (collapsed) has the coupon in its "discounted" row.
  await expect(drawer.getByText(`Coupon: Yaz indirimi (${code})`, { exact: false })).toBeAttached();
  const after = await api<FolioTotals>(page, 'folio/getById', { storeId, id: folio.id });
  expect(after.totals.total).toBe(45_000);
  expect(after.discount).toMatchObject({ reasonName: `Yaz indirimi (${code})`, amount: 5_000 });

  // The same code is now used once more on the coupons screen.
  await page.goto('/main/coupon-management');
  const used = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /Yaz indirimi/ });
  await expect(used).toContainText('Active');
  await expect(used.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  // Its usage names the code and what it took off the folio.
  await used.getByRole('button', { name: 'Usage' }).click();
  const usage = page.getByRole('dialog', { name: 'Usage of Yaz indirimi' });
  await expect(
    usage.getByRole('table', { name: 'Usage of Yaz indirimi' }).getByRole('row', { name: new RegExp(code) }),
  ).toContainText('₺50.00');
  const list = await api<{ name: string; used: number }[]>(page, 'coupon/get', { storeId });
  expect(list.find((c) => c.name === 'Yaz indirimi')?.used).toBe(1);
});

test('on a phone: the coupons screen and its form fit 390 × 844', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  await api(page, 'coupon/create', {
    storeId,
    name: 'Hediye çeki',
    benefit: { kind: 'amount', value: 5000 },
    singleUseCodes: 5,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/coupon-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons');
  await expect(page.getByText('Hediye çeki')).toBeVisible();
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the coupons screen on a phone').toEqual([]);
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeVisible();
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the new coupon form on a phone').toEqual([]);
});

/** Picks a file through the uploader's 'Choose a picture' button, as a user would with the file dialog. */
const choose = async (page: Page, uploader: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles(file);
};

test('a coupon gets a picture; a scratch card with chances is scratched for a guest', async ({ page }) => {
  const { storeId } = await signInWithStore(page);
  const coffee = await api<{ id: string }>(page, 'coupon/create', {
    storeId,
    name: 'Bedava kahve',
    benefit: { kind: 'amount', value: 6_000 },
    singleUseCodes: 5,
  });
  const guest = freshGsm();
  await api(page, 'user/createVirtualUser', { storeId, name: 'Deniz Yılmaz', gsm: guest.e164 });
  await page.goto('/main/coupon-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons');

  // The picture: a real 1200 × 600 PNG through the shared uploader; the list then shows it.
  const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /Bedava kahve/ });
  await row.getByRole('button', { name: 'Picture' }).click();
  const pictureDialog = page.getByRole('dialog', { name: 'Picture of Bedava kahve' });
  await expect(pictureDialog.getByText('This coupon has no picture yet.')).toBeVisible();
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  await choose(page, pictureDialog.getByRole('group', { name: 'Upload a picture' }), {
    name: 'kahve.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await pictureDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const shown = pictureDialog.getByRole('img', { name: 'Picture of Bedava kahve' });
  await expect
    .poll(() =>
      shown.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}×${img.naturalHeight}` : '')),
    )
    .toBe('1000×500');
  await pictureDialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('img', { name: 'Picture of Bedava kahve' })).toBeVisible();
  const listed = await api<{ id: string; image: string | null }[]>(page, 'coupon/get', { storeId });
  expect(listed.find((c) => c.id === coffee.id)?.image).toMatch(/^\/api\/file\//);

  // A scratch card: the coffee at weight 1 against "no prize" 0 — every scratch wins; chances shown as typed.
  await page.getByRole('tab', { name: 'Scratch cards' }).click();
  await page.getByRole('button', { name: 'New scratch card' }).click();
  const form = page.getByRole('dialog', { name: 'New scratch card' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Kasa kartı');
  // Every prize needs a coupon: the form says so on the prize, before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByRole('combobox', { name: 'Prize 1' }).click();
  await page.getByRole('option', { name: 'Bedava kahve' }).click();
  await form.getByRole('textbox', { name: 'Weight of prize 1' }).fill('3');
  await form.getByRole('textbox', { name: 'Weight of "no prize"' }).fill('1');
  await expect(form.getByLabel('Chance of prize 1')).toHaveText('75%');
  await expect(form.getByLabel('Chance of no prize')).toHaveText('25%');
  await form.getByRole('textbox', { name: 'Weight of "no prize"' }).fill('0');
  await expect(form.getByLabel('Chance of prize 1')).toHaveText('100%');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('region', { name: 'Kasa kartı' });
  await expect(card).toContainText('Bedava kahve — 100%');
  await expect(card).toContainText('No prize — 0%');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the scratch cards tab').toEqual([]);

  await card.getByRole('button', { name: 'Scratch Kasa kartı for a guest' }).click();
  const scratch = page.getByRole('dialog', { name: 'Scratch Kasa kartı' });
  await scratch.getByRole('textbox', { name: /mobile number/ }).fill(guest.national);
  await scratch.getByRole('button', { name: 'Scratch for a guest' }).click();
  await expect(scratch.getByRole('status')).toContainText('Won: Bedava kahve');
  const benefits = await api<{ couponId: string; code: string }[]>(page, 'coupon/getBenefits', {
    storeId,
    guest: { gsm: guest.e164 },
  });
  expect(benefits.map((b) => b.couponId)).toEqual([coffee.id]);
  await expect(scratch.getByRole('status')).toContainText(`Code: ${benefits[0]!.code}`);
  await scratch.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toContainText('Scratched once');

  // Once per guest: a second scratch is refused in words.
  await card.getByRole('button', { name: 'Scratch Kasa kartı for a guest' }).click();
  await scratch.getByRole('textbox', { name: /mobile number/ }).fill(guest.national);
  await scratch.getByRole('button', { name: 'Scratch for a guest' }).click();
  await expect(scratch.getByRole('alert')).toHaveText('This guest has already scratched this card.');

  // The tab on a phone.
  await scratch.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expectFitsPhone(page);
});
