import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { orderCalls } from '@sofra/contracts/live/live.calls';
import { closingCalls } from '@sofra/contracts/closing/closing.calls';
import { DEMO_OWNER_GSM, seedDemo } from './demo.ts';
import { DEMO_CLOSED_DAYS } from './demo-closes.ts';
import { businessDayOf } from '../areas/folios/business-day.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let owner: { token: string };
let storeIds: string[];
beforeAll(async () => {
  // The full demo whatever the environment says (the server project's process tests start with a shorter one).
  t = await buildTestApp({ config: { demoFolioDays: 90 } });
  await seedDemo(await t.db(), t.config, t.app.log);
  owner = await t.signIn(DEMO_OWNER_GSM);
  storeIds = (await t.call(owner.token, authCalls.getOwnedStores, {})).map((o) => o.storeId);
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await (await t.db()).execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

const hourShares = async (storeId: string) => {
  const byHour = await rows<{ hour: number; n: number }>(
    sql`SELECT extract(hour FROM opened_at AT TIME ZONE 'Europe/Istanbul')::int AS hour, count(*)::int AS n
        FROM folios WHERE store_id = ${storeId} AND status IN ('closed', 'cancelled') GROUP BY 1`,
  );
  const all = byHour.reduce((n, h) => n + h.n, 0);
  return (pick: (hour: number) => boolean) => byHour.filter((h) => pick(h.hour)).reduce((n, h) => n + h.n, 0) / all;
};

test('every demo store has 90 business days of bills in its own shape of the day and week', async () => {
  const named = await rows<{ id: string; name: string }>(sql`SELECT id, name FROM stores`);
  const idOf = (name: string) => named.find((s) => s.name === name)!.id;
  for (const storeId of storeIds) {
    const days = await rows<{ day: string; n: number }>(
      sql`SELECT business_day AS day, count(*)::int AS n FROM folios WHERE store_id = ${storeId}
          AND status IN ('closed', 'cancelled') GROUP BY business_day ORDER BY business_day`,
    );
    expect(days).toHaveLength(90);
    expect(days.at(-1)!.day < businessDayOf(new Date())).toBe(true);
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const mean = (pick: (d: number) => boolean) => {
      const some = days.filter((d) => pick(weekday(d.day)));
      return some.reduce((n, d) => n + d.n, 0) / some.length;
    };
    // Friday and Saturday against Monday to Wednesday.
    expect(mean((d) => d === 5 || d === 6)).toBeGreaterThan(1.4 * mean((d) => d >= 1 && d <= 3));
  }
  // The meyhane: evenings from 19:00 past midnight, nothing before noon.
  const meyhane = await hourShares(idOf('Karaköy Meyhanesi'));
  expect(meyhane((h) => h >= 19 || h <= 1)).toBeGreaterThan(0.6);
  expect(meyhane((h) => h >= 5 && h < 12)).toBe(0);
  // The café: breakfast from 08:00, busiest in the morning, quiet evenings.
  const cafe = await hourShares(idOf('Moda Kahve Evi'));
  expect(cafe((h) => h >= 8 && h < 11)).toBeGreaterThan(0.3);
  expect(cafe((h) => h >= 19)).toBeLessThan(0.1);
  const [breakfast] = await rows<{ morning: number; later: number }>(
    sql`SELECT count(*) FILTER (WHERE extract(hour FROM f.opened_at AT TIME ZONE 'Europe/Istanbul') < 12)::int AS morning,
          count(*) FILTER (WHERE extract(hour FROM f.opened_at AT TIME ZONE 'Europe/Istanbul') >= 12)::int AS later
        FROM folio_lines l JOIN folios f ON f.id = l.folio_id
        JOIN menu_products p ON p.id = l.product_id JOIN menu_groups g ON g.id = p.group_id
        WHERE f.store_id = ${idOf('Moda Kahve Evi')} AND g.names->>'tr' = 'Kahvaltı'`,
  );
  expect(breakfast).toMatchObject({ later: 0 });
  expect(breakfast!.morning).toBeGreaterThan(100);
  // The fish restaurant: lunch and dinner.
  const fish = await hourShares(idOf('Alsancak Balıkçısı'));
  expect(fish((h) => h >= 12 && h < 15)).toBeGreaterThan(0.2);
  expect(fish((h) => h >= 18 && h <= 22)).toBeGreaterThan(0.4);
});

test("each demo store's tables seat their own number of guests, and each store has its own points rules", async () => {
  const covers = await rows<{ name: string; average: number; least: number; most: number; kinds: number }>(
    sql`SELECT s.name, avg(f.covers)::float AS average, min(f.covers)::int AS least, max(f.covers)::int AS most,
          count(DISTINCT f.covers)::int AS kinds
        FROM folios f JOIN stores s ON s.id = f.store_id WHERE f.covers IS NOT NULL GROUP BY s.name`,
  );
  const of = (name: string) => covers.find((c) => c.name === name)!;
  for (const c of covers) expect(c).toMatchObject({ least: 1, most: 6, kinds: 6 });
  expect(of('Moda Kahve Evi').average).toBeLessThan(2.3);
  expect(of('Karaköy Meyhanesi').average).toBeGreaterThan(of('Moda Kahve Evi').average + 0.8);
  const rules = await rows<{ pay_point: number; months: string }>(
    sql`SELECT pay_point, properties->>'pointExpiryMonths' AS months FROM stores ORDER BY name`,
  );
  expect(new Set(rules.map((r) => r.pay_point)).size).toBe(3);
  expect(new Set(rules.map((r) => r.months)).size).toBe(3);
  const balances = await rows<{ issued: number; spent: number }>(
    sql`SELECT sum(points) FILTER (WHERE points > 0)::int AS issued, -sum(points) FILTER (WHERE points < 0)::int AS spent
        FROM point_entries GROUP BY store_id`,
  );
  expect(new Set(balances.map((b) => `${b.issued}/${b.spent}`)).size).toBe(balances.length);
});

test('closed bills are paid in full by cash, card, meal voucher or both; some carry discounts, gifts and voids', async () => {
  const [mix] = await rows<Record<string, number>>(sql`
    SELECT count(*) FILTER (WHERE status = 'closed' AND paid <> total)::int AS unpaid,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE jsonb_array_length(payment_names) = 2)::int AS split,
           count(*) FILTER (WHERE discount IS NOT NULL)::int AS folio_discounts,
           count(*) FILTER (WHERE tip > 0)::int AS tipped
    FROM folios`);
  expect(mix).toMatchObject({ unpaid: 0 });
  expect(mix!.cancelled).toBeGreaterThan(0);
  expect(mix!.split).toBeGreaterThan(0);
  expect(mix!.folio_discounts).toBeGreaterThan(0);
  expect(mix!.tipped).toBeGreaterThan(0);
  const kinds = await rows<{ collection_type: string }>(
    sql`SELECT DISTINCT collection_type FROM folio_payments ORDER BY collection_type`,
  );
  expect(kinds.map((k) => k.collection_type)).toEqual(['bank', 'cash', 'meal-voucher']);
  const [lines] = await rows<Record<string, number>>(sql`
    SELECT count(*) FILTER (WHERE state = 'gift')::int AS gifts, count(*) FILTER (WHERE state = 'void')::int AS voids,
           count(*) FILTER (WHERE discount IS NOT NULL)::int AS discounted,
           count(*) FILTER (WHERE jsonb_array_length(options) > 0)::int AS with_options
    FROM folio_lines`);
  for (const n of Object.values(lines!)) expect(n).toBeGreaterThan(0);
});

test('a demo bill reads as the API computes it, and an open one is paid and closed like any other', async () => {
  const storeId = storeIds[0]!;
  const live = await t.call(owner.token, folioCalls.get, { storeId });
  expect(live.length).toBeGreaterThanOrEqual(3);
  const folio = live.find((f) => f.status === 'open' && f.totals.total > 0)!;
  expect(folio.lines.reduce((n, l) => n + l.net, 0) + folio.totals.serviceFee).toBe(folio.totals.total);
  expect(folio.totals.balance).toBe(folio.totals.total);
  const types = await t.call(owner.token, definitionKindCalls.paymentTypes.list, { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const paid = await t.call(owner.token, folioCalls.addPayment, {
    storeId,
    id: folio.id,
    version: folio.version,
    paymentTypeId: cash.id,
    amount: folio.totals.total,
  });
  // The service recomputed the totals from the seeded lines: they agree with what the seed stored.
  expect(paid.totals).toEqual({ ...folio.totals, paid: folio.totals.total, balance: 0 });
  const closed = await t.call(owner.token, folioCalls.close, { storeId, id: folio.id, version: paid.version });
  expect(closed.status).toBe('closed');
  const [numbers] = await rows<{ bad: number }>(sql`
    SELECT count(*)::int AS bad FROM (SELECT store_id, business_day, count(*) AS n, max(number) AS top
      FROM folios GROUP BY store_id, business_day) d WHERE n <> top`);
  expect(numbers!.bad).toBe(0);
});

test('the store that takes orders from its web menu has one guest order waiting for an answer', async () => {
  const waiting = [];
  for (const storeId of storeIds)
    waiting.push(
      ...(await t.call(owner.token, orderCalls.getOrders, { storeId })).filter((o) => o.status === 'waiting'),
    );
  expect(waiting).toHaveLength(1);
  expect(waiting[0]).toMatchObject({
    source: 'guest-app',
    orderState: 'waiting',
    tableName: 'Teras 2',
    openedBy: null,
  });
  expect(waiting[0]!.lines.length).toBeGreaterThan(0);
  expect(waiting[0]!.totals.total).toBe(
    waiting[0]!.lines.reduce((a, l) => a + l.net, 0) + waiting[0]!.totals.serviceFee,
  );
});

test("every demo store's dashboard shows its last 60 days from the rollups, and the stores add up", async () => {
  const { reportCalls } = await import('@sofra/contracts/reports/reports.calls');
  const today = businessDayOf(new Date());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  const all = await t.call(owner.token, reportCalls.getDashboard, { storeIds, from, to: today });
  for (const s of all.perStore) {
    expect(s.figures.folios).toBeGreaterThan(300);
    expect(s.figures.revenue).toBeGreaterThan(0);
    // Table bills carry 1–6 guests (mostly 2), take-away none: fewer guests than bills × 6, an average per guest below
    // the average bill.
    expect(s.figures.guests).toBeGreaterThan(s.figures.folios / 2);
    expect(s.figures.guests).toBeLessThan(s.figures.folios * 6);
    expect(s.figures.averagePerGuest).toBeGreaterThan(0);
    expect(s.figures.averagePerGuest).toBeLessThan(s.figures.averageBill);
  }
  expect(all.current.folios).toBe(all.perStore.reduce((n, s) => n + s.figures.folios, 0));
  expect(all.byPaymentType.length).toBeGreaterThanOrEqual(3);
  expect(all.topProducts).toHaveLength(10);
  expect(all.heat.flat().filter((v) => v > 0).length).toBeGreaterThan(30);
  expect(all.previous.folios).toBeGreaterThan(0);
});

test('the demo’s past days are closed with their Z reports; today is open', async () => {
  const storeId = storeIds[0]!;
  const days = await t.call(owner.token, closingCalls.listDays, { storeId });
  expect(days.total).toBe(DEMO_CLOSED_DAYS);
  const [latest] = days.rows;
  const today = await t.call(owner.token, closingCalls.getDay, { storeId });
  expect(today.state).toBe('open');
  expect(latest!.businessDay < today.businessDay).toBe(true);
  // The kept report is the day's bills'.
  const day = await t.call(owner.token, closingCalls.getDay, { storeId, businessDay: latest!.businessDay });
  expect(day.state).toBe('closed');
  expect(day.closes[0]!.figures).toEqual(day.figures);
  expect(day.closes[0]!.figures.revenue).toBe(latest!.revenue);
  expect(latest!.revenue).toBeGreaterThan(0);
});
