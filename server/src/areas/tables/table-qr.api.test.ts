import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { budgetEvents, tableLogs, tableQrs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore, ownerAndStranger } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { webMenuUrl: 'https://misafir.sofra.test' } });
});
afterAll(async () => t.close());

const decode = async (dataUrl: string) => {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, text: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data };
};

describe('QR codes', () => {
  test('a new code is unassigned, 1600 px black and white by default, and decodes to the guest address of the code', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id });
    expect(qr.shortCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(qr.code).toMatch(/^[\w-]{22}$/);
    expect(qr.url).toBe(`https://misafir.sofra.test/qr/${qr.code}`);
    expect(await decode(qr.image)).toEqual({ width: 1600, text: qr.url });
    const colours = async (dataUrl: string) => {
      const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const seen = new Set<string>();
      for (let px = 0; px < info.width * info.height; px += 7)
        seen.add(`${data[px * info.channels]},${data[px * info.channels + 1]},${data[px * info.channels + 2]}`);
      return seen;
    };
    expect(await colours(qr.image)).toEqual(new Set(['0,0,0', '255,255,255']));

    const colour = await t.call(owner.token, tableCalls.createTableQR, {
      storeId: store.id,
      width: 600,
      isBlackWhite: false,
    });
    expect(await decode(colour.image)).toEqual({ width: 600, text: colour.url });
    expect(await colours(colour.image)).toEqual(new Set(['27,58,92', '255,255,255']));
    expect(colour.code).not.toBe(qr.code);
    // The same code again, to reprint it.
    const again = await t.call(owner.token, tableCalls.getTableQrImage, {
      storeId: store.id,
      code: qr.shortCode,
      width: 800,
    });
    expect(await decode(again.image)).toEqual({ width: 800, text: qr.url });

    const page = await t.call(owner.token, tableCalls.getTableQrs, { id: store.id, filter: 'unassigned' });
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.items.map((i) => i.code).sort()).toEqual([qr.code, colour.code].sort());
    expect(page.items.every((i) => i.tableId === null && i.tableName === null)).toBe(true);
  });

  test('a code serves one table: linking it elsewhere or from another store is refused with a clear code', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const theirs = await t.call(other.token, storeCalls.saveStore, newStore());
    const [s1, s2] = [
      await t.call(owner.token, tableCalls.saveStoreTable, {
        storeId: store.id,
        groupName: 'Salon',
        tableName: 'Salon 1',
      }),
      await t.call(owner.token, tableCalls.saveStoreTable, {
        storeId: store.id,
        groupName: 'Salon',
        tableName: 'Salon 2',
      }),
    ];
    const theirTable = await t.call(other.token, tableCalls.saveStoreTable, {
      storeId: theirs.id,
      tableName: 'Onların 1',
    });
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    const theirQr = await t.call(other.token, tableCalls.createTableQR, { storeId: theirs.id, width: 256 });

    // Linked by the whole address the QR carries; linking again to the same table is harmless.
    const linked = await t.call(owner.token, tableCalls.linkTableToCode, {
      id: store.id,
      tableId: s1.id,
      code: qr.url,
    });
    expect(linked.tableQrs).toEqual([{ shortCode: qr.shortCode, code: qr.code }]);
    await t.call(owner.token, tableCalls.linkTableToCode, {
      id: store.id,
      tableId: s1.id,
      code: qr.shortCode.toLowerCase(),
    });

    const refused = await t.raw(owner.token, tableCalls.linkTableToCode, {
      id: store.id,
      tableId: s2.id,
      code: qr.code,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'qr_code_in_use' });
    // A code of another store gets the very answer of a code that does not exist: nothing to learn about other stores.
    const missing = await t.raw(owner.token, tableCalls.linkTableToCode, {
      id: store.id,
      tableId: s2.id,
      code: 'YOKYOK',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'qr_code_not_found', desc: expect.any(String) });
    for (const [token, body] of [
      [owner.token, { id: store.id, tableId: s2.id, code: theirQr.code }],
      [owner.token, { id: store.id, tableId: s2.id, code: theirQr.shortCode }],
      [other.token, { id: theirs.id, tableId: theirTable.id, code: qr.code }],
    ] as const) {
      const res = await t.raw(token, tableCalls.linkTableToCode, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: missing.statusCode,
        body: missing.json(),
      });
    }
    expect(
      (
        await t.raw(other.token, tableCalls.linkTableToCode, { id: theirs.id, tableId: s2.id, code: theirQr.code })
      ).json(),
    ).toMatchObject({ code: 'table_not_found' });
    // Unlinking a code that is not on the table: the same answer, whether the code is another store's or not on it.
    for (const code of [theirQr.code, qr.code, 'YOKYOK']) {
      const res = await t.raw(owner.token, tableCalls.unlinkTable, { id: store.id, tableId: s2.id, code });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: missing.statusCode,
        body: missing.json(),
      });
    }
    // Another owner can neither unlink nor move my code.
    expect((await t.raw(other.token, tableCalls.unlinkTable, { id: store.id, tableId: s1.id })).json()).toMatchObject({
      code: 'store_forbidden',
    });
    // Moving or drawing a code of a store one may not manage: the same answer as an unknown code.
    for (const [call, body] of [
      [tableCalls.updateTableQrStoreId, { qrCode: qr.code, storeId: theirs.id }],
      [tableCalls.updateTableQrStoreId, { qrCode: 'YOKYOK', storeId: theirs.id }],
      [tableCalls.getTableQrImage, { storeId: theirs.id, code: qr.code }],
      [tableCalls.getTableQrImage, { storeId: theirs.id, code: 'YOKYOK' }],
    ] as const) {
      const res = await t.raw(other.token, call, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: missing.statusCode,
        body: missing.json(),
      });
    }

    const tables = await t.call(owner.token, tableCalls.getStoreTables, { id: store.id });
    expect(tables.tables.map((x) => [x.tableName, x.tableQrs.map((q) => q.code)])).toEqual([
      ['Salon 1', [qr.code]],
      ['Salon 2', []],
    ]);
    expect(
      (await t.call(owner.token, tableCalls.getTableQrs, { id: store.id, filter: 'assigned' })).items,
    ).toMatchObject([{ code: qr.code, tableId: s1.id, tableName: 'Salon 1', groupName: 'Salon' }]);

    // Unlinked, it is free for another table.
    expect((await t.call(owner.token, tableCalls.unlinkTable, { id: store.id, tableId: s1.id })).tableQrs).toEqual([]);
    expect(
      (await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: s2.id, code: qr.code })).tableQrs,
    ).toEqual([{ shortCode: qr.shortCode, code: qr.code }]);
    // Deleting the table frees its code too.
    await t.call(owner.token, tableCalls.deleteStoreTable, { storeId: store.id, tableId: s2.id });
    expect(
      (await t.call(owner.token, tableCalls.getTableQrs, { id: store.id, filter: 'unassigned' })).items.map(
        (i) => i.code,
      ),
    ).toEqual([qr.code]);
  });

  test('two links of one code at once: one wins, the other is told the code is in use', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const tables = await Promise.all(
      ['1', '2', '3', '4'].map((tableName) =>
        t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, tableName }),
      ),
    );
    const qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    const answers = await Promise.all(
      tables.map((table) =>
        t.raw(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const { tables: after } = await t.call(owner.token, tableCalls.getStoreTables, { id: store.id });
    expect(after.filter((x) => x.tableQrs.length > 0)).toHaveLength(1);
  });

  test('an unassigned code moves to another store of the same owner; a linked one does not', async () => {
    const { owner, store } = await ownerAndStranger(t);
    const second = await t.call(owner.token, storeCalls.saveStore, newStore());
    const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: '1' });
    const [free, used] = [
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
    ];
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: used.code });
    expect(
      (await t.raw(owner.token, tableCalls.updateTableQrStoreId, { qrCode: used.code, storeId: second.id })).json(),
    ).toMatchObject({ code: 'qr_code_in_use' });
    expect(
      await t.call(owner.token, tableCalls.updateTableQrStoreId, { qrCode: free.shortCode, storeId: second.id }),
    ).toEqual({ shortCode: free.shortCode, code: free.code, storeId: second.id, url: free.url });
    expect((await t.call(owner.token, tableCalls.getTableQrs, { id: second.id })).items.map((i) => i.code)).toEqual([
      free.code,
    ]);
    expect((await t.call(owner.token, tableCalls.getTableQrs, { id: store.id })).items.map((i) => i.code)).toEqual([
      used.code,
    ]);
  });
});

