import { expect, test, type Page } from './support/test';
import { api, definitionsTourSeen, screens, screenshot, seriousViolations, signIn } from './support/helpers';

/**
 * The definitions screens (tax rates, departments, printers, discount, gift and deletion reasons, payment types) on the
 * shared definitions table, on a desktop and on a phone (390 × 844): add, the intro tour on the first visit only,
 * hidden columns kept over a reload, a selection deleted in one call after a confirmation, and axe-core on every screen.
 * Set up through the API; asserted through roles and labels.
 */

interface Named {
  id: string;
  name: string;
}

/** Every screen of the area: its path and title. */
const SCREENS = [
  { path: '/main/definitions/tax-rates', title: 'Tax rates', key: 'taxRates' },
  { path: '/main/definitions/department', title: 'Departments', key: 'departments' },
  { path: '/main/definitions/printer', title: 'Printers', key: 'printers' },
  { path: '/main/definitions/discount', title: 'Discount reasons', key: 'discountReasons' },
  { path: '/main/definitions/gift', title: 'Gift reasons', key: 'giftReasons' },
  { path: '/main/definitions/delete-product', title: 'Deletion reasons', key: 'deleteReasons' },
  { path: '/main/payment-type-definition', title: 'Payment types', key: 'paymentTypes' },
  // On the same table (docs/reservation-screens.md); its own flows are in reservation-points.spec.ts.
  { path: '/main/ticket-points/list', title: 'Reservation points', key: 'reservationPoints' },
] as const;

/** A new owner with one store, made active; the store's defaults (VAT rates, payment types, reasons) come with it. */
const ownerWithStore = async (page: Page) => {
  await signIn(page);
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name: `Tanım Lokantası ${Date.now() % 100_000}`,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
  });
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), store.id);
  return { storeId: store.id };
};

