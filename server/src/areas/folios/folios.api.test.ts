import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { MAX_TIP, type Folio } from '@sofra/contracts/folios/folios.schemas';
import { catalogueCalls as c, extrasCalls as x } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { businessDayOf } from './business-day.ts';

let t: TestApp;
const UNKNOWN = '0000000000a-0000-0000-000000000000';

/**
 * A store with a 10 % service fee, two tables (and an inactive one), the products of docs/folios.md's example (Köfte
 * 250.00 at 10 % with a department and a printer, Cola 40.00 at 20 %, Baklava 90.00 at 10 %, Çay 15.00 at 1 %), a
 * Lahmacun with a required "Acı" variation, and an "Ekstra" variation (0–2 choices) on the whole group; published.
 * Its default definitions (docs/definitions.md) give the payment types and reasons.
 */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
  const table = await t.call(owner.token, tableCalls.saveStoreTable, {
    storeId,
    groupName: 'Salon',
    tableName: 'Salon 1',
  });
  const garden = await t.call(owner.token, tableCalls.saveStoreTable, {
    storeId,
    groupName: 'Bahçe',
    tableName: 'Bahçe 1',
  });
  const closedTable = await t.call(owner.token, tableCalls.saveStoreTable, {
    storeId,
    groupName: 'Bahçe',
    tableName: 'Bahçe 9',
    active: false,
  });
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const rate = (percent: number) => rates.find((r) => r.rate === percent)!.id;
  // The service fee is taxed at the default rate: 20 % here, as in docs/folios.md's case (a new store's is 10 %).
  await t.call(owner.token, defs.taxRates.save, { storeId, id: rate(20), name: 'KDV %20', rate: 20, isDefault: true });
  const food = (await t.call(owner.token, defs.departments.list, { storeId }))[0]!;
  const printer = await t.call(owner.token, defs.printers.save, {
    storeId,
    name: 'Mutfak',
    type: 'unit',
    connection: '192.168.1.50:9100',
    paperWidth: 80,
  });
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const product = (name: string, price: number, percent: number, more = {}) =>
    t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: name },
      price,
      taxRateId: rate(percent),
      ...more,
    });
  const kofte = await product('Köfte', 25_000, 10, { departmentId: food.id, printerId: printer.id, plu: 'KFT-1' });
  const cola = await product('Cola', 4_000, 20);
  const baklava = await product('Baklava', 9_000, 10);
  const cay = await product('Çay', 1_500, 1);
  const lahmacun = await product('Lahmacun', 9_000, 10);
  const offMenu = await product('Kapalı ürün', 1_000, 10, { active: false });
  const caviar = await product('Havyar', 50_000_000, 20);
  const spice = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Acı' },
    minChoices: 1,
    maxChoices: 1,
    options: [{ names: { tr: 'Acılı' } }, { names: { tr: 'Acısız' } }],
  });
  const extra = await t.call(owner.token, x.saveModifier, {
    storeId,
    names: { tr: 'Ekstra' },
    minChoices: 0,
    maxChoices: 2,
    options: [
      { names: { tr: 'Kaşar' }, price: 500 },
      { names: { tr: 'Yumurta' }, price: 700 },
      { names: { tr: 'Sucuk' }, price: 1_500 },
    ],
  });
  await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: lahmacun.id, modifierIds: [spice.id] });
  await t.call(owner.token, x.setLinks, { storeId, target: 'group', id: group.id, modifierIds: [extra.id] });
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  // Made after the publish: not on the menu the folios read.
  const unpublished = await product('Yeni ürün', 2_000, 10);
  const payTypes = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const payType = (collectionType: string) => payTypes.find((p) => p.collectionType === collectionType)!;
  const discounts = await t.call(owner.token, defs.discountReasons.list, { storeId });
  const gifts = await t.call(owner.token, defs.giftReasons.list, { storeId });
  const deletes = await t.call(owner.token, defs.deleteReasons.list, { storeId });
  return {
    owner,
    storeId,
    table,
    garden,
    closedTable,
    food,
    printer,
    products: { kofte, cola, baklava, cay, lahmacun, offMenu, unpublished, caviar },
    spice,
    extra,
    cash: payType('cash'),
    card: payType('bank'),
    tenPercent: discounts.find((d) => d.kind === 'percent' && d.value === 10)!,
    typedAmount: discounts.find((d) => d.kind === 'amount' && d.value === 0)!,
    giftReason: gifts[0]!,
    mistake: deletes.find((d) => !d.wasted)!,
    wasted: deletes.find((d) => d.wasted)!,
  };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

let shop: Shop;
beforeAll(async () => {
  t = await buildTestApp();
  shop = await setUp();
});
afterAll(async () => t.close());

const line = (productId: string, quantity = 1, options: string[] = []) => ({ productId, quantity, options });

/** Opens a folio on Salon 1 as the shop's owner. */
const open = (lines: (ReturnType<typeof line> & { note?: string })[] = [], s: Shop = shop, token = s.owner.token) =>
  t.call(token, f.save, { storeId: s.storeId, serviceType: 'table', tableId: s.table.id, lines });

