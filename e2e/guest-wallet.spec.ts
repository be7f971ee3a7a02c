import { expect, test, type Page } from './support/test';
import { api, expectFitsPhone, freshGsm, nextCaptchaCode, seriousViolations, signIn, smsCode } from './support/helpers';

/**
 * The guest's own loyalty on the table page (docs/coupons.md, The guest's wallet): a guest given 120 points and a
 * coupon by the staff signs in on the guest page with their phone and an SMS code (and the captcha, when the server asks
 * for one), sees both, uses the coupon on their order, and the owner's open-folios board shows the
 * discount. Set up through the API; everything on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

/** An owner's store taking orders at once (auto-accept), Meatballs 250.00 on its menu, table "Salon 3" with a QR code. */
const ownerStore = async (page: Page) => {
  await signIn(page);
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name: 'Moda Meyhanesi',
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
    payPoint: 10,
    properties: { webMenuActive: true, order: true },
  });
  const storeId = store.id;
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), storeId);
  const food = await api<{ id: string }>(page, 'menu/saveGroup', { storeId, names: { tr: 'Yemekler', en: 'Food' } });
  await api(page, 'menu/saveProduct', {
    storeId,
    groupId: food.id,
    names: { tr: 'Köfte', en: 'Meatballs' },
    price: 25_000,
  });
  await api(page, 'store/syncStoreMenu', { id: storeId });
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', {
    storeId,
    groupName: 'Salon',
    tableName: 'Salon 3',
    startAction: 'in-store',
  });
  const qr = await api<{ code: string }>(page, 'helper/createTableQR', { storeId, width: 256 });
  await api(page, 'store/linkTableToCode', { id: storeId, tableId: table.id, code: qr.code });
  await api(page, 'order/saveSettings', { storeId, autoAccept: true, prepMinutes: 20 });
  return { storeId, code: qr.code };
};

test('a guest signs in on the table page, sees 120 points and a coupon, uses it on the order; the board shows it', async ({
  page,
}) => {
  const { storeId, code } = await ownerStore(page);
  // The staff make the guest at the counter (a guest without the app) and give them 120 points and the coupon.
  const guest = freshGsm();
  const userInfo = await api<{ id: string }>(page, 'user/createVirtualUser', {
    storeId,
    name: 'Ayşe Yılmaz',
    gsm: guest.e164,
  });
  await api(page, 'user-point/addPoint', { storeId, userId: userInfo.id, points: 120, reason: 'Hoş geldin' });
  const coupon = await api<{ id: string }>(page, 'coupon/create', {
    storeId,
    name: 'Summer 10',
    benefit: { kind: 'percent', value: 10 },
    code: 'YAZ10',
    usesPerGuest: 1,
  });
  await api(page, 'coupon/load', { storeId, couponId: coupon.id, guest: { gsm: guest.e164 } });

  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeVisible();
  await page.getByRole('button', { name: 'My points and coupons' }).click();

  // Sign in: the number had its registration code this hour, so the server asks for the captcha first.
  await page.getByLabel('Mobile number').fill(guest.national);
  const captcha = nextCaptchaCode(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  const smsField = page.getByLabel('SMS code');
  const picture = page.getByRole('img', { name: 'Security code picture' });
  await expect(smsField.or(picture)).toBeVisible();
  if (await picture.isVisible()) {
    const solved = await captcha;
    if (!solved) throw new Error('the captcha picture showed, but its code was not found');
    await page.getByLabel('Security code', { exact: true }).fill(solved);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(smsField).toBeVisible();
    await smsField.fill(await smsCode(guest.e164, asked));
  } else {
    await smsField.fill(await smsCode(guest.e164, Date.now() - 5_000));
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The wallet: 120 points and the coupon with its code.
  await expect(page.getByText('Signed in as Ayşe Yılmaz')).toBeVisible();
  await expect(page.getByText('120 points')).toBeVisible();
  const card = page.getByRole('article', { name: 'Summer 10' });
  await expect(card.getByText('Code: YAZ10')).toBeVisible();
  await expect(card.getByText('10% off')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);
  await card.getByRole('button', { name: 'Use Summer 10 on my order' }).click();
  await expect(page.getByText('Coupon YAZ10 is used on this order.')).toBeVisible();

  // The basket shows the discount line as the bill will name it, priced by the server.
  await page.getByRole('article', { name: 'Meatballs' }).getByRole('button', { name: 'Add Meatballs' }).click();
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket.getByText('Summer 10 (YAZ10)')).toBeVisible();
  await expect(basket.getByText('−₺25.00')).toBeVisible();
  await expect(basket.getByText('₺225.00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);
  await basket.getByRole('button', { name: 'Send order' }).click();
  const sent = page.getByRole('region', { name: /^Your order \(no\. \d+\)$/ });
  await expect(sent).toContainText('₺225.00');

  // The folio carries the guest and the coupon's discount; the owner's board shows it.
  const [folio] = await api<{ id: string; number: number; guestUserId: string | null }[]>(page, 'folio/get', {
    storeId,
  });
  expect(folio!.guestUserId).toBe(userInfo.id);
  await page.goto(`/main/sofra-folios?folio=${folio!.id}`);
  const drawer = page.getByRole('dialog', { name: `Folio ${folio!.number}` });
  await expect(drawer.getByText('Folio discount 10% (Summer 10 (YAZ10))', { exact: false })).toBeVisible();
  await expectFitsPhone(page);
  expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
});

test('a number with no account signs up on the table page: both texts accepted, the code, and an empty wallet', async ({
  page,
}) => {
  const { code } = await ownerStore(page);
  const guest = freshGsm();
  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeVisible();
  await page.getByRole('button', { name: 'My points and coupons' }).click();
  await page.getByLabel('Mobile number').fill(guest.national);
  // The run's many codes from one address may make the server ask for a captcha first; then, no account: the sign-up
  // form, with a captcha of its own.
  let captcha = nextCaptchaCode(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  const picture = page.getByRole('img', { name: 'Security code picture' });
  await expect(form.or(picture)).toBeVisible();
  if (!(await form.isVisible())) {
    const first = await captcha;
    if (!first) throw new Error('the captcha picture showed, but its code was not found');
    captcha = nextCaptchaCode(page);
    await page.getByLabel('Security code', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Send code' }).click();
  }
  await expect(form).toBeVisible();
  await expect(page.getByText('There is no account with this number yet: create one below')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Read the Membership Agreement' })).toHaveAttribute(
    'href',
    '/legal-notes/view/membership-agreement/en',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);

  await form.getByLabel('Your name').fill('Deniz Kaya');
  await form.getByRole('checkbox', { name: /accept the Sofra Membership Agreement/ }).check();
  await form.getByRole('checkbox', { name: /KVKK Clarification Text/ }).check();
  const solved = await captcha;
  if (!solved) throw new Error('the sign-up form showed no captcha');
  await form.getByLabel('Security code', { exact: true }).fill(solved);
  const asked = Date.now();
  await form.getByRole('button', { name: 'Create account and send code' }).click();
  await page.getByLabel('SMS code').fill(await smsCode(guest.e164, asked));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The account exists and is signed in here: its wallet at this store is empty so far.
  await expect(page.getByText('Signed in as Deniz Kaya')).toBeVisible();
  await expect(page.getByText('0 points', { exact: true })).toBeVisible();
  await expect(page.getByText('No coupons yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