test.describe.configure({ timeout: 120_000 });

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone });

    /** The list of records: a table on a desktop, cards on a phone. */
    const list = (page: Page, name: string) => page.getByRole(screen.phone ? 'list' : 'table', { name });
    /** One record of the list, by a text in it. */
    const record = (page: Page, listName: string, text: string) =>
      list(page, listName)
        .getByRole(screen.phone ? 'listitem' : 'row')
        .filter({ hasText: text });

    test('the tour shows on the first visit only; a new tax rate is added and listed', async ({ page }) => {
      await ownerWithStore(page);
      if (screen.phone) {
        await page.goto('/main/definitions/tax-rates');
      } else {
        // Through the sidebar's Definitions group.
        await page.goto('/main/report-dashboard');
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await menu.getByRole('button', { name: 'Definitions' }).click();
        await menu.getByRole('link', { name: 'Tax rates' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Tax rates' })).toBeVisible();

      // The first visit: the tour opens by itself on what the screen is for, then walks the screen.
      const intro = page.getByRole('dialog', { name: 'Tax rates' });
      await expect(intro).toContainText('The VAT rates your products are sold with');
      await intro.getByRole('button', { name: /Next/ }).click();
      const add = page.getByRole('dialog', { name: 'Add' });
      await expect(add).toContainText('“New tax rate” opens a form for a new record.');
      await screenshot(page, `definitions-tour-${screen.name}`);
      await add.getByRole('button', { name: 'Close the tour' }).click();
      await expect(add).toBeHidden();

      // The store's defaults are listed; a new rate is added in the dialog.
      await expect(record(page, 'Tax rates', 'KDV %10')).toContainText('Default');
      await page.getByRole('button', { name: 'New tax rate' }).click();
      const dialog = page.getByRole('dialog', { name: 'New tax rate' });
      await dialog.getByLabel('Name').fill('ÖTV %8,5');
      await dialog.getByLabel('Rate (%)').fill('8.5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(record(page, 'Tax rates', 'ÖTV %8,5')).toContainText('8.5%');
      await screenshot(page, `definitions-tax-rates-${screen.name}`);

      // A name already taken is said under the field.
      await page.getByRole('button', { name: 'New tax rate' }).click();
      await dialog.getByLabel('Name').fill('ÖTV %8,5');
      await dialog.getByLabel('Rate (%)').fill('8');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('A record with this name already exists')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The second visit: no tour; the help button opens it again.
      await page.reload();
      await expect(record(page, 'Tax rates', 'ÖTV %8,5')).toBeVisible();
      const seen = await page.evaluate(() => localStorage.getItem('sofra.toursSeen'));
      expect(seen).toContain('"definitions":true');
      await expect(intro).toHaveCount(0);
      await page.getByRole('button', { name: 'How this screen works' }).click();
      await expect(intro).toBeVisible();
      await intro.getByRole('button', { name: 'Close the tour' }).click();
      await expect(intro).toBeHidden();
    });

    test('a hidden column stays hidden after a reload', async ({ page }) => {
      await ownerWithStore(page);
      await definitionsTourSeen(page);
      await page.goto('/main/payment-type-definition');
      const payments = list(page, 'Payment types');
      await expect(record(page, 'Payment types', 'Nakit')).toContainText('Cash');
      await expect(payments.getByText('Collection type', { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('checkbox', { name: 'Collection type' }).uncheck();
      await page.keyboard.press('Escape');
      await expect(payments.getByText('Collection type', { exact: true })).toHaveCount(0);

      await page.reload();
      await expect(record(page, 'Payment types', 'Nakit')).toBeVisible();
      await expect(payments.getByText('Collection type', { exact: true })).toHaveCount(0);
      await expect(record(page, 'Payment types', 'Nakit')).not.toContainText('Cash');
      // Shown again from the same menu.
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('checkbox', { name: 'Collection type' }).check();
      await page.keyboard.press('Escape');
      await expect(record(page, 'Payment types', 'Nakit')).toContainText('Cash');
    });

    test('a selection is deleted in one call after a confirmation', async ({ page }) => {
      const { storeId } = await ownerWithStore(page);
      await definitionsTourSeen(page);
      for (const name of ['Komşu esnaf', 'Müdavim']) await api(page, 'pos/saveGiftReason', { storeId, name });
      await page.goto('/main/definitions/gift');
      await expect(record(page, 'Gift reasons', 'Komşu esnaf')).toBeVisible();

      await page.getByRole('checkbox', { name: 'Select Komşu esnaf Yes' }).check();
      await page.getByRole('checkbox', { name: 'Select Müdavim Yes' }).check();
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete 2 records' });
      await expect(confirm).toContainText('The 2 selected records will be deleted');
      await screenshot(page, `definitions-delete-selection-${screen.name}`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('2 records deleted')).toBeVisible();
      await expect(record(page, 'Gift reasons', 'Komşu esnaf')).toHaveCount(0);
      await expect(record(page, 'Gift reasons', 'Müdavim')).toHaveCount(0);
      const left = await api<Named[]>(page, 'pos/getGiftReasons', { storeId });
      expect(left.map((r) => r.name)).not.toContain('Komşu esnaf');
      expect(left.length).toBeGreaterThan(0);

      // One record from its own Delete button; the default tax rate is refused and stays.
      const first = left[0]!;
      await record(page, 'Gift reasons', first.name).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete record' }).getByRole('button', { name: 'Delete' }).click();
      await expect(record(page, 'Gift reasons', first.name)).toHaveCount(0);

      await page.goto('/main/definitions/tax-rates');
      await record(page, 'Tax rates', 'KDV %10').getByRole('button', { name: 'Delete' }).click();
      const refused = page.getByRole('dialog', { name: 'Delete record' });
      await refused.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('The default tax rate cannot be deleted or turned off')).toBeVisible();
      await refused.getByRole('button', { name: 'Cancel' }).click();
      await expect(record(page, 'Tax rates', 'KDV %10')).toBeVisible();
    });

    test('the definitions screens have no serious accessibility violation', async ({ page }) => {
      await ownerWithStore(page);
      await definitionsTourSeen(page);
      // Nothing animates while axe reads colours.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const { path, title } of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('status', { name: 'loading' })).toHaveCount(0);
        // The grid's own buttons show once the list is there.
        await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();
        const serious = await seriousViolations(page);
        console.log(`axe ${title} (${screen.name}): ${serious.length} serious/critical rule(s)`);
        expect.soft(serious, `${title} on a ${screen.name}`).toEqual([]);
      }
      // The add dialog too.
      await page.goto('/main/definitions/discount');
      await page.getByRole('button', { name: 'New discount reason' }).click();
      await expect(page.getByRole('dialog', { name: 'New discount reason' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
