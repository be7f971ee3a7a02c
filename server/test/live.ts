import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { LiveEvent } from '@sofra/contracts/live/live.schemas';
import type { StaffPermission } from '@sofra/contracts/core/permissions';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { TestApp } from './build-app.ts';
import { newStore, type Session } from './factories.ts';

/** A store with waiter calls and bill requests on, one table and its QR code (the live tests' floor). */
export const floorWithTable = async (
  t: TestApp,
  owner: Session,
  properties = { callWaiter: true, requestCheck: true },
) => {
  const store: Store = await t.call(owner.token, storeCalls.saveStore, newStore({ properties }));
  const table = await t.call(owner.token, tableCalls.saveStoreTable, {
    storeId: store.id,
    groupName: 'Bahçe',
    tableName: 'Bahçe 3',
  });
  const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
  await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code });
  return { store, table, code: qr.code };
};

/** A signed-in user made accepted staff of the store with these permissions. */
export const staffWith = async (t: TestApp, owner: Session, storeId: string, permissions: StaffPermission[]) => {
  const member = await t.signIn();
  await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: member.gsm });
  await t.call(member.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
  await t.call(owner.token, storeCalls.saveStaffPermissions, { storeId, userId: member.userId, permissions });
  return member;
};

/** Every event the app publishes for the store from now on (through the bus the areas publish to). */
export const heardEvents = (t: TestApp, storeId: string, tenant = 'default') => {
  const events: LiveEvent[] = [];
  const stop = t.app.services.live.subscribe(tenant, storeId, ({ event }) => events.push(event));
  return { events, stop };
};
