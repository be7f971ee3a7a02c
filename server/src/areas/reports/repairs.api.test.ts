import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { reportCalls as r } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu } from '../../../test/factories.ts';
import { rebuildRollups, repairReports } from './rollups.service.ts';
import { ROLLUP_TABLES } from './rollup.repo.ts';

/** A rollup that fails never blocks the write it follows (docs/reports.md, When a rollup fails). */

let t: TestApp;
const log: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void log.push(JSON.parse(line)) } });
});
afterAll(async () => t.close());

/** A store earning 10 points per 100 ₺, with a Köfte at 250.00 and a cash register. */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10, payPoint: 10 }))).id;
  const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa 1' });
  const cash = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
    (p) => p.collectionType === 'cash',
  )!;
  const [kofte] = await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000, plu: '1001' }]);
  return { owner, storeId, key, cash, kofte };
};
type Shop = Awaited<ReturnType<typeof setUp>>;

/** A paid bill of a guest (two Köfte + 10 % = 550.00, with a tip of 20.00), not yet closed. */
const paidBill = async (s: Shop, guestUserId: string): Promise<Folio> => {
  const folio = await t.call(s.owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'take-away',
    guestUserId,
    lines: [{ productId: s.kofte.id, quantity: 2, options: [] }],
  });
  return t.call(s.owner.token, f.addPayment, {
    storeId: s.storeId,
    id: folio.id,
    paymentTypeId: s.cash.id,
    amount: folio.totals.total,
    tip: 2_000,
  });
};

/** Every rollup row of the store, as JSON text in a fixed order: what a repair must leave. */
const rollupsOf = async (storeId: string) => {
  const db = await t.db();
  const out: Record<string, string[]> = {};
  for (const table of [...ROLLUP_TABLES, 'report_loyalty_days']) {
    const { rows } = (await db.execute(
      sql`SELECT row_to_json(x)::text AS row FROM ${sql.identifier(table)} x WHERE store_id = ${storeId} ORDER BY 1`,
    )) as unknown as { rows: { row: string }[] };
    out[table] = rows.map((x) => x.row);
  }
  return out;
};

const repairsOf = async (storeId: string) =>
  (
    (await (
      await t.db()
    ).execute(
      sql`SELECT business_day, kind, reason FROM report_repairs WHERE store_id = ${storeId} ORDER BY 1, 2`,
    )) as unknown as { rows: { business_day: string; kind: string; reason: string }[] }
  ).rows;

/**
 * Makes every insert into the folio and loyalty day rollups fail (SQLSTATE P0001) while `times` is not spent: a
 * sequence counts the attempts outside any transaction, so a rolled-back savepoint does not give the attempt back.
 */
const failRollups = async (times: number) => {
  const db = await t.db();
  await db.execute(sql.raw(`DROP SEQUENCE IF EXISTS test_rollup_attempts`));
  await db.execute(sql.raw(`CREATE SEQUENCE test_rollup_attempts`));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('test_rollup_attempts') <= ${times} THEN RAISE EXCEPTION 'rollup refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  for (const table of ['report_days', 'report_loyalty_days'])
    await db.execute(
      sql.raw(
        `CREATE TRIGGER test_refuse_rollup BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_rollup()`,
      ),
    );
};
const allowRollups = async () => {
  const db = await t.db();
  for (const table of ['report_days', 'report_loyalty_days'])
    await db.execute(sql.raw(`DROP TRIGGER test_refuse_rollup ON ${table}`));
};

