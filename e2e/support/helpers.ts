import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './test';

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

const jsonLines = <T>(file: string): T[] => {
  const path = join(dataDir(), file);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
};

/** A number no other test uses: the OTP limits (one code a minute, five an hour) are per number. */
export const freshGsm = () => {
  const seven = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { e164: `+90532${seven}`, national: `532${seven}` };
};

export const DEMO_OWNER = { e164: '+905550000001', national: '5550000001' };

/** Every SMS the server sent to a number so far (the log driver's outbox). */
export const smsSentTo = (gsm: string) =>
  jsonLines<{ to: string; text: string; createdAt: string }>('sms-outbox.jsonl').filter((m) => m.to === gsm);

/** The newest SMS code sent to a number, read from the server's SMS outbox. */
export const smsCode = async (gsm: string, notBefore: number): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const sms = jsonLines<{ to: string; text: string; createdAt: string }>('sms-outbox.jsonl')
          .filter((m) => m.to === gsm && Date.parse(m.createdAt) >= notBefore - 1000)
          .at(-1);
        code = sms?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `an SMS code for ${gsm}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
};

/** The code of the newest captcha the server issued (CAPTCHA_LOG=true). */
export const latestCaptchaCode = (): string => {
  const last = jsonLines<{ id: string; code: string }>('captcha-outbox.jsonl').at(-1);
  if (!last) throw new Error('no captcha issued');
  return last.code;
};

/** The code of the captcha with this id (CAPTCHA_LOG=true). */
export const captchaCode = (id: string): string => {
  const entry = jsonLines<{ id: string; code: string }>('captcha-outbox.jsonl').find((c) => c.id === id);
  if (!entry) throw new Error(`captcha ${id} is not in the outbox`);
  return entry.code;
};

/**
 * The code of the next captcha the page loads, read by its id (other workers issue captchas too). Start waiting
 * before the action that makes the page load one.
 */
export const nextCaptchaCode = (page: Page): Promise<string | null> =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/user/CreateCaptcha') && r.ok(), { timeout: 20_000 })
    .then(async (r) => captchaCode(((await r.json()) as { id: string }).id))
    .catch(() => null);

export const chooseEnglish = async (page: Page) => {
  await page.getByRole('combobox', { name: /Language|Dil/ }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sign in|Register/);
};

/**
 * Types the number of an account, asks for a code and reads it from the outbox; answers the open code dialog and the
 * code (English UI). A number that had a code in the last hour (the demo owner, signed in by several spec files) gets the captcha
 * first: it is solved from the captcha outbox and the code asked again.
 */
export const askForCode = async (page: Page, gsm: { e164: string; national: string }) => {
  const asked = Date.now();
  await page.getByLabel('Mobile number').fill(gsm.national);
  const captcha = nextCaptchaCode(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  const otp = page.getByRole('dialog', { name: 'SMS code' });
  const picture = page.getByRole('img', { name: 'Security code picture' });
  // The run's first code: the server's first OTP request and the dialog's chunk are both cold.
  await expect(otp.or(picture)).toBeVisible({ timeout: 20_000 });
  if (!(await otp.isVisible())) {
    const code = await captcha;
    if (!code) throw new Error('the captcha picture showed, but its code was not found');
    await page.getByLabel('Security code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(otp).toBeVisible();
  }
  return { otp, code: await smsCode(gsm.e164, asked) };
};

/** Types the number, asks for a code, reads it from the outbox and verifies it (English UI). */
export const enterNumberAndCode = async (page: Page, gsm: { e164: string; national: string }) => {
  const { otp, code } = await askForCode(page, gsm);
  await otp.getByLabel('Code').fill(code);
  await otp.getByLabel('Code').press('Enter');
};

/**
 * Registers a number through the API, as the register page does (docs/sign-up.md): a captcha read from the outbox, both
 * texts accepted, the SMS code verified. The person is named after their number unless a name is given, so the
 * header's profile button reads as it did before registration asked for a name. Answers the session.
 */
export const registerThroughApi = async (page: Page, gsm = freshGsm(), name = gsm.e164) => {
  const captcha = await page.request.post('/api/user/CreateCaptcha', { data: {} });
  const { id } = (await captcha.json()) as { id: string };
  const asked = Date.now();
  const registered = await page.request.post('/api/user/register', {
    data: {
      gsm: gsm.e164,
      source: 'web',
      name,
      captchaId: id,
      captcha: captchaCode(id),
      accepts: { membershipAgreement: true, clarificationText: true },
      lang: 'en',
    },
  });
  if (!registered.ok()) throw new Error(`user/register: ${registered.status()} ${await registered.text()}`);
  const verified = await page.request.post('/api/user/verifyOtp', {
    data: { gsm: gsm.e164, otp: await smsCode(gsm.e164, asked) },
  });
  if (!verified.ok()) throw new Error(`user/verifyOtp: ${verified.status()} ${await verified.text()}`);
  return (await verified.json()) as { token: string; userInfo: { id: string; name: string } };
};

/**
 * Signs a number in, in English, landing under /main (a new person on store-add). Without a number a fresh one is
 * registered through the API and its session saved as the portal saves it (fast); a given number (the demo owner)
 * signs in through /login.
 */
export const signIn = async (page: Page, gsm?: { e164: string; national: string }) => {
  await page.goto('/login');
  await chooseEnglish(page);
  if (gsm) {
    await enterNumberAndCode(page, gsm);
  } else {
    gsm = freshGsm();
    const session = await registerThroughApi(page, gsm);
    await page.evaluate(
      ({ e164, token, userInfo }) => {
        localStorage.setItem('sofra.login', JSON.stringify({ gsm: e164, token }));
        localStorage.setItem('sofra.userInfo', JSON.stringify(userInfo));
      },
      { e164: gsm.e164, ...session },
    );
    await page.goto('/main');
  }
  await expect(page).toHaveURL(/\/main\//);
  return gsm;
};

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join('e2e', 'screenshots', `${name}.png`), fullPage: false });

/**
 * A new owner with one store of their own, created through the API with the session the portal saved,
 * then made active: lands on the dashboard in English. Answers the store's id and the owner's number.
 */
export const signInWithStore = async (page: Page, storeName = `Test Lokantası ${Date.now() % 100_000}`) => {
  const gsm = await signIn(page);
  const storeId = await page.evaluate(async (name) => {
    const login = JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string } | null;
    if (!login) throw new Error('no saved login');
    const res = await fetch('/api/store/saveStore', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({
        name,
        phone: '+902163334455',
        address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
        serviceTypes: ['table'],
      }),
    });
    if (!res.ok) throw new Error(`saveStore: ${res.status} ${await res.text()}`);
    const store = (await res.json()) as { id: string };
    localStorage.setItem('sofra.activeStoreId', JSON.stringify(store.id));
    return store.id;
  }, storeName);
  await page.goto('/main/report-dashboard');
  await expect(page.getByRole('region', { name: 'Store selection' })).toContainText(storeName);
  return { gsm, storeId, storeName };
};

/** A call made from the page with the session the portal saved (as `signInWithStore` does): set-up through the API. */
export const api = <T>(page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const login = JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string } | null;
      const res = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login?.token ?? ''}` },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;

