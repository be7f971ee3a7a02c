/**
 * npm run bench:reports (docs/reports.md, The bench; docs/performance.md, Reports): every report call against
 * `/api/health` in the same run, as ratios. 20 stores of the demo owner, made through the API; their folios written
 * straight into the tenant's database with INSERT … SELECT FROM generate_series (BENCH_REPORT_FOLIOS, default
 * 5,000,000, on PostgreSQL; BENCH_REPORT_FOLIOS_PGLITE, default 100,000, on PGlite) over two years, each with one
 * payment; ANALYZE; then the rollups built from them by the same statements the folio writes run (rollup.repo.ts), and
 * the product rollups (the bench's folios have no lines) generated straight: BENCH_REPORT_PRODUCTS (40;
 * BENCH_REPORT_PRODUCTS_PGLITE, 15) products a store and day, their month rollup summed from them, one name each.
 * Prints each seed statement's seconds and EXPLAIN ANALYZE of the dashboard's product and hour reads.
 * Each read twice: the same body (kept: answered from memory after the first) and a new range each request (none from
 * memory). BENCH_CONNECTIONS (default 20) at once, BENCH_SECONDS (default 5) per read; BENCH_SETUPS=pglite,postgres picks.
 */
import type { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { databaseUrlFor } from '../src/db/client.ts';
import { rollupStatements } from '../src/areas/reports/rollup.repo.ts';
import { productsByStoreQuery, weekdayHourQuery } from '../src/areas/reports/reports.repo.ts';
import { seedFoliosPg, seedFoliosPglite } from './folio-seed.ts';
import { newJwtSecret, pgTenant, startServer } from '../test/server-process.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FOLIOS_PG = Number(process.env.BENCH_REPORT_FOLIOS ?? 5_000_000);
const FOLIOS_PGLITE = Number(process.env.BENCH_REPORT_FOLIOS_PGLITE ?? 100_000);
const STORES = 20;
/** Regulars a store: one folio in ten has a check-in by one of them (report/getUserCountStats). */
const GUESTS_A_STORE = 1500;
const DAYS = 730;
const PRODUCTS = Number(process.env.BENCH_REPORT_PRODUCTS ?? 40);
const PRODUCTS_PGLITE = Number(process.env.BENCH_REPORT_PRODUCTS_PGLITE ?? 15);
const only = process.env.BENCH_SETUPS?.split(',');
const DEMO_OWNER = '+905550000001';
const entry = existsSync(join(root, 'server/dist/main.js')) ? 'dist' : 'source';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  bad: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

const load = (name: string, opts: autocannon.Options): Promise<Row> =>
  new Promise((done, fail) => {
    const times: number[] = [];
    const instance = autocannon({ connections, duration: seconds, ...opts }, (error, result) => {
      if (error) return fail(error);
      times.sort((a, b) => a - b);
      done({
        name,
        rps: result.requests.average,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        ok: result['2xx'],
        bad: result.requests.total - result['2xx'] + result.errors + result.timeouts,
      });
    });
    (instance as unknown as EventEmitter).on(
      'response',
      (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms),
    );
  });

interface BenchStore {
  id: string;
  cash: { id: string; name: string; collectionType: string };
  card: { id: string; name: string; collectionType: string };
}

/** The business day now (Istanbul, 05:00), as SQL. */
const businessToday = sql`((now() AT TIME ZONE 'Europe/Istanbul') - interval '5 hours')::date`;

/** The statements seedOf puts before the stores' own (the seed, the guests); one ANALYZE comes after them. */
const LEADING = 2;

/** The folios, payments and rollups of the bench's stores: `count` folios in all, spread evenly. */
const seedOf = (stores: BenchStore[], count: number, products: number): SQL[] => {
  const per = Math.ceil(count / stores.length);
  const out: SQL[] = [
    sql`SELECT setseed(0.2026)`,
    // The guests who check in: GUESTS_A_STORE regulars a store.
    sql`INSERT INTO users (id, gsm) SELECT 'bench-guest-' || g, '+9059' || lpad(g::text, 8, '0')
      FROM generate_series(1, ${GUESTS_A_STORE * stores.length}::int) AS g ON CONFLICT DO NOTHING`,
  ];
  stores.forEach((s, i) => {
    const prefix = `rb-${i}-`;
    out.push(
      sql`
      WITH base AS (
        SELECT n, ${businessToday} - 1 - floor(random() * ${DAYS})::int AS day, random() AS r1, random() AS r2,
          random() AS r3
        FROM generate_series(1, ${per}) AS n
      ), shaped AS (
        SELECT *, ((day + time '11:00') + r1 * interval '15 hours') AT TIME ZONE 'Europe/Istanbul' AS at,
          CASE WHEN r3 < 0.03 THEN 'cancelled' ELSE 'closed' END AS status, (1000 + floor(r2 * 60000) * 5)::int AS gross
        FROM base
      )
      INSERT INTO folios (id, store_id, number, business_day, service_type, source, status, opened_at, closed_at,
        version, gross, discounts, service_fee, taxes, total, paid, tip, line_count, payment_names)
      SELECT ${prefix} || n, ${s.id}, row_number() OVER (PARTITION BY day ORDER BY at, n), to_char(day, 'YYYY-MM-DD'),
        CASE WHEN n % 10 = 0 THEN 'take-away' WHEN n % 10 = 1 THEN 'delivery' ELSE 'table' END, 'portal', status, at,
        at + (40 + r2 * 60) * interval '1 minute', 4, gross, gross / 20, 0,
        jsonb_build_array(jsonb_build_object('rate', 10, 'base', gross - gross / 20, 'tax', (gross - gross / 20) / 11)),
        gross - gross / 20, CASE WHEN status = 'closed' THEN gross - gross / 20 ELSE 0 END,
        CASE WHEN status = 'closed' AND r3 > 0.9 THEN 1000 ELSE 0 END, 3,
        CASE WHEN status = 'closed' THEN jsonb_build_array(CASE WHEN r3 < 0.5 THEN ${s.cash.name} ELSE ${s.card.name} END)
          ELSE '[]'::jsonb END
      FROM shaped`,
      sql`
      INSERT INTO folio_payments (id, folio_id, store_id, payment_type_id, name, collection_type, amount, tip, created_at)
      SELECT f.id || '-1', f.id, f.store_id,
        CASE WHEN f.payment_names ->> 0 = ${s.cash.name} THEN ${s.cash.id} ELSE ${s.card.id} END, f.payment_names ->> 0,
        CASE WHEN f.payment_names ->> 0 = ${s.cash.name} THEN ${s.cash.collectionType} ELSE ${s.card.collectionType} END,
        f.total, f.tip, f.closed_at
      FROM folios f WHERE f.store_id = ${s.id} AND f.status = 'closed'`,
      // A check-in for one folio in ten, by one of the store's regulars, at the folio's opening: the month rollup of
      // check-ins is kept by the same triggers as every check-in (migration 0030).
      sql`
      INSERT INTO table_logs (id, store_id, table_id, table_name, user_id, action, create_date)
      SELECT 'bench-ci-' || f.id, f.store_id, 'bench-table', 'Masa 1',
        'bench-guest-' || (${i * GUESTS_A_STORE} + 1 + floor(random() * ${GUESTS_A_STORE})::int), 'check-in', f.opened_at
      FROM folios f WHERE f.store_id = ${s.id} AND random() < 0.1`,
      // Fresh statistics, or PostgreSQL plans the rollups' joins for empty tables (a nested loop over every payment:
      // minutes a store at 25,000 folios).
      sql`ANALYZE folios`,
      sql`ANALYZE folio_payments`,
      ...rollupStatements(sql`f.store_id = ${s.id}`),
      // The products straight into the day rollup, then the month rollup summed from it (the same sums the folio
      // writes add) and one name a product.
      sql`
      INSERT INTO report_products (store_id, business_day, product_key, tax_rate_bp, name, group_id, group_name,
        department_id, department_name, quantity, gross, discounts, net, tax)
      SELECT ${s.id}, to_char(d, 'YYYY-MM-DD'), 'bench-product-' || p, 1000, 'Ürün ' || p, 'bench-group-' || p % 5,
        'Bölüm ' || p % 5, NULL, NULL, q, q * 5000, q * 250, q * 4750, q * 4750 / 11
      FROM (
        SELECT d, p, 1 + floor(random() * 30)::int AS q
        FROM generate_series((${businessToday} - ${DAYS}::int)::timestamp, (${businessToday} - 1)::timestamp,
          interval '1 day') AS d, generate_series(1, ${products}::int) AS p
      ) AS x`,
      sql`
      INSERT INTO report_product_months (store_id, month, product_key, tax_rate_bp, quantity, gift_quantity,
        void_quantity, gross, discounts, gifts, voids, net, tax)
      SELECT store_id, left(business_day, 7), product_key, tax_rate_bp, sum(quantity), sum(gift_quantity),
        sum(void_quantity), sum(gross), sum(discounts), sum(gifts), sum(voids), sum(net), sum(tax)
      FROM report_products WHERE store_id = ${s.id} GROUP BY 1, 2, 3, 4`,
      sql`
      INSERT INTO report_product_names (store_id, product_key, name, group_id, group_name, closed_at)
      SELECT ${s.id}, 'bench-product-' || p, 'Ürün ' || p, 'bench-group-' || p % 5, 'Bölüm ' || p % 5, now()
      FROM generate_series(1, ${products}::int) AS p`,
    );
  });
  out.push(sql`ANALYZE`);
  return out;
};

/**
 * EXPLAIN ANALYZE of the dashboard's heaviest reads (products by net, weekday × hour) for 20 stores over a year and one
 * store over 30 days: the plan's top line, execution time and the rows each scan read, printed with the figures.
 */
const explainReads = async (execute: (statement: SQL) => Promise<unknown>, storeIds: string[]) => {
  const ranges = { '30 days': { from: dayBack(30), to: dayBack(1) }, '1 year': { from: dayBack(365), to: dayBack(1) } };
  const cases: [string, SQL][] = [
    ['products 20 stores 1 year', productsByStoreQuery(storeIds, ranges['1 year'].from, ranges['1 year'].to)],
    [
      'products 1 store 30 days',
      productsByStoreQuery(storeIds.slice(0, 1), ranges['30 days'].from, ranges['30 days'].to),
    ],
    ['weekday × hour 20 stores 1 year', weekdayHourQuery(storeIds, ranges['1 year'].from, ranges['1 year'].to)],
  ];
  for (const [name, query] of cases) {
    const result = (await execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`)) as { rows: Record<string, unknown>[] };
    const [plan] = Object.values(result.rows[0]!)[0] as [{ Plan: PlanNode; 'Execution Time': number }];
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'])
        scans.push(
          `${node['Node Type']} ${node['Relation Name']} ${node['Actual Rows'] * (node['Actual Loops'] ?? 1)} rows`,
        );
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
    console.log(`  EXPLAIN ${name}: ${plan['Execution Time'].toFixed(1)} ms; ${scans.join('; ')}`);
  }
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const dayBack = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() - 5 * 3_600_000 - back * 86_400_000),
  );

/**
 * BENCH_REPORT_KEEP=<dir>: each set's data (its data directory, its PostgreSQL tenant database, its stores) is kept
 * there, and a later run with the same number of folios measures it again without seeding — a change measured in
 * minutes, not after a quarter of an hour of seed. Remove the directory (and `DROP DATABASE` the tenant named in
 * postgres-tenant.json) to start over.
 */
const KEEP = process.env.BENCH_REPORT_KEEP;

/** What a kept set needs to be measured again. */
interface KeptSet {
  count: number;
  jwtSecret: string;
  stores: BenchStore[];
}

const keptSetOf = (label: string, count: number): KeptSet | undefined => {
  const file = KEEP && join(KEEP, `${label}.json`);
  if (!file || !existsSync(file)) return undefined;
  const kept = JSON.parse(readFileSync(file, 'utf8')) as KeptSet;
  return kept.count === count ? kept : undefined;
};

/** The PostgreSQL tenant of the bench: a new one, or with BENCH_REPORT_KEEP the kept one (never dropped). */
const benchTenant = (): { env: Record<string, string>; database: string; drop: () => Promise<void> } => {
  const file = KEEP && join(KEEP, 'postgres-tenant.json');
  if (file && existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), drop: async () => {} };
  const tenant = pgTenant(databaseUrl);
  if (!file) return tenant;
  mkdirSync(KEEP!, { recursive: true });
  writeFileSync(file, JSON.stringify({ env: tenant.env, database: tenant.database }));
  return { env: tenant.env, database: tenant.database, drop: async () => {} };
};

/** Requests of the "a new range each" runs so far: each run goes on where the one before stopped. */
let freshCount = 0;

const measure = async (label: string, count: number, env: Record<string, string>, url?: string) => {
  if (only && !only.includes(label)) return `not in BENCH_SETUPS (${only.join(',')})`;
  const kept = keptSetOf(label, count);
  const dataDir = KEEP ? join(KEEP, `${label}-data`) : mkdtempSync(join(tmpdir(), 'sofra-bench-reports-'));
  if (KEEP && !kept) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const jwtSecret = kept?.jwtSecret ?? newJwtSecret();
  const options = {
    entry,
    dataDir,
    startTimeoutMs: 600_000,
    // The demo for its owner; a week of its folios is enough (the bench's stores are its own).
    env: {
      SEED_DEMO: kept ? 'false' : 'true',
      DEMO_FOLIO_DAYS: '7',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      JWT_SECRET: jwtSecret,
      ...env,
    },
  } as const;
  let server = await startServer(options);
  try {
    const { token } = await server.signIn(DEMO_OWNER);
    const stores: BenchStore[] = kept?.stores ?? [];
    if (kept) console.log(`  (${label}: the kept set of ${count} folios in ${KEEP})`);
    else {
      for (let i = 0; i < STORES; i++) {
        const { body: store } = await server.post<{ id: string }>(
          storeCalls.saveStore,
          {
            name: `Bench Şube ${i + 1}`,
            phone: '+902121234567',
            address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: `Moda Cad. ${i + 1}` },
            serviceTypes: ['table', 'take-away', 'delivery'],
          },
          token,
        );
        const { body: types } = await server.post<BenchStore['cash'][]>(
          definitionKindCalls.paymentTypes.list,
          { storeId: store.id },
          token,
        );
        stores.push({
          id: store.id,
          cash: types.find((p) => p.collectionType === 'cash')!,
          card: types.find((p) => p.collectionType === 'bank')!,
        });
      }
      const statements = seedOf(stores, count, url ? PRODUCTS : PRODUCTS_PGLITE);
      const started = Date.now();
      // Per kind of statement (the first store's index in `statements`), the seconds all stores spent on it.
      const perStore = (statements.length - LEADING - 1) / STORES;
      const spent = new Map<number, number>();
      const progress = (i: number, ms: number) => {
        if (i < LEADING || i >= LEADING + perStore * STORES) return;
        const kind = (i - LEADING) % perStore;
        spent.set(kind, (spent.get(kind) ?? 0) + ms);
      };
      const ids = stores.map((s) => s.id);
      if (url) {
        await seedFoliosPg(url, statements, progress);
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        await explainReads((statement) => drizzlePg(pool).execute(statement), ids).finally(() => pool.end());
      } else {
        await server.stop();
        await seedFoliosPglite(dataDir, statements, progress, (execute) => explainReads(execute, ids));
        server = await startServer(options);
      }
      console.log(
        `  (${label}: ${count} folios and their rollups written in ${((Date.now() - started) / 1000).toFixed(1)} s;` +
          ` per statement, all stores: ${[...spent].map(([k, ms]) => `#${k} ${(ms / 1000).toFixed(1)} s`).join(', ')})`,
      );
      if (KEEP)
        writeFileSync(join(KEEP, `${label}.json`), JSON.stringify({ count, jwtSecret, stores } satisfies KeptSet));
    }
    const all = stores.map((s) => s.id);
    const one = [stores[0]!.id];
    // A read's body for the range of business days `from` .. `to` days back.
    type Body = (from: number, to: number) => unknown;
    const span = (from: number, to: number) => ({ from: dayBack(from), to: dayBack(to) });
    const reads: [string, string, Body, number][] = [
      ['getDashboard 1 store 30 days', reportCalls.getDashboard.path, (a, b) => ({ storeIds: one, ...span(a, b) }), 30],
      ['getDashboard 1 store 1 year', reportCalls.getDashboard.path, (a, b) => ({ storeIds: one, ...span(a, b) }), 365],
      [
        'getDashboard 20 stores 30 days',
        reportCalls.getDashboard.path,
        (a, b) => ({ storeIds: all, ...span(a, b) }),
        30,
      ],
      [
        'getDashboard 20 stores 1 year',
        reportCalls.getDashboard.path,
        (a, b) => ({ storeIds: all, ...span(a, b) }),
        365,
      ],
      ['getFolios 1 store 30 days', reportCalls.getFolios.path, (a, b) => ({ storeIds: one, ...span(a, b) }), 30],
      ['getStores 20 stores 1 year', reportCalls.getStores.path, (a, b) => ({ storeIds: all, ...span(a, b) }), 365],
      ['getFolioDetails 30 days', reportCalls.getFolioDetails.path, (a, b) => ({ storeId: one[0], ...span(a, b) }), 30],
      [
        'getProductSales 30 days',
        reportCalls.getProductSales.path,
        (a, b) => ({ storeId: one[0], ...span(a, b), by: 'product' }),
        30,
      ],
      [
        'getProductSales 1 year by group',
        reportCalls.getProductSales.path,
        (a, b) => ({ storeId: one[0], ...span(a, b), by: 'group' }),
        365,
      ],
      [
        'getUserCountStats 20 stores 1 year',
        reportCalls.getUserCountStats.path,
        (a, b) => ({ storeIds: all, ...span(a, b) }),
        365,
      ],
    ];
    const post = (path: string, body: unknown) => ({
      url: `${server.base}/api/${path}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    /**
     * The same read with a range no request asked before: moved back 0–299 days and 0–29 days longer, request by
     * request (9,000 ranges, counted on over the runs), so no answer comes from memory (docs/reports.md, Answers kept in memory).
     */
    const fresh = (path: string, body: Body, days: number): autocannon.Options => {
      // One count for every run, so the 1-connection run asks no range the run before it asked.
      let n = freshCount;
      return {
        ...post(path, body(days, 1)),
        requests: [
          {
            setupRequest: (request: Record<string, unknown>) => {
              const shift = n % 300;
              const longer = Math.floor(n / 300) % 30;
              freshCount = ++n;
              return { ...request, body: JSON.stringify(body(days + shift + longer, 1 + shift)) };
            },
          },
        ],
      } as autocannon.Options;
    };
    const check = await server.post<{ current: { folios: number } }>(
      reportCalls.getDashboard,
      reads[1]![2](365, 1),
      token,
    );
    if (!(check.body.current?.folios > 0)) throw new Error(`getDashboard answered ${JSON.stringify(check.body)}`);
    const rows: Row[] = [];
    for (const [name, path, body, days] of reads) {
      await load(name, { ...post(path, body(days, 1)), duration: 1 });
      rows.push(await load('/api/health', { url: `${server.base}/api/health` }));
      rows.push(await load(`${name}, kept`, post(path, body(days, 1))));
      rows.push(await load(`  1 connection`, { ...post(path, body(days, 1)), connections: 1 }));
      rows.push(await load(`  a new range each`, fresh(path, body, days)));
      rows.push(await load(`  a new range each, 1 conn.`, { ...fresh(path, body, days), connections: 1 }));
    }
    return rows;
  } finally {
    await server.stop();
    if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
};

const print = (label: string, result: Row[] | string) => {
  console.log(`\n${label}`);
  if (typeof result === 'string') return console.log(`  skipped: ${result}`);
  console.log(
    `  ${'read'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  answers`,
  );
  let health = result[0]!;
  for (const r of result) {
    if (r.name === '/api/health') health = r;
    console.log(
      `  ${r.name.padEnd(42)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${(r.rps / health.rps).toFixed(3).padStart(6)}  ${r.ok} ok${r.bad ? `, ${r.bad} NOT` : ''}`,
    );
  }
};

const postgresReachable = async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${databaseUrl} not reachable (${(error as Error).message})`;
  }
};

console.log(`Sofra reports bench: ${connections} connections, ${seconds} s per read, ${STORES} stores, ${DAYS} days`);
print(`Embedded PGlite, ${FOLIOS_PGLITE.toLocaleString('en')} folios`, await measure('pglite', FOLIOS_PGLITE, {}));
{
  const reason = await postgresReachable();
  if (reason) print('PostgreSQL', reason);
  else {
    const tenant = benchTenant();
    try {
      print(
        `PostgreSQL, ${FOLIOS_PG.toLocaleString('en')} folios`,
        await measure('postgres', FOLIOS_PG, tenant.env, databaseUrlFor(databaseUrl, tenant.database)),
      );
    } finally {
      await tenant.drop().catch(() => {});
    }
  }
}
