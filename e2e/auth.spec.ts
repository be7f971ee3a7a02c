import { expect, test, type Page } from './support/test';
import {
  captchaCode,
  chooseEnglish,
  freshGsm,
  nextCaptchaCode,
  registerThroughApi,
  screenshot,
  signIn,
  smsCode,
  smsSentTo,
} from './support/helpers';

/** Opens /register in English with the number, name, both texts accepted and the captcha typed. */
const fillRegistration = async (page: Page, gsm: { e164: string; national: string }, name: string) => {
  // The id of the picture on screen: the last captcha the page received (the language switch asks for a new one).
  // Read from the responses as they arrive (a picture asked for and replaced at once may have no body to read).
  let shown: string | undefined;
  let asked = 0;
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/user/CreateCaptcha') || !response.ok()) return;
    const turn = ++asked;
    response.json().then(
      (body: { id: string }) => {
        if (turn === asked) shown = body.id;
      },
      () => undefined,
    );
  });
  await page.goto('/register');
  await chooseEnglish(page);
  await page.getByLabel('Mobile number').fill(gsm.national);
  await page.getByLabel('Name and surname').fill(name);
  await page.getByRole('checkbox', { name: 'I have read and accept the Membership Agreement.' }).check();
  await page.getByRole('checkbox', { name: /I have read and understood the KVKK Clarification Text/ }).check();
  await expect(page.getByRole('img', { name: 'Security code picture' })).toBeVisible();
  await expect.poll(() => shown).toBeTruthy();
  await page.getByLabel('Security code', { exact: true }).fill(captchaCode(shown!));
};

test('registration: name, captcha and both texts; the code creates the account, which lands on store-add by name', async ({
  page,
}) => {
  const gsm = freshGsm();
  await fillRegistration(page, gsm, 'Deniz Kaya');
  await expect(page.getByLabel('Mobile number')).toHaveValue(
    gsm.national.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4'),
  );
  const asked = Date.now();
  await page.getByRole('button', { name: 'Sign up and send code' }).click();
  const otp = page.getByRole('dialog', { name: 'SMS code' });
  // The run's first code: the server's first request and the dialog's chunk are both cold.
  await expect(otp).toBeVisible({ timeout: 20_000 });
  await expect(otp).toContainText(gsm.e164);
  await expect(otp.getByText(/new code in \d+ s/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'loading' })).toHaveCount(0); // a screenshot without the loader
  await screenshot(page, 'otp-modal');
  await otp.getByLabel('Code').fill(await smsCode(gsm.e164, asked));
  await otp.getByRole('button', { name: 'Verify' }).click();

  // A user with no store lands on store-add, greeted by name; the profile button shows the name, not the number.
  await expect(page).toHaveURL(/\/main\/store-add$/);
  await expect(page.getByText('Welcome to Sofra, Deniz Kaya! Add your first store to start.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a store' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deniz Kaya' })).toBeVisible();

  // The session survives a reload (automatic login with the saved token).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Deniz Kaya' })).toBeVisible();
});

test('nothing is sent without the name and both acceptances; marketing permissions start off', async ({ page }) => {
  const gsm = freshGsm();
  await page.goto('/register');
  await chooseEnglish(page);
  await expect(page.getByRole('img', { name: 'Security code picture' })).toBeVisible();
  // Marketing permissions are asked apart, every one off until ticked.
  for (const channel of ['SMS', 'E-mail', 'Push notifications', 'Phone calls'])
    await expect(page.getByRole('checkbox', { name: channel })).not.toBeChecked();
  await page.getByLabel('Mobile number').fill(gsm.national);
  await page.getByRole('button', { name: 'Sign up and send code' }).click();
  await expect(page.getByText('Enter your name (at least 2 characters)')).toBeVisible();
  await expect(page.getByText('You need to accept the Membership Agreement to sign up')).toBeVisible();
  await expect(
    page.getByText('You need to confirm that you have read the Clarification Text to sign up'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'SMS code' })).toHaveCount(0);
  expect(smsSentTo(gsm.e164)).toEqual([]);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an unknown number on /login gets no SMS; after the captcha it is offered registration with the number', async ({
    page,
  }) => {
    const gsm = freshGsm();
    await page.goto('/login');
    await chooseEnglish(page);
    await page.getByLabel('Mobile number').fill(gsm.national);
    const captcha = nextCaptchaCode(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('img', { name: 'Security code picture' })).toBeVisible();
    await expect(page.getByText('For your security, type the characters in the picture to get a code.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'SMS code' })).toHaveCount(0);
    expect(smsSentTo(gsm.e164)).toEqual([]);

    await page.getByLabel('Security code', { exact: true }).fill((await captcha)!);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('There is no account with this number yet. Would you like to sign up with it?'),
    ).toBeVisible();
    expect(smsSentTo(gsm.e164)).toEqual([]);
    await screenshot(page, 'login-no-account');

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
    await expect(page.getByLabel('Mobile number')).toHaveValue(
      gsm.national.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4'),
    );
    await expect(page.getByRole('img', { name: 'Security code picture' })).toBeVisible();
    await screenshot(page, 'register');
  });

  test('registering on a phone lands on store-add greeting the name', async ({ page }) => {
    const gsm = freshGsm();
    await fillRegistration(page, gsm, 'Elif Şahin');
    const asked = Date.now();
    await page.getByRole('button', { name: 'Sign up and send code' }).click();
    const otp = page.getByRole('dialog', { name: 'SMS code' });
    await expect(otp).toBeVisible({ timeout: 20_000 });
    await otp.getByLabel('Code').fill(await smsCode(gsm.e164, asked));
    await otp.getByLabel('Code').press('Enter');
    await expect(page).toHaveURL(/\/main\/store-add$/);
    await expect(page.getByText('Welcome to Sofra, Elif Şahin! Add your first store to start.')).toBeVisible();
  });
});

