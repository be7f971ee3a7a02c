import { expect, test, type Page } from './support/test';
import { layoutShift } from './support/helpers';

/** What went wrong on the page: console errors and uncaught ones (React reports a failed hydration as one). */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in, registration and payment pages are readable, and a main screen shows its frame', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await expect(page.getByLabel('Cep telefonu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kod gönder' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kayıt ol' })).toHaveAttribute('href', '/register');

    await page.goto('/register');
    await expect(page.getByLabel('Ad soyad')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kayıt ol ve kod gönder' })).toBeVisible();

    await page.goto('/payment-result');
    await expect(page.getByText('OK', { exact: true })).toBeVisible();

    await page.goto('/main/store-settings');
    await expect(page.getByRole('status', { name: 'Yükleniyor' })).toBeVisible();
    await expect(page.getByText('Sofra', { exact: true })).toBeVisible();
  });
});

test('the painted sign-in page is taken over as it is: no hydration error, no layout shift, its form works', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrate');
  // The nodes painted from the page's HTML are the ones React now drives: a press on them is answered.
  await page.getByLabel('Cep telefonu').fill('5');
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(page.getByLabel('Cep telefonu')).toHaveAttribute('aria-invalid', 'true');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test('the painted registration page, whose captcha field loads apart, is taken over without an error', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/register');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrate');
  await expect(page.getByRole('img', { name: 'Güvenlik kodu resmi' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test('a visit in English renders over the Turkish page', async ({ page }) => {
  const errors = errorsOf(page);
  await page.addInitScript(() => localStorage.setItem('sofra.language', JSON.stringify('en')));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

/** Holds the portal's entry script until `release` is called: the page stays as painted meanwhile. */
const holdEntry = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

test('before its script, the painted page shows only to the visit it was painted for', async ({ page }) => {
  const painted = page.locator('#root[data-rendered="hydrate"] h1');

  // Signed out in Turkish: the painted sign-in form is on screen before any script.
  let release = await holdEntry(page);
  let going = page.goto('/login');
  await expect(painted).toHaveText('Giriş yap');
  await expect(painted).toBeVisible();
  release();
  await going;

  // In English the Turkish page waits unseen, then the English one is drawn.
  await page.unrouteAll();
  await page.evaluate(() => localStorage.setItem('sofra.language', JSON.stringify('en')));
  release = await holdEntry(page);
  going = page.goto('/login');
  await expect(painted).toHaveText('Giriş yap');
  await expect(painted).toBeHidden();
  release();
  await going;
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
