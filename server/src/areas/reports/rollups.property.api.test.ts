import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import type { DashboardFigures, LoyaltyFigures, ReportFigures } from '@sofra/contracts/reports/reports.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { sameName } from './across-stores.ts';
import { couponCalls } from '@sofra/contracts/loyalty/coupons.calls';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';
import {
  couponCodes,
  couponRedemptions,
  folioLines,
  folioPayments,
  folios,
  pointEntries,
  userVisits,
} from '../../db/schema/index.ts';
import { newId } from '@sofra/contracts/core/ids';
import { recordVisit } from '../customers/segments.ts';
import { redeem } from '../coupons/coupons.repo.ts';
import { append, lockBalance } from '../points/points.repo.ts';
import { businessDayOf } from '../folios/business-day.ts';
import { pointFiguresOf } from '../../db/loyalty-rollup.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { computeTotals, percentToBp } from '../folios/totals.ts';

/**
 * The property of docs/reports.md, Consistency: for random date ranges and stores, every figure the reports answer
 * from the rollups equals the same figure computed here by scanning the folios, their lines and their payments —
 * with closed, cancelled, hidden, discounted, gifted, voided, split-paid, imported folios, folios of two time zones and
 * day-start hours, and sales on both sides of the business-day boundary. The scan is written apart from the rollup SQL.
 */

let t: TestApp;
let owner: Session;
/** The app's clock (points go by it); the real time unless a step sets it. */
let clock: (() => Date) | null = null;
interface Shop {
  storeId: string;
  key: string;
  timeZone: string;
  dayStartHour: number;
  feeBp: number;
  feeTaxBp: number;
  cash: string;
  card: string;
  products: { id: string; price: number; rate: number }[];
}
const shops: Shop[] = [];

const setUpShop = async (timeZone: string, dayStartHour: number, serviceFee: number): Promise<Shop> => {
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee, timeZone, dayStartHour })))
    .id;
  const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa' });
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const departments = await t.call(owner.token, defs.departments.list, { storeId });
  const groups = [
    await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Yemekler' } }),
    await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'İçecekler' } }),
  ];
  const products = [];
  for (const [i, [name, price, rate]] of (
    [
      ['Köfte', 25_000, 10],
      ['Cola', 4_000, 20],
      ['Çay', 1_500, 1],
      ['Baklava', 9_000, 10],
    ] as const
  ).entries()) {
    const p = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: groups[i % 2]!.id,
      names: { tr: name },
      price,
      plu: `P${i}`,
      taxRateId: rates.find((x) => x.rate === rate)!.id,
      ...(i % 2 === 0 ? { departmentId: departments[0]!.id } : {}),
    });
    products.push({ id: p.id, price, rate });
  }
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  const feeRate = rates.find((x) => x.isDefault) ?? rates[0]!;
  return {
    storeId,
    key,
    timeZone,
    dayStartHour,
    feeBp: percentToBp(serviceFee),
    feeTaxBp: percentToBp(feeRate.rate),
    cash: types.find((p) => p.collectionType === 'cash')!.id,
    card: types.find((p) => p.collectionType === 'bank')!.id,
    products,
  };
};

// ---- the folios

const BASE = Date.parse('2026-01-01T00:00:00Z');
/** A POS folio: a time in the first quarter of 2026 (many near the day-start hours), lines, a state, payments. */
const posFolioArb = fc.record({
  minute: fc.oneof(
    fc.integer({ min: 0, max: 89 * 24 * 60 }),
    // Around 00:00–08:00 UTC: both stores' day starts and midnights.
    fc.tuple(fc.integer({ min: 0, max: 89 }), fc.integer({ min: 0, max: 8 * 60 })).map(([d, m]) => d * 24 * 60 + m),
  ),
  minutes: fc.integer({ min: 1, max: 180 }),
  serviceType: fc.constantFrom('table', 'take-away', 'delivery'),
  covers: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  split: fc.boolean(),
  tip: fc.constantFrom(0, 0, 500, 1_000),
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 4 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      state: fc.constantFrom('active', 'active', 'active', 'gift', 'void'),
      discountPercent: fc.constantFrom(0, 0, 0, 10, 50),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});
