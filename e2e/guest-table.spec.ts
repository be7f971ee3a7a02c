import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectFitsPhone, freshGsm, layoutShift, registerThroughApi, seriousViolations } from './support/helpers';

/**
 * The guest's table (docs/live.md): the basket is priced by the server as the order will be (a running campaign and
 * the service fee), a table's orders make one bill, every order of the visit stays on the page with its answer, and a
 * pause of the store hides ordering on an open page. Set up through the API; the guest on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

const call = async <T>(request: APIRequestContext, token: string | null, path: string, data: unknown): Promise<T> => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await request.post(`/api/${path}`, { data, headers });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
};

/** A store with a 10 % service fee taking orders: Su 40.00 at 10 % off all day, Köfte 250.00; table Salon 3. */
const setUp = async (page: Page, properties: Record<string, boolean> = {}) => {
  const { token } = await registerThroughApi(page);
  const post = <T>(path: string, data: unknown) => call<T>(page.request, token, path, data);
  const store = await post<{ id: string }>('store/saveStore', {
    name: 'Moda Meyhanesi',
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
    serviceFee: 10,
    properties: { webMenuActive: true, order: true, ...properties },
  });
  const drinks = await post<{ id: string }>('menu/saveGroup', {
    storeId: store.id,
    names: { tr: 'İçecekler', en: 'Drinks' },
  });
  const food = await post<{ id: string }>('menu/saveGroup', {
    storeId: store.id,
    names: { tr: 'Yemekler', en: 'Food' },
  });
  await post('menu/saveProduct', {
    storeId: store.id,
    groupId: drinks.id,
    names: { tr: 'Su', en: 'Water' },
    price: 4_000,
  });
  const kofte = await post<{ id: string }>('menu/saveProduct', {
    storeId: store.id,
    groupId: food.id,
    names: { tr: 'Köfte', en: 'Meatballs' },
    price: 25_000,
  });
  await post('store/syncStoreMenu', { id: store.id });
  await post('campaign/save', {
    storeId: store.id,
    name: 'İçecek saati',
    kind: 'happy-hour',
    rule: { percent: 10, groupIds: [drinks.id] },
    segment: 'all',
    schedule: { from: '2026-01-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' },
    status: 'running',
  });
  const table = await post<{ id: string }>('store/saveStoreTable', {
    storeId: store.id,
    groupName: 'Salon',
    tableName: 'Salon 3',
    startAction: 'in-store',
  });
  const qr = await post<{ code: string }>('helper/createTableQR', { storeId: store.id, width: 256 });
  await post('store/linkTableToCode', { id: store.id, tableId: table.id, code: qr.code });
  return { post, storeId: store.id, tableId: table.id, code: qr.code, kofteId: kofte.id };
};

type Order = { id: string; number: number; totals: { total: number }; lines: { productId: string; name: string }[] };
type Bill = { id: string; tableId: string; lines: { name: string; guestOrderId: string | null }[] };

const add = (page: Page, name: string) =>
  page
    .getByRole('article', { name })
    .getByRole('button', { name: `Add ${name}` })
    .click();

