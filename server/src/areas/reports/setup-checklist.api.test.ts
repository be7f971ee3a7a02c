import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setupChecklistCalls } from '@sofra/contracts/reports/setup-checklist.calls';
import type { SetupStepKey } from '@sofra/contracts/reports/setup-checklist.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { getSetupChecklist } = setupChecklistCalls;

/** The steps done, in the answer's order. */
const doneSteps = async (token: string, storeId: string): Promise<SetupStepKey[]> =>
  (await t.call(token, getSetupChecklist, { storeId })).steps.filter((s) => s.done).map((s) => s.key);

/** A store as a new owner makes it in the portal: a name, phone and city, no address line, no table service. */
const newOwnerStore = async (owner: Session) =>
  (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({ serviceTypes: ['take-away'], address: { countryCode: 'TR', cityCode: '34' } }),
    )
  ).id;

describe('the setup checklist', () => {
  test("a new store's seven steps: only its starting tax rates and payment types are done", async () => {
    const owner = await t.signIn();
    const storeId = await newOwnerStore(owner);
    const { steps } = await t.call(owner.token, getSetupChecklist, { storeId });
    expect(steps).toEqual([
      { key: 'storeDetails', done: false },
      { key: 'openingHours', done: false },
      { key: 'taxesAndPayments', done: true },
      { key: 'menuPublished', done: false },
      { key: 'tableQrCodes', done: false },
      { key: 'webMenu', done: false },
      { key: 'staffInvited', done: false },
    ]);
  });

  test('each step ticks itself once the store holds what it asks for', async () => {
    const owner = await t.signIn();
    const storeId = await newOwnerStore(owner);
    const name = (await t.call(owner.token, storeCalls.storeInfo, { id: storeId })).name;

    await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
    expect(await doneSteps(owner.token, storeId)).toEqual(['taxesAndPayments', 'menuPublished']);

    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, properties: { webMenuActive: true } });
    expect(await doneSteps(owner.token, storeId)).toContain('webMenu');

    await t.call(owner.token, storeCalls.saveStore, {
      id: storeId,
      name,
      address: { countryCode: 'TR', cityCode: '34', line: 'Moda Cad. No:1' },
    });
    expect(await doneSteps(owner.token, storeId)).toContain('storeDetails');

    // Saving the hours a store starts with leaves the step open; a week of the owner's own ticks it.
    const week = (close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close }));
    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, workingHours: week('23:00') });
    expect(await doneSteps(owner.token, storeId)).not.toContain('openingHours');
    await t.call(owner.token, storeCalls.saveStore, { id: storeId, name, workingHours: week('22:00') });
    expect(await doneSteps(owner.token, storeId)).toContain('openingHours');

    // A table alone is not enough: it needs a QR code linked.
    const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId, tableName: 'Masa 1' });
    expect(await doneSteps(owner.token, storeId)).not.toContain('tableQrCodes');
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId });
    expect(await doneSteps(owner.token, storeId)).not.toContain('tableQrCodes');
    await t.call(owner.token, tableCalls.linkTableToCode, { id: storeId, tableId: table.id, code: qr.code });
    expect(await doneSteps(owner.token, storeId)).toContain('tableQrCodes');

    // A number invited (no account yet) counts as staff invited.
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: freshGsm() });
    expect(await doneSteps(owner.token, storeId)).toEqual([
      'storeDetails',
      'openingHours',
      'taxesAndPayments',
      'menuPublished',
      'tableQrCodes',
      'webMenu',
      'staffInvited',
    ]);
  });

  test('taxes and payments open again when no payment type is active', async () => {
    const owner = await t.signIn();
    const storeId = await newOwnerStore(owner);
    const types = await t.call(owner.token, definitionKindCalls.paymentTypes.list, { storeId });
    for (const type of types)
      await t.call(owner.token, definitionKindCalls.paymentTypes.save, { ...type, storeId, active: false });
    expect(await doneSteps(owner.token, storeId)).not.toContain('taxesAndPayments');
  });

  test('another owner is refused', async () => {
    const owner = await t.signIn();
    const stranger = await t.signIn();
    const storeId = await newOwnerStore(owner);
    const res = await t.raw(stranger.token, getSetupChecklist, { storeId });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'store_forbidden' });
  });
});
