import { expect, test, type Page } from './support/test';
import {
  api,
  expectFitsPhone,
  freshGsm,
  nextCaptchaCode,
  seriousViolations,
  signIn,
  smsCode,
  smsSentTo,
} from './support/helpers';

/**
 * The guest's own booking (docs/reservations.md, The guest page and The guest's link), on a phone: an owner's store
 * takes bookings from its web menu (its `reservation` property on, one reservation point, confirmed at once); a guest
 * opens the menu, taps "Book a table", chooses the party, the day and a time, signs in with the SMS code, books and
 * sees the answer; the confirmation SMS carries the booking's link, which opens the booking's page, where the guest
 * says they are coming and then cancels. Set up through the API; axe on the panel and on the page.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** An owner's store with a published menu, taking bookings on its guest page for parties of up to 6, confirmed at once. */
const bookableStore = async (page: Page) => {
  await signIn(page);
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name: `Moda Meyhanesi ${Date.now() % 100_000}`,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
    properties: { webMenuActive: true, reservation: true },
  });
  const storeId = store.id;
  const food = await api<{ id: string }>(page, 'menu/saveGroup', { storeId, names: { tr: 'Yemekler', en: 'Food' } });
  await api(page, 'menu/saveProduct', {
    storeId,
    groupId: food.id,
    names: { tr: 'Köfte', en: 'Meatballs' },
    price: 25_000,
  });
  await api(page, 'store/syncStoreMenu', { id: storeId });
  // A terrace for 1–6, two hours a booking; the store's working hours are its booking hours.
  await api(page, 'reservation/savePoint', {
    storeId,
    name: 'Teras',
    kind: 'area',
    minParty: 1,
    maxParty: 6,
    slots: [{ upTo: 6, minutes: 120 }],
  });
  await api(page, 'reservation/saveSettings', { storeId, guestConfirmation: 'instant', reminderMinutes: 120 });
  return { storeId };
};

test('a guest books a table from the web menu, gets the SMS with its link, says they are coming and cancels', async ({
  page,
}) => {
  const { storeId } = await bookableStore(page);
  // The guest has an account (the staff made it at the counter) and signs in on the menu with an SMS code.
  const guest = freshGsm();
  await api(page, 'user/createVirtualUser', { storeId, name: 'Ayşe Yılmaz', gsm: guest.e164 });

  await page.goto(`/menu/${storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Moda Meyhanesi/ })).toBeVisible();
  const open = page.getByRole('button', { name: 'Book a table' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');

  // Party and day: tomorrow, so the day's hours are all ahead whatever the time of the run.
  const party = page.getByLabel('Guests');
  await expect(party.getByRole('option')).toHaveCount(6);
  await party.selectOption({ label: '3 people' });
  const day = page.getByLabel('Day');
  await day.selectOption({ index: 1 });
  await expect(day.locator('option:checked')).toHaveText(/^Tomorrow · /);
  const times = page.getByRole('group', { name: 'Time' });
  await times.getByRole('radio', { name: '19:00' }).check();
  expect(await seriousViolations(page)).toEqual([]);

  // Signed out: the phone and the SMS code first (the run's many codes from one address may bring a captcha first).
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(guest.national);
  const captcha = nextCaptchaCode(page);
  let asked = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const smsField = page.getByLabel('SMS code');
  const picture = page.getByRole('img', { name: 'Security code picture' });
  await expect(smsField.or(picture)).toBeVisible();
  if (await picture.isVisible()) {
    const solved = await captcha;
    if (!solved) throw new Error('the captcha picture showed, but its code was not found');
    await page.getByLabel('Security code', { exact: true }).fill(solved);
    asked = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(smsField).toBeVisible();
  }
  await smsField.fill(await smsCode(guest.e164, asked));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Signed in: the account's name and number; the chosen time is kept.
  await expect(page.getByLabel('Name for the booking')).toHaveValue('Ayşe Yılmaz');
  await expect(page.getByText(guest.e164)).toBeVisible();
  await expect(times.getByRole('radio', { name: '19:00' })).toBeChecked();
  await page.getByLabel('Notes for the restaurant (optional)').fill('A table by the window, please');
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);
  const booked = Date.now();
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  // Confirmed at once (the store's setting): the summary and the link to the booking's page.
  await expect(page.getByRole('heading', { name: 'Confirmed' })).toBeFocused();
  await expect(page.getByText('We have sent you an SMS with the details.')).toBeVisible();
  await expect(page.getByText(/, 19:00$/)).toBeVisible();
  await expect(page.getByText('3 people')).toBeVisible();
  const answerLink = page.getByRole('link', { name: 'See or cancel your booking' });
  await expect(answerLink).toHaveAttribute('href', /^\/b\/[A-Za-z0-9_-]{43}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);

  // The confirmation SMS carries a link of its own to the booking's page.
  let link = '';
  await expect
    .poll(
      () => {
        const sms = smsSentTo(guest.e164).filter((m) => Date.parse(m.createdAt) >= booked - 1000);
        link = sms.map((m) => /\/b\/[A-Za-z0-9_-]{43}$/.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
        return link;
      },
      { message: 'the confirmation SMS with its link' },
    )
    .toMatch(/^\/b\//);
  expect(link).not.toBe(await answerLink.getAttribute('href'));

  // The link from the answer opens the booking's page too.
  await answerLink.click();
  await expect(page).toHaveURL(/\/b\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your booking' })).toBeVisible();

  // The SMS's link: the booking, rendered by the server; "I'm coming", then cancelled after the second question.
  const response = await page.goto(link);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page).toHaveTitle(/^Your booking · Moda Meyhanesi/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: /^Moda Meyhanesi/ })).toBeVisible();
  await expect(page.getByText('Moda Cad. 12, Kadıköy')).toBeVisible();
  await expect(page.getByText('3 people')).toBeVisible();
  await expect(page.getByText('A table by the window, please')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'I’m coming' }).click();
  await expect(page.getByText('Thank you: the restaurant knows you are coming.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'I’m coming' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const ask = page.getByRole('group', { name: 'Cancel this booking? Your table will be given to other guests.' });
  await expect(ask.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The owner sees it cancelled by the guest.
  await page.goto('/main');
  const day0 = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const list = await api<{ items: { status: string; cancelledBy: string | null; partySize: number }[] }>(
    page,
    'reservation/byStore',
    { storeId, from: day0 },
  );
  expect(list.items.map((r) => [r.status, r.cancelledBy, r.partySize])).toEqual([['cancelled', 'guest', 3]]);
});

test('a link nobody issued: the page says it is not valid', async ({ page }) => {
  const response = await page.goto(`/b/${'x'.repeat(43)}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This booking link is not valid.' })).toBeVisible();
  await expect(page).toHaveTitle('This booking link is not valid.');
  expect(await seriousViolations(page)).toEqual([]);
});
