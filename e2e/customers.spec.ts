import { expect, test } from './support/test';
import { api, DEMO_OWNER, screenshot, seriousViolations, signIn, expectFitsPhone } from './support/helpers';

/**
 * The customer list (docs/customers.md) on the demo owner's Karaköy store, whose guests the demo seed gives visits over
 * 120 days (server/src/seed/demo-customers.ts): visits cannot be dated in the past through the API, so the seed's are
 * the set-up. The demo owner signs in once (a number gets one code a minute): one test, desktop then phone.
 */
test.describe.configure({ timeout: 120_000 });

interface Report {
  total: number;
  items: { name: string; segments: string[] }[];
}

test('the customer list filters to lapsed guests, the message dialog shows the audience; phone layout; axe', async ({
  page,
}) => {
  await signIn(page, DEMO_OWNER);
  const list = page.getByRole('dialog', { name: 'Store List' });
  await list.getByRole('button', { name: 'Karaköy Meyhanesi' }).click();
  await expect(list).toBeHidden();
  const storeId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sofra.activeStoreId') ?? 'null') as string,
  );
  const lapsed = await api<Report>(page, 'report/getUserReport', { storeId, segment: 'lapsed', pageSize: 200 });
  const all = await api<Report>(page, 'report/getUserReport', { storeId, pageSize: 200 });
  expect(lapsed.total).toBeGreaterThan(0);
  expect(lapsed.total).toBeLessThan(all.total);

  // Through the sidebar's Loyalty group.
  await page.getByRole('button', { name: 'Loyalty' }).click();
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/main\/customer-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await expect(page.getByText(`${all.total} guests`)).toBeVisible();
  const grid = page.getByRole('table', { name: 'Guests' });
  await expect(grid.getByRole('row')).toHaveCount(all.total + 1);

  // Lapsed only: the count and rows follow, every row carries the Lapsed badge.
  await page.getByRole('combobox', { name: 'Segment' }).click();
  await page.getByRole('option', { name: 'Lapsed' }).click();
  await expect(page.getByText(lapsed.total === 1 ? '1 guest' : `${lapsed.total} guests`)).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(lapsed.total + 1);
  for (const name of lapsed.items.map((r) => r.name)) await expect(grid).toContainText(name);
  const rows = grid.getByRole('row');
  for (let i = 1; i <= lapsed.total; i += 1) await expect(rows.nth(i)).toContainText('Lapsed');

  // Search narrows within the segment.
  const first = lapsed.items[0]!.name;
  const word = first.split(' ')[0]!;
  await page.getByRole('textbox', { name: 'Search' }).fill(word);
  await expect(grid.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  // Only the header row lacks the word.
  await expect(grid.getByRole('row').filter({ hasNotText: word })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(grid.getByRole('row')).toHaveCount(lapsed.total + 1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'customers-desktop');

  // The message dialog asks the server how many guests an SMS to the segment reaches, before anything is sent.
  const audience = await api<{ reached: number; segmentSize: number }>(page, 'user/countMessageAudience', {
    storeId,
    segment: 'lapsed',
    channel: 'sms',
  });
  expect(audience.segmentSize).toBe(lapsed.total);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await expect(dialog.getByText(`Reaches ${audience.reached} of ${audience.segmentSize} guests`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Sizi özledik! Bu hafta tatlılar bizden.');
  await expect(dialog.getByText('39 / 480 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A phone: the list becomes cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await expect(page.getByText(`${all.total} guests`)).toBeVisible();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Send a message' }).getByText(/Reaches \d+ of \d+ guests/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'customers-phone');
});