test('the register page links both texts to their public pages', async ({ page }) => {
  await page.goto('/register');
  await chooseEnglish(page);
  await page.getByLabel('Mobile number').fill(freshGsm().national);
  // The links open a new tab without an opener: the context sees the new page.
  const membership = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Read the Membership Agreement' }).click();
  const agreement = await membership;
  await expect(agreement).toHaveURL(/\/legal-notes\/view\/membership-agreement\/en$/);
  await expect(agreement.getByRole('heading', { level: 1 })).toHaveText('Membership Agreement');

  // The clarification text is published in Turkish only: the link says so instead of leading to a missing page.
  const clarification = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Read the KVKK Clarification Text' }).click();
  const kvkk = await clarification;
  await expect(kvkk).toHaveURL(/\/legal-notes\/view\/clarification-text\/tr$/);
  await expect(kvkk.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
});

test('the empty path leads to main, and without a login to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test("the login screen, 'Type a mobile number.' and 'This is not a valid mobile number.'", async ({ page }) => {
  await page.goto('/main');
  await expect(page).toHaveURL(/\/login$/);
  // The login screen starts in Turkish and offers a language dropdown.
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await chooseEnglish(page);
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('placeholder', '501 234 56 78');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Type a mobile number.')).toBeVisible();
  await page.getByLabel('Mobile number').fill('53212');
  await expect(page.getByText('This is not a valid mobile number.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Mobile number').fill('');
  await screenshot(page, 'login');

  // Another country's rules come from the server: its mask, placeholder and validation apply at once.
  await page.getByRole('button', { name: /Country: .* \+90/ }).click();
  await page.getByRole('dialog').getByLabel('Search').fill('germ');
  await page.getByRole('button', { name: 'Germany +49' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('placeholder', '1512 3456789');
  await page.getByLabel('Mobile number').fill('15123456789');
  await expect(page.getByLabel('Mobile number')).toHaveValue('1512 3456789');
  await expect(page.getByText('This is not a valid mobile number.')).toHaveCount(0);
});

test("a wrong code shows 'That code is wrong. Check the SMS and try again.' and clears the code", async ({ page }) => {
  const gsm = freshGsm();
  await fillRegistration(page, gsm, 'Kaan Aydın');
  const asked = Date.now();
  await page.getByRole('button', { name: 'Sign up and send code' }).click();
  const otp = page.getByRole('dialog', { name: 'SMS code' });
  await expect(otp).toBeVisible({ timeout: 20_000 });
  const code = await smsCode(gsm.e164, asked);
  const wrong = code === '000000' ? '111111' : '000000';

  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(otp.getByText('Type the 6-digit code from the SMS.')).toBeVisible();
  await otp.getByLabel('Code').fill(wrong);
  await otp.getByLabel('Code').press('Enter');
  await expect(page.getByText('That code is wrong. Check the SMS and try again.')).toBeVisible();
  await expect(otp.getByLabel('Code')).toHaveValue('');
  await expect(page).toHaveURL(/\/register$/);

  // The right code still signs in.
  await otp.getByLabel('Code').fill(code);
  await otp.getByLabel('Code').press('Enter');
  await expect(page).toHaveURL(/\/main\/store-add$/);
});

test('logout returns to /login, and /main then redirects to /login', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /^\+90532/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sofra.login'))).toBeNull();

  await page.goto('/main/report-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Mobile number')).toBeVisible();
});

test('a tampered token in local storage lands on /login', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('sofra.login')!) as { gsm: string; token: string };
    const [head, body, sig] = login.token.split('.');
    const tampered = `${head}.${body}.${sig.slice(0, -4)}${sig.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    localStorage.setItem('sofra.login', JSON.stringify({ ...login, token: tampered }));
  });
  await page.goto('/main/report-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sofra.login'))).toBeNull();
});

test('login and register are only for visitors who are not signed in', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/main\//);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/main\//);
});

test('payment-result shows only OK and tells the parent window', async ({ page }) => {
  await page.goto('/login');
  const message = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener('message', (e) => resolve(e.data));
        const frame = document.createElement('iframe');
        frame.src = '/payment-result';
        document.body.append(frame);
      }),
  );
  expect(await message).toEqual({ type: 'payment-result', status: 'success' });
  await page.goto('/payment-result');
  await expect(page.locator('body')).toHaveText('OK');
});

test('a number is entered with Enter as well as the button', async ({ page }) => {
  const gsm = freshGsm();
  const { userInfo } = await registerThroughApi(page, gsm);
  expect(userInfo.name).toBe(gsm.e164);
  await page.goto('/login');
  await chooseEnglish(page);
  await page.getByLabel('Mobile number').fill(gsm.national);
  await page.getByLabel('Mobile number').press('Enter');
  // The registration's code went out a moment ago: the next one needs the captcha (or waits its few seconds).
  await expect(
    page.getByRole('img', { name: 'Security code picture' }).or(page.getByText(/Too many attempts/)),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'SMS code' })).toHaveCount(0);
});

test('asking twice for the same number within the hour shows the captcha; solving it sends the code', async ({
  page,
}) => {
  // The second code may only be asked a while after the first (the registration's): 3 s on the tests' server.
  const gsm = freshGsm();
  await registerThroughApi(page, gsm);
  await page.goto('/login');
  await chooseEnglish(page);
  await page.getByLabel('Mobile number').fill(gsm.national);
  const picture = page.getByRole('img', { name: 'Security code picture' });
  // Within the wait the server answers "wait"; after it, it asks for the captcha.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(picture).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  await expect(
    page.getByText('For your security, type the characters in the picture to get a code.').first(),
  ).toBeVisible();
  const otp = page.getByRole('dialog', { name: 'SMS code' });
  await expect(otp).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'login-captcha');

  const captcha = nextCaptchaCode(page);
  await page.getByRole('button', { name: 'New security code' }).click();
  const asked = Date.now();
  await page.getByLabel('Security code', { exact: true }).fill((await captcha)!);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(otp).toBeVisible();
  await otp.getByLabel('Code').fill(await smsCode(gsm.e164, asked));
  await otp.getByLabel('Code').press('Enter');
  await expect(page).toHaveURL(/\/main\/store-add$/);
});

for (const [size, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${size}, the register link opens registration with one click from the focused number field`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    const field = page.getByLabel('Cep telefonu');
    await field.click();
    await expect(field).toBeFocused();
    // Leaving the empty field shows no error that would move the link between the press and its release.
    await page.getByRole('link', { name: 'Kayıt ol' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
}