test('a close whose rollups fail still closes the bill; the day is repaired right after, from the folios', async () => {
  const s = await setUp();
  const guest = await t.signIn();
  const bill = await paidBill(s, guest.userId);
  // The close's folio rollup and its points' loyalty rollup each fail once; the repair after the commit succeeds.
  await failRollups(2);
  const closed = await t.raw(s.owner.token, f.close, { storeId: s.storeId, id: bill.id });
  await allowRollups();
  expect(closed.statusCode).toBe(200);
  expect(closed.json()).toMatchObject({ status: 'closed' });
  expect((await t.call(s.owner.token, f.getById, { storeId: s.storeId, id: bill.id })).status).toBe('closed');

  // Repaired before the answer: nothing left recorded, the dashboard shows the bill, its tip and its points.
  expect(await repairsOf(s.storeId)).toEqual([]);
  const day = bill.businessDay;
  const dashboard = await t.call(s.owner.token, r.getDashboard, { storeIds: [s.storeId], from: day, to: day });
  expect(dashboard.current).toMatchObject({
    folios: 1,
    revenue: 55_000,
    tips: 2_000,
    paid: 55_000,
    pointsIssued: 55,
    newGuests: 1,
  });
  // Exactly what a rebuild from the source rows writes.
  const repaired = await rollupsOf(s.storeId);
  await rebuildRollups(await t.db(), s.storeId);
  expect(await rollupsOf(s.storeId)).toEqual(repaired);

  // Logged with the store, the day and why, never the guest.
  const lines = log.filter(
    (l) => l.msg === 'report rollup had failed: the day is recomputed' && l.storeId === s.storeId,
  );
  expect(lines.map((l) => [l.businessDay, l.kind, l.reason]).sort()).toEqual([
    [day, 'folios', 'P0001 rollup refused by the test'],
    [day, 'loyalty', 'P0001 rollup refused by the test'],
  ]);
  expect(JSON.stringify(lines)).not.toContain(guest.gsm.slice(3));
});

test('while the rollups keep failing, closes and imports still commit; a later repair makes the figures equal the folios', async () => {
  const s = await setUp();
  const guest = await t.signIn();
  const bill = await paidBill(s, guest.userId);
  const day = bill.businessDay;
  await failRollups(1_000_000);
  const closed = await t.raw(s.owner.token, f.close, { storeId: s.storeId, id: bill.id });
  // A POS batch of the same day (one Köfte + 10 % = 275.00, cash) is imported too.
  const at = new Date(Date.parse(bill.openedAt) + 60_000).toISOString();
  const imported = await t.raw(
    null,
    posFolioCalls.folioImport,
    {
      storeId: s.storeId,
      folios: [
        {
          posFolioId: 'pos-1',
          openedAt: at,
          closedAt: at,
          lines: [{ plu: '1001', name: 'Köfte', unitPrice: 25_000, quantity: 1, taxRate: 10 }],
          payments: [{ paymentTypeId: s.cash.id, amount: 27_500 }],
        },
      ],
    },
    { 'x-pos-key': s.key },
  );
  expect([closed.statusCode, imported.statusCode]).toEqual([200, 200]);
  expect(closed.json()).toMatchObject({ status: 'closed' });
  expect(imported.json()).toEqual({ imported: 1, skipped: 0 });

  // The repair after each call failed too: the days stay recorded, and the figures miss them for now.
  expect((await repairsOf(s.storeId)).map((x) => [x.business_day, x.kind])).toEqual([
    [day, 'folios'],
    [day, 'loyalty'],
  ]);
  expect(
    log.some((l) => l.msg === 'report rollup repair failed: the day stays recorded' && l.storeId === s.storeId),
  ).toBe(true);
  const figures = async () =>
    (await t.call(s.owner.token, r.getDashboard, { storeIds: [s.storeId], from: day, to: day })).current;
  expect((await figures()).folios).toBe(0);

  // The job's repair (once the cause is gone): every recorded day from the source rows, once.
  await allowRollups();
  const db = await t.db();
  const quiet = { warn: () => {}, error: () => {} };
  expect(await repairReports(db, quiet)).toBe(2);
  expect(await repairsOf(s.storeId)).toEqual([]);
  expect(await figures()).toMatchObject({
    folios: 2,
    revenue: 55_000 + 27_500,
    tips: 2_000,
    paid: 55_000 + 27_500,
    pointsIssued: 55,
    newGuests: 1,
  });
  const repaired = await rollupsOf(s.storeId);
  // Idempotent: nothing left to do, nothing moves.
  expect(await repairReports(db, quiet)).toBe(0);
  expect(await rollupsOf(s.storeId)).toEqual(repaired);
  await rebuildRollups(db, s.storeId);
  expect(await rollupsOf(s.storeId)).toEqual(repaired);
});
