import { expect, test, type APIRequestContext } from './support/test';
import { registerThroughApi, seriousViolations } from './support/helpers';

/**
 * A guest's order from the web menu (docs/live.md, Guests' orders): a store taking orders, its menu and a table QR
 * code set up through the API; on a phone the guest fills a basket and sends it; the owner finds it in the order
 * service (API) and accepts it; the guest's page shows the answer with the ready time.
 */
test.use({ viewport: { width: 390, height: 844 } });

const call = async <T>(request: APIRequestContext, token: string | null, path: string, data: unknown): Promise<T> => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await request.post(`/api/${path}`, { data, headers });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
};

test('a guest sends a basket from the table; the owner accepts it; the page shows it accepted with the ready time', async ({
  page,
}) => {
  const { token } = await registerThroughApi(page);
  const post = <T>(path: string, data: unknown) => call<T>(page.request, token, path, data);
  const store = await post<{ id: string }>('store/saveStore', {
    name: 'Moda Meyhanesi',
    phone: '+902163334455',
    address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 12' },
    serviceTypes: ['table'],
    languages: ['tr', 'en'],
    properties: { webMenuActive: true, order: true, callWaiter: true, requestCheck: true },
  });
  const soups = await post<{ id: string }>('menu/saveGroup', {
    storeId: store.id,
    names: { tr: 'Çorbalar', en: 'Soups' },
  });
  const soup = await post<{ id: string }>('menu/saveProduct', {
    storeId: store.id,
    groupId: soups.id,
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    price: 14_550,
  });
  await post('menu/saveProduct', {
    storeId: store.id,
    groupId: soups.id,
    names: { tr: 'Ayran', en: 'Ayran' },
    price: 3_000,
  });
  const size = await post<{ id: string }>('menu/saveModifier', {
    storeId: store.id,
    names: { tr: 'Porsiyon', en: 'Portion' },
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: { tr: 'Tam', en: 'Full' }, isDefault: true },
      { names: { tr: 'Büyük', en: 'Large' }, price: 3_000 },
    ],
  });
  await post('menu/setLinks', { storeId: store.id, target: 'product', id: soup.id, modifierIds: [size.id] });
  await post('store/syncStoreMenu', { id: store.id });
  const table = await post<{ id: string }>('store/saveStoreTable', {
    storeId: store.id,
    groupName: 'Salon',
    tableName: 'Salon 3',
    startAction: 'in-store',
  });
  const qr = await post<{ code: string }>('helper/createTableQR', { storeId: store.id, width: 256 });
  await post('store/linkTableToCode', { id: store.id, tableId: table.id, code: qr.code });

  await page.goto(`/qr/${qr.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeVisible();
  // A waiter is called from the table: sent once, then too soon for 30 seconds; the staff see the signal (API).
  // "On the way" only once a member of staff acknowledged the call (the table's stream tells the page).
  await page.getByRole('button', { name: 'Call waiter' }).click();
  const service = page.getByRole('region', { name: 'Service at your table' });
  await expect(service.getByRole('status')).toHaveText('Sent.');
  const signals = await post<{ id: string; kind: string; tableName: string }[]>('signal/get', { storeId: store.id });
  expect(signals).toMatchObject([{ kind: 'waiter', tableName: 'Salon 3' }]);
  await post('signal/acknowledge', { storeId: store.id, id: signals[0]!.id });
  await expect(service.getByRole('status')).toHaveText('Sent: a waiter is on the way.');
  await page.getByRole('button', { name: 'Call waiter' }).click();
  await expect(service.getByRole('status')).toHaveText(/^Already sent just now\. You can try again in \d+ s\.$/);
  await expect(page.getByRole('button', { name: 'Request the bill' })).toBeVisible();

  // Two large lentil soups and an ayran.
  const lentil = page.getByRole('article', { name: 'Lentil soup' });
  await lentil.getByRole('button', { name: 'Add Lentil soup' }).click();
  const form = lentil.getByRole('form', { name: 'Add Lentil soup' });
  await form.getByRole('radio', { name: /Large/ }).check();
  await form.getByRole('button', { name: 'One more Lentil soup' }).click();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('article', { name: 'Ayran' }).getByRole('button', { name: 'Add Ayran' }).click();
  await expect(page.getByRole('link', { name: /^Basket: 3 items/ })).toBeVisible();
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket).toContainText('Lentil soup, Large');
  await basket.getByRole('textbox', { name: 'Note for the kitchen (optional)' }).fill('No onions');
  expect(await seriousViolations(page)).toEqual([]);
  await basket.getByRole('button', { name: 'Send order' }).click();

  const order = page.getByRole('region', { name: /Your order/ });
  await expect(order.getByRole('status')).toHaveText('Sent.');
  // The order's lines carry the names of the store's default language, as the kitchen and the bill read them.
  await expect(order).toContainText('2 × Mercimek çorbası');

  // The owner's order service (API): the order waits there, priced by the server.
  type Order = { id: string; status: string; note: string; totals: { total: number }; lines: { name: string }[] };
  const [placed] = await post<Order[]>('order/get', { storeId: store.id });
  expect(placed).toMatchObject({ status: 'waiting', note: 'No onions' });
  expect(placed!.lines.map((l) => l.name)).toEqual(['Mercimek çorbası', 'Ayran']);
  expect(placed!.totals.total).toBe(2 * (14_550 + 3_000) + 3_000);
  const accepted = await post<{ readyAt: string }>('order/accept', {
    storeId: store.id,
    id: placed!.id,
    prepMinutes: 25,
  });

  const ready = await page.evaluate(
    (iso) => new Date(iso).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' }),
    accepted.readyAt,
  );
  // The page asks again every 10 seconds (or hears it at once on the order's stream).
  await expect(order.getByRole('status')).toHaveText(`Sent: a waiter is on the way. Ready at about ${ready}.`, {
    timeout: 20_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
});
