import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signalCalls } from '@sofra/contracts/live/live.calls';
import { SIGNAL_INTERVAL_SECONDS } from '@sofra/contracts/live/live.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/call-context.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { ownerAndStranger } from '../../../test/factories.ts';
import { floorWithTable, heardEvents, staffWith } from '../../../test/live.ts';
import * as signals from './signals.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The context of a public call, to send a signal at a time of the test's choosing. */
const publicCtx = async (): Promise<Ctx> => ({
  db: await t.db(),
  tenant: t.tenants[0]!,
  ip: '127.0.0.1',
  log: t.app.log,
  services: t.app.services,
  user: null,
  pos: null,
});

const refusal = async (token: string | null, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: (res.json() as { code: string }).code };
};

describe('guest signals', () => {
  test('a waiter call is a table log without a user, published, listed until acknowledged for everyone', async () => {
    const { owner } = await ownerAndStranger(t);
    const { store, table, code } = await floorWithTable(t, owner);
    const waiter = await staffWith(t, owner, store.id, ['store.view', 'folios.view']);
    const heard = heardEvents(t, store.id);

    const before = new Date(Date.now() - 1000).toISOString();
    const sent = await t.call(null, signalCalls.callWaiter, { code });
    expect(sent).toEqual({ id: expect.any(String), at: expect.any(String) });
    const bill = await t.call(null, signalCalls.requestCheck, { code });

    const open = await t.call(waiter.token, signalCalls.getSignals, { storeId: store.id });
    expect(open.map((s) => [s.id, s.kind, s.tableId, s.tableName, s.groupName, s.answeredAt])).toEqual([
      [sent.id, 'waiter', table.id, 'Bahçe 3', 'Bahçe', null],
      [bill.id, 'check', table.id, 'Bahçe 3', 'Bahçe', null],
    ]);
    expect(heard.events.filter((e) => e.type !== 'notification').map((e) => e.type)).toEqual([
      'waiter.called',
      'check.requested',
    ]);

    const answered = await t.call(waiter.token, signalCalls.acknowledge, { storeId: store.id, id: sent.id });
    expect(answered).toMatchObject({ id: sent.id, answeredBy: { id: waiter.userId, name: 'Test Kullanıcı' } });
    expect(Date.parse(answered.answeredAt!)).toBeGreaterThanOrEqual(Date.parse(sent.at));
    // Answered for everyone: the owner's list no longer has it, and answering again changes nothing.
    expect((await t.call(owner.token, signalCalls.getSignals, { storeId: store.id })).map((s) => s.id)).toEqual([
      bill.id,
    ]);
    const again = await t.call(owner.token, signalCalls.acknowledge, { storeId: store.id, id: sent.id });
    expect(again).toEqual(answered);
    expect(heard.events.filter((e) => e.type === 'signal.answered')).toEqual([
      { type: 'signal.answered', storeId: store.id, signal: answered },
    ]);
    heard.stop();

    // The table logs keep both, with the answer.
    const logs = await t.call(owner.token, tableCalls.getTableLogs, {
      storeId: store.id,
      from: before,
      to: new Date(Date.now() + 1000).toISOString(),
    });
    expect(logs.items.map((l) => [l.id, l.action, l.userId, l.userName, l.answeredBy])).toEqual([
      [bill.id, 'check-request', null, '', null],
      [sent.id, 'waiter-call', null, '', { id: waiter.userId, name: 'Test Kullanıcı' }],
    ]);
    expect(logs.items[1]!.answeredAt).toBe(answered.answeredAt);
  });

  test('refused when the store does not take it, and with the check-in codes for a code that does not serve', async () => {
    const { owner } = await ownerAndStranger(t);
    const { store, table, code } = await floorWithTable(t, owner, { callWaiter: true, requestCheck: false });
    expect(await refusal(null, signalCalls.requestCheck, { code })).toEqual({
      status: 403,
      code: 'signal_not_allowed',
    });
    await t.call(owner.token, storeCalls.saveStore, {
      id: store.id,
      name: store.name,
      properties: { callWaiter: false },
    });
    expect((await refusal(null, signalCalls.callWaiter, { code })).code).toBe('signal_not_allowed');
    expect(await t.call(owner.token, signalCalls.getSignals, { storeId: store.id })).toEqual([]);

    expect(await refusal(null, signalCalls.callWaiter, { code: 'no-such-code-here' })).toEqual({
      status: 404,
      code: 'qr_code_not_found',
    });
    const loose = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    expect((await refusal(null, signalCalls.callWaiter, { code: loose.code })).code).toBe('qr_code_unassigned');
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, id: table.id, active: false });
    expect((await refusal(null, signalCalls.callWaiter, { code })).code).toBe('table_inactive');
  });

  test(`one per table and kind per ${SIGNAL_INTERVAL_SECONDS} s, by the database's clock of the last one`, async () => {
    const { owner } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    const ctx = await publicCtx();
    const t0 = new Date(Date.now() + 60_000);
    await signals.send(ctx, 'waiter', code, t0);
    const tooSoon = signals.send(ctx, 'waiter', code, new Date(t0.getTime() + SIGNAL_INTERVAL_SECONDS * 1000 - 1));
    await expect(tooSoon).rejects.toThrow(AppError);
    await expect(tooSoon).rejects.toMatchObject({ code: 'signal_too_soon' });
    // The other kind is its own.
    await signals.send(ctx, 'check', code, new Date(t0.getTime() + 1000));
    await signals.send(ctx, 'waiter', code, new Date(t0.getTime() + SIGNAL_INTERVAL_SECONDS * 1000));
    const open = await t.call(owner.token, signalCalls.getSignals, { storeId: store.id });
    expect(open.map((s) => s.kind)).toEqual(['waiter', 'check', 'waiter']);
  });

  test('through the API: a second call at once is 429 signal_too_soon; two at the same moment, one goes through', async () => {
    const { owner } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    await t.call(null, signalCalls.callWaiter, { code });
    expect(await refusal(null, signalCalls.callWaiter, { code })).toEqual({ status: 429, code: 'signal_too_soon' });

    const both = await Promise.all([1, 2].map(() => t.raw(null, signalCalls.requestCheck, { code })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect((await t.call(owner.token, signalCalls.getSignals, { storeId: store.id })).map((s) => s.kind)).toEqual([
      'waiter',
      'check',
    ]);
  });

  test("another owner's and staff without folios.view are refused; an unknown signal is signal_not_found", async () => {
    const { owner, other } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    const sent = await t.call(null, signalCalls.callWaiter, { code });
    const cook = await staffWith(t, owner, store.id, ['store.view']);
    for (const token of [other.token, cook.token]) {
      expect(await refusal(token, signalCalls.getSignals, { storeId: store.id })).toEqual({
        status: 403,
        code: 'store_forbidden',
      });
      expect((await refusal(token, signalCalls.acknowledge, { storeId: store.id, id: sent.id })).code).toBe(
        'store_forbidden',
      );
    }
    // Another store's signal is not found in a store the caller reads.
    const mine = await floorWithTable(t, other);
    expect(await refusal(other.token, signalCalls.acknowledge, { storeId: mine.store.id, id: sent.id })).toEqual({
      status: 404,
      code: 'signal_not_found',
    });
    expect((await t.call(owner.token, signalCalls.getSignals, { storeId: store.id }))[0]!.answeredAt).toBeNull();
  });
});
