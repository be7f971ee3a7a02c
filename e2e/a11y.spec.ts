import { expect, test, type Page } from './support/test';
import { api, axeScan, screens, signIn } from './support/helpers';

/**
 * axe-core (WCAG 2 A and AA rules) on the main screens, on a desktop and on a phone (390 × 844): a serious or
 * critical violation fails the test. The data is set up through the API, as in the other specs.
 */

interface Finding {
  rule: string;
  impact: string;
  nodes: number;
  help: string;
  targets: string[];
}

/** The serious and critical violations axe finds on the page as it is now. */
const violations = async (page: Page): Promise<Finding[]> => {
  const result = await axeScan(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
};

/** Checks the page and logs the count per page; soft, so one run reports every page. */
const check = async (page: Page, name: string) => {
  // Nothing animates while axe reads colours (a fading toast or modal would give false contrasts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found = await violations(page);
  const count = found.reduce((n, v) => n + v.nodes, 0);
  console.log(`axe ${name}: ${count} serious/critical node(s)${found.length ? ` ${JSON.stringify(found)}` : ''}`);
  expect.soft(found, `serious or critical accessibility violations on ${name}`).toEqual([]);
};

/**
 * A new owner with one store made active, on any screen size (the shared signInWithStore looks for the desktop
 * sidebar): the dashboard shows the store.
 */
const signInWithStore = async (page: Page) => {
  await signIn(page);
  const name = `Erişilebilir Lokanta ${Date.now() % 100_000}`;
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
  });
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), store.id);
  await page.goto('/main/report-dashboard');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return { storeId: store.id };
};

test.describe.configure({ timeout: 180_000 });

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone });

    test('the sign-in page has no serious accessibility violation', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `login (${screen.name})`);
    });

    test('the store screens and the public legal page have no serious accessibility violation', async ({
      page,
      browser,
    }) => {
      const { storeId } = await signInWithStore(page);
      await api(page, 'store/saveStoreTable', { storeId, groupName: 'Salon', tableName: 'Salon 1' });
      await api(page, 'store/saveStoreTable', { storeId, groupName: 'Bahçe', tableName: 'Bahçe 1' });
      await api(page, 'legal-notes/save', {
        storeId,
        type: 'privacy-policy',
        lang: 'tr',
        caption: 'Gizlilik Politikamız',
        detail: '<p>Kişisel verileriniz <strong>KVKK kapsamında</strong> korunur.</p>',
      });

      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await check(page, `dashboard (${screen.name})`);

      await page.goto('/main/store-settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'loading' })).toHaveCount(0);
      await check(page, `store settings (${screen.name})`);

      await page.goto('/main/sofra-tables');
      await expect(page.getByRole('heading', { level: 1, name: 'Sofra tables' })).toBeVisible();
      await expect(page.getByText('Salon 1', { exact: true })).toBeVisible();
      await check(page, `tables (${screen.name})`);

      await page.goto('/main/staffs');
      await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'loading' })).toHaveCount(0);
      await check(page, `staff (${screen.name})`);

      await page.goto('/main/legal-notes');
      await expect(page.getByRole('heading', { level: 1, name: 'Legal notes' })).toBeVisible();
      await expect(page.getByText('Gizlilik Politikamız').first()).toBeVisible();
      await check(page, `legal notes (${screen.name})`);

      const visitor = await (
        await browser.newContext({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone })
      ).newPage();
      await visitor.goto(`/legal-notes/view/privacy-policy/tr?store=${storeId}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Gizlilik Politikamız' })).toBeVisible();
      await check(visitor, `public legal note (${screen.name})`);
    });
  });
}