test('the basket is the order; two orders make one bill and both are followed on the page, one rejected', async ({
  page,
}) => {
  const { post, storeId, tableId, code } = await setUp(page);
  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeVisible();

  // The card says the campaign's price before anything is added: 40.00 struck, 36.00, and the campaign's name.
  const water = page.getByRole('article', { name: 'Water' });
  await expect(water.locator('.price ins')).toHaveText('₺36.00');
  await expect(water.locator('.price del')).toHaveText('₺40.00');
  await expect(water.getByText('İçecek saati')).toBeVisible();
  await add(page, 'Water');
  await page.getByRole('tab', { name: 'Food' }).click();
  await expect(page.getByRole('article', { name: 'Meatballs' }).locator('.price')).toHaveText('₺250.00');
  await add(page, 'Meatballs');
  const basket = page.getByRole('region', { name: 'Your basket' });
  // Water 40.00 at the campaign's 36.00; the fee 10 % of 286.00; the total as the order will be.
  await expect(basket.getByText('İçecek saati')).toBeVisible();
  await expect(basket.getByLabel('Menu price ₺40.00')).toBeVisible();
  await expect(basket.getByText('₺36.00')).toBeVisible();
  await expect(basket.getByText('Service fee (10%)')).toBeVisible();
  await expect(basket.getByText('₺28.60')).toBeVisible();
  await expect(basket.getByText('₺314.60')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket: 2 items · ₺314.60' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await basket.getByRole('button', { name: 'Send order' }).click();

  const first = page.getByRole('region', { name: /^Your order \(no\. \d+\)$/ }).first();
  await expect(first.getByRole('status')).toHaveText('Sent.');
  await expect(first).toContainText('Service fee₺28.60');
  await expect(first).toContainText('₺314.60');
  const [placed] = await post<Order[]>('order/get', { storeId });
  expect(placed!.totals.total).toBe(31_460);

  // A second order from this page, and one from another guest at the same table.
  await add(page, 'Meatballs');
  await expect(page.getByRole('link', { name: 'Basket: 1 item · ₺275.00' })).toBeVisible();
  await basket.getByRole('button', { name: 'Send order' }).click();
  await expect(page.getByRole('region', { name: /^Your order/ })).toHaveCount(2);
  await call(page.request, null, 'guest/order', {
    code,
    lines: [{ productId: placed!.lines[0]!.productId, quantity: 2, options: [] }],
  });

  const orders = await post<Order[]>('order/get', { storeId });
  expect(orders).toHaveLength(3);
  // Newest first: the other guest's, this page's second, this page's first.
  const [theirs, second] = orders;
  await post('order/accept', { storeId, id: placed!.id, prepMinutes: 15 });
  await post('order/accept', { storeId, id: theirs!.id, prepMinutes: 15 });
  await post('order/reject', { storeId, id: second!.id, reason: 'Köfte bitti' });

  // One bill on the table, holding both accepted orders.
  const bills = (await post<Bill[]>('folio/get', { storeId })).filter((b) => b.tableId === tableId);
  expect(bills).toHaveLength(1);
  const bill = await post<Bill>('folio/getById', { storeId, id: bills[0]!.id });
  expect(new Set(bill.lines.map((l) => l.guestOrderId))).toEqual(new Set([placed!.id, theirs!.id]));

  // Both of this page's orders shown with their answers.
  const byNumber = (o: Order) => page.getByRole('region', { name: `Your order (no. ${o.number})` });
  await expect(byNumber(placed!).getByRole('status')).toHaveText(/^Sent: a waiter is on the way\./, {
    timeout: 20_000,
  });
  await expect(byNumber(second!).getByRole('status')).toHaveText('Not accepted: Köfte bitti', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the table’s bill another guest’s order opened: a signed-in guest applies a promo code and sees the new total', async ({
  page,
}) => {
  const { post, storeId, tableId, code, kofteId } = await setUp(page);
  await post('order/saveSettings', { storeId, autoAccept: true, prepMinutes: 20 });
  await post('coupon/create', { storeId, name: 'Summer 10', benefit: { kind: 'percent', value: 10 }, code: 'YAZ10' });
  // Another guest at the table orders, signed out: accepted at once, their order is the table's bill.
  await call(page.request, null, 'guest/order', { code, lines: [{ productId: kofteId, quantity: 2, options: [] }] });
  // This guest is signed in on their phone (the session the guest page keeps).
  const { token } = await registerThroughApi(page, freshGsm(), 'Ayşe Yılmaz');
  await page.addInitScript(
    (session) => localStorage.setItem('sofra-guest-session', session),
    JSON.stringify({ token, name: 'Ayşe Yılmaz', gsm: '' }),
  );

  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeVisible();
  const bill = page.getByRole('region', { name: /^Your bill/ });
  // Two Köfte (named as the bill and its receipt name them), a 10 % service fee: what is left to pay is on its heading.
  const toggle = bill.getByRole('button', { name: 'Your bill ₺550.00' });
  await expect(toggle).toBeVisible();
  // It arrives once the page runs, under the menu: nothing the guest was reading moved.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(bill.getByText('2 × Köfte')).toBeVisible();
  await expect(bill).toContainText('Service fee₺50.00');
  await expect(bill).toContainText('Total₺550.00');
  expect(await seriousViolations(page)).toEqual([]);

  await bill.getByLabel('Coupon or promo code').fill('yaz10');
  await bill.getByRole('button', { name: 'Apply' }).click();
  await expect(bill.getByText('Done: your bill is now ₺495.00.')).toBeVisible();
  await expect(bill).toContainText('Summer 10 (YAZ10)−₺50.00');
  await expect(bill).toContainText('Service fee₺45.00');
  await expect(bill).toContainText('Total₺495.00');
  await expect(bill.getByRole('button', { name: 'Your bill ₺495.00' })).toBeVisible();
  // On a phone: whole within the screen, every control of 44 px, and axe clean.
  await expectFitsPhone(page);
  for (const control of [...(await bill.getByRole('button').all()), bill.getByLabel('Coupon or promo code')]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The owner's bill carries the coupon's discount.
  const [folio] = (
    await post<(Bill & { discount: { reasonName: string; amount: number } | null })[]>('folio/get', {
      storeId,
    })
  ).filter((b) => b.tableId === tableId);
  expect(folio!.discount).toMatchObject({ reasonName: 'Summer 10 (YAZ10)', amount: 5_000 });
});

test('a pause of the store hides ordering on an open page within seconds', async ({ page }) => {
  const { post, storeId, code } = await setUp(page);
  await page.goto(`/qr/${code}`);
  await add(page, 'Water');
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket.getByRole('button', { name: 'Send order' })).toBeEnabled();
  await post('order/setStoreStatus', { storeId, status: 'rush-hour' });
  await expect(page.getByRole('button', { name: 'Add Water' })).toBeHidden({ timeout: 3_000 });
  await expect(basket).toBeHidden({ timeout: 3_000 });
  await expect(page.getByText('The venue is not taking orders right now.')).toBeVisible();
  await post('order/setStoreStatus', { storeId, status: 'open' });
  await expect(page.getByRole('button', { name: 'Add Water' })).toBeVisible({ timeout: 3_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone: text of 14 px or more, controls of 44 px, whole basket lines; the waiter call "on the way" once acknowledged', async ({
  page,
}) => {
  const { post, storeId, code } = await setUp(page, { callWaiter: true, requestCheck: true });
  // A browser in German, which the store does not offer: English, which it does (not its default Turkish).
  await page.setExtraHTTPHeaders({ 'accept-language': 'de-DE,de;q=0.9' });
  await page.goto(`/qr/${code}`);
  await expect(page.getByRole('article', { name: 'Water' })).toBeVisible();

  await page.getByRole('button', { name: 'Call waiter' }).click();
  const service = page.getByRole('region', { name: 'Service at your table' });
  await expect(service.getByRole('status')).toHaveText('Sent.');
  const [signal] = await post<{ id: string }[]>('signal/get', { storeId });
  await post('signal/acknowledge', { storeId, id: signal!.id });
  await expect(service.getByRole('status')).toHaveText('Sent: a waiter is on the way.');

  await add(page, 'Water');
  await page.getByRole('tab', { name: 'Food' }).click();
  await add(page, 'Meatballs');
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket.getByRole('button', { name: 'Send order' })).toBeEnabled();
  // Every control a finger presses is at least 44 px high and wide.
  for (const control of [
    ...(await page.getByRole('button').all()),
    ...(await page.getByRole('tab').all()),
    ...(await page.getByRole('combobox').all()),
    ...(await page.getByRole('searchbox').all()),
  ]) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
  }
  // Every text shown is at least 14 px; none is cut off or wider than the screen.
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!node.textContent?.trim() || !element.checkVisibility()) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 14) found.push(`${node.textContent.trim()}: ${size}px`);
    }
    return found;
  });
  expect(small).toEqual([]);
  for (const line of await basket.getByRole('listitem').all()) {
    const box = (await line.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await line.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  }
  await expect(basket.getByText('Meatballs', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/qr/ without a code, or with an unknown one, is the guest page’s own "not available", not the owner’s login', async ({
  page,
}) => {
  for (const address of ['/qr/', '/qr', '/qr/AAAAAAAAAAAAAAAAAAAAAA']) {
    const res = await page.goto(address);
    expect(res!.status(), address).toBe(404);
    await expect(page.getByRole('status')).toHaveText(
      /This menu is not available right now|Bu menü şu anda kullanılamıyor/,
    );
    await expect(page.getByRole('button', { name: /Sign in|Giriş/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
