import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { permissionLogs, users } from '../db/schema/index.ts';
import { countSegment } from '../areas/customers/segments.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { newStore } from '../../test/factories.ts';
import { demoGuestGsm, seedDemoCustomers } from './demo-customers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

test('20 demo guests with consents (some off, logged) and visits over 120 days, some lapsed; numbers looked up first', async () => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  // Guest 1 already has an account (the points seed may have made it): it is used, not duplicated.
  const existing = await t.signIn(demoGuestGsm(1));
  const db = await t.db();
  const now = new Date();
  await seedDemoCustomers(db, now);
  const all = await countSegment(db, store.id, 'all', now);
  expect(all).toBe(20);
  expect(await countSegment(db, store.id, 'lapsed', now)).toBeGreaterThan(3);
  expect(await countSegment(db, store.id, 'lapsed', now)).toBeLessThan(all);
  expect(await countSegment(db, store.id, 'top', now)).toBe(2);
  const four = (
    await db
      .select()
      .from(users)
      .where(eq(users.gsm, demoGuestGsm(4)))
  )[0]!;
  expect(four.permissions.sms).toBe(false);
  expect(await db.select().from(permissionLogs).where(eq(permissionLogs.userId, four.id))).toHaveLength(2);
  const one = (
    await db
      .select()
      .from(users)
      .where(eq(users.gsm, demoGuestGsm(1)))
  )[0]!;
  expect(one.id).toBe(existing.userId);
  expect(demoGuestGsm(20)).toBe('+905550000120');
});
