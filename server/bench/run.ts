/**
 * npm run bench: latency (p50/p99) and throughput of the sign-in path and the calls every portal page makes,
 * over real HTTP on loopback, on embedded PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 */
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { newId } from '@sofra/contracts/core/ids';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { storeTables, tableGroups, tableQrs } from '../src/db/schema/index.ts';
import { newLongCode, newShortCode } from '../src/areas/tables/table-qr.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { newStore } from '../test/factories.ts';

const send = (port: number, path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${path}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      },
    );
    req.on('error', reject);
    req.end(data);
  });

const post = async (port: number, path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  (await send(port, path, body, token, headers)).statusCode ?? 0;

const etagOf = async (port: number, path: string, body: unknown, token: string) =>
  String((await send(port, path, body, token)).headers.etag);

const measure = async (name: string, total: number, concurrency: number, once: () => Promise<number>) => {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const t0 = performance.now();
        if ((await once()) !== 200) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(34)} ${String(total).padStart(6)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50).padStart(7)} ms  p99 ${pct(99).padStart(7)} ms${failures ? `  ${failures} failed` : ''}`,
  );
};

/** A large venue for the tables screen: 10 groups of 500 tables, each table with its QR code (bench data only). */
const seedBigFloor = async (t: TestApp, storeId: string, userId: string) => {
  const db = await t.db();
  const groups = Array.from({ length: 10 }, (_, i) => `Kat ${i + 1}`);
  await db.insert(tableGroups).values(groups.map((name, i) => ({ storeId, name, position: i + 1 })));
  const tables = groups.flatMap((groupName) =>
    Array.from({ length: 500 }, (_, i) => ({
      id: newId(),
      storeId,
      groupName,
      tableName: `${groupName} Masa ${i + 1}`,
      startAction: i % 3 ? 'in-store' : 'take-away',
    })),
  );
  for (let i = 0; i < tables.length; i += 1000) {
    const batch = tables.slice(i, i + 1000);
    await db.insert(storeTables).values(batch);
    await db.insert(tableQrs).values(
      batch.map((table) => ({
        code: newLongCode(),
        shortCode: `${newShortCode()}${i}`,
        storeId,
        tableId: table.id,
        createdBy: userId,
        linkDate: new Date(),
      })),
    );
  }
  return tables.map((table) => table.id);
};

const run = async (label: string, t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const me = await t.signIn();
  const store = await t.call(me.token, storeCalls.saveStore, newStore());
  for (let i = 0; i < 2; i++) await t.call(me.token, storeCalls.saveStore, newStore());
  console.log(`\n${label}`);
  await measure('store/storeInfo', 3000, 16, () => post(port, storeCalls.storeInfo.path, { id: store.id }, me.token));
  await measure('user/getOwnedStores (3 stores)', 3000, 16, () =>
    post(port, authCalls.getOwnedStores.path, {}, me.token),
  );
  await measure('helper/getCities TR', 2000, 16, () => post(port, 'helper/getCities', { countryCode: 'TR' }));
  await measure('user/autoLogin (fresh token)', 2000, 16, () =>
    post(port, authCalls.autoLogin.path, { token: me.token }),
  );
  const big = await t.call(me.token, storeCalls.saveStore, newStore({ name: 'Büyük Salon' }));
  const tableIds = await seedBigFloor(t, big.id, me.userId);
  await measure('store/getStoreTables (5,000 tables)', 300, 4, () =>
    post(port, tableCalls.getStoreTables.path, { id: big.id }, me.token),
  );
  const etag = await etagOf(port, tableCalls.getStoreTables.path, { id: big.id }, me.token);
  await measure('  same, If-None-Match (304)', 300, 4, async () => {
    const status = await post(port, tableCalls.getStoreTables.path, { id: big.id }, me.token, {
      'if-none-match': etag,
    });
    return status === 304 ? 200 : status;
  });
  // What the tables screen does after each edit: save one table, read the list again (a new version, read anew).
  let edit = 0;
  await measure('  saveStoreTable + getStoreTables', 100, 4, async () => {
    const i = edit++;
    const saved = await post(
      port,
      tableCalls.saveStoreTable.path,
      { storeId: big.id, id: tableIds[i % tableIds.length], startAction: i % 2 ? 'in-store' : 'take-away' },
      me.token,
    );
    return saved === 200 ? post(port, tableCalls.getStoreTables.path, { id: big.id }, me.token) : saved;
  });
  await t.close();
};

await run('Embedded PGlite', await buildTestApp({ databaseUrl: '' }));
if (process.env.BENCH_DATABASE_URL)
  await run('PostgreSQL', await buildTestApp({ databaseUrl: process.env.BENCH_DATABASE_URL }));