type PosFolioSpec = typeof posFolioArb extends fc.Arbitrary<infer T> ? T : never;

const posFolioOf = (s: Shop, spec: PosFolioSpec, i: number) => {
  const opened = BASE + spec.minute * 60_000;
  const lines = spec.lines.map((l) => {
    // Product 4 is not on the menu: a line the POS names only (no product id; reported by its name).
    const p = s.products[l.product] ?? { price: 2_250, rate: 8 };
    const discount = l.state === 'active' ? Math.floor((p.price * l.quantity * l.discountPercent) / 100) : 0;
    return {
      ...(l.product < 4 ? { plu: `P${l.product}` } : {}),
      name: l.product < 4 ? `POS ürün ${l.product}` : 'Menüde olmayan',
      unitPrice: p.price,
      quantity: l.quantity,
      taxRate: p.rate,
      state: l.state,
      discount,
    };
  });
  const totals = computeTotals({
    lines: lines.map((l) => ({
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRateBp: percentToBp(l.taxRate),
      state: l.state,
      discount: l.discount ? { kind: 'amount', value: l.discount } : null,
    })),
    discount: null,
    serviceFeeBp: s.feeBp,
    serviceFeeTaxBp: s.feeTaxBp,
    payments: [],
  });
  const cashPart = spec.split ? Math.floor(totals.total / 3) : totals.total;
  const payments = spec.cancelled
    ? []
    : [
        { paymentTypeId: s.cash, amount: cashPart, tip: 0 },
        ...(spec.split ? [{ paymentTypeId: s.card, amount: totals.total - cashPart, tip: spec.tip }] : []),
      ].filter((p) => p.amount > 0 || p.tip > 0);
  return {
    posFolioId: `pos-${i}`,
    openedAt: new Date(opened).toISOString(),
    closedAt: new Date(opened + spec.minutes * 60_000).toISOString(),
    serviceType: spec.serviceType,
    ...(spec.covers ? { covers: spec.covers } : {}),
    status: spec.cancelled ? ('cancelled' as const) : ('closed' as const),
    ...(spec.cancelled ? { cancelReason: 'İptal' } : {}),
    lines,
    payments,
  };
};

/** Folios of the portal, today: discounted (a line and the whole), gifted, voided, a payment taken back, hidden, cancelled. */
const portalFolios = async (s: Shop, rng: () => number) => {
  const reasons = await t.call(owner.token, defs.discountReasons.list, { storeId: s.storeId });
  const tenPercent = reasons.find((d) => d.kind === 'percent' && d.value === 10)!;
  const gift = (await t.call(owner.token, defs.giftReasons.list, { storeId: s.storeId }))[0]!;
  const mistake = (await t.call(owner.token, defs.deleteReasons.list, { storeId: s.storeId }))[0]!;
  for (let i = 0; i < 8; i++) {
    const ref = (x: Folio) => ({ storeId: s.storeId, id: x.id });
    let folio = await t.call(owner.token, f.save, {
      storeId: s.storeId,
      serviceType: i % 2 ? 'take-away' : 'delivery',
      lines: s.products.map((p) => ({ productId: p.id, quantity: 1 + Math.floor(rng() * 3), options: [] })),
    });
    const [a, b, c2] = folio.lines;
    if (i % 3 === 0) folio = await t.call(owner.token, f.setCovers, { ...ref(folio), covers: 1 + i });
    if (rng() < 0.6)
      folio = await t.call(owner.token, f.applyDiscount, { ...ref(folio), lineId: a!.id, reasonId: tenPercent.id });
    if (rng() < 0.4) folio = await t.call(owner.token, f.applyDiscount, { ...ref(folio), reasonId: tenPercent.id });
    if (rng() < 0.5) folio = await t.call(owner.token, f.giftLine, { ...ref(folio), lineId: b!.id, reasonId: gift.id });
    if (rng() < 0.5)
      folio = await t.call(owner.token, f.voidLine, {
        ...ref(folio),
        lineId: c2!.id,
        reasonId: mistake.id,
        quantity: 1,
      });
    if (i === 7) {
      await t.call(owner.token, f.cancel, { ...ref(folio), reason: 'Vazgeçti' });
      continue;
    }
    folio = await t.call(owner.token, f.addPayment, { ...ref(folio), paymentTypeId: s.card, amount: 100 });
    folio = await t.call(owner.token, f.removePayment, { ...ref(folio), paymentId: folio.payments[0]!.id });
    const half = Math.floor(folio.totals.total / 2);
    folio = await t.call(owner.token, f.addPayment, { ...ref(folio), paymentTypeId: s.cash, amount: half });
    folio = await t.call(owner.token, f.addPayment, {
      ...ref(folio),
      paymentTypeId: s.card,
      amount: folio.totals.total - half,
      tip: 700,
    });
    folio = await t.call(owner.token, f.close, ref(folio));
    if (i === 0) await t.call(owner.token, f.hide, { ...ref(folio), reason: 'Deneme' });
  }
  // Still open: never counted.
  await t.call(owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'take-away',
    lines: [{ productId: s.products[0]!.id, quantity: 1, options: [] }],
  });
};