const ref = (folio: Folio) => ({ storeId: folio.storeId, id: folio.id });
const lineOf = (folio: Folio, name: string) => folio.lines.find((l) => l.name === name)!;
/** The code of a refused call, and its status. */
const refused = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown, headers = {}) => {
  const res = await t.raw(token, call, body, headers);
  return { status: res.statusCode, code: res.json().code as string, fields: res.json().fields as unknown };
};
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('opening and adding lines', () => {
  test('a folio opens on the table with the next number of the business day and lines from the published menu', async () => {
    const before = new Date();
    const first = await open([line(shop.products.kofte.id, 2)]);
    const second = await open();
    expect(second.number).toBe(first.number + 1);
    expect(first.businessDay).toBe(businessDayOf(before));
    expect(first).toMatchObject({
      storeId: shop.storeId,
      tableId: shop.table.id,
      tableName: 'Salon 1',
      tableGroup: 'Salon',
      serviceType: 'table',
      source: 'portal',
      status: 'open',
      hidden: false,
      version: 1,
      openedBy: { id: shop.owner.userId, name: 'Test Kullanıcı' },
      closedBy: null,
      discount: null,
      payments: [],
    });
    expect(first.lines).toEqual([
      {
        id: expect.any(String),
        productId: shop.products.kofte.id,
        name: 'Köfte',
        plu: 'KFT-1',
        basePrice: 25_000,
        unitPrice: 25_000,
        quantity: 2,
        taxRate: 10,
        departmentId: shop.food.id,
        departmentName: shop.food.name,
        printerId: shop.printer.id,
        printerName: 'Mutfak',
        options: [],
        note: '',
        state: 'active',
        discount: null,
        campaign: null,
        gift: null,
        void: null,
        gross: 50_000,
        net: 50_000,
        tax: 4_545,
        staff: { id: shop.owner.userId, name: 'Test Kullanıcı' },
        guestOrderId: null,
        createdAt: expect.any(String),
      },
    ]);
    // 500.00 + 10 % service fee (its KDV at the default 20 %).
    expect(first.totals).toEqual({
      gross: 50_000,
      discounts: 0,
      gifts: 0,
      voids: 0,
      serviceFee: 5_000,
      taxes: [
        { rate: 10, base: 45_455, tax: 4_545 },
        { rate: 20, base: 4_167, tax: 833 },
      ],
      total: 55_000,
      paid: 0,
      tip: 0,
      balance: 55_000,
    });

    const added = await t.call(shop.owner.token, f.save, {
      ...ref(first),
      serviceType: 'table',
      version: first.version,
      lines: [{ productId: shop.products.cola.id, quantity: 1, note: 'buzsuz' }],
    });
    expect(added.version).toBe(2);
    expect(added.lines.map((l) => [l.name, l.quantity, l.note])).toEqual([
      ['Köfte', 2, ''],
      ['Cola', 1, 'buzsuz'],
    ]);
    expect(added.totals.total).toBe(59_400);
    const detail = await t.call(shop.owner.token, f.getById, ref(first));
    expect(detail.history.map((e) => [e.action, e.version])).toEqual([
      ['opened', 1],
      ['lines-added', 2],
    ]);
    expect(detail.history[1]).toMatchObject({
      staff: { id: shop.owner.userId, name: 'Test Kullanıcı' },
      detail: { lines: [{ name: 'Cola', quantity: 1, unitPrice: 4_000 }] },
    });
  });

  test('a table that is not an active table of the store is table_not_found; take-away needs none', async () => {
    const other = await setUp();
    for (const tableId of [UNKNOWN, shop.closedTable.id, other.table.id]) {
      expect(
        await refused(shop.owner.token, f.save, { storeId: shop.storeId, serviceType: 'table', tableId }),
      ).toMatchObject({ status: 404, code: 'table_not_found', fields: [{ path: 'tableId', code: 'table_not_found' }] });
    }
    expect((await refused(shop.owner.token, f.save, { storeId: shop.storeId, serviceType: 'table' })).code).toBe(
      'validation_failed',
    );
    const takeAway = await t.call(shop.owner.token, f.save, { storeId: shop.storeId, serviceType: 'take-away' });
    expect(takeAway).toMatchObject({ tableId: null, tableName: null, serviceType: 'take-away' });
  });

  test('a product not on the published menu (inactive, added since, another store’s) is product_not_available', async () => {
    const other = await setUp();
    for (const productId of [
      shop.products.offMenu.id,
      shop.products.unpublished.id,
      other.products.kofte.id,
      UNKNOWN,
    ]) {
      expect(
        await refused(shop.owner.token, f.save, {
          storeId: shop.storeId,
          serviceType: 'take-away',
          lines: [line(shop.products.cola.id), line(productId)],
        }),
      ).toEqual({
        status: 409,
        code: 'product_not_available',
        fields: [{ path: 'lines.1.productId', code: 'product_not_available' }],
      });
    }
    // Nothing was opened by the refused saves.
    expect((await t.call(other.owner.token, f.get, { storeId: other.storeId })).length).toBe(0);
  });

  test("options must be of the product's or its group's variations, within their minimum and maximum", async () => {
    const [acili, acisiz] = shop.spice.options.map((o) => o.id) as [string, string];
    const [kasar, yumurta, sucuk] = shop.extra.options.map((o) => o.id) as [string, string, string];
    const folio = await open([line(shop.products.lahmacun.id, 2, [acili, kasar, yumurta])]);
    expect(folio.lines[0]).toMatchObject({
      basePrice: 9_000,
      unitPrice: 10_200,
      gross: 20_400,
      options: [
        { modifierId: shop.spice.id, modifierName: 'Acı', optionId: acili, name: 'Acılı', price: 0 },
        { modifierId: shop.extra.id, modifierName: 'Ekstra', optionId: kasar, name: 'Kaşar', price: 500 },
        { modifierId: shop.extra.id, modifierName: 'Ekstra', optionId: yumurta, name: 'Yumurta', price: 700 },
      ],
    });
    // The group's variation reaches every product of the group.
    expect((await open([line(shop.products.kofte.id, 1, [sucuk])])).lines[0]!.unitPrice).toBe(26_500);
    const invalid = [
      [shop.products.lahmacun.id, []], // Acı is required
      [shop.products.lahmacun.id, [acili, acisiz]], // at most one
      [shop.products.lahmacun.id, [acili, kasar, yumurta, sucuk]], // Ekstra: at most two
      [shop.products.lahmacun.id, [acili, acili]], // twice
      [shop.products.kofte.id, [acili]], // not a variation of Köfte
      [shop.products.kofte.id, [UNKNOWN]],
    ] as const;
    for (const [productId, options] of invalid) {
      expect(
        await refused(shop.owner.token, f.save, {
          storeId: shop.storeId,
          serviceType: 'take-away',
          lines: [line(productId, 1, [...options])],
        }),
      ).toEqual({
        status: 400,
        code: 'folio_options_invalid',
        fields: [{ path: 'lines.0.options', code: 'folio_options_invalid' }],
      });
    }
  });

  test('lines cannot be added to a locked, closed or cancelled folio; unlocking opens it again', async () => {
    const folio = await open([line(shop.products.cola.id)]);
    const add = (version: number) => ({
      ...ref(folio),
      serviceType: 'table' as const,
      version,
      lines: [line(shop.products.cay.id)],
    });
    const locked = await t.call(shop.owner.token, f.lock, { ...ref(folio), version: folio.version });
    expect(locked.status).toBe('locked');
    expect(await refused(shop.owner.token, f.save, add(locked.version))).toMatchObject({
      status: 409,
      code: 'folio_not_open',
    });
    expect((await refused(shop.owner.token, f.lock, { ...ref(folio), locked: true })).code).toBe('folio_not_open');
    const unlocked = await t.call(shop.owner.token, f.lock, { ...ref(folio), locked: false });
    expect(unlocked.status).toBe('open');
    const added = await t.call(shop.owner.token, f.save, add(unlocked.version));
    expect(added.lines).toHaveLength(2);

    await t.call(shop.owner.token, f.addPayment, {
      ...ref(folio),
      paymentTypeId: shop.cash.id,
      amount: added.totals.balance,
    });
    const closed = await t.call(shop.owner.token, f.close, ref(folio));
    expect(closed).toMatchObject({ status: 'closed', closedBy: { id: shop.owner.userId } });
    expect(closed.closedAt).not.toBeNull();
    expect((await refused(shop.owner.token, f.save, add(closed.version))).code).toBe('folio_not_open');
    expect((await refused(shop.owner.token, f.lock, { ...ref(folio), locked: false })).code).toBe('folio_not_open');

    const cancelled = await t.call(shop.owner.token, f.cancel, { ...ref(await open()), reason: 'Yanlış masa' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Yanlış masa' });
    expect((await refused(shop.owner.token, f.save, { ...add(cancelled.version), id: cancelled.id })).code).toBe(
      'folio_not_open',
    );
    expect(await t.call(shop.owner.token, f.getById, ref(folio))).toMatchObject({ lines: added.lines });
  });
});

describe('totals', () => {
  test("docs/folios.md's hand-computed case: discount, gift, void, service fee, cash + card", async () => {
    const { kofte, cola, baklava, cay } = shop.products;
    const folio = await open([line(kofte.id, 2), line(cola.id), line(baklava.id), line(cay.id)]);
    const discounted = await t.call(shop.owner.token, f.applyDiscount, {
      ...ref(folio),
      version: folio.version,
      lineId: lineOf(folio, 'Cola').id,
      reasonId: shop.tenPercent.id,
    });
    expect(lineOf(discounted, 'Cola')).toMatchObject({
      discount: {
        reasonId: shop.tenPercent.id,
        reasonName: shop.tenPercent.name,
        kind: 'percent',
        value: 10,
        amount: 400,
      },
      net: 3_600,
      tax: 600,
    });
    const gifted = await t.call(shop.owner.token, f.giftLine, {
      ...ref(folio),
      lineId: lineOf(folio, 'Baklava').id,
      reasonId: shop.giftReason.id,
    });
    expect(lineOf(gifted, 'Baklava')).toMatchObject({
      state: 'gift',
      gift: { reasonId: shop.giftReason.id, reasonName: shop.giftReason.name },
      gross: 9_000,
      net: 0,
      tax: 0,
    });
    const voided = await t.call(shop.owner.token, f.voidLine, {
      ...ref(folio),
      lineId: lineOf(folio, 'Çay').id,
      reasonId: shop.mistake.id,
    });
    expect(voided.totals).toEqual({
      gross: 54_000,
      discounts: 400,
      gifts: 9_000,
      voids: 1_500,
      serviceFee: 5_360,
      taxes: [
        { rate: 10, base: 45_455, tax: 4_545 },
        { rate: 20, base: 7_467, tax: 1_493 },
      ],
      total: 58_960,
      paid: 0,
      tip: 0,
      balance: 58_960,
    });
    const cash = await t.call(shop.owner.token, f.addPayment, {
      ...ref(folio),
      paymentTypeId: shop.cash.id,
      amount: 30_000,
    });
    expect(cash.totals.balance).toBe(28_960);
    expect((await refused(shop.owner.token, f.close, ref(folio))).code).toBe('folio_balance_due');
    expect(
      await refused(shop.owner.token, f.addPayment, {
        ...ref(folio),
        paymentTypeId: shop.card.id,
        amount: 28_961,
      }),
    ).toMatchObject({ status: 409, code: 'payment_exceeds_balance' });
    const paid = await t.call(shop.owner.token, f.addPayment, {
      ...ref(folio),
      paymentTypeId: shop.card.id,
      amount: 28_960,
      tip: 2_000,
    });
    expect(paid.payments.map((p) => [p.name, p.collectionType, p.amount, p.tip])).toEqual([
      [shop.cash.name, 'cash', 30_000, 0],
      [shop.card.name, 'bank', 28_960, 2_000],
    ]);
    expect(paid.totals).toMatchObject({ total: 58_960, paid: 58_960, tip: 2_000, balance: 0 });
    const closed = await t.call(shop.owner.token, f.close, { ...ref(folio), version: paid.version });
    expect(closed.status).toBe('closed');
    expect(closed.totals).toEqual({ ...voided.totals, paid: 58_960, tip: 2_000, balance: 0 });

    const detail = await t.call(shop.owner.token, f.getById, ref(folio));
    expect(detail.history.map((e) => [e.action, e.version])).toEqual([
      ['opened', 1],
      ['discounted', 2],
      ['gifted', 3],
      ['voided', 4],
      ['payment-added', 5],
      ['payment-added', 6],
      ['closed', 7],
    ]);
    expect(detail.history[1]!.detail).toEqual({
      line: 'Cola',
      reason: shop.tenPercent.name,
      kind: 'percent',
      value: 10,
      amount: 400,
    });
    expect(detail.history[3]!.detail).toMatchObject({
      line: 'Çay',
      quantity: 1,
      reason: shop.mistake.name,
      amount: 1_500,
    });
    expect(detail.history[6]!.detail).toEqual({ total: 58_960, paid: 58_960, tip: 2_000 });
  });

  test('a folio discount is shared over the sold lines; an amount one is capped; a typed amount needs a value', async () => {
    const { kofte, cola } = shop.products;
    const folio = await open([line(kofte.id), line(cola.id), line(cola.id)]);
    expect(
      await refused(shop.owner.token, f.applyDiscount, { ...ref(folio), reasonId: shop.typedAmount.id }),
    ).toMatchObject({ status: 400, code: 'validation_failed', fields: [{ path: 'value', code: 'required' }] });
    // 100.00 off 330.00: shares 75.76, 12.12, 12.12 (largest remainder) — they add up exactly.
    const off = await t.call(shop.owner.token, f.applyDiscount, {
      ...ref(folio),
      reasonId: shop.typedAmount.id,
      value: 10_000,
    });
    expect(off.discount).toMatchObject({ kind: 'amount', value: 10_000, amount: 10_000 });
    expect(off.lines.map((l) => l.net)).toEqual([17_424, 2_788, 2_788]);
    expect(off.totals).toMatchObject({ gross: 33_000, discounts: 10_000, serviceFee: 2_300, total: 25_300 });
    const capped = await t.call(shop.owner.token, f.applyDiscount, {
      ...ref(folio),
      reasonId: shop.typedAmount.id,
      value: 99_999,
    });
    expect(capped.totals).toMatchObject({ discounts: 33_000, serviceFee: 0, total: 0, taxes: [] });
    expect(
      (await refused(shop.owner.token, f.applyDiscount, { ...ref(folio), reasonId: shop.tenPercent.id, value: 100.5 }))
        .fields,
    ).toEqual([{ path: 'value', code: 'invalid_value' }]);
    expect((await refused(shop.owner.token, f.applyDiscount, { ...ref(folio), reasonId: UNKNOWN })).code).toBe(
      'definition_not_found',
    );
    const removed = await t.call(shop.owner.token, f.applyDiscount, { ...ref(folio), reasonId: null });
    expect(removed.discount).toBeNull();
    expect(removed.totals.total).toBe(36_300);
    const history = (await t.call(shop.owner.token, f.getById, ref(folio))).history;
    expect(history.at(-1)).toMatchObject({ action: 'discounted', detail: { removed: shop.typedAmount.name } });
  });

  test('after paying in full, a discount that would leave the payments above the total is refused', async () => {
    const folio = await open([line(shop.products.cola.id)]);
    await t.call(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId: shop.cash.id, amount: 4_400 });
    expect(
      await refused(shop.owner.token, f.applyDiscount, { ...ref(folio), reasonId: shop.tenPercent.id }),
    ).toMatchObject({ status: 409, code: 'payment_exceeds_balance' });
    expect(
      (
        await refused(shop.owner.token, f.voidLine, {
          ...ref(folio),
          lineId: folio.lines[0]!.id,
          reasonId: shop.mistake.id,
        })
      ).code,
    ).toBe('payment_exceeds_balance');
    expect((await t.call(shop.owner.token, f.getById, ref(folio))).lines[0]!.state).toBe('active');
  });

  test('a folio comes to at most 10,000,000.00 of lines', async () => {
    expect(
      await refused(shop.owner.token, f.save, {
        storeId: shop.storeId,
        serviceType: 'take-away',
        lines: [line(shop.products.caviar.id, 20), line(shop.products.cay.id)],
      }),
    ).toMatchObject({ status: 400, code: 'validation_failed', fields: [{ path: 'lines', code: 'too_big' }] });
    const folio = await open([line(shop.products.caviar.id, 20)]);
    expect(folio.totals).toMatchObject({ gross: 1_000_000_000, serviceFee: 100_000_000, total: 1_100_000_000 });
  });
});

describe('tips', () => {
  const tipped = (folio: Folio, amount: number, tip: number) => ({
    ...ref(folio),
    paymentTypeId: shop.cash.id,
    amount,
    tip,
  });

  test('a tip of 1,000,000,000 on a 1 TL payment is refused; one tip is at most 1,000,000.00', async () => {
    const folio = await open([line(shop.products.caviar.id, 20)]);
    expect(await refused(shop.owner.token, f.addPayment, tipped(folio, 100, 1_000_000_000))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: [{ path: 'tip', code: 'too_big' }],
    });
    expect(await refused(shop.owner.token, f.addPayment, tipped(folio, 100, MAX_TIP + 1))).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'tip', code: 'too_big' }],
    });
    const paid = await t.call(shop.owner.token, f.addPayment, tipped(folio, 100, MAX_TIP));
    expect(paid.totals).toMatchObject({ paid: 100, tip: MAX_TIP });
  });

  test("a bill's tips come to at most its total (100 % by default); the store may lower the share", async () => {
    // Cola 40.00 + the 10 % fee: 44.00.
    const folio = await open([line(shop.products.cola.id)]);
    expect(folio.totals.total).toBe(4_400);
    expect(await refused(shop.owner.token, f.addPayment, tipped(folio, 100, 4_401))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: [{ path: 'tip', code: 'too_big' }],
    });
    // Together: 3,000 and then 1,400 reach the total; one minor unit more is refused.
    await t.call(shop.owner.token, f.addPayment, tipped(folio, 100, 3_000));
    await t.call(shop.owner.token, f.addPayment, tipped(folio, 100, 1_400));
    expect(await refused(shop.owner.token, f.addPayment, tipped(folio, 100, 1))).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'tip', code: 'too_big' }],
    });
    const after = await t.call(shop.owner.token, f.getById, ref(folio));
    expect(after.totals).toMatchObject({ paid: 200, tip: 4_400 });

    // A store allowing 20 %: 880.00 of 4,400.00 is taken, 881 is not.
    const own = await setUp();
    await t.call(own.owner.token, storeCalls.saveStore, { id: own.storeId, name: 'Lokanta', maxTipPercent: 20 });
    const bill = await open([line(own.products.cola.id)], own);
    const pay = (tip: number) => ({ ...ref(bill), paymentTypeId: own.cash.id, amount: 4_400, tip });
    expect(await refused(own.owner.token, f.addPayment, pay(881))).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'tip', code: 'too_big' }],
    });
    expect((await t.call(own.owner.token, f.addPayment, pay(880))).totals).toMatchObject({ paid: 4_400, tip: 880 });
    // Beyond the platform's 100 % the setting itself is refused.
    expect(
      await refused(own.owner.token, storeCalls.saveStore, { id: own.storeId, name: 'Lokanta', maxTipPercent: 101 }),
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'maxTipPercent', code: 'too_big' }] });
  });
});