describe('check-in', () => {
  test('a guest scanning a table code checks in; the log is listed by table and date range', async () => {
    const { owner, other, store } = await ownerAndStranger(t);
    const guest = await t.signIn();
    const [bahce, salon] = [
      await t.call(owner.token, tableCalls.saveStoreTable, {
        storeId: store.id,
        groupName: 'Bahçe',
        tableName: 'Bahçe 3',
        startAction: 'in-store',
      }),
      await t.call(owner.token, tableCalls.saveStoreTable, {
        storeId: store.id,
        groupName: 'Salon',
        tableName: 'Salon 1',
      }),
    ];
    const [q1, q2, loose] = [
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
    ];
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: bahce.id, code: q1.code });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: salon.id, code: q2.code });

    const before = new Date().toISOString();
    const checkIn = await t.call(guest.token, tableCalls.storeCheckIn, { code: q1.url });
    expect(checkIn).toMatchObject({
      id: bahce.id,
      tableName: 'Bahçe 3',
      groupName: 'Bahçe',
      startAction: 'in-store',
      store: { id: store.id, name: store.name, status: 'open' },
    });
    expect(checkIn.store).not.toHaveProperty('apiKey');
    await t.call(guest.token, tableCalls.storeCheckIn, { code: q2.shortCode });
    await t.call(other.token, tableCalls.storeCheckIn, { code: q1.code });
    const after = new Date(Date.now() + 1000).toISOString();

    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: loose.code })).json()).toMatchObject({
      code: 'qr_code_unassigned',
    });
    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: 'nope-nope-nope' })).json()).toMatchObject({
      code: 'qr_code_not_found',
    });
    expect((await t.raw(null, tableCalls.storeCheckIn, { code: q1.code })).json()).toMatchObject({
      code: 'auth_required',
    });
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, id: salon.id, active: false });
    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: q2.code })).json()).toMatchObject({
      code: 'table_inactive',
    });

    const logs = (q: Record<string, unknown>) =>
      t.call(owner.token, tableCalls.getTableLogs, { storeId: store.id, from: before, to: after, ...q });
    const all = await logs({});
    expect(all.total).toBe(3);
    expect(all.items.map((l) => [l.tableName, l.userId, l.action])).toEqual([
      ['Bahçe 3', other.userId, 'check-in'],
      ['Salon 1', guest.userId, 'check-in'],
      ['Bahçe 3', guest.userId, 'check-in'],
    ]);
    expect(all.items.find((l) => l.id === checkIn.logId)).toMatchObject({
      tableId: bahce.id,
      groupName: 'Bahçe',
      userId: guest.userId,
    });
    expect((await logs({ tableId: bahce.id })).items.map((l) => l.userId)).toEqual([other.userId, guest.userId]);
    expect(await logs({ pageSize: 2, page: 2 })).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      items: [{ id: checkIn.logId }],
    });
    // A range that ends before the check-ins, or starts after them, lists none.
    expect((await logs({ from: '2026-01-01T00:00:00Z', to: before })).total).toBe(0);
    expect((await logs({ from: after, to: new Date(Date.now() + 86_400_000).toISOString() })).total).toBe(0);
    // Dated logs land in their own range.
    await (
      await t.db()
    )
      .update(tableLogs)
      .set({ createDate: new Date('2026-03-15T12:00:00Z') })
      .where(eq(tableLogs.id, checkIn.logId));
    expect((await logs({ from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' })).items.map((l) => l.id)).toEqual([
      checkIn.logId,
    ]);
    expect(
      (await t.raw(owner.token, tableCalls.getTableLogs, { storeId: store.id, from: after, to: before })).json(),
    ).toMatchObject({ code: 'validation_failed' });
    expect(
      (
        await t.raw(owner.token, tableCalls.getTableLogs, {
          storeId: store.id,
          from: '2024-01-01T00:00:00Z',
          to: '2026-01-01T00:00:00Z',
        })
      ).json(),
    ).toMatchObject({ code: 'validation_failed' });
    expect(
      (await t.raw(other.token, tableCalls.getTableLogs, { storeId: store.id, from: before, to: after })).json(),
    ).toMatchObject({ code: 'store_forbidden' });

    // Logs outlive the table.
    await t.call(owner.token, tableCalls.deleteStoreTable, { storeId: store.id, tableId: bahce.id });
    expect((await logs({ tableId: bahce.id })).items.map((l) => l.tableName)).toEqual(['Bahçe 3']);
  });
});