beforeAll(async () => {
  t = await buildTestApp({ services: { now: () => (clock ? clock() : new Date()) } });
  owner = await t.signIn();
  shops.push(await setUpShop('Europe/Istanbul', 5, 10));
  shops.push(await setUpShop('America/New_York', 3, 0));
  const specs = fc.sample(fc.array(posFolioArb, { minLength: 60, maxLength: 60 }), { seed: 20261124, numRuns: 2 });
  for (const [k, s] of shops.entries()) {
    const batch = specs[k]!.map((spec, i) => posFolioOf(s, spec, i));
    for (let i = 0; i < batch.length; i += 25)
      await t.call(
        null,
        posFolioCalls.folioImport,
        { storeId: s.storeId, folios: batch.slice(i, i + 25) },
        { 'x-pos-key': s.key },
      );
  }
  let seed = 7;
  const rng = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (const s of shops) await portalFolios(s, rng);
}, 300_000);
afterAll(async () => t.close());

// ---- the scan

interface Scanned {
  folios: (typeof folios.$inferSelect)[];
  lines: (typeof folioLines.$inferSelect)[];
  payments: (typeof folioPayments.$inferSelect)[];
}
const scanAll = async (): Promise<Scanned> => {
  const db = await t.db();
  const ids = shops.map((s) => s.storeId);
  return {
    folios: await db.select().from(folios).where(inArray(folios.storeId, ids)),
    lines: await db.select().from(folioLines).where(inArray(folioLines.storeId, ids)),
    payments: await db.select().from(folioPayments).where(inArray(folioPayments.storeId, ids)),
  };
};

/** Each store's product names (`{store id}|{product key}`) as at the product's latest close: its line's name. */
const latestNames = (scan: Scanned): Map<string, string> => {
  const closed = new Map(scan.folios.filter((x) => x.status === 'closed').map((x) => [x.id, x]));
  const names = new Map<string, { name: string; at: number; id: string }>();
  for (const l of scan.lines) {
    const x = closed.get(l.folioId);
    if (!x) continue;
    const key = `${x.storeId}|${l.productId ?? `name:${l.name}`}`;
    const at = x.closedAt!.getTime();
    const n = names.get(key);
    if (!n || at > n.at || (at === n.at && l.id < n.id)) names.set(key, { name: l.name, at, id: l.id });
  }
  return new Map([...names].map(([key, n]) => [key, n.name]));
};

