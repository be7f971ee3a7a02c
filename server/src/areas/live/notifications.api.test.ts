import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { deliveryCalls, notificationCalls, signalCalls } from '@sofra/contracts/live/live.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';
import { floorWithTable, heardEvents, staffWith } from '../../../test/live.ts';
import { notifyOf } from './notifications.service.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => t.close());

const refusal = async (token: string | null, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: (res.json() as { code: string }).code };
};

describe('notifications', () => {
  test("a waiter call and a bill request make the store's notifications, published and counted per reader", async () => {
    const { owner } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    const waiter = await staffWith(t, owner, store.id, ['store.view', 'folios.view']);
    const heard = heardEvents(t, store.id);

    const call = await t.call(null, signalCalls.callWaiter, { code });
    const bill = await t.call(null, signalCalls.requestCheck, { code });
    const page = await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id });
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((n) => [n.kind, n.storeId, n.storeName, n.params, n.folioId, n.read])).toEqual([
      ['check-request', store.id, store.name, { tableName: 'Bahçe 3', groupName: 'Bahçe' }, bill.id, false],
      ['waiter-call', store.id, store.name, { tableName: 'Bahçe 3', groupName: 'Bahçe' }, call.id, false],
    ]);
    // Each event is followed by its notification on the store's stream.
    expect(heard.events.map((e) => e.type)).toEqual([
      'waiter.called',
      'notification',
      'check.requested',
      'notification',
    ]);
    expect(heard.events[3]).toEqual({ type: 'notification', storeId: store.id, notification: page.items[0] });
    heard.stop();
    // Not the user's own.
    expect((await t.call(owner.token, notificationCalls.get, {})).items).toEqual([]);

    const counts = { storeId: store.id };
    expect(await t.call(waiter.token, notificationCalls.getUnreadCounts, counts)).toEqual({ user: 0, store: 2 });
    // Read and deleted are the reader's own.
    await t.call(waiter.token, notificationCalls.markRead, { storeId: store.id, ids: [page.items[1]!.id] });
    expect(await t.call(waiter.token, notificationCalls.getUnreadCounts, counts)).toEqual({ user: 0, store: 1 });
    expect(await t.call(owner.token, notificationCalls.getUnreadCounts, counts)).toEqual({ user: 0, store: 2 });
    await t.call(waiter.token, notificationCalls.deleteStaff, { storeId: store.id, ids: [page.items[0]!.id] });
    const waiters = await t.call(waiter.token, notificationCalls.getStaff, { storeId: store.id });
    expect(waiters.items.map((n) => [n.id, n.read])).toEqual([[page.items[1]!.id, true]]);
    expect(await t.call(waiter.token, notificationCalls.getUnreadCounts, counts)).toEqual({ user: 0, store: 0 });
    expect((await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id })).items).toHaveLength(2);
    // Everything of the store read at once.
    await t.call(owner.token, notificationCalls.markRead, { storeId: store.id });
    expect(await t.call(owner.token, notificationCalls.getUnreadCounts, counts)).toEqual({ user: 0, store: 0 });
    // Reading again changes nothing (the state row is kept, not doubled).
    await t.call(owner.token, notificationCalls.markRead, { storeId: store.id });
    const owners = await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id });
    expect(owners.items.map((n) => n.read)).toEqual([true, true]);
  });

  test('pages newest first with a cursor; a cursor not made here is validation_failed', async () => {
    const { owner } = await ownerAndStranger(t);
    const { store } = await floorWithTable(t, owner);
    const db = await t.db();
    const start = Date.now();
    const made = [];
    for (let i = 0; i < 5; i++) {
      const event = {
        type: 'order.placed' as const,
        storeId: store.id,
        folio: {
          folioId: `f${i}`,
          number: i + 1,
          tableId: null,
          tableName: null,
          status: 'waiting' as const,
          version: 1,
          total: 100,
        },
      };
      made.push(await notifyOf(db, event, t.app.services.push, async () => store.name, new Date(start + i * 1000)));
    }
    const first = await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id, limit: 2 });
    expect(first.items.map((n) => n.params.number)).toEqual([5, 4]);
    const second = await t.call(owner.token, notificationCalls.getStaff, {
      storeId: store.id,
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect(second.items.map((n) => n.params.number)).toEqual([3, 2]);
    const last = await t.call(owner.token, notificationCalls.getStaff, {
      storeId: store.id,
      limit: 2,
      cursor: second.nextCursor!,
    });
    expect(last).toEqual({ items: [made[0]], nextCursor: null });
    expect(
      await refusal(owner.token, notificationCalls.getStaff, { storeId: store.id, cursor: 'not-a-cursor' }),
    ).toEqual({ status: 400, code: 'validation_failed' });
  });

  test("another owner's store and staff without folios.view are refused", async () => {
    const { owner, other } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    await t.call(null, signalCalls.callWaiter, { code });
    const cook = await staffWith(t, owner, store.id, ['store.view', 'menu.edit']);
    const ids = (await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id })).items.map((n) => n.id);
    for (const token of [other.token, cook.token]) {
      for (const [call, body] of [
        [notificationCalls.getStaff, { storeId: store.id }],
        [notificationCalls.deleteStaff, { storeId: store.id, ids }],
        [notificationCalls.markRead, { storeId: store.id }],
        [notificationCalls.getUnreadCounts, { storeId: store.id }],
      ] as const) {
        expect(await refusal(token, call, body)).toEqual({ status: 403, code: 'store_forbidden' });
      }
      // Without a store they reach only their own: the store's ids are passed over.
      await t.call(token, notificationCalls.markRead, { ids });
      await t.call(token, notificationCalls.delete, { ids });
    }
    const kept = await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id });
    expect(kept.items.map((n) => [n.id, n.read])).toEqual([[ids[0], false]]);
  });

  test("a delivery's move makes the guest's own notification, read and deleted by them", async () => {
    const { owner } = await ownerAndStranger(t);
    const guest = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ serviceTypes: ['delivery'] }));
    const folio = await t.call(owner.token, folioCalls.save, {
      storeId: store.id,
      serviceType: 'delivery',
      guestUserId: guest.userId,
    });
    await t.call(owner.token, deliveryCalls.updateDeliveryStatus, {
      storeId: store.id,
      id: folio.id,
      status: 'preparing',
    });
    const own = await t.call(guest.token, notificationCalls.get, {});
    expect(own.items.map((n) => [n.kind, n.storeId, n.params, n.folioId])).toEqual([
      [
        'delivery-changed',
        store.id,
        { number: folio.number, deliveryStatus: 'preparing', courierName: null },
        folio.id,
      ],
    ]);
    // Not the store's.
    expect((await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id })).items).toEqual([]);
    expect(await t.call(guest.token, notificationCalls.getUnreadCounts, {})).toEqual({ user: 1, store: 0 });
    await t.call(guest.token, notificationCalls.markRead, {});
    expect(await t.call(guest.token, notificationCalls.getUnreadCounts, {})).toEqual({ user: 0, store: 0 });
    await t.call(guest.token, notificationCalls.delete, { ids: [own.items[0]!.id] });
    expect((await t.call(guest.token, notificationCalls.get, {})).items).toEqual([]);
  });
});

