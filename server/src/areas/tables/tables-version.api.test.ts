import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { stores, storeTables, tableVersions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('store/getStoreTables versions (ETag)', () => {
  test('the same answer keeps its ETag and a re-fetch naming it is a 304; every kind of change gives a new one', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const read = async () => {
      const res = await t.raw(owner.token, tableCalls.getStoreTables, { id: store.id });
      expect(res.statusCode).toBe(200);
      return {
        etag: String(res.headers.etag),
        body: res.json() as {
          groups: string[];
          tables: { id: string; tableName: string; startAction: string; tableQrs: { code: string }[] }[];
        },
      };
    };
    const first = await read();
    expect(first.etag).toMatch(/^".+"$/);
    expect(first.body).toEqual({ groups: [], tables: [] });
    expect((await read()).etag).toBe(first.etag);

    const notModified = await t.raw(
      owner.token,
      tableCalls.getStoreTables,
      { id: store.id },
      { 'if-none-match': first.etag },
    );
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.etag);
    // A stale or foreign tag gets the whole answer; W/ and lists are understood.
    expect(
      (await t.raw(owner.token, tableCalls.getStoreTables, { id: store.id }, { 'if-none-match': '"other"' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.raw(
          owner.token,
          tableCalls.getStoreTables,
          { id: store.id },
          { 'if-none-match': `"x", W/${first.etag}` },
        )
      ).statusCode,
    ).toBe(304);
    // The store guard comes first: the tag does not let another owner in.
    expect(
      (await t.raw(other.token, tableCalls.getStoreTables, { id: store.id }, { 'if-none-match': first.etag }))
        .statusCode,
    ).toBe(403);

    const seen = new Set([first.etag]);
    const changed = async (what: string) => {
      const now = await read();
      expect(seen.has(now.etag), `${what} gives a new ETag`).toBe(false);
      seen.add(now.etag);
      expect((await read()).etag).toBe(now.etag);
      return now.body;
    };

    await t.call(owner.token, tableCalls.saveTableGroup, { storeId: store.id, name: 'Salon' });
    expect((await changed('a new group')).groups).toEqual(['Salon']);
    const table = await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId: store.id,
      groupName: 'Salon',
      tableName: 'Salon 1',
    });
    expect((await changed('a new table')).tables.map((x) => x.tableName)).toEqual(['Salon 1']);
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, id: table.id, startAction: 'in-store' });
    expect((await changed('a table saved')).tables[0]!.startAction).toBe('in-store');
    await t.call(owner.token, tableCalls.updateTablesStartAction, {
      storeId: store.id,
      tableIds: [table.id],
      startAction: 'delivery',
    });
    expect((await changed('a bulk start action')).tables[0]!.startAction).toBe('delivery');
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 128 });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code });
    expect((await changed('a linked code')).tables[0]!.tableQrs.map((q) => q.code)).toEqual([qr.code]);
    await t.call(owner.token, tableCalls.unlinkTable, { id: store.id, tableId: table.id });
    expect((await changed('an unlinked code')).tables[0]!.tableQrs).toEqual([]);
    await t.call(owner.token, tableCalls.saveTableGroup, { storeId: store.id, name: 'İç Salon', oldName: 'Salon' });
    expect((await changed('a renamed group')).groups).toEqual(['İç Salon']);
    // A write that does not go through this server (another instance, a script) is seen too: the version is kept by
    // the database.
    await (await t.db()).update(storeTables).set({ tableName: 'Masa 1' }).where(eq(storeTables.id, table.id));
    await t.heard();
    expect((await changed('a direct write')).tables.map((x) => x.tableName)).toEqual(['Masa 1']);
    await t.call(owner.token, tableCalls.deleteStoreTable, { storeId: store.id, tableId: table.id });
    expect((await changed('a deleted table')).tables).toEqual([]);

    // Another store's changes leave this one's version alone.
    const before = (await read()).etag;
    const second = await t.call(owner.token, storeCalls.saveStore, newStore());
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId: second.id, tableName: 'Bar' });
    expect((await read()).etag).toBe(before);
    expect(
      (await t.raw(owner.token, tableCalls.getStoreTables, { id: second.id }, { 'if-none-match': before })).statusCode,
    ).toBe(200);

    // Deleting a store with its groups, tables and codes is not stopped by the triggers, and leaves no version behind.
    const db = await t.db();
    await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId: second.id,
      groupName: 'Bahçe',
      tableName: 'Bahçe 1',
    });
    await t.call(owner.token, tableCalls.createTableQR, { storeId: second.id, width: 128 });
    expect(await db.select().from(tableVersions).where(eq(tableVersions.storeId, second.id))).toHaveLength(1);
    await db.delete(stores).where(eq(stores.id, second.id));
    expect(await db.select().from(tableVersions).where(eq(tableVersions.storeId, second.id))).toEqual([]);
  });
});
