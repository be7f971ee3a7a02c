import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { deliveryCalls } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { folios } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';
import { heardEvents, staffWith } from '../../../test/live.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const deliveryStore = (owner: Session, name?: string) =>
  t.call(
    owner.token,
    storeCalls.saveStore,
    newStore({ serviceTypes: ['delivery', 'take-away'], ...(name && { name }) }),
  );
const delivery = (owner: Session, storeId: string) =>
  t.call(owner.token, folioCalls.save, { storeId, serviceType: 'delivery' });
const move = deliveryCalls.updateDeliveryStatus;

const refusal = async (token: string, body: unknown, call: Parameters<TestApp['raw']>[1] = move) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: (res.json() as { code: string }).code };
};

describe('delivery status', () => {
  test('moves along the transitions, takes a courier for routing, writes the history and publishes each move', async () => {
    const owner = await t.signIn();
    const store = await deliveryStore(owner);
    const folio = await delivery(owner, store.id);
    expect(folio).toMatchObject({ deliveryStatus: 'none', courierName: null, deliveryStatusAt: null, version: 1 });
    const heard = heardEvents(t, store.id);
    const ref = { storeId: store.id, id: folio.id };

    const preparing = await t.call(owner.token, move, { ...ref, status: 'preparing', version: 1 });
    expect(preparing).toMatchObject({ deliveryStatus: 'preparing', version: 2 });
    expect(preparing.deliveryStatusAt).not.toBeNull();
    expect(await refusal(owner.token, { ...ref, status: 'routing' })).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const routing = await t.call(owner.token, move, { ...ref, status: 'routing', courierName: 'Mehmet' });
    expect(routing).toMatchObject({ deliveryStatus: 'routing', courierName: 'Mehmet', version: 3 });
    // An old version is refused, whatever the move.
    expect(await refusal(owner.token, { ...ref, status: 'completed', version: 2 })).toEqual({
      status: 409,
      code: 'folio_conflict',
    });
    await t.call(owner.token, move, { ...ref, status: 'completed', version: 3 });
    // Nothing is owed on this empty bill: closing the delivery closes it too.
    const closed = await t.call(owner.token, move, { ...ref, status: 'closed' });
    expect(closed).toMatchObject({ deliveryStatus: 'closed', status: 'closed', courierName: 'Mehmet', version: 5 });
    // Nothing leaves closed.
    expect(await refusal(owner.token, { ...ref, status: 'cancelled' })).toEqual({
      status: 409,
      code: 'delivery_transition_invalid',
    });

    const detail = await t.call(owner.token, folioCalls.getById, ref);
    expect(detail.history.filter((e) => e.action === 'delivery').map((e) => e.detail)).toEqual([
      { from: 'none', to: 'preparing', courierName: null },
      { from: 'preparing', to: 'routing', courierName: 'Mehmet' },
      { from: 'routing', to: 'completed', courierName: 'Mehmet' },
    ]);
    // The last move is the bill's closing, one history row naming both.
    expect(detail.history.at(-1)).toMatchObject({
      action: 'closed',
      detail: { total: 0, delivery: { from: 'completed', to: 'closed', courierName: 'Mehmet' } },
    });
    const moves = heard.events.filter((e) => e.type === 'delivery.changed');
    heard.stop();
    expect(
      moves.map((e) => e.type === 'delivery.changed' && [e.deliveryStatus, e.courierName, e.folio.version]),
    ).toEqual([
      ['preparing', null, 2],
      ['routing', 'Mehmet', 3],
      ['completed', 'Mehmet', 4],
      ['closed', 'Mehmet', 5],
    ]);
  });

  test('a skipped status, a delivery of another kind and another owner are refused', async () => {
    const owner = await t.signIn();
    const other = await t.signIn();
    const store = await deliveryStore(owner);
    const folio = await delivery(owner, store.id);
    const ref = { storeId: store.id, id: folio.id };
    expect(await refusal(owner.token, { ...ref, status: 'completed' })).toEqual({
      status: 409,
      code: 'delivery_transition_invalid',
    });
    expect(await refusal(owner.token, { ...ref, status: 'none' })).toMatchObject({
      code: 'delivery_transition_invalid',
    });
    const takeAway = await t.call(owner.token, folioCalls.save, { storeId: store.id, serviceType: 'take-away' });
    expect(await refusal(owner.token, { storeId: store.id, id: takeAway.id, status: 'preparing' })).toEqual({
      status: 409,
      code: 'delivery_transition_invalid',
    });
    expect(await refusal(other.token, { ...ref, status: 'preparing' })).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    // A folio of another store named under one's own store is not found.
    const theirs = await deliveryStore(other);
    expect(await refusal(other.token, { storeId: theirs.id, id: folio.id, status: 'preparing' })).toEqual({
      status: 404,
      code: 'folio_not_found',
    });
    // Cancelled from any status not yet completed.
    expect(await t.call(owner.token, move, { ...ref, status: 'cancelled' })).toMatchObject({
      deliveryStatus: 'cancelled',
    });
    expect((await t.call(owner.token, folioCalls.getById, ref)).deliveryStatus).toBe('cancelled');
  });
});