const figuresOfScan = (all: Scanned['folios']): ReportFigures => {
  const closed = all.filter((x) => x.status === 'closed');
  const cancelled = all.filter((x) => x.status === 'cancelled');
  const sum = (rows: typeof all, pick: (x: (typeof all)[number]) => number) => rows.reduce((a, x) => a + pick(x), 0);
  const revenue = sum(closed, (x) => x.total);
  return {
    revenue,
    folios: closed.length,
    averageBill: closed.length ? Math.round(revenue / closed.length) : 0,
    guests: sum(closed, (x) => x.covers ?? 0),
    averagePerGuest: (() => {
      const covers = sum(closed, (x) => x.covers ?? 0);
      return covers ? Math.round(sum(closed, (x) => (x.covers ? x.total : 0)) / covers) : 0;
    })(),
    gross: sum(closed, (x) => x.gross),
    discounts: sum(closed, (x) => x.discounts),
    gifts: sum(closed, (x) => x.gifts),
    voids: sum(closed, (x) => x.voids),
    serviceFee: sum(closed, (x) => x.serviceFee),
    tax: sum(closed, (x) => x.taxes.reduce((a, tx) => a + tx.tax, 0)),
    tips: sum(closed, (x) => x.tip),
    paid: sum(closed, (x) => x.paid),
    cancelled: cancelled.length,
    cancelledAmount: sum(cancelled, (x) => x.total),
  };
};

/** The folio figures of the dashboard's figures (the loyalty ones left out: they have their own property below). */
const folioPart = ({
  newGuests: _n,
  returningGuests: _r,
  pointsIssued: _i,
  pointsRedeemed: _d,
  couponsUsed: _c,
  ...rest
}: DashboardFigures): ReportFigures => rest;

const hourIn = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
const DAY = 86_400_000;
const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const TODAY = new Date().toISOString().slice(0, 10);
const rangeArb = fc.record({
  stores: fc.subarray([0, 1], { minLength: 1 }),
  // From mid-December 2025 to a few days ahead of today: the imports' quarter and the portal's today.
  start: fc.integer({ min: 0, max: Math.round((Date.parse(TODAY) - Date.parse('2025-12-15')) / DAY) + 2 }),
  length: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 400 })),
});

