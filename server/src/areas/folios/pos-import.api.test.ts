import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls, posFolioCalls } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { folioLines, folioPayments, folios } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const pos = (key: string) => ({ 'x-pos-key': key });

/**
 * A store with a 10 % service fee and a cash register; on its menu a Köfte of PLU 1001 (and a deleted product that had
 * PLU 2002). Its default payment types (docs/definitions.md) pay the folios.
 */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore({ serviceFee: 10 }))).id;
  const { key } = await t.call(owner.token, posCalls.createCashRegister, { storeId, name: 'Kasa 1' });
  const types = await t.call(null, defs.paymentTypes.list, { storeId }, pos(key));
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const card = types.find((p) => p.collectionType === 'bank')!;
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const kofte = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Köfte' },
    price: 25_000,
    plu: '1001',
  });
  const gone = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Eski ürün' },
    price: 100,
    plu: '2002',
  });
  await t.call(owner.token, c.deleteProduct, { storeId, id: gone.id });
  return { owner, storeId, key, cash, card, kofte };
};

type Setup = Awaited<ReturnType<typeof setUp>>;

/**
 * Three folios as a POS sends them. A: 2 × Köfte (our PLU 1001) at 250.00 with 50.00 off, a Cola (a PLU we do not
 * have) at 40.00, a Çay as a gift; opened 01:30 Istanbul time (the evening before's business day). Our total:
 * gross 540.00 − 50.00 + 10 % fee 49.00 = 539.00, paid 300.00 cash + 239.00 card, 20.00 tip. B: a cancelled one with
 * a voided line. C: one line, paid in cash.
 */
const batchOf = (s: Setup, tag = newId()) => [
  {
    posFolioId: `${tag}-A`,
    openedAt: '2026-03-15T01:30:00+03:00',
    closedAt: '2026-03-15T02:10:00+03:00',
    tableName: 'Masa 4',
    lines: [
      { plu: '1001', name: 'Köfte (POS)', unitPrice: 25_000, quantity: 2, taxRate: 10, discount: 5_000 },
      { plu: '7777', name: 'Cola', unitPrice: 4_000, quantity: 1, taxRate: 20 },
      { name: 'Çay', unitPrice: 1_500, quantity: 1, taxRate: 1, state: 'gift' as const },
    ],
    payments: [
      { paymentTypeId: s.cash.id, amount: 30_000 },
      { paymentTypeId: s.card.id, amount: 23_900, tip: 2_000 },
    ],
  },
  {
    posFolioId: `${tag}-B`,
    openedAt: '2026-03-15T12:00:00Z',
    closedAt: '2026-03-15T12:20:00Z',
    serviceType: 'take-away' as const,
    status: 'cancelled' as const,
    cancelReason: 'Müşteri vazgeçti',
    lines: [{ plu: '2002', name: 'Eski ürün', unitPrice: 100, quantity: 3, taxRate: 10, state: 'void' as const }],
    payments: [],
  },
  {
    posFolioId: `${tag}-C`,
    openedAt: '2026-03-15T13:00:00Z',
    closedAt: '2026-03-15T13:30:00Z',
    lines: [{ name: 'Su', unitPrice: 1_000, quantity: 1, taxRate: 10 }],
    payments: [{ paymentTypeId: s.cash.id, amount: 1_100 }],
  },
];

const posFoliosOf = async (storeId: string) =>
  (await t.db())
    .select()
    .from(folios)
    .where(and(eq(folios.storeId, storeId), eq(folios.source, 'pos')))
    .orderBy(folios.openedAt, folios.number);