describe('gifts and voids', () => {
  test('a voided line is kept and marked; voiding part of a line splits it right after', async () => {
    const { kofte, cola, cay } = shop.products;
    const folio = await open([line(kofte.id), line(cola.id, 3), line(cay.id)]);
    const colaLine = lineOf(folio, 'Cola');
    expect(
      (
        await refused(shop.owner.token, f.voidLine, {
          ...ref(folio),
          lineId: colaLine.id,
          reasonId: shop.wasted.id,
          quantity: 4,
        })
      ).fields,
    ).toEqual([{ path: 'quantity', code: 'too_big' }]);
    const split = await t.call(shop.owner.token, f.voidLine, {
      ...ref(folio),
      lineId: colaLine.id,
      reasonId: shop.wasted.id,
      quantity: 2,
    });
    expect(split.lines.map((l) => [l.name, l.quantity, l.state, l.gross, l.net])).toEqual([
      ['Köfte', 1, 'active', 25_000, 25_000],
      ['Cola', 1, 'active', 4_000, 4_000],
      ['Cola', 2, 'void', 8_000, 0],
      ['Çay', 1, 'active', 1_500, 1_500],
    ]);
    expect(split.lines[1]!.id).toBe(colaLine.id);
    expect(split.lines[2]).toMatchObject({
      void: { reasonId: shop.wasted.id, reasonName: shop.wasted.name, wasted: true },
      productId: cola.id,
      createdAt: colaLine.createdAt,
    });
    expect(split.totals).toMatchObject({ gross: 30_500, voids: 8_000 });
    const whole = await t.call(shop.owner.token, f.voidLine, {
      ...ref(folio),
      lineId: lineOf(folio, 'Çay').id,
      reasonId: shop.mistake.id,
    });
    expect(lineOf(whole, 'Çay')).toMatchObject({ state: 'void', quantity: 1, net: 0, tax: 0 });
    expect(whole.lines).toHaveLength(4);
    expect(whole.totals).toMatchObject({ gross: 29_000, voids: 9_500 });
    expect(
      (
        await refused(shop.owner.token, f.voidLine, {
          ...ref(folio),
          lineId: lineOf(folio, 'Çay').id,
          reasonId: shop.mistake.id,
        })
      ).code,
    ).toBe('conflict');
    expect(
      (await refused(shop.owner.token, f.voidLine, { ...ref(folio), lineId: UNKNOWN, reasonId: shop.mistake.id })).code,
    ).toBe('folio_line_not_found');
    // A voided line takes no discount and is no gift.
    expect(
      (
        await refused(shop.owner.token, f.applyDiscount, {
          ...ref(folio),
          lineId: split.lines[2]!.id,
          reasonId: shop.tenPercent.id,
        })
      ).code,
    ).toBe('conflict');
    expect(
      (
        await refused(shop.owner.token, f.giftLine, {
          ...ref(folio),
          lineId: split.lines[2]!.id,
          reasonId: shop.giftReason.id,
        })
      ).code,
    ).toBe('conflict');
  });

  test('a gift drops the line’s discount; reasonId null sells it again', async () => {
    const folio = await open([line(shop.products.cola.id, 2)]);
    const lineId = folio.lines[0]!.id;
    await t.call(shop.owner.token, f.applyDiscount, { ...ref(folio), lineId, reasonId: shop.tenPercent.id });
    const gift = await t.call(shop.owner.token, f.giftLine, { ...ref(folio), lineId, reasonId: shop.giftReason.id });
    expect(gift.lines[0]).toMatchObject({ state: 'gift', discount: null, net: 0 });
    expect(gift.totals).toMatchObject({ gross: 0, gifts: 8_000, total: 0 });
    const sold = await t.call(shop.owner.token, f.giftLine, { ...ref(folio), lineId, reasonId: null });
    expect(sold.lines[0]).toMatchObject({ state: 'active', gift: null, net: 8_000 });
    expect(
      (await refused(shop.owner.token, f.giftLine, { ...ref(folio), lineId, reasonId: shop.tenPercent.id })).code,
    ).toBe('definition_not_found');
  });
});

