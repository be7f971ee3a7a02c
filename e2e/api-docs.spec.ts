import { expect, test } from './support/test';

test('the API reference renders the published contracts, from this server alone', async ({ page }) => {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /content security policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      foreign.push(r.url());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  // The reference is built on the first request and drawn in the browser from the whole document (250 calls): on a
  // busy two-core machine that took more than the default 10 s once, with the page otherwise right.
  await expect(page.getByRole('heading', { name: 'Sofra API' }).first()).toBeVisible({ timeout: 30_000 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar for Sofra API' });
  await sidebar.getByRole('button', { name: 'Open Group - user', exact: true }).click();
  await sidebar.getByRole('link', { name: /^user\/requestOtp/ }).click();
  await expect(page.getByRole('heading', { name: 'user/requestOtp' })).toBeVisible();
  await expect(page.getByText('/api/user/requestOtp').first()).toBeVisible();
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