describe('pos/folioImport', () => {
  test('a batch imported twice makes each folio once, with our totals, the PLUs we know and its history', async () => {
    const s = await setUp();
    const batch = batchOf(s);
    const first = await t.call(null, posFolioCalls.folioImport, { storeId: s.storeId, folios: batch }, pos(s.key));
    expect(first).toEqual({ imported: 3, skipped: 0 });
    const again = await t.call(null, posFolioCalls.folioImport, { storeId: s.storeId, folios: batch }, pos(s.key));
    expect(again).toEqual({ imported: 0, skipped: 3 });
    // One new folio next to the old ones: only it is made.
    const more = [...batch.slice(0, 1), { ...batch[2]!, posFolioId: `${batch[2]!.posFolioId}-2` }];
    expect(await t.call(null, posFolioCalls.folioImport, { storeId: s.storeId, folios: more }, pos(s.key))).toEqual({
      imported: 1,
      skipped: 1,
    });

    const rows = await posFoliosOf(s.storeId);
    expect(rows.map((r) => [r.posFolioId, r.businessDay, r.number, r.status])).toEqual([
      [batch[0]!.posFolioId, '2026-03-14', 1, 'closed'],
      [batch[1]!.posFolioId, '2026-03-15', 1, 'cancelled'],
      [batch[2]!.posFolioId, '2026-03-15', 2, 'closed'],
      [`${batch[2]!.posFolioId}-2`, '2026-03-15', 3, 'closed'],
    ]);

    const a = await t.call(s.owner.token, folioCalls.getById, { storeId: s.storeId, id: rows[0]!.id });
    expect(a).toMatchObject({
      source: 'pos',
      posFolioId: batch[0]!.posFolioId,
      status: 'closed',
      serviceType: 'table',
      tableId: null,
      tableName: 'Masa 4',
      openedAt: '2026-03-14T22:30:00.000Z',
      closedAt: '2026-03-14T23:10:00.000Z',
      openedBy: null,
      version: 1,
      totals: {
        gross: 54_000,
        discounts: 5_000,
        gifts: 1_500,
        voids: 0,
        serviceFee: 4_900,
        total: 53_900,
        paid: 53_900,
        tip: 2_000,
        balance: 0,
      },
    });
    expect(
      a.lines.map((l) => [l.productId, l.name, l.plu, l.unitPrice, l.quantity, l.state, l.discount?.amount]),
    ).toEqual([
      [s.kofte.id, 'Köfte (POS)', '1001', 25_000, 2, 'active', 5_000],
      [null, 'Cola', '7777', 4_000, 1, 'active', undefined],
      [null, 'Çay', '', 1_500, 1, 'gift', undefined],
    ]);
    // VAT inside each line's net, and the fee's at the store's default rate (20 %).
    expect(a.lines.map((l) => [l.net, l.tax])).toEqual([
      [45_000, 4_091],
      [4_000, 667],
      [0, 0],
    ]);
    expect(a.payments.map((p) => [p.name, p.collectionType, p.amount, p.tip])).toEqual([
      [s.cash.name, 'cash', 30_000, 0],
      [s.card.name, 'bank', 23_900, 2_000],
    ]);
    expect(a.history).toEqual([
      expect.objectContaining({
        action: 'imported',
        staff: null,
        version: 1,
        detail: expect.objectContaining({ posFolioId: batch[0]!.posFolioId, total: 53_900, paid: 53_900 }),
      }),
    ]);
    // A deleted product's PLU is not ours any more: the line keeps the POS's name and price.
    const b = await t.call(s.owner.token, folioCalls.getById, { storeId: s.storeId, id: rows[1]!.id });
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'Müşteri vazgeçti', serviceType: 'take-away' });
    expect(b.lines[0]).toMatchObject({ productId: null, plu: '2002', state: 'void', gross: 300, net: 0 });
    expect(b.totals).toMatchObject({ voids: 300, total: 0, paid: 0 });
    // The list shows them as any other folio.
    const list = await t.call(s.owner.token, folioCalls.getByStore, {
      storeId: s.storeId,
      from: '2026-03-14',
      to: '2026-03-15',
    });
    expect(list.items.map((f) => f.posFolioId)).toEqual([
      `${batch[2]!.posFolioId}-2`,
      batch[2]!.posFolioId,
      batch[1]!.posFolioId,
      batch[0]!.posFolioId,
    ]);
    expect(list.items.at(-1)!.paymentNames).toEqual([s.cash.name, s.card.name]);
  });

  test('the same batch sent twice at once makes each folio once', async () => {
    const s = await setUp();
    const body = { storeId: s.storeId, folios: batchOf(s) };
    const answers = await Promise.all([
      t.raw(null, posFolioCalls.folioImport, body, pos(s.key)),
      t.raw(null, posFolioCalls.folioImport, body, pos(s.key)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().imported).sort()).toEqual([0, 3]);
    expect(await posFoliosOf(s.storeId)).toHaveLength(3);
  });

  test('one wrong folio refuses the batch: nothing is imported and each wrong field is named with why', async () => {
    const s = await setUp();
    const other = await setUp();
    const refused = async (folios: unknown[]) => {
      const res = await t.raw(null, posFolioCalls.folioImport, { storeId: s.storeId, folios }, pos(s.key));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'pos_import_invalid',
        desc: expect.stringMatching(/^nothing was imported/),
      });
      return res.json().fields;
    };
    const [good, cancelled, small] = batchOf(s);
    // A payment type of another store.
    expect(await refused([good, { ...small!, payments: [{ paymentTypeId: other.cash.id, amount: 1_100 }] }])).toEqual([
      { path: 'folios.1.payments.0.paymentTypeId', code: 'definition_not_found' },
    ]);
    // Paid what the lines come to, without our 10 % service fee; and more than our total.
    expect(
      await refused([
        { ...small!, payments: [{ paymentTypeId: s.cash.id, amount: 1_000 }] },
        { ...good!, posFolioId: 'x-2', payments: [{ paymentTypeId: s.cash.id, amount: 54_000 }] },
      ]),
    ).toEqual([
      { path: 'folios.0.payments', code: 'folio_balance_due' },
      { path: 'folios.1.payments', code: 'payment_exceeds_balance' },
    ]);
    // Every fault of every folio, in order.
    expect(
      await refused([
        good,
        { ...cancelled!, payments: [{ paymentTypeId: s.cash.id, amount: 300 }] },
        { ...small!, closedAt: '2026-03-15T12:59:00Z' },
        { ...small!, posFolioId: 'x-6', openedAt: '0000-01-01T00:00:00Z', closedAt: '2999-01-01T00:00:00Z' },
        { ...small!, posFolioId: good!.posFolioId },
        {
          ...small!,
          posFolioId: 'x-5',
          lines: [
            { name: 'Su', unitPrice: 1_000, quantity: 1, taxRate: 10, discount: 1_001 },
            { name: 'Çay', unitPrice: 1_500, quantity: 1, taxRate: 1, state: 'gift', discount: 100 },
          ],
          payments: [],
        },
      ]),
    ).toEqual([
      { path: 'folios.1.payments', code: 'payment_exceeds_balance' },
      { path: 'folios.2.closedAt', code: 'invalid_value' },
      { path: 'folios.3.openedAt', code: 'invalid_value' },
      { path: 'folios.3.closedAt', code: 'invalid_value' },
      { path: 'folios.4.posFolioId', code: 'invalid_value' },
      { path: 'folios.5.lines.0.discount', code: 'too_big' },
      { path: 'folios.5.lines.1.discount', code: 'invalid_value' },
    ]);
    // The contract's own checks answer validation_failed.
    const bad = await t.raw(
      null,
      posFolioCalls.folioImport,
      { storeId: s.storeId, folios: [{ ...good!, lines: [{ name: 'Su', unitPrice: -5, quantity: 1, taxRate: 10 }] }] },
      pos(s.key),
    );
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    expect(await posFoliosOf(s.storeId)).toEqual([]);
    const counters = await (
      await t.db()
    ).execute(sql`SELECT count(*)::int AS n FROM folio_counters WHERE store_id = ${s.storeId}`);
    expect(((counters as unknown as { rows: { n: number }[] }).rows ?? counters)[0]!.n).toBe(0);
  });

  test("only the store's own POS key imports: another store's key, no key or a user's token are refused", async () => {
    const s = await setUp();
    const other = await setUp();
    const body = { storeId: s.storeId, folios: batchOf(s) };
    const stranger = await t.raw(null, posFolioCalls.folioImport, body, pos(other.key));
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'store_forbidden']);
    const none = await t.raw(null, posFolioCalls.folioImport, body);
    expect([none.statusCode, none.json().code]).toEqual([401, 'pos_key_invalid']);
    const owner = await t.raw(s.owner.token, posFolioCalls.folioImport, body);
    expect([owner.statusCode, owner.json().code]).toEqual([401, 'pos_key_invalid']);
    expect(await posFoliosOf(s.storeId)).toEqual([]);
  });
});