describe('payments, close, cancel, move, done, hide', () => {
  test('payments: the store’s active types only; taken back ones stop counting; cancel needs none left', async () => {
    const other = await setUp();
    const folio = await open([line(shop.products.cola.id)]);
    for (const paymentTypeId of [other.cash.id, UNKNOWN]) {
      expect(
        await refused(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId, amount: 100 }),
      ).toMatchObject({ status: 404, code: 'definition_not_found', fields: [{ path: 'paymentTypeId' }] });
    }
    const inactive = await t.call(shop.owner.token, defs.paymentTypes.save, {
      storeId: shop.storeId,
      name: 'Eski kart',
      collectionType: 'bank',
      active: false,
    });
    expect(
      (await refused(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId: inactive.id, amount: 100 })).code,
    ).toBe('definition_not_found');
    const paid = await t.call(shop.owner.token, f.addPayment, {
      ...ref(folio),
      paymentTypeId: shop.cash.id,
      amount: 1_000,
    });
    expect(await refused(shop.owner.token, f.cancel, { ...ref(folio), reason: 'Vazgeçti' })).toMatchObject({
      status: 409,
      code: 'payment_exceeds_balance',
    });
    const back = await t.call(shop.owner.token, f.removePayment, { ...ref(folio), paymentId: paid.payments[0]!.id });
    expect(back.payments).toEqual([]);
    expect(back.totals).toMatchObject({ paid: 0, balance: 4_400 });
    expect(
      (await refused(shop.owner.token, f.removePayment, { ...ref(folio), paymentId: paid.payments[0]!.id })).code,
    ).toBe('folio_payment_not_found');
    const cancelled = await t.call(shop.owner.token, f.cancel, { ...ref(folio), reason: 'Vazgeçti' });
    expect(cancelled.status).toBe('cancelled');
    expect(
      (await refused(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId: shop.cash.id, amount: 1 })).code,
    ).toBe('folio_not_open');
    const history = (await t.call(shop.owner.token, f.getById, ref(folio))).history.map((e) => e.action);
    expect(history).toEqual(['opened', 'payment-added', 'payment-removed', 'cancelled']);
  });

  test('an unpaid bill closes with the open-account payment type; an empty one closes at once', async () => {
    const folio = await open([line(shop.products.cay.id)]);
    const account = (await t.call(shop.owner.token, defs.paymentTypes.list, { storeId: shop.storeId })).find(
      (p) => p.collectionType === 'account',
    )!;
    await t.call(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId: account.id, amount: 1_650 });
    expect((await t.call(shop.owner.token, f.close, ref(folio))).totals.balance).toBe(0);
    expect((await t.call(shop.owner.token, f.close, ref(await open()))).status).toBe('closed');
  });

  test('moving to another table keeps the bill; done marks it served; only closed or cancelled folios hide', async () => {
    const folio = await open([line(shop.products.cola.id)]);
    expect((await refused(shop.owner.token, f.moveTable, { ...ref(folio), tableId: shop.closedTable.id })).code).toBe(
      'table_not_found',
    );
    const moved = await t.call(shop.owner.token, f.moveTable, { ...ref(folio), tableId: shop.garden.id });
    expect(moved).toMatchObject({ tableId: shop.garden.id, tableName: 'Bahçe 1', tableGroup: 'Bahçe', version: 2 });
    const served = await t.call(shop.owner.token, f.done, ref(folio));
    expect(served.doneAt).not.toBeNull();
    expect((await refused(shop.owner.token, f.hide, { ...ref(folio), reason: 'Deneme' })).code).toBe('folio_not_open');
    await t.call(shop.owner.token, f.addPayment, { ...ref(folio), paymentTypeId: shop.cash.id, amount: 4_400 });
    await t.call(shop.owner.token, f.close, ref(folio));
    expect((await t.call(shop.owner.token, f.done, ref(folio))).status).toBe('closed');
    expect((await refused(shop.owner.token, f.moveTable, { ...ref(folio), tableId: shop.table.id })).code).toBe(
      'folio_not_open',
    );
    const hidden = await t.call(shop.owner.token, f.hide, { ...ref(folio), reason: 'Deneme' });
    expect(hidden.hidden).toBe(true);
    // Hiding again changes nothing.
    expect((await t.call(shop.owner.token, f.hide, { ...ref(folio), reason: 'Deneme' })).version).toBe(hidden.version);
    const shown = await t.call(shop.owner.token, f.hide, { ...ref(folio), hidden: false });
    expect(shown.hidden).toBe(false);
    const history = (await t.call(shop.owner.token, f.getById, ref(folio))).history;
    expect(history.map((e) => e.action)).toEqual([
      'opened',
      'moved',
      'done',
      'payment-added',
      'closed',
      'done',
      'hidden',
      'shown',
    ]);
    expect(history[1]!.detail).toEqual({ from: 'Salon 1', to: 'Bahçe 1' });
    expect(shown.totals).toEqual({ ...served.totals, paid: 4_400, balance: 0 });
  });

  test("a line's note changes while the folio is open: versioned, in the history, once per Idempotency-Key", async () => {
    const folio = await open([{ ...line(shop.products.kofte.id), note: 'Az pişmiş' }]);
    const kofte = lineOf(folio, 'Köfte');
    expect(kofte.note).toBe('Az pişmiş');
    const stale = await refused(shop.owner.token, f.noteLine, {
      ...ref(folio),
      version: 0,
      lineId: kofte.id,
      note: 'x',
    });
    expect(stale).toMatchObject({ status: 409, code: 'folio_conflict' });
    expect((await refused(shop.owner.token, f.noteLine, { ...ref(folio), lineId: UNKNOWN, note: 'x' })).code).toBe(
      'folio_line_not_found',
    );
    const body = { ...ref(folio), version: folio.version, lineId: kofte.id, note: 'Soğansız' };
    const retry = { 'idempotency-key': key() };
    const noted = await t.call(shop.owner.token, f.noteLine, body, retry);
    expect(noted.version).toBe(folio.version + 1);
    expect(lineOf(noted, 'Köfte').note).toBe('Soğansız');
    // Sent again with the same key: the first answer, no second change.
    expect(await t.call(shop.owner.token, f.noteLine, body, retry)).toEqual(noted);
    // The same note again changes nothing; the totals never move for a note.
    const same = await t.call(shop.owner.token, f.noteLine, { ...ref(folio), lineId: kofte.id, note: 'Soğansız' });
    expect(same.version).toBe(noted.version);
    expect(noted.totals).toEqual(folio.totals);
    const read = await t.call(shop.owner.token, f.getById, ref(folio));
    expect(lineOf(read, 'Köfte').note).toBe('Soğansız');
    expect(read.history.map((e) => e.action)).toEqual(['opened', 'line-note-changed']);
    expect(read.history[1]).toMatchObject({
      version: noted.version,
      detail: { line: 'Köfte', from: 'Az pişmiş', note: 'Soğansız' },
    });
    // Locked (the bill printed): the kitchen has it; unlock first.
    const locked = await t.call(shop.owner.token, f.lock, ref(folio));
    expect(
      await refused(shop.owner.token, f.noteLine, {
        ...ref(folio),
        version: locked.version,
        lineId: kofte.id,
        note: '',
      }),
    ).toMatchObject({ status: 409, code: 'folio_not_open' });
    const unlocked = await t.call(shop.owner.token, f.lock, { ...ref(folio), locked: false });
    const cleared = await t.call(shop.owner.token, f.noteLine, {
      ...ref(folio),
      version: unlocked.version,
      lineId: kofte.id,
      note: '',
    });
    expect(lineOf(cleared, 'Köfte').note).toBe('');
  });

  test('folio/get lists the open and locked folios, oldest first; refresh answers 304 while nothing changed', async () => {
    const s = await setUp();
    const a = await open([], s);
    const b = await open([], s);
    const closed = await open([], s);
    await t.call(s.owner.token, f.close, ref(closed));
    await t.call(s.owner.token, f.lock, ref(b));
    const board = await t.call(s.owner.token, f.get, { storeId: s.storeId });
    expect(board.map((x) => [x.id, x.status])).toEqual([
      [a.id, 'open'],
      [b.id, 'locked'],
    ]);
    const same = await t.raw(s.owner.token, f.refresh, { ...ref(a), version: a.version });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const changed = await t.raw(s.owner.token, f.refresh, { ...ref(b), version: b.version });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: b.id, status: 'locked', version: b.version + 1 });
    expect((await refused(s.owner.token, f.refresh, { ...ref(a), id: UNKNOWN, version: 1 })).code).toBe(
      'folio_not_found',
    );
    // Another store's folio is not found through my store.
    expect((await refused(shop.owner.token, f.getById, { storeId: shop.storeId, id: a.id })).code).toBe(
      'folio_not_found',
    );
  });
});

