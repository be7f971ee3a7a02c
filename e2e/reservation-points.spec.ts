import { expect, test, type Page } from './support/test';
import {
  animationsDone,
  api,
  definitionsTourSeen,
  openFromMenu,
  screens,
  screenshot,
  seriousViolations,
  signIn,
} from './support/helpers';

/**
 * The reservation points screen (/main/ticket-points/list, docs/reservation-screens.md) on the shared definitions
 * table, on a desktop and on a phone (390 × 844): a table point added with two slot lengths and booking hours past
 * midnight, edited and deleted; what is saved checked through the API; axe on the list and the dialog. Set up through
 * the API; asserted through roles and labels.
 */

interface Point {
  id: string;
  name: string;
  kind: string;
  tableId: string | null;
  minParty: number;
  maxParty: number;
  combinable: boolean;
  slots: { upTo: number; minutes: number }[];
  windows: { day: number; from: string; to: string }[];
  active: boolean;
}

/** A new owner with one store (made active) and table Masa 1 in Salon; the definitions tour already seen. */
const ownerWithStore = async (page: Page) => {
  await signIn(page);
  const store = await api<{ id: string }>(page, 'store/saveStore', {
    name: `Rezervasyon Lokantası ${Date.now() % 100_000}`,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
  });
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', {
    storeId: store.id,
    groupName: 'Salon',
    tableName: 'Masa 1',
  });
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), store.id);
  await definitionsTourSeen(page);
  return { storeId: store.id, tableId: table.id };
};

test.describe.configure({ timeout: 120_000 });

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone });

    /** The list: a table on a desktop, cards on a phone. */
    const list = (page: Page) => page.getByRole(screen.phone ? 'list' : 'table', { name: 'Reservation points' });
    const record = (page: Page, text: string) =>
      list(page)
        .getByRole(screen.phone ? 'listitem' : 'row')
        .filter({ hasText: text });

    test('a point is added with two slot lengths and overnight booking hours, edited and deleted', async ({ page }) => {
      const { storeId, tableId } = await ownerWithStore(page);
      if (screen.phone) {
        await page.goto('/main/ticket-points/list');
      } else {
        // From the sidebar's Tables group.
        await page.goto('/main/report-dashboard');
        await openFromMenu(page.getByRole('navigation', { name: 'Menu' }), 'Tables', 'Reservation points');
      }
      await expect(page).toHaveURL(/\/main\/ticket-points\/list$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reservation points' })).toBeVisible();
      await expect(page.getByText('No reservation points yet')).toBeVisible();

      // Added: the table picked names the point; two slot lengths; Friday 21:00–01:00 runs into the next day.
      await page.getByRole('button', { name: 'New reservation point' }).click();
      const dialog = page.getByRole('dialog', { name: 'New reservation point' });
      await animationsDone(dialog);
      await expect(dialog.getByLabel('Kind')).toHaveValue('table');
      await dialog.getByRole('combobox', { name: 'Table', exact: true }).selectOption({ label: 'Salon / Masa 1' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Salon / Masa 1');
      await dialog.getByRole('textbox', { name: 'Largest party' }).fill('6');
      await dialog.getByRole('textbox', { name: 'Party size up to, row 1' }).fill('2');
      await dialog.getByRole('button', { name: 'Add a party size' }).click();
      await dialog.getByRole('textbox', { name: 'Party size up to, row 2' }).fill('6');
      await dialog.getByRole('textbox', { name: 'Minutes, row 2' }).fill('150');
      await expect(dialog.getByText(/Overnight hours are allowed/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Add booking hours' }).click();
      await expect(dialog.getByRole('combobox', { name: 'Day, booking hours 1' })).toHaveValue('4');
      await dialog.getByLabel('From, booking hours 1').fill('21:00');
      await dialog.getByLabel('To, booking hours 1').fill('01:00');
      await expect(dialog.getByText('next day', { exact: true })).toBeVisible();
      expect(await seriousViolations(page, { scope: '[role="dialog"]' })).toEqual([]);
      await screenshot(page, `reservation-point-dialog-${screen.name}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(record(page, 'Salon / Masa 1')).toContainText('1–6 guests');
      await expect(record(page, 'Salon / Masa 1')).toContainText('On');

      const [saved] = await api<Point[]>(page, 'reservation/getPoints', { storeId });
      expect(saved).toMatchObject({
        name: 'Salon / Masa 1',
        kind: 'table',
        tableId,
        minParty: 1,
        maxParty: 6,
        combinable: false,
        slots: [
          { upTo: 2, minutes: 90 },
          { upTo: 6, minutes: 150 },
        ],
        windows: [{ day: 4, from: '21:00', to: '01:00' }],
        active: true,
      });
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `reservation-points-${screen.name}`);

      // Edited: renamed, combinable, the second slot length removed; the hours kept.
      await record(page, 'Salon / Masa 1').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit reservation point' });
      await animationsDone(edit);
      await expect(edit.getByLabel('To, booking hours 1')).toHaveValue('01:00');
      await edit.getByRole('textbox', { name: 'Name' }).fill('Pencere önü');
      await edit.getByRole('switch', { name: /^Can be combined/ }).check();
      await edit.getByRole('button', { name: 'Remove row 2' }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(record(page, 'Pencere önü')).toContainText('Yes');
      const [edited] = await api<Point[]>(page, 'reservation/getPoints', { storeId });
      expect(edited).toMatchObject({
        id: saved!.id,
        name: 'Pencere önü',
        combinable: true,
        slots: [{ upTo: 2, minutes: 90 }],
        windows: [{ day: 4, from: '21:00', to: '01:00' }],
      });

      // Deleted after a confirmation.
      await record(page, 'Pencere önü').getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete record' });
      await expect(confirm).toContainText('“Pencere önü” will be deleted');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('No reservation points yet')).toBeVisible();
      expect(await api<Point[]>(page, 'reservation/getPoints', { storeId })).toEqual([]);
    });

    test('the tour explains the screen, and it reads in Turkish', async ({ page }) => {
      await ownerWithStore(page);
      await page.goto('/main/ticket-points/list');
      await expect(page.getByRole('heading', { level: 1, name: 'Reservation points' })).toBeVisible();
      await page.getByRole('button', { name: 'How this screen works' }).click();
      const intro = page.getByRole('dialog', { name: 'Reservation points' });
      await expect(intro).toContainText('The places a guest can book');
      await intro.getByRole('button', { name: 'Close the tour' }).click();
      await expect(intro).toBeHidden();

      await page.evaluate(() => localStorage.setItem('sofra.language', JSON.stringify('tr')));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyon noktaları' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Yeni rezervasyon noktası' })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading|yükleniyor/i })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
