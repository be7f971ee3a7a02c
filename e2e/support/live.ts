import { expect, type Browser, type Page } from './test';
import { api, axeScan, signIn } from './helpers';

/** The live screens' set-up (docs/live-screens.md): an owner with one store, its table and QR code, all through the API. */

export { screens } from './helpers';

/** A new owner signed in, with a store of the given properties made active; any screen size. */
export const ownerWithStore = async (page: Page, name: string, properties: Record<string, unknown>) => {
  await signIn(page);
  const store = await api<{ id: string; name: string }>(page, 'store/saveStore', {
    name,
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table', 'delivery'],
    languages: ['tr', 'en'],
    properties: { webMenuActive: true, ...properties },
  });
  await page.evaluate((id) => localStorage.setItem('sofra.activeStoreId', JSON.stringify(id)), store.id);
  return { storeId: store.id, storeName: name };
};

/** A table linked to a new QR code: what a guest scans. */
export const tableWithCode = async (page: Page, storeId: string, groupName: string, tableName: string) => {
  const table = await api<{ id: string }>(page, 'store/saveStoreTable', { storeId, groupName, tableName });
  const qr = await api<{ code: string }>(page, 'helper/createTableQR', { storeId, width: 256 });
  await api(page, 'store/linkTableToCode', { id: storeId, tableId: table.id, code: qr.code });
  return { tableId: table.id, code: qr.code };
};

/** A guest's public call, as the guest web menu makes it (no sign-in). */
export const guestCall = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const res = await page.request.post(`/api/${path}`, { data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
};

/** A second browser of the same owner (another device), on the same store and screen. */
export const sameOwnerElsewhere = async (
  browser: Browser,
  page: Page,
  path: string,
  viewport: { width: number; height: number },
) => {
  const saved = await page.evaluate(() =>
    ['sofra.login', 'sofra.userInfo', 'sofra.activeStoreId', 'sofra.language'].map((k) => [k, localStorage.getItem(k)]),
  );
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'Europe/Istanbul' });
  const other = await context.newPage();
  await other.goto('/login');
  await other.evaluate((entries) => {
    for (const [k, v] of entries) if (v !== null) localStorage.setItem(k!, v);
  }, saved);
  await other.goto(path);
  return { other, context };
};

/** No serious or critical axe-core violation (WCAG 2 A and AA) on the page as it is now. */
export const expectNoSeriousViolations = async (page: Page) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await axeScan(page);
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual([]);
};