describe('versions and retries', () => {
  test('two saves carrying the same version at once: one wins, the other is folio_conflict', async () => {
    const folio = await open([line(shop.products.kofte.id)]);
    const add = (productId: string) =>
      t.raw(shop.owner.token, f.save, {
        ...ref(folio),
        serviceType: 'table',
        version: folio.version,
        lines: [line(productId)],
      });
    const answers = await Promise.all([add(shop.products.cola.id), add(shop.products.cay.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('folio_conflict');
    const won = answers.find((r) => r.statusCode === 200)!.json() as Folio;
    const now = await t.call(shop.owner.token, f.getById, ref(folio));
    expect(now.version).toBe(folio.version + 1);
    expect(now.lines.map((l) => l.name)).toEqual(won.lines.map((l) => l.name));
    expect(now.lines).toHaveLength(2);
    // A stale version later is refused the same way; a change without a version applies to the latest.
    expect((await refused(shop.owner.token, f.lock, { ...ref(folio), version: folio.version })).code).toBe(
      'folio_conflict',
    );
    expect((await t.call(shop.owner.token, f.lock, ref(folio))).version).toBe(folio.version + 2);
    expect((await refused(shop.owner.token, f.lock, { storeId: shop.storeId, id: UNKNOWN })).code).toBe(
      'folio_not_found',
    );
  });

  test('the same Idempotency-Key twice makes one change; with another body or call it is idempotency_key_reused', async () => {
    const folio = await open();
    const k = key();
    const body = { ...ref(folio), serviceType: 'table' as const, version: 1, lines: [line(shop.products.cola.id)] };
    const first = await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k });
    const again = await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k });
    expect(again).toEqual(first);
    const now = await t.call(shop.owner.token, f.getById, ref(folio));
    expect(now.version).toBe(2);
    expect(now.lines).toHaveLength(1);
    expect(
      await refused(
        shop.owner.token,
        f.save,
        { ...body, lines: [line(shop.products.cay.id)] },
        { 'idempotency-key': k },
      ),
    ).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect((await refused(shop.owner.token, f.lock, ref(folio), { 'idempotency-key': k })).code).toBe(
      'idempotency_key_reused',
    );
    // A refused write keeps nothing: its key may be tried again.
    const k2 = key();
    expect((await refused(shop.owner.token, f.close, ref(folio), { 'idempotency-key': k2 })).code).toBe(
      'folio_balance_due',
    );
    expect((await t.call(shop.owner.token, f.lock, ref(folio), { 'idempotency-key': k2 })).status).toBe('locked');
    expect((await refused(shop.owner.token, f.lock, ref(folio), { 'idempotency-key': 'short' })).code).toBe(
      'validation_failed',
    );
  });

  test('a key older than a day is forgotten: sent again it makes a new change', async () => {
    const k = key();
    const body = { storeId: shop.storeId, serviceType: 'take-away' as const };
    const first = await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k });
    expect((await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k })).id).toBe(first.id);
    const db = await t.db();
    await db.execute(sql`update folio_idempotency set created_at = created_at - interval '25 hours' where key = ${k}`);
    const later = await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k });
    expect(later.id).not.toBe(first.id);
    expect((await t.call(shop.owner.token, f.save, body, { 'idempotency-key': k })).id).toBe(later.id);
  });

  test('folios opened at once get numbers of their own', async () => {
    const s = await setUp();
    const opened = await Promise.all([1, 2, 3, 4].map(() => open([], s)));
    expect(opened.map((o) => o.number).sort()).toEqual([1, 2, 3, 4]);
    // The number is taken in the opening's one statement, which also writes it into the history's first row.
    for (const folio of opened) {
      const detail = await t.call(s.owner.token, f.getById, ref(folio));
      expect(detail.history[0]).toMatchObject({ action: 'opened', version: 1, detail: { number: folio.number } });
    }
  });

  test('the history and the bill name the caller as they are named now (their name kept until their row changes)', async () => {
    const s = await setUp();
    expect((await open([], s)).openedBy).toEqual({ id: s.owner.userId, name: 'Test Kullanıcı' });
    const db = await t.db();
    await db.execute(sql`update users set name = 'Ayşe Yılmaz' where id = ${s.owner.userId}`);
    await t.heard();
    expect((await open([], s)).openedBy).toEqual({ id: s.owner.userId, name: 'Ayşe Yılmaz' });
  });

  test('duplicates with one key sent at once apply once and answer alike', async () => {
    const k = key();
    const body = { storeId: shop.storeId, serviceType: 'take-away' as const, lines: [line(shop.products.cay.id)] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.raw(shop.owner.token, f.save, body, { 'idempotency-key': k })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((r) => (r.json() as Folio).id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];
    const folio = await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id });
    expect(folio.history).toHaveLength(1);
    // A payment retried with its key is taken once.
    const pay = { storeId: shop.storeId, id, paymentTypeId: shop.cash.id, amount: 500 };
    const k2 = key();
    const paid = await Promise.all(
      [1, 2].map(() => t.raw(shop.owner.token, f.addPayment, pay, { 'idempotency-key': k2 })),
    );
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id })).payments).toHaveLength(1);
  });
});