describe('closing a delivery closes its bill, in one write', () => {
  const deliveredWithKofte = async (owner: Session) => {
    const store = await deliveryStore(owner);
    const [kofte] = await publishedMenu(t, owner.token, store.id, [{ name: 'Köfte', price: 25_000 }]);
    const folio = await t.call(owner.token, folioCalls.save, {
      storeId: store.id,
      serviceType: 'delivery',
      lines: [{ productId: kofte!.id, quantity: 2 }],
    });
    const ref = { storeId: store.id, id: folio.id };
    await t.call(owner.token, move, { ...ref, status: 'preparing' });
    await t.call(owner.token, move, { ...ref, status: 'routing', courierName: 'Mehmet' });
    await t.call(owner.token, move, { ...ref, status: 'completed' });
    const types = await t.call(owner.token, defs.paymentTypes.list, { storeId: store.id });
    const cashId = types.find((p) => p.collectionType === 'cash')!.id;
    return { store, ref, total: folio.totals.total, cashId };
  };

  test('a balance due refuses both: the delivery stays completed and the bill open; paid, both close', async () => {
    const owner = await t.signIn();
    const { ref, total, cashId } = await deliveredWithKofte(owner);
    expect(total).toBe(50_000);
    expect(await refusal(owner.token, { ...ref, status: 'closed' })).toEqual({
      status: 409,
      code: 'folio_balance_due',
    });
    expect(await t.call(owner.token, folioCalls.getById, ref)).toMatchObject({
      deliveryStatus: 'completed',
      status: 'open',
    });

    await t.call(owner.token, folioCalls.addPayment, { ...ref, paymentTypeId: cashId, amount: total });
    const heard = heardEvents(t, ref.storeId);
    expect(await t.call(owner.token, move, { ...ref, status: 'closed' })).toMatchObject({
      deliveryStatus: 'closed',
      status: 'closed',
    });
    heard.stop();
    expect(heard.events.map((e) => e.type).sort()).toEqual(['delivery.changed', 'folio.closed']);
  });

  test('a bill closed at the till only moves; a dispatcher without payments.take cannot close an open bill', async () => {
    const owner = await t.signIn();
    const paid = await deliveredWithKofte(owner);
    await t.call(owner.token, folioCalls.addPayment, { ...paid.ref, paymentTypeId: paid.cashId, amount: paid.total });
    await t.call(owner.token, folioCalls.close, paid.ref);
    const dispatcher = await staffWith(t, owner, paid.store.id, ['orders.manage']);
    expect(await t.call(dispatcher.token, move, { ...paid.ref, status: 'closed' })).toMatchObject({
      deliveryStatus: 'closed',
      status: 'closed',
    });

    const open = await deliveredWithKofte(owner);
    const other = await staffWith(t, owner, open.store.id, ['orders.manage']);
    await t.call(owner.token, folioCalls.addPayment, { ...open.ref, paymentTypeId: open.cashId, amount: open.total });
    expect(await refusal(other.token, { ...open.ref, status: 'closed' })).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await t.call(owner.token, folioCalls.getById, open.ref)).toMatchObject({
      deliveryStatus: 'completed',
      status: 'open',
    });
    const cashier = await staffWith(t, owner, open.store.id, ['orders.manage', 'payments.take']);
    expect(await t.call(cashier.token, move, { ...open.ref, status: 'closed' })).toMatchObject({ status: 'closed' });
  });
});

describe('the delivery board', () => {
  test("lists the deliveries of every store the caller owns or serves with orders.manage, with the store's name", async () => {
    const owner = await t.signIn();
    const [first, second] = [await deliveryStore(owner, 'Kadıköy Şubesi'), await deliveryStore(owner, 'Moda Şubesi')];
    const a = await delivery(owner, first.id);
    const b = await delivery(owner, second.id);
    await t.call(owner.token, folioCalls.save, { storeId: first.id, serviceType: 'take-away' });
    // Finished 13 hours ago: off the board; finished just now: still on it.
    const old = await delivery(owner, first.id);
    await t.call(owner.token, move, { storeId: first.id, id: old.id, status: 'cancelled' });
    const db = await t.db();
    await db
      .update(folios)
      .set({ deliveryStatusAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(folios.id, old.id));
    const recent = await delivery(owner, second.id);
    await t.call(owner.token, move, { storeId: second.id, id: recent.id, status: 'cancelled' });

    const board = await t.call(owner.token, deliveryCalls.getDeliveryFolios, {});
    expect(board.map((f) => [f.id, f.storeName, f.deliveryStatus])).toEqual([
      [a.id, 'Kadıköy Şubesi', 'none'],
      [b.id, 'Moda Şubesi', 'none'],
      [recent.id, 'Moda Şubesi', 'cancelled'],
    ]);
    expect(board[0]).toMatchObject({ storeId: first.id, number: a.number, serviceType: 'delivery', lineCount: 0 });
    expect(
      (await t.call(owner.token, deliveryCalls.getDeliveryFolios, { storeIds: [second.id] })).map((f) => f.id),
    ).toEqual([b.id, recent.id]);

    // Staff: only with orders.manage; another owner's store named is refused.
    const dispatcher = await staffWith(t, owner, second.id, ['orders.manage']);
    const waiter = await staffWith(t, owner, first.id, ['folios.view']);
    expect((await t.call(dispatcher.token, deliveryCalls.getDeliveryFolios, {})).map((f) => f.id)).toEqual([
      b.id,
      recent.id,
    ]);
    expect(await t.call(waiter.token, deliveryCalls.getDeliveryFolios, {})).toEqual([]);
    expect(await refusal(waiter.token, { storeIds: [first.id] }, deliveryCalls.getDeliveryFolios)).toEqual({
      status: 403,
      code: 'store_forbidden',
    });
    expect(await refusal(waiter.token, { storeId: first.id, id: a.id, status: 'preparing' })).toMatchObject({
      code: 'store_forbidden',
    });
    expect(await t.call(dispatcher.token, move, { storeId: second.id, id: b.id, status: 'preparing' })).toMatchObject({
      deliveryStatus: 'preparing',
    });
  });
});