test('every rollup figure equals the same figure computed by scanning the folios', async () => {
  const scan = await scanAll();
  // The data holds what the property is about.
  expect(scan.folios.filter((x) => x.source === 'pos').length).toBe(120);
  expect(scan.folios.some((x) => x.status === 'cancelled' && x.source === 'pos')).toBe(true);
  expect(scan.folios.some((x) => x.hidden)).toBe(true);
  expect(scan.lines.some((l) => l.state === 'gift') && scan.lines.some((l) => l.state === 'void')).toBe(true);
  expect(scan.payments.some((p) => p.removedAt)).toBe(true);
  // Folios opened before the day start whose business day is the calendar day before.
  expect(
    scan.folios.some((x) => {
      const s = shops.find((sh) => sh.storeId === x.storeId)!;
      return x.businessDay < new Intl.DateTimeFormat('en-CA', { timeZone: s.timeZone }).format(x.openedAt);
    }),
  ).toBe(true);

  // Each store's product names as at their latest close, as report_product_names keeps them.
  const storeOf = new Map(scan.folios.map((x) => [x.id, x.storeId]));
  const latestName = latestNames(scan);

  await fc.assert(
    fc.asyncProperty(rangeArb, async ({ stores, start, length }) => {
      const from = dayPlus('2025-12-15', start);
      const to = dayPlus(from, length - 1);
      const storeIds = stores.map((i) => shops[i]!.storeId);
      const inRange = (x: Scanned['folios'][number], a = from, b = to) =>
        storeIds.includes(x.storeId) && x.businessDay >= a && x.businessDay <= b;
      const mine = scan.folios.filter((x) => inRange(x));
      const closedIds = new Set(mine.filter((x) => x.status === 'closed').map((x) => x.id));
      const closed = mine.filter((x) => closedIds.has(x.id));

      const d = await t.call(owner.token, r.getDashboard, { storeIds, from, to });
      expect(folioPart(d.current)).toEqual(figuresOfScan(mine));
      expect(folioPart(d.previous)).toEqual(
        figuresOfScan(scan.folios.filter((x) => inRange(x, d.previousFrom, d.previousTo))),
      );
      expect(dayPlus(d.previousTo, 1)).toBe(from);
      expect(d.perStore.map((p) => folioPart(p.figures))).toEqual(
        storeIds.map((id) => figuresOfScan(mine.filter((x) => x.storeId === id))),
      );

      const heat = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
      const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, revenue: 0, folios: 0 }));
      const weekdays = Array.from({ length: 7 }, (_, weekday) => ({ weekday, revenue: 0, folios: 0 }));
      for (const x of closed) {
        const h = hourIn(x.closedAt!, shops.find((s) => s.storeId === x.storeId)!.timeZone);
        const w = weekdayOf(x.businessDay);
        heat[w]![h]! += x.total;
        hours[h]!.revenue += x.total;
        hours[h]!.folios += 1;
        weekdays[w]!.revenue += x.total;
        weekdays[w]!.folios += 1;
      }
      expect(d.heat).toEqual(heat);
      expect(d.byHour).toEqual(hours);
      expect(d.byWeekday).toEqual(weekdays);

      const services = new Map<string, { revenue: number; folios: number }>();
      for (const x of closed) {
        const s = services.get(x.serviceType) ?? { revenue: 0, folios: 0 };
        s.revenue += x.total;
        s.folios += 1;
        services.set(x.serviceType, s);
      }
      expect(new Map(d.byServiceType.map((s) => [s.serviceType, { revenue: s.revenue, folios: s.folios }]))).toEqual(
        services,
      );

      // Payment types over the stores: one per collection type and name (docs/reports.md, Across stores).
      const payments = new Map<string, { count: number; amount: number; tips: number }>();
      for (const p of scan.payments.filter((p) => closedIds.has(p.folioId) && !p.removedAt)) {
        const key = `${p.collectionType}:${sameName(p.name)}`;
        const s = payments.get(key) ?? { count: 0, amount: 0, tips: 0 };
        s.count += 1;
        s.amount += p.amount;
        s.tips += p.tip;
        payments.set(key, s);
      }
      expect(new Map(d.byPaymentType.map((p) => [p.key, { count: p.count, amount: p.amount, tips: p.tips }]))).toEqual(
        payments,
      );

      // Products: per store by product key, and over the stores asked by the product's latest name.
      const productsOf = (ids: Set<string>, merged = false) => {
        const out = new Map<string, Record<string, number>>();
        for (const l of scan.lines.filter((l) => ids.has(l.folioId))) {
          const key = l.productId ?? `name:${l.name}`;
          const k = merged ? sameName(latestName.get(`${storeOf.get(l.folioId)}|${key}`)!) : key;
          const p = out.get(k) ?? {
            quantity: 0,
            giftQuantity: 0,
            voidQuantity: 0,
            gross: 0,
            discounts: 0,
            gifts: 0,
            voids: 0,
            net: 0,
            tax: 0,
          };
          if (l.state === 'active') {
            p.quantity! += l.quantity;
            p.gross! += l.gross;
            p.discounts! += l.discountAmount + l.folioDiscountShare;
            p.net! += l.net;
            p.tax! += l.tax;
          } else if (l.state === 'gift') {
            p.giftQuantity! += l.quantity;
            p.gifts! += l.gross;
          } else {
            p.voidQuantity! += l.quantity;
            p.voids! += l.gross;
          }
          out.set(k, p);
        }
        return out;
      };
      const sold = [...productsOf(closedIds, true).entries()].filter(([, p]) => p.quantity! > 0);
      const byNet = (a: [string, Record<string, number>], b: [string, Record<string, number>]) => b[1].net! - a[1].net!;
      expect(d.topProducts.map((p) => p.net)).toEqual(
        sold
          .sort(byNet)
          .slice(0, 10)
          .map(([, p]) => p.net),
      );
      for (const p of [...d.topProducts, ...d.bottomProducts])
        expect({ quantity: p.quantity, net: p.net }).toEqual({
          quantity: productsOf(closedIds, true).get(sameName(p.name))!.quantity,
          net: productsOf(closedIds, true).get(sameName(p.name))!.net,
        });

      for (const id of storeIds) {
        const sales = await t.call(owner.token, r.getProductSales, { storeId: id, from, to, by: 'product' });
        const expected = productsOf(new Set(closed.filter((x) => x.storeId === id).map((x) => x.id)));
        expect(
          new Map(
            sales.rows.map((row) => [
              row.key,
              Object.fromEntries(
                Object.keys(expected.values().next().value ?? { quantity: 0 }).map((k) => [k, row[k as 'net']]),
              ),
            ]),
          ),
        ).toEqual(expected);
        const total = [...expected.values()].reduce((a, p) => a + p.net!, 0);
        expect(sales.totals.net).toBe(total);
        expect(sales.totals.taxes.reduce((a, x) => a + x.net, 0)).toBe(total);
      }

      const days = await t.call(owner.token, r.getFolios, { storeIds, from, to });
      const keys = new Set(mine.map((x) => `${x.storeId}|${x.businessDay}`));
      expect(days.rows.map((row) => `${row.storeId}|${row.businessDay}`).sort()).toEqual([...keys].sort());
      for (const row of days.rows)
        expect(row.figures).toEqual(
          figuresOfScan(mine.filter((x) => x.storeId === row.storeId && x.businessDay === row.businessDay)),
        );
      expect(days.totals).toEqual(folioPart(d.current));
      expect((await t.call(owner.token, r.getStores, { storeIds, from, to })).totals).toEqual(folioPart(d.current));
    }),
    { seed: 42, numRuns: 40 },
  );
}, 300_000);

