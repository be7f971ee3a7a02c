import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newId } from '@sofra/contracts/core/ids';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import type { Db } from './db/client.ts';
import { budgetEvents, files, images, notifications, smsSends } from './db/schema/index.ts';

let t: TestApp;
let db: Db;
const now = new Date('2026-12-01T12:00:00Z');
const HOUR = 3600_000;
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  t = await buildTestApp({ services: { now: () => now } });
  db = await t.db();
});
afterAll(async () => t.close());

const count = async (table: string) =>
  Number(
    ((await db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as { rows: { n: unknown }[] })
      .rows[0]!.n,
  );

test('sms.prune-sends keeps the last 48 hours of SMS sends', async () => {
  await db.delete(smsSends);
  const send = (at: Date) => ({ id: newId(), to: '+905550000099', purpose: 'otp', createdAt: at });
  await db.insert(smsSends).values([send(ago(49 * HOUR)), send(ago(72 * HOUR)), send(ago(47 * HOUR)), send(ago(1000))]);

  expect(await t.app.jobs.run('sms.prune-sends')).toBe(2);
  const left = await db.select({ createdAt: smsSends.createdAt }).from(smsSends);
  expect(left.map((r) => r.createdAt.getTime()).sort()).toEqual([ago(47 * HOUR).getTime(), ago(1000).getTime()]);
  // Run again: nothing more to do.
  expect(await t.app.jobs.run('sms.prune-sends')).toBe(0);
});

test('budgets.prune-events keeps the last 48 hours of budget uses', async () => {
  await db.delete(budgetEvents);
  const use = (at: Date) => ({ id: newId(), key: 'user-lookup:someone', createDate: at });
  await db.insert(budgetEvents).values([use(ago(48 * HOUR + 1000)), use(ago(47 * HOUR)), use(ago(HOUR))]);

  expect(await t.app.jobs.run('budgets.prune-events')).toBe(1);
  expect(await count('budget_events')).toBe(2);
});

test('live.prune-notifications deletes notifications older than 90 days, with their readers’ states', async () => {
  const DAY = 24 * HOUR;
  const old = newId();
  const recent = newId();
  await db.insert(notifications).values([
    { id: old, kind: 'order', createdAt: ago(91 * DAY) },
    { id: recent, kind: 'order', createdAt: ago(89 * DAY) },
  ]);
  const reader = await t.signIn();
  await db.execute(sql`INSERT INTO notification_states (notification_id, user_id, read) VALUES
    (${old}, ${reader.userId}, true), (${recent}, ${reader.userId}, true)`);

  expect(await t.app.jobs.run('live.prune-notifications')).toBe(1);
  const ids = (await db.select({ id: notifications.id }).from(notifications)).map((r) => r.id);
  expect(ids).toContain(recent);
  expect(ids).not.toContain(old);
  expect(await count('notification_states')).toBe(1);
});

test('media.sweep-orphan-files removes what nothing points to, older than a day; referenced and recent files stay', async () => {
  const bytes = Buffer.from('not really a jpeg');
  const root = join(t.config.dataDir, 'files');
  const put = async (id: string, age: number) => {
    const key = `default/${id}.jpg`;
    await t.app.services.files.put(key, bytes);
    const at = ago(age);
    utimesSync(join(root, key), at, at);
    return key;
  };
  const fileRow = (id: string, key: string, storeId: string, age: number) => ({
    id,
    storeId,
    key,
    contentType: 'image/jpeg',
    size: bytes.length,
    createdBy: 'someone',
    createDate: ago(age),
  });
  const ids = {
    picture: newId(),
    replaced: newId(),
    usersOwn: newId(),
    noRow: newId(),
    inFlight: newId(),
    newPicture: newId(),
  };
  const keys = {
    picture: await put(ids.picture, 30 * HOUR),
    replaced: await put(ids.replaced, 30 * HOUR),
    usersOwn: await put(ids.usersOwn, 30 * HOUR),
    // Bytes whose row was never committed (a failed upload whose clean-up failed too).
    noRow: await put(ids.noRow, 25 * HOUR),
    // An upload in flight: bytes written, its transaction not committed yet.
    inFlight: await put(ids.inFlight, 60_000),
    // A store file whose picture row the same transaction writes a moment later.
    newPicture: await put(ids.newPicture, 60_000),
  };
  await db
    .insert(files)
    .values([
      fileRow(ids.picture, keys.picture, 'store-1', 30 * HOUR),
      fileRow(ids.replaced, keys.replaced, 'store-1', 30 * HOUR),
      fileRow(ids.usersOwn, keys.usersOwn, '', 30 * HOUR),
      fileRow(ids.newPicture, keys.newPicture, 'store-1', 60_000),
    ]);
  await db
    .insert(images)
    .values({ id: newId(), storeId: 'store-1', itemType: 'store', itemId: 'store-1', fileId: ids.picture });

  expect(await t.app.jobs.run('media.sweep-orphan-files')).toBe(2);
  const on = (key: string) => existsSync(join(root, key));
  expect(on(keys.noRow)).toBe(false);
  expect(on(keys.replaced)).toBe(false);
  expect(on(keys.picture)).toBe(true);
  expect(on(keys.usersOwn)).toBe(true);
  expect(on(keys.inFlight)).toBe(true);
  expect(on(keys.newPicture)).toBe(true);
  const rows = (await db.select({ id: files.id }).from(files)).map((r) => r.id).sort();
  expect(rows).toEqual([ids.picture, ids.usersOwn, ids.newPicture].sort());
  // The picture is still served.
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/file/${ids.picture}`,
    headers: { 'x-api-key': 'test-default-key' },
  });
  expect(res.statusCode).toBe(200);
});

test('the customers’ message sweep and the report repair run on the scheduler', async () => {
  expect(await t.app.jobs.run('customers.send-due-messages')).toBe(0);
  expect(await t.app.jobs.run('reports.repair')).toBe(0);
});
