import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { closingCalls as z } from '@sofra/contracts/closing/closing.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';

/**
 * Shifts (docs/end-of-day.md, Shifts): each person's turn at a till counts the bills they closed during it, two tills
 * closing at the same moment each keep their own figures (which add up to the day's), and the day closes only once
 * its shifts are closed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const refused = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: res.json().code as string };
};

test('two tills: each shift counts its own bills, both close at once, and then the day closes', async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  const [kofte] = await publishedMenu(t, owner.token, storeId, [{ name: 'Köfte', price: 25_000 }]);
  const tableId = (
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'Salon 1' })
  ).id;
  const types = await t.call(owner.token, defs.paymentTypes.list, { storeId });
  const cash = types.find((p) => p.collectionType === 'cash')!.id;
  const card = types.find((p) => p.collectionType === 'bank')!.id;
  const cashier: Session = await t.signIn();
  await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: cashier.gsm });
  await t.call(cashier.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
  await t.call(owner.token, storeCalls.saveStaffPermissions, {
    storeId,
    userId: cashier.userId,
    permissions: ['folios.view', 'folios.order', 'payments.take'],
  });

  const first = await t.call(owner.token, z.openShift, { storeId, till: 'Kasa 1', float: 50_000 });
  expect(first).toMatchObject({ till: 'Kasa 1', state: 'open', float: 50_000, figures: { folios: 0 } });
  const second = await t.call(cashier.token, z.openShift, { storeId, till: 'Kasa 2' });
  // One open shift per till and per person.
  expect(await refused(owner.token, z.openShift, { storeId, till: 'Kasa 2' })).toMatchObject({ code: 'shift_open' });
  expect(await refused(cashier.token, z.openShift, { storeId, till: 'Kasa 3' })).toMatchObject({ code: 'shift_open' });

  const settle = async (who: Session, quantity: number, paymentTypeId: string): Promise<Folio> => {
    const bill = await t.call(who.token, f.save, {
      storeId,
      serviceType: 'table',
      tableId,
      lines: [{ productId: kofte!.id, quantity }],
    });
    await t.call(who.token, f.addPayment, { storeId, id: bill.id, paymentTypeId, amount: bill.totals.total });
    return t.call(who.token, f.close, { storeId, id: bill.id });
  };
  const a = await settle(owner, 1, cash);
  const b = await settle(cashier, 2, card);
  const c = await settle(cashier, 3, cash);

  const day = await t.call(owner.token, z.getDay, { storeId });
  expect(day.openShifts.map((s) => s.till).sort()).toEqual(['Kasa 1', 'Kasa 2']);
  expect(
    await refused(owner.token, z.closeDay, { storeId, businessDay: day.businessDay, counted: 0, reason: 'x' }),
  ).toMatchObject({ status: 409, code: 'shift_open' });
  const listed = await t.call(cashier.token, z.getShifts, { storeId });
  expect(listed.shifts.map((s) => [s.till, s.figures.folios, s.figures.revenue])).toEqual([
    ['Kasa 1', 1, a.totals.total],
    ['Kasa 2', 2, b.totals.total + c.totals.total],
  ]);
  // Someone else's shift is the manager's to close.
  expect(await refused(cashier.token, z.closeShift, { storeId, id: first.id, counted: 0, reason: 'x' })).toMatchObject({
    status: 403,
    code: 'store_forbidden',
  });

  const [ownerShift, cashierShift] = await Promise.all([
    t.call(owner.token, z.closeShift, { storeId, id: first.id, counted: 50_000 + a.totals.total }),
    t.call(cashier.token, z.closeShift, { storeId, id: second.id, counted: c.totals.total - 500, reason: 'Eksik' }),
  ]);
  expect(ownerShift).toMatchObject({ state: 'closed', cash: { expected: 50_000 + a.totals.total, difference: 0 } });
  expect(cashierShift).toMatchObject({
    state: 'closed',
    closedBy: 'Test Kullanıcı',
    cash: { float: 0, cashSales: c.totals.total, difference: -500, reason: 'Eksik' },
  });
  expect(cashierShift.figures.byPaymentType.map((p) => [p.paymentTypeId, p.amount]).sort()).toEqual(
    [
      [card, b.totals.total],
      [cash, c.totals.total],
    ].sort(),
  );
  expect(ownerShift.figures.revenue + cashierShift.figures.revenue).toBe(day.figures.revenue);
  expect(await refused(owner.token, z.closeShift, { storeId, id: first.id, counted: 0 })).toMatchObject({
    code: 'conflict',
  });

  const closed = await t.call(owner.token, z.closeDay, {
    storeId,
    businessDay: day.businessDay,
    counted: 0,
    reason: 'Kasalar vardiyada sayıldı',
  });
  expect(closed).toMatchObject({ state: 'closed', openShifts: [] });
  // A shift of a closed day keeps its figures as closed.
  const after = await t.call(owner.token, z.getShifts, { storeId, businessDay: day.businessDay });
  expect(after.shifts.map((s) => s.state)).toEqual(['closed', 'closed']);
});
