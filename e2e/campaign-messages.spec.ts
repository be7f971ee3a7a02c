import { expect, test, type Page } from './support/test';
import { api, expectFitsPhone, freshGsm, seriousViolations, storeWithMenu } from './support/helpers';

/**
 * Birthday and win-back messages and what campaigns and coupons brought (docs/campaigns.md): a guest used the coupon
 * "Yüzde on" on a closed bill (set up through the API); the owner creates a win-back message giving that coupon on the
 * campaign screen, sees its audience and preview, and reads the coupon's figures below the list — on a desktop and on
 * a 390 × 844 phone.
 */

test.describe.configure({ timeout: 150_000 });

const menu = { 'Ana yemekler': { Köfte: 25_000 } };

/** A guest's closed bill of one Köfte (250.00) with the shared code ONLUK (10 %): 225.00 paid, 25.00 off. */
const billWithCoupon = async (page: Page) => {
  const { storeId, ids } = await storeWithMenu(page, menu);
  const code = `ONLUK${Date.now() % 100_000}`;
  const coupon = await api<{ id: string }>(page, 'coupon/create', {
    storeId,
    name: 'Yüzde on',
    benefit: { kind: 'percent', value: 10 },
    code,
  });
  const guest = await api<{ id: string }>(page, 'user/createVirtualUser', {
    storeId,
    name: 'Ayşe Misafir',
    gsm: freshGsm().e164,
  });
  await api(page, 'user/recordConsent', { storeId, userId: guest.id, channel: 'sms', value: true });
  const folio = await api<{ id: string }>(page, 'folio/save', {
    storeId,
    serviceType: 'take-away',
    guestUserId: guest.id,
    lines: [{ productId: ids['Köfte'], quantity: 1, options: [] }],
  });
  await api(page, 'coupon/use', { storeId, code, folioId: folio.id });
  const cash = (await api<{ id: string; collectionType: string }[]>(page, 'pos/getPaymentTypes', { storeId })).find(
    (p) => p.collectionType === 'cash',
  )!;
  await api(page, 'folio/addPayment', { storeId, id: folio.id, paymentTypeId: cash.id, amount: 22_500 });
  await api(page, 'folio/close', { storeId, id: folio.id });
  return { storeId, couponId: coupon.id };
};

/** The coupon's row of the results: used once, on a 225.00 bill, 25.00 off, nobody back yet. */
const expectCouponFigures = async (page: Page) => {
  const results = page.getByRole('region', { name: 'What campaigns and coupons brought' });
  const row = results.getByRole('table', { name: 'What each coupon brought' }).getByRole('row', { name: /Yüzde on/ });
  // Cell by cell: name, uses, revenue, discount, guests back.
  await expect(row.getByRole('cell')).toHaveText([/Yüzde on/, /^1$/, /^₺225\.00$/, /^₺25\.00$/, /^0$/]);
};

test('owner creates a win-back message with a coupon and sees what the coupon brought', async ({ page }) => {
  await billWithCoupon(page);
  await page.getByRole('button', { name: 'Loyalty' }).click();
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaigns');
  await expectCouponFigures(page);

  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sizi özledik');
  await dialog.getByLabel('Kind').selectOption('win-back');
  await dialog.getByRole('textbox', { name: 'Days since the last visit' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Message (Turkish)' }).fill('Sizi özledik! Cüzdanınızda bir kupon var.');
  await dialog.getByRole('textbox', { name: 'Message (English)' }).fill('We miss you! A coupon is in your wallet.');
  await dialog.getByLabel('Coupon to give').selectOption({ label: 'Yüzde on' });
  // The guest visited today: nobody has been away 30 days yet.
  await expect(dialog.getByText('0 consenting guests would get it now')).toBeVisible();
  const turkish = dialog.getByRole('figure', { name: 'Preview: Turkish' });
  await expect(turkish).toContainText('Sizi özledik! Cüzdanınızda bir kupon var.');
  await expect(turkish).toContainText('SMS almamak için / to stop SMS:');
  await expect(dialog.getByRole('figure', { name: 'Preview: English' })).toContainText('We miss you!');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the message form').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row', { name: /Sizi özledik/ });
  await expect(row).toContainText('Win-back message');
  await expect(row).toContainText('Draft');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the list and the results').toEqual([]);
});

test('on a 390 × 844 phone: the message form and the figures fit', async ({ page }) => {
  await billWithCoupon(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/campaign-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaigns');
  const results = page.getByRole('region', { name: 'What campaigns and coupons brought' });
  const card = results.getByRole('listitem').filter({ hasText: 'Yüzde on' });
  await expect(card).toContainText('225.00');
  await expect(card).toContainText('25.00');
  await expectFitsPhone(page, 'the list and the figures');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the figures on a phone').toEqual([]);

  await page.getByRole('button', { name: 'New campaign' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Kind').selectOption('win-back');
  await dialog.getByRole('textbox', { name: 'Message (Turkish)' }).fill('Sizi özledik!');
  await expect(dialog.getByRole('figure', { name: 'Preview: Turkish' })).toContainText('Sizi özledik!');
  await expectFitsPhone(page, 'the message form');
  expect(await seriousViolations(page, { afterToasts: true }), 'axe: the message form on a phone').toEqual([]);
});