describe('folio/receiveFromPos and folio/controlFromPos', () => {
  /** A guest-app folio written straight into the tables: a line and, when paid, a payment. */
  const guestFolio = async (s: Setup, over: Partial<typeof folios.$inferInsert> = {}) => {
    const id = newId();
    const db = await t.db();
    const [row] = await db
      .execute(sql`SELECT coalesce(max(number), 0) + 1 AS n FROM folios WHERE store_id = ${s.storeId}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows ?? (r as unknown as { n: number }[]));
    await db.insert(folios).values({
      id,
      storeId: s.storeId,
      number: Number(row!.n),
      businessDay: '2026-03-14',
      serviceType: 'table',
      source: 'guest-app',
      guestUserId: newId(),
      status: 'open',
      gross: 25_000,
      total: 25_000,
      paid: 5_000,
      lineCount: 1,
      paymentNames: [s.cash.name],
      ...over,
    });
    await db.insert(folioLines).values({
      id: newId(),
      folioId: id,
      storeId: s.storeId,
      position: 0,
      productId: s.kofte.id,
      name: 'Köfte',
      basePrice: 25_000,
      unitPrice: 25_000,
      quantity: 1,
      taxRate: 1_000,
      gross: 25_000,
      net: 25_000,
      tax: 2_273,
    });
    await db.insert(folioPayments).values({
      id: newId(),
      folioId: id,
      storeId: s.storeId,
      paymentTypeId: s.cash.id,
      name: s.cash.name,
      collectionType: 'cash',
      amount: 5_000,
    });
    return id;
  };

  test('the POS pulls the open guest-app folios, confirms them with its ids, and then no longer gets them', async () => {
    const s = await setUp();
    const first = await guestFolio(s, { openedAt: new Date('2026-03-14T18:00:00Z') });
    const second = await guestFolio(s, { openedAt: new Date('2026-03-14T19:00:00Z'), status: 'locked' });
    // Not for the POS: a closed guest-app folio, one it already took over, a folio of the portal.
    await guestFolio(s, { status: 'closed', paid: 25_000 });
    await guestFolio(s, { posFolioId: 'POS-OLD' });
    await guestFolio(s, { source: 'portal' });

    const pulled = await t.call(null, folioCalls.receiveFromPos, { storeId: s.storeId }, pos(s.key));
    expect(pulled.map((f) => f.id)).toEqual([first, second]);
    expect(pulled[0]).toMatchObject({
      source: 'guest-app',
      status: 'open',
      posFolioId: null,
      lines: [expect.objectContaining({ name: 'Köfte', productId: s.kofte.id, quantity: 1 })],
      payments: [expect.objectContaining({ amount: 5_000, paymentTypeId: s.cash.id })],
      totals: expect.objectContaining({ total: 25_000, paid: 5_000, balance: 20_000 }),
    });

    const controlled = await t.call(
      null,
      folioCalls.controlFromPos,
      {
        storeId: s.storeId,
        folios: [
          { id: first, posFolioId: 'POS-1' },
          { id: second, posFolioId: 'POS-2' },
        ],
      },
      pos(s.key),
    );
    expect(controlled.map((f) => [f.id, f.posFolioId, f.version])).toEqual([
      [first, 'POS-1', 2],
      [second, 'POS-2', 2],
    ]);
    expect(await t.call(null, folioCalls.receiveFromPos, { storeId: s.storeId }, pos(s.key))).toEqual([]);
    const detail = await t.call(s.owner.token, folioCalls.getById, { storeId: s.storeId, id: first });
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'taken-by-pos',
        staff: null,
        version: 2,
        detail: expect.objectContaining({ posFolioId: 'POS-1' }),
      }),
    ]);
    // Confirming again changes nothing.
    const again = await t.call(
      null,
      folioCalls.controlFromPos,
      { storeId: s.storeId, folios: [{ id: first, posFolioId: 'POS-1' }] },
      pos(s.key),
    );
    expect(again.map((f) => [f.posFolioId, f.version])).toEqual([['POS-1', 2]]);
  });

  test("a folio not the store's is folio_not_found, another id for a taken folio a conflict; nothing changes", async () => {
    const s = await setUp();
    const other = await setUp();
    const mine = await guestFolio(s);
    const taken = await guestFolio(s, { posFolioId: 'POS-9' });
    const theirs = await guestFolio(other);
    const control = (list: { id: string; posFolioId: string }[]) =>
      t.raw(null, folioCalls.controlFromPos, { storeId: s.storeId, folios: list }, pos(s.key));

    const foreign = await control([
      { id: mine, posFolioId: 'POS-1' },
      { id: theirs, posFolioId: 'POS-2' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'folio_not_found',
      fields: [{ path: 'folios.1.id', code: 'folio_not_found' }],
    });
    const retaken = await control([{ id: taken, posFolioId: 'POS-10' }]);
    expect(retaken.statusCode).toBe(409);
    expect(retaken.json()).toMatchObject({ code: 'conflict', fields: [{ path: 'folios.0.id', code: 'conflict' }] });
    const sameId = await control([{ id: mine, posFolioId: 'POS-9' }]);
    expect(sameId.json()).toMatchObject({
      code: 'conflict',
      fields: [{ path: 'folios.0.posFolioId', code: 'conflict' }],
    });
    const twice = await control([
      { id: mine, posFolioId: 'POS-1' },
      { id: mine, posFolioId: 'POS-3' },
    ]);
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'validation_failed']);
    const stranger = await t.raw(
      null,
      folioCalls.controlFromPos,
      { storeId: s.storeId, folios: [{ id: mine, posFolioId: 'POS-1' }] },
      pos(other.key),
    );
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'store_forbidden']);
    const pulled = await t.call(null, folioCalls.receiveFromPos, { storeId: s.storeId }, pos(s.key));
    expect(pulled.map((f) => [f.id, f.posFolioId, f.version])).toEqual([[mine, null, 1]]);
  });
});