test('the month rollups and the product names equal the scan, month by month', async () => {
  const scan = await scanAll();
  const db = await t.db();
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const ids = shops.map((s) => s.storeId);
  const closed = new Map(scan.folios.filter((x) => x.status === 'closed').map((x) => [x.id, x]));

  const products = new Map<string, Record<string, number>>();
  for (const l of scan.lines) {
    const x = closed.get(l.folioId);
    if (!x) continue;
    const key = l.productId ?? `name:${l.name}`;
    const k = `${x.storeId}|${x.businessDay.slice(0, 7)}|${key}|${l.taxRate}`;
    const p = products.get(k) ?? { quantity: 0, gift_quantity: 0, void_quantity: 0, net: 0, gifts: 0, voids: 0 };
    if (l.state === 'active') {
      p.quantity! += l.quantity;
      p.net! += l.net;
    } else if (l.state === 'gift') {
      p.gift_quantity! += l.quantity;
      p.gifts! += l.gross;
    } else {
      p.void_quantity! += l.quantity;
      p.voids! += l.gross;
    }
    products.set(k, p);
  }
  const months = await rows(
    sql`SELECT * FROM report_product_months WHERE store_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  expect(months.length).toBeGreaterThan(products.size / 2);
  expect(
    new Map(
      months.map((m) => [
        `${m.store_id}|${m.month}|${m.product_key}|${m.tax_rate_bp}`,
        Object.fromEntries(Object.keys(products.values().next().value!).map((k) => [k, Number(m[k])])),
      ]),
    ),
  ).toEqual(products);
  const stored = await rows(sql`SELECT store_id, product_key, name FROM report_product_names`);
  expect(
    new Map(
      stored.filter((s) => ids.includes(String(s.store_id))).map((s) => [`${s.store_id}|${s.product_key}`, s.name]),
    ),
  ).toEqual(latestNames(scan));

  const hours = new Map<string, { folios: number; total: number }>();
  for (const x of closed.values()) {
    const s = shops.find((sh) => sh.storeId === x.storeId)!;
    const k = `${x.storeId}|${x.businessDay.slice(0, 7)}|${weekdayOf(x.businessDay)}|${hourIn(x.closedAt!, s.timeZone)}`;
    const h = hours.get(k) ?? { folios: 0, total: 0 };
    h.folios += 1;
    h.total += x.total;
    hours.set(k, h);
  }
  const hourRows = await rows(sql`SELECT * FROM report_hour_months`);
  expect(
    new Map(
      hourRows
        .filter((h) => ids.includes(String(h.store_id)))
        .map((h) => [
          `${h.store_id}|${h.month}|${h.weekday}|${h.hour}`,
          { folios: Number(h.folios), total: Number(h.total) },
        ]),
    ),
  ).toEqual(hours);
});

// ---- loyalty figures (docs/reports.md, Loyalty figures)

/**
 * Guests, visits (some written out of order: a late visit before a guest's first one), ledger entries of every kind
 * (earn, adjust both ways, redeem and refund through the points' own writes) and coupon redemptions, at random times
 * around the day-start hours of both shops; then for random ranges the dashboard's loyalty figures equal a scan of
 * user_visits, point_entries and coupon_redemptions.
 */
test('the loyalty figures equal a scan of the visits, the ledger and the redemptions', async () => {
  let seed = 11;
  const rng = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const pick = (n: number) => Math.floor(rng() * n);
  /** A time in the first quarter of 2026, a third of them within an hour of midnight UTC. */
  const someTime = () => {
    const day = pick(89);
    const minute = rng() < 0.33 ? 20 * 60 + pick(8 * 60) : pick(24 * 60);
    return new Date(BASE + day * DAY + minute * 60_000);
  };
  const db = await t.db();
  for (const s of shops) {
    const guests: { id: string }[] = [];
    for (let g = 0; g < 6; g++)
      guests.push(
        await t.call(owner.token, customerCalls.createVirtualUser, {
          storeId: s.storeId,
          name: `Misafir ${g}`,
          gsm: freshGsm(),
        }),
      );
    for (let v = 0; v < 40; v++) {
      const guest = guests[pick(guests.length)]!;
      await db.transaction((tx) =>
        recordVisit(tx, { storeId: s.storeId, userId: guest.id, at: someTime(), spend: 1_000 }),
      );
    }
    // Points through the ledger's writes, in time order (expiry and balances go by the clock).
    const times = Array.from({ length: 30 }, someTime).sort((a, b) => a.getTime() - b.getTime());
    for (const [i, at] of times.entries()) {
      clock = () => at;
      // Every fifth a deduction from the guest the entry before gave 50 or more.
      const take = i % 5 === 4;
      const guest = guests[(take ? i - 1 : i) % guests.length]!;
      const points = take ? -(1 + pick(40)) : 50 + pick(200);
      await t.call(owner.token, pointCalls.addPoint, { storeId: s.storeId, userId: guest.id, points, reason: 'Test' });
    }
    clock = null;
    // Redeem and refund entries, written as a points payment writes them (its redeem entry, then a refund of it).
    for (let i = 0; i < 6; i++) {
      const at = someTime();
      await db.transaction(async (tx) => {
        const userId = guests[i]!.id;
        await lockBalance(tx, s.storeId, userId);
        const entry = { chainKey: s.storeId, userId, storeId: s.storeId, reason: '', at };
        await append(tx, { ...entry, id: newId(), kind: 'redeem', points: -10 });
        if (i % 3 === 0) await append(tx, { ...entry, id: newId(), kind: 'refund', points: 10 });
      });
    }
    // Coupon redemptions: a few through coupon/use (now), the rest written as coupon/use writes them, at random times.
    const coupon = await t.call(owner.token, couponCalls.create, {
      storeId: s.storeId,
      name: 'Hoş geldin',
      benefit: { kind: 'amount', value: 1_000 },
    });
    for (let i = 0; i < 3; i++)
      await t.call(owner.token, couponCalls.use, { storeId: s.storeId, code: coupon.codes[0]!.code });
    const codeId = (await db.select().from(couponCodes).where(eq(couponCodes.couponId, coupon.id)))[0]!.id;
    for (let i = 0; i < 15; i++)
      await db.transaction((tx) =>
        redeem(tx, { id: newId(), couponId: coupon.id, codeId, storeId: s.storeId, at: someTime(), amount: 1_000 }),
      );
  }

  const ids = shops.map((s) => s.storeId);
  const visits = await db.select().from(userVisits).where(inArray(userVisits.storeId, ids));
  const entries = await db.select().from(pointEntries).where(inArray(pointEntries.storeId, ids));
  const uses = await db.select().from(couponRedemptions).where(inArray(couponRedemptions.storeId, ids));
  const shopOf = (id: string) => shops.find((s) => s.storeId === id)!;
  const dayAt = (storeId: string, at: Date) =>
    businessDayOf(at, shopOf(storeId).timeZone, shopOf(storeId).dayStartHour);
  const firstDay = new Map<string, string>();
  for (const v of visits) {
    const k = `${v.storeId}|${v.userId}`;
    if (!firstDay.has(k) || v.businessDay < firstDay.get(k)!) firstDay.set(k, v.businessDay);
  }
  // The data holds what the property is about: visits written before a guest's earlier first one, every entry kind.
  for (const kind of ['adjust', 'redeem', 'refund'])
    expect(
      entries.some((e) => e.kind === kind),
      kind,
    ).toBe(true);
  expect(entries.some((e) => e.kind === 'adjust' && e.points < 0)).toBe(true);
  expect(
    visits.some((v) => v.firstAt > new Date(BASE) && firstDay.get(`${v.storeId}|${v.userId}`)! < v.businessDay),
  ).toBe(true);

  const scanOf = (storeIds: string[], from: string, to: string): LoyaltyFigures => {
    const inRange = (storeId: string, day: string) => storeIds.includes(storeId) && day >= from && day <= to;
    const mineVisits = visits.filter((v) => inRange(v.storeId, v.businessDay));
    const mineEntries = entries.filter((e) => inRange(e.storeId, dayAt(e.storeId, e.at)));
    return {
      newGuests: mineVisits.filter((v) => firstDay.get(`${v.storeId}|${v.userId}`) === v.businessDay).length,
      returningGuests: mineVisits.filter((v) => firstDay.get(`${v.storeId}|${v.userId}`)! < v.businessDay).length,
      pointsIssued: mineEntries.reduce((a, e) => a + pointFiguresOf(e.kind, e.points).issued, 0),
      pointsRedeemed: mineEntries.reduce((a, e) => a + pointFiguresOf(e.kind, e.points).redeemed, 0),
      couponsUsed: uses.filter((u) => inRange(u.storeId, dayAt(u.storeId, u.at))).length,
    };
  };
  const loyaltyOf = (f: DashboardFigures): LoyaltyFigures => ({
    newGuests: f.newGuests,
    returningGuests: f.returningGuests,
    pointsIssued: f.pointsIssued,
    pointsRedeemed: f.pointsRedeemed,
    couponsUsed: f.couponsUsed,
  });
  const everything = scanOf(ids, '2025-01-01', '2027-12-31');
  expect(Object.values(everything).every((n) => n > 0)).toBe(true);

  await fc.assert(
    fc.asyncProperty(rangeArb, async ({ stores, start, length }) => {
      const from = dayPlus('2025-12-15', start);
      const to = dayPlus(from, length - 1);
      const storeIds = stores.map((i) => shops[i]!.storeId);
      const d = await t.call(owner.token, r.getDashboard, { storeIds, from, to });
      expect(loyaltyOf(d.current)).toEqual(scanOf(storeIds, from, to));
      expect(loyaltyOf(d.previous)).toEqual(scanOf(storeIds, d.previousFrom, d.previousTo));
      expect(d.perStore.map((p) => loyaltyOf(p.figures))).toEqual(storeIds.map((id) => scanOf([id], from, to)));
    }),
    { seed: 43, numRuns: 40 },
  );
}, 300_000);
