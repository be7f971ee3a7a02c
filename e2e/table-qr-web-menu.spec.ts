import { expect, test, type Page } from './support/test';
import { api, seriousViolations, storeWithMenu } from './support/helpers';

/**
 * A table's QR code opens the store's web menu (docs/tables-screens.md, Link table): with the web menu off, the QR
 * screens say guests see nothing, and making or printing codes asks to switch it on.
 */
test.describe.configure({ timeout: 120_000 });

/** A store with table Masa 1 in Salon and a published menu, whose web menu its owner has switched off. */
const storeWithWebMenuOff = async (page: Page) => {
  const { storeId, tableId } = await storeWithMenu(page, { Çorbalar: { 'Mercimek çorbası': 14_500 } });
  const { name } = await api<{ name: string }>(page, 'store/storeInfo', { id: storeId });
  await api(page, 'store/saveStore', { id: storeId, name, properties: { webMenuActive: false } });
  return { storeId, tableId, name };
};

const OFF = 'Web menu is off — guests scanning a code see nothing';
const ON = 'Web menu is on — guests scanning a code see the menu';

test('a new code for a store whose web menu is off asks to switch it on; switched on, the code opens the menu', async ({
  page,
}) => {
  const { storeId, tableId, name } = await storeWithWebMenuOff(page);

  await page.goto('/main/link-table');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link table');
  await expect(page.getByText(OFF)).toBeVisible();
  expect(await seriousViolations(page), 'axe: the web menu notice').toEqual([]);

  await page.getByRole('button', { name: 'Generate QR code' }).click();
  const ask = page.getByRole('dialog', { name: 'The web menu is off' });
  await expect(ask).toContainText(
    "Guests who scan these codes will see 'this menu is not available' until the web menu is on. Switch it on?",
  );
  await expect(ask.getByRole('button', { name: 'Not now' })).toBeVisible();
  await ask.getByRole('button', { name: 'Switch on' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(OFF)).toBeHidden();
  await expect(page.getByText(ON)).toBeVisible();

  // The code was made all the same; linked to the table, it opens the store's menu.
  const created = page.getByRole('region', { name: 'New table QR code' });
  const code = (await created.getByText(/^Code: /).textContent())!.replace('Code: ', '').trim();
  await api(page, 'store/linkTableToCode', { id: storeId, tableId, code });
  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Mercimek çorbası' })).toBeVisible();
});

test('the print sheet says the web menu is off and asks before printing; "Not now" prints and leaves it off', async ({
  page,
}) => {
  await storeWithWebMenuOff(page);
  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main/link-table');
  await page
    .getByRole('region', { name: 'Print QR codes' })
    .getByRole('button', { name: 'Open the print sheet' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'QR codes of Salon' });
  await expect(sheet.getByText(OFF)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Switch on the web menu' })).toBeInViewport();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await sheet.getByRole('button', { name: 'Print' }).click();
  const ask = page.getByRole('dialog', { name: 'The web menu is off' });
  await ask.getByRole('button', { name: 'Not now' }).click();
  await expect(ask).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.body.getAttribute('data-printed'))).toBe('yes');
  await expect(sheet.getByText(OFF)).toBeVisible();

  // The notice's own button switches it on, with no question.
  await sheet.getByRole('button', { name: 'Switch on the web menu' }).click();
  await expect(sheet.getByText(ON)).toBeVisible();
  await expect(sheet.getByText(OFF)).toBeHidden();
});
