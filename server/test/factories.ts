import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import type { Product } from '@sofra/contracts/menu/catalogue.schemas';
import { couponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Store, StoreSave } from '@sofra/contracts/stores/stores.schemas';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-app.ts';

let n = 0;
export const newStore = (overrides: Partial<StoreSave> = {}): StoreSave => ({
  name: `Test Lokantası ${++n}`,
  phone: '+902121234567',
  address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. No:1' },
  serviceTypes: ['table', 'take-away'],
  ...overrides,
});

export type Session = Awaited<ReturnType<TestApp['signIn']>>;

/** Two signed-in owners, and a store the first one owns: the setup of every "another owner is refused" test. */
export const ownerAndStranger = async (t: TestApp): Promise<{ owner: Session; other: Session; store: Store }> => {
  const [owner, other] = [await t.signIn(), await t.signIn()];
  return { owner, other, store: await t.call(owner.token, storeCalls.saveStore, newStore()) };
};

/** A product of `publishedMenu`: its price in minor units, its tax rate in percent (10 when left out), a PLU. */
export interface MenuProduct {
  name: string;
  price: number;
  rate?: number;
  plu?: string;
}

/**
 * One group "Ana yemekler" holding `products` at the store's default tax rates, published: what a test needs before it
 * opens a folio or orders from the web menu. Answers the products in the order given.
 */
export const publishedMenu = async (
  t: TestApp,
  token: string,
  storeId: string,
  products: MenuProduct[],
): Promise<Product[]> => {
  const rates = await t.call(token, defs.taxRates.list, { storeId });
  const group = await t.call(token, catalogueCalls.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const made: Product[] = [];
  for (const { name, price, rate = 10, plu } of products)
    made.push(
      await t.call(token, catalogueCalls.saveProduct, {
        storeId,
        groupId: group.id,
        names: { tr: name },
        price,
        taxRateId: (rates.find((r) => r.rate === rate) ?? rates[0]!).id,
        ...(plu ? { plu } : {}),
      }),
    );
  await t.call(token, storeCalls.syncStoreMenu, { id: storeId });
  return made;
};

/** A table in the 'Salon' group with a QR code linked to it: what a guest at that table scans. */
export const tableWithQr = async (
  t: TestApp,
  token: string,
  storeId: string,
  tableName: string,
  startAction: 'in-store' | 'take-away' = 'in-store',
) => {
  const table = await t.call(token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName, startAction });
  const qr = await t.call(token, tableCalls.createTableQR, { storeId, width: 256 });
  await t.call(token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
  return { table, code: qr.code };
};

/** An app on a clock the test sets (`at`) instead of waiting for the time it needs. */
export const appWithClock = async (start: string, config?: TestAppOptions['config']) => {
  let clock = new Date(start);
  const t = await buildTestApp({ services: { now: () => clock }, ...(config && { config }) });
  return {
    t,
    at: (iso: string) => {
      clock = new Date(iso);
    },
    /** The clock moved on by `ms`. */
    later: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
};

/**
 * An app for many guests' orders from one address and one table: the per-minute order limits out of the way, and a
 * clock the test moves past a table's 30 seconds between orders (`later()`) instead of waiting.
 */
export const guestOrdersApp = async () => {
  const app = await appWithClock('2026-11-18T12:00:00Z', {
    guestOrdersPerMinute: { perAddress: 10_000, perStore: 10_000 },
  });
  return { t: app.t, later: () => app.later(31_000) };
};

/** Campaign schedules of the campaign tests: weekdays 16:00–19:00 from November 2026, and every hour of every day. */
export const campaignSchedules = {
  weekdays: { from: '2026-11-01', to: null, days: [1, 2, 3, 4, 5], startTime: '16:00', endTime: '19:00' },
  always: { from: '2026-01-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' },
};

/** An owner signed in with a store of drinks and food (`drinksAndFoodStore`). */
export const ownerWithDrinksAndFood = async (t: TestApp, store: Partial<StoreSave> = {}) => {
  const owner = await t.signIn();
  return { owner, ...(await drinksAndFoodStore(t, owner.token, store)) };
};

/**
 * A store of the owner's whose published menu has drinks (Cola 40.00, Ayran 20.00) and food (Köfte 250.00) at KDV
 * 10 %, with its cash payment type: what campaign and coupon tests price and pay. `store`: more of the store's fields.
 */
export const drinksAndFoodStore = async (t: TestApp, token: string, store: Partial<StoreSave> = {}) => {
  const storeId = (await t.call(token, storeCalls.saveStore, newStore(store))).id;
  const taxRateId = (await t.call(token, defs.taxRates.list, { storeId })).find((r) => r.rate === 10)!.id;
  const drinks = await t.call(token, catalogueCalls.saveGroup, { storeId, names: { tr: 'İçecekler' } });
  const food = await t.call(token, catalogueCalls.saveGroup, { storeId, names: { tr: 'Yemekler' } });
  const product = (groupId: string, name: string, price: number) =>
    t.call(token, catalogueCalls.saveProduct, { storeId, groupId, names: { tr: name }, price, taxRateId });
  const cola = await product(drinks.id, 'Cola', 4_000);
  const ayran = await product(drinks.id, 'Ayran', 2_000);
  const kofte = await product(food.id, 'Köfte', 25_000);
  await t.call(token, storeCalls.syncStoreMenu, { id: storeId });
  const cash = (await t.call(token, defs.paymentTypes.list, { storeId })).find((p) => p.collectionType === 'cash')!;
  return { storeId, drinks, food, cola, ayran, kofte, cash };
};

/**
 * The coupons guests bring to a store in the guest wallet tests: YAZ10 (10 % off, once per guest) and five single-use
 * 50.00 gift codes.
 */
export const guestCoupons = async (t: TestApp, token: string, storeId: string) => {
  const yaz = await t.call(token, couponCalls.create, {
    storeId,
    name: 'Yaz indirimi',
    benefit: { kind: 'percent', value: 10 },
    code: 'YAZ10',
    usesPerGuest: 1,
  });
  const gift = await t.call(token, couponCalls.create, {
    storeId,
    name: '50 TL hediye',
    benefit: { kind: 'amount', value: 5_000 },
    singleUseCodes: 5,
  });
  return { yaz, gift };
};
