import { afterAll, beforeAll, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { DEMO_OWNER_GSM, seedDemo } from '../../seed/demo.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(await t.db(), t.config, t.app.log);
});
afterAll(async () => t.close());

test('the demo stores have floors of their own, each table in use with a QR code a guest can check in with', async () => {
  const owner = await t.signIn(DEMO_OWNER_GSM);
  const owned = await t.call(owner.token, authCalls.getOwnedStores, {});
  expect(owned).toHaveLength(3);
  const floors = new Map<string, string[]>();
  for (const { storeId, storeInfo } of owned) {
    const { groups, tables } = await t.call(owner.token, tableCalls.getStoreTables, { id: storeId });
    floors.set(storeInfo.name, groups);
    expect(tables.length).toBeGreaterThanOrEqual(20);
    expect(tables.filter((x) => x.active).every((x) => x.tableQrs.length === 1)).toBe(true);
    expect(tables.filter((x) => !x.active).every((x) => x.tableQrs.length === 0)).toBe(true);
    expect((await t.call(owner.token, tableCalls.getTableQrs, { id: storeId, filter: 'unassigned' })).total).toBe(4);
  }
  expect(floors.get('Karaköy Meyhanesi')).toEqual(['Salon', 'Teras', 'Fasıl Sahnesi']);
  expect(new Set([...floors.values()].map((g) => g.join()))).toHaveProperty('size', 3);

  const meyhane = owned.find((o) => o.storeInfo.name === 'Karaköy Meyhanesi')!;
  const { tables } = await t.call(owner.token, tableCalls.getStoreTables, { id: meyhane.storeId });
  expect(tables.filter((x) => x.groupName === 'Salon').map((x) => x.tableName)).toEqual(
    Array.from({ length: 12 }, (_, i) => `Salon ${i + 1}`),
  );
  const guest = await t.signIn();
  const checkIn = await t.call(guest.token, tableCalls.storeCheckIn, { code: tables[0]!.tableQrs[0]!.shortCode });
  expect(checkIn).toMatchObject({
    tableName: 'Salon 1',
    startAction: 'in-store',
    store: { name: 'Karaköy Meyhanesi' },
  });
});