/**
 * A new owner's store (`signInWithStore`) with table Masa 1 in Salon and a published menu, set up through the API:
 * `menu` maps each group's Turkish name to its products' names and prices in minor units. Answers the store, the
 * table and the ids of the groups and products by their names.
 */
export const storeWithMenu = async (page: Page, menu: Record<string, Record<string, number>>) => {
  const { storeId } = await signInWithStore(page);
  const [table] = await api<{ id: string }[]>(page, 'store/saveStoreTables', {
    storeId,
    groupName: 'Salon',
    tables: [{ tableName: 'Masa 1' }],
  });
  const ids: Record<string, string> = {};
  for (const [group, products] of Object.entries(menu)) {
    const groupId = (await api<{ id: string }>(page, 'menu/saveGroup', { storeId, names: { tr: group } })).id;
    ids[group] = groupId;
    for (const [name, price] of Object.entries(products)) {
      ids[name] = (
        await api<{ id: string }>(page, 'menu/saveProduct', { storeId, groupId, names: { tr: name }, price })
      ).id;
    }
  }
  await api(page, 'store/syncStoreMenu', { id: storeId });
  return { storeId, tableId: table!.id, ids };
};

/**
 * The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now, with motion reduced (a dialog is
 * read as it ends, not half faded in). `afterToasts`: first wait until no alert is left (the toasts go by themselves).
 */
export const seriousViolations = async (
  page: Page,
  { afterToasts = false, scope }: { afterToasts?: boolean; scope?: string } = {},
) => {
  if (afterToasts) await expect(page.getByRole('alert')).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await axeScan(page, scope);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
};

/**
 * What axe finds (WCAG 2 A and AA) on the page, or only in `scope` (a dialog's selector), once what was fading or
 * sliding in has ended: a dialog still coming in is read half transparent, a contrast no visitor sees. Every browser
 * test runs axe through here.
 */
export const axeScan = async (page: Page, scope?: string) => {
  // What was already fading or sliding in (a tour's popover, a dialog) ends first; endless ones (a spinner) do not.
  await animationsDone(page.locator('html'));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  return (scope ? builder.include(scope) : builder).analyze();
};

/** The layout shifts a page has had so far, summed as the browser scores them (no input just before). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

/**
 * Nothing on the page is wider than a phone. Polled: after a resize the shell and the grids follow a
 * media query a render later, so one reading taken at once can still see the desktop layout.
 */
export const expectFitsPhone = (page: Page, message = 'nothing wider than the phone', width = 390) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message }).toBeLessThanOrEqual(width);

/** Resolves once every finite animation in `container` has ended (a sidebar group opening, a dialog coming in). */
export const animationsDone = (container: Locator) =>
  container.evaluate(async (element) => {
    // A state change starts its transition a frame or two after the press that made it.
    for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
    await Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });

/**
 * Opens a screen from the sidebar's menu (`menu`: the navigation, or the phone's drawer): its group opened if it is
 * not, and the link pressed once the group has finished opening — a press on a link still sliding in lands on the
 * group's frame instead.
 */
export const openFromMenu = async (menu: Locator, group: string, link: string) => {
  const button = menu.getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await animationsDone(menu);
  await menu.getByRole('link', { name: link, exact: true }).click();
};

/** The two screens the portal's browser tests run on: a desktop, and a 390 × 844 phone (touch). */
export const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** The signed-in user has seen the definitions tour already (it is tested once, on its own). */
export const definitionsTourSeen = (page: Page) =>
  page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('sofra.userInfo') ?? '{}') as { id: string };
    localStorage.setItem('sofra.toursSeen', JSON.stringify({ [user.id]: { definitions: true } }));
  });
