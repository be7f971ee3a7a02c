/**
 * Where the time of store/getStoreTables goes for a store with 5,000 tables: the queries, the service, the output
 * contract, JSON serialization, and the whole call through app.inject. Run: npx tsx server/bench/tables-stages.ts [n]
 * (for a profile: node --cpu-prof --import tsx server/bench/tables-stages.ts; BENCH_DATABASE_URL for PostgreSQL).
 */
import { newId } from '@sofra/contracts/core/ids';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { ZStoreTables } from '@sofra/contracts/tables/tables.schemas';
import { sql } from 'drizzle-orm';
import { storeTables, tableGroups, tableQrs } from '../src/db/schema/index.ts';
import { newLongCode, newShortCode } from '../src/areas/tables/table-qr.ts';
import * as repo from '../src/areas/tables/tables.repo.ts';
import * as service from '../src/areas/tables/tables.service.ts';
import { buildTestApp } from '../test/build-app.ts';
import { newStore } from '../test/factories.ts';

const n = Number(process.argv[2] ?? 30);
const t = await buildTestApp({ databaseUrl: process.env.BENCH_DATABASE_URL ?? '' });
const me = await t.signIn();
const store = await t.call(me.token, storeCalls.saveStore, newStore({ name: 'Büyük Salon' }));
const db = await t.db();
const groups = Array.from({ length: 10 }, (_, i) => `Kat ${i + 1}`);
await db.insert(tableGroups).values(groups.map((name, i) => ({ storeId: store.id, name, position: i + 1 })));
const tables = groups.flatMap((groupName) =>
  Array.from({ length: 500 }, (_, i) => ({
    id: newId(),
    storeId: store.id,
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
      storeId: store.id,
      tableId: table.id,
      createdBy: me.userId,
      linkDate: new Date(),
    })),
  );
}

const ctx = { db } as unknown as Parameters<typeof service.storeTables>[0];
const stages: Record<string, number[]> = {};
const time = async <T>(name: string, f: () => T | Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const r = await f();
  (stages[name] ??= []).push(performance.now() - t0);
  return r;
};
let bytes = 0;
for (let i = 0; i < n + 3; i++) {
  await time('repo.tablesOf (2 queries)', () => repo.tablesOf(db, store.id));
  const answer = await time('service.storeTables', () => service.storeTables(ctx, store.id));
  const parsed = await time('output contract parse', () => ZStoreTables.parse(answer));
  const json = await time('JSON.stringify', () => JSON.stringify(parsed));
  bytes = json.length;
  // A change the portal would make (saving one table's start action), then the re-fetch: a read that cannot use memory.
  await db.execute(
    sql`update ${storeTables} set start_action = start_action where id = ${tables[i % tables.length]!.id}`,
  );
  const cold = await time('call after a change', () => t.raw(me.token, tableCalls.getStoreTables, { id: store.id }));
  if (cold.statusCode !== 200) throw new Error(cold.body);
  const res = await time('call, unchanged', () => t.raw(me.token, tableCalls.getStoreTables, { id: store.id }));
  if (res.statusCode !== 200) throw new Error(res.body);
  const etag = String(res.headers.etag ?? '');
  await time('call, If-None-Match', () =>
    t.raw(me.token, tableCalls.getStoreTables, { id: store.id }, { 'if-none-match': etag }),
  );
  if (i < 3) for (const k of Object.keys(stages)) stages[k] = []; // warm-up
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `${n} rounds, answer ${(bytes / 1e6).toFixed(2)} MB, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
for (const [k, v] of Object.entries(stages))
  console.log(`${k.padEnd(28)} median ${median(v).toFixed(1).padStart(7)} ms`);
await t.close();