describe('access', () => {
  test('another owner is refused every folio call of my store', async () => {
    const folio = await open();
    const other = await t.signIn();
    for (const [call, body] of [
      [f.getById, ref(folio)],
      [f.get, { storeId: shop.storeId }],
      [f.lock, ref(folio)],
      [f.addPayment, { ...ref(folio), paymentTypeId: shop.cash.id, amount: 1 }],
    ] as const) {
      expect(await refused(other.token, call, body)).toMatchObject({ status: 403, code: 'store_forbidden' });
    }
    expect((await t.call(shop.owner.token, f.getById, ref(folio))).version).toBe(1);
  });

  test('staff need the permission of each call: folios.view reads, folios.order orders, payments.take takes', async () => {
    const s = await setUp();
    const waiter: Session = await t.signIn();
    await t.call(s.owner.token, storeCalls.saveStaff, { storeId: s.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: s.storeId, kind: 'staff' });
    const folio = await open([line(s.products.cola.id)], s);
    // The defaults (store.view, folios.view) read but change nothing.
    expect((await t.call(waiter.token, f.get, { storeId: s.storeId })).map((x) => x.id)).toEqual([folio.id]);
    const order = { storeId: s.storeId, serviceType: 'table' as const, tableId: s.table.id, lines: [] };
    for (const [call, body] of [
      [f.save, order],
      [f.addPayment, { ...ref(folio), paymentTypeId: s.cash.id, amount: 100 }],
      [f.applyDiscount, { ...ref(folio), reasonId: s.tenPercent.id }],
      [f.voidLine, { ...ref(folio), lineId: folio.lines[0]!.id, reasonId: s.mistake.id }],
      [f.moveTable, { ...ref(folio), tableId: s.garden.id }],
      [f.noteLine, { ...ref(folio), lineId: folio.lines[0]!.id, note: 'Soğansız' }],
    ] as const) {
      expect(await refused(waiter.token, call, body)).toMatchObject({ status: 403, code: 'store_forbidden' });
    }
    await t.call(s.owner.token, storeCalls.saveStaffPermissions, {
      storeId: s.storeId,
      userId: waiter.userId,
      permissions: ['folios.view', 'folios.order', 'payments.take'],
    });
    const opened = await t.call(waiter.token, f.save, order);
    expect(opened.openedBy).toEqual({ id: waiter.userId, name: 'Test Kullanıcı' });
    const noted = await t.call(waiter.token, f.noteLine, { ...ref(folio), lineId: folio.lines[0]!.id, note: 'Buzsuz' });
    expect(noted.lines[0]!.note).toBe('Buzsuz');
    const paid = await t.call(waiter.token, f.addPayment, { ...ref(folio), paymentTypeId: s.cash.id, amount: 100 });
    expect(paid.payments[0]!.staff).toEqual({ id: waiter.userId, name: 'Test Kullanıcı' });
    // Still no discount without folios.discount.
    expect((await refused(waiter.token, f.applyDiscount, { ...ref(folio), reasonId: s.tenPercent.id })).code).toBe(
      'store_forbidden',
    );
  });
});

test('the history is append-only: a direct UPDATE of folio_events fails', async () => {
  const folio = await open();
  const db = await t.db();
  await expect(
    db.execute(sql`update folio_events set action = 'forged' where folio_id = ${folio.id}`),
  ).rejects.toThrow();
  const history = (await t.call(shop.owner.token, f.getById, ref(folio))).history;
  expect(history.map((e) => e.action)).toEqual(['opened']);
});