describe('check-in budgets: table codes cannot be guessed by trying', () => {
  /** A store with a table carrying a code, and a code not linked to any table. */
  const floor = async () => {
    const { owner, store } = await ownerAndStranger(t);
    const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: 'Salon 1' });
    const [qr, loose] = [
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
      await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 }),
    ];
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: table.id, code: qr.code });
    return { owner, store, table, qr, loose };
  };
  const guess = (n: number) => `ZZ${String(n).padStart(6, '2')}`;

  test('10 refused check-ins per guest in 10 minutes; then even the right code is 429 with Retry-After, until they age out', async () => {
    const { qr, loose } = await floor();
    const [guest, neighbour] = [await t.signIn(), await t.signIn()];
    for (let i = 0; i < 10; i++) {
      const res = await t.raw(guest.token, tableCalls.storeCheckIn, { code: i === 9 ? loose.shortCode : guess(i) });
      expect(res.json().code, `try ${i + 1}`).toBe(i === 9 ? 'qr_code_unassigned' : 'qr_code_not_found');
    }
    const refused = await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.shortCode });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', desc: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another guest has a budget of their own.
    expect((await t.raw(neighbour.token, tableCalls.storeCheckIn, { code: qr.shortCode })).statusCode).toBe(200);
    // Ten minutes later the refusals have aged out.
    await (
      await t.db()
    )
      .update(budgetEvents)
      .set({ createDate: new Date(Date.now() - 601_000) })
      .where(like(budgetEvents.key, `%:${guest.userId}`));
    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.shortCode })).statusCode).toBe(200);
  });

  test('refused check-ins at once: no more than 10 get an answer about the code', async () => {
    const guest = await t.signIn();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => t.raw(guest.token, tableCalls.storeCheckIn, { code: guess(100 + i) })),
    );
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
  });

  test('30 check-ins an hour per guest; then 429 until the oldest is an hour old', async () => {
    const { qr } = await floor();
    const guest = await t.signIn();
    for (let i = 0; i < 30; i++)
      expect(
        (await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.code })).statusCode,
        `check-in ${i + 1}`,
      ).toBe(200);
    const refused = await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await (
      await t.db()
    )
      .update(tableLogs)
      .set({ createDate: new Date(Date.now() - 3601_000) })
      .where(eq(tableLogs.userId, guest.userId));
    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.code })).statusCode).toBe(200);
  });

  test('240 check-ins per table in 10 minutes, whoever makes them; other tables are not affected', async () => {
    const { owner, store, table, qr } = await floor();
    const other = await t.call(owner.token, tableCalls.saveStoreTable, { storeId: store.id, tableName: 'Salon 2' });
    const otherQr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    await t.call(owner.token, tableCalls.linkTableToCode, { id: store.id, tableId: other.id, code: otherQr.code });
    // 240 check-ins at the table in the last minute (written directly: many guests, each within their own budget).
    await (await t.db()).insert(tableLogs).values(
      Array.from({ length: 240 }, () => ({
        id: newId(),
        storeId: store.id,
        tableId: table.id,
        tableName: 'Salon 1',
        userId: owner.userId,
        action: 'check-in',
        qrCode: qr.code,
        createDate: new Date(Date.now() - 60_000),
      })),
    );
    const guest = await t.signIn();
    const refused = await t.raw(guest.token, tableCalls.storeCheckIn, { code: qr.code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(400);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await t.raw(guest.token, tableCalls.storeCheckIn, { code: otherQr.code })).statusCode).toBe(200);
  });

  test('new short codes are 8 characters; a printed 6-character code still checks in', async () => {
    const { owner, store, table } = await floor();
    const created = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
    expect(created.shortCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const old = { code: 'printed-in-2026-aaaaaa', shortCode: 'K7M3PQ' };
    await (
      await t.db()
    )
      .insert(tableQrs)
      .values({ ...old, storeId: store.id, tableId: table.id, createdBy: owner.userId, linkDate: new Date() });
    const guest = await t.signIn();
    expect(await t.call(guest.token, tableCalls.storeCheckIn, { code: old.shortCode.toLowerCase() })).toMatchObject({
      id: table.id,
      tableName: 'Salon 1',
    });
  });
});