describe('events published by other areas', () => {
  test("order.placed makes the store's notification and order.answered the guest's, published through the bus alone", async () => {
    const { owner } = await ownerAndStranger(t);
    const guest = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ serviceTypes: ['take-away'] }));
    const folio = await t.call(owner.token, folioCalls.save, {
      storeId: store.id,
      serviceType: 'take-away',
      guestUserId: guest.userId,
    });
    const brief = {
      folioId: folio.id,
      number: folio.number,
      tableId: null,
      tableName: null,
      status: folio.status,
      version: folio.version,
      total: folio.totals.total,
    };
    const heard = heardEvents(t, store.id);
    await t.app.services.live.publish('default', { type: 'order.placed', storeId: store.id, folio: brief });
    await t.app.services.live.publish('default', {
      type: 'order.answered',
      storeId: store.id,
      folio: brief,
      state: 'accepted',
      prepMinutes: 25,
      reason: null,
    });
    heard.stop();
    const staffs = await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id });
    expect(staffs.items.map((n) => [n.kind, n.params, n.folioId])).toEqual([
      ['order-placed', { number: folio.number, tableName: null, total: folio.totals.total }, folio.id],
    ]);
    const own = await t.call(guest.token, notificationCalls.get, {});
    expect(own.items.map((n) => [n.kind, n.storeId, n.params])).toEqual([
      ['order-answered', store.id, { number: folio.number, state: 'accepted', prepMinutes: 25, reason: null }],
    ]);
    // The store's stream: both events, and the store's notification only.
    expect(heard.events.map((e) => e.type)).toEqual(['order.placed', 'notification', 'order.answered']);
  });
});

describe('devices and pushes', () => {
  test("a store's notification is pushed to its readers' devices through the log driver, which writes no token", async () => {
    const { owner, other } = await ownerAndStranger(t);
    const { store, code } = await floorWithTable(t, owner);
    const cook = await staffWith(t, owner, store.id, ['store.view']);
    const token = `fcm-${'x'.repeat(40)}-owner-device`;
    const cookToken = `fcm-${'y'.repeat(40)}-cook-device`;
    await t.call(owner.token, notificationCalls.registerDevice, { token, platform: 'android', language: 'tr' });
    await t.call(cook.token, notificationCalls.registerDevice, { token: cookToken, platform: 'ios' });
    // The same device registered by another user first, then by the owner: one row, the owner's.
    await t.call(other.token, notificationCalls.registerDevice, { token: `${token}-2`, platform: 'web' });
    await t.call(owner.token, notificationCalls.registerDevice, { token: `${token}-2`, platform: 'web' });
    expect(
      (await refusal(owner.token, notificationCalls.registerDevice, { token: 'short', platform: 'web' })).code,
    ).toBe('validation_failed');

    logLines.length = 0;
    const sent = await t.call(null, signalCalls.callWaiter, { code });
    const [notification] = (await t.call(owner.token, notificationCalls.getStaff, { storeId: store.id })).items;
    const pushes = logLines
      .map((line) => JSON.parse(line) as { push?: Record<string, unknown> })
      .filter((line) => line.push)
      .map((line) => line.push);
    expect(pushes).toEqual([
      expect.objectContaining({
        notificationId: notification!.id,
        kind: 'waiter-call',
        platform: 'android',
        language: 'tr',
      }),
      expect.objectContaining({
        notificationId: notification!.id,
        kind: 'waiter-call',
        platform: 'web',
        language: null,
      }),
    ]);
    expect(notification!.folioId).toBe(sent.id);
    expect(logLines.join('\n')).not.toContain('owner-device');
    expect(logLines.join('\n')).not.toContain('cook-device');
  });
});
