/**
 * Folios for the bench's searches (server/bench/run.ts): written straight into a tenant's database with one
 * INSERT … SELECT FROM generate_series per table, so a million take seconds, not hours of API calls.
 */
import { join, resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, pgliteDirFor } from '../src/db/client.ts';
import { readTenants } from '../src/tenancy.ts';

const root = resolve(import.meta.dirname, '../..');
/** Two years of business days. */
export const FOLIO_DAYS = 730;

/** The business day now (docs/folios.md: Istanbul's date, less the day-start hour 05:00). */
const businessToday = sql`((now() AT TIME ZONE 'Europe/Istanbul') - interval '5 hours')::date`;

export interface PaymentTypeRef {
  id: string;
  name: string;
  collectionType: string;
}

/**
 * `count` folios of a store over the last FOLIO_DAYS business days, as the writes would leave them, and their
 * payments: one INSERT … SELECT each. Days at random (about count / 730 a day), opened 11:00–02:00 Istanbul time,
 * 40 tables in two groups, 8 waiters; 95 % closed, 5 % cancelled, 1 % of all hidden, and 3 in 10 of today's still
 * open; 1 in 10 with a 10 % discount, 1 in 10 with a tip; paid in cash, by card, or half and half. Seeded: the same
 * data every run.
 */
export const folioSeed = (storeId: string, count: number, cash: PaymentTypeRef, card: PaymentTypeRef) => [
  sql`SELECT setseed(0.2026)`,
  sql`
    WITH base AS (
      SELECT n, ${businessToday} - floor(random() * ${FOLIO_DAYS})::int AS day,
        random() AS r1, random() AS r2, random() AS r3, random() AS r4
      FROM generate_series(1, ${count}) AS n
    ), shaped AS (
      SELECT *,
        LEAST(((day + time '11:00') + r1 * interval '15 hours') AT TIME ZONE 'Europe/Istanbul', now()) AS at,
        CASE WHEN day = ${businessToday} AND r3 < 0.3 THEN 'open' WHEN r3 < 0.05 THEN 'cancelled' ELSE 'closed' END
          AS status,
        (1000 + floor(r2 * 60000) * 5)::int AS gross,
        CASE WHEN r4 < 0.1 THEN (1000 + floor(r2 * 60000) * 5)::int / 10 ELSE 0 END AS discounts,
        CASE WHEN r4 < 0.45 THEN jsonb_build_array(${cash.name}::text)
          WHEN r4 < 0.85 THEN jsonb_build_array(${card.name}::text)
          ELSE jsonb_build_array(${cash.name}::text, ${card.name}::text) END AS names
      FROM base
    )
    INSERT INTO folios (id, store_id, number, business_day, table_id, table_name, table_group, service_type, source,
      status, cancel_reason, hidden, opened_at, closed_at, opened_by, closed_by, opened_by_id, closed_by_id, version,
      gross, discounts, total, paid, tip, line_count, payment_names)
    SELECT 'bench-' || lpad(n::text, 8, '0'), ${storeId},
      row_number() OVER (PARTITION BY day ORDER BY at, n), to_char(day, 'YYYY-MM-DD'),
      'bench-table-' || (n % 40), 'Masa ' || (n % 40 + 1), CASE WHEN n % 40 < 25 THEN 'Salon' ELSE 'Bahçe' END,
      CASE WHEN n % 10 = 0 THEN 'take-away' ELSE 'table' END, 'portal',
      status, CASE WHEN status = 'cancelled' THEN 'Müşteri vazgeçti' END, n % 100 = 0, at,
      CASE WHEN status IN ('closed', 'cancelled') THEN at + (40 + r2 * 60) * interval '1 minute' END,
      jsonb_build_object('id', 'bench-staff-' || n % 8, 'name', 'Garson ' || n % 8 + 1),
      CASE WHEN status IN ('closed', 'cancelled') THEN jsonb_build_object('id', 'bench-staff-0', 'name', 'Kasa') END,
      'bench-staff-' || n % 8, CASE WHEN status IN ('closed', 'cancelled') THEN 'bench-staff-0' END,
      CASE WHEN status = 'closed' THEN 6 ELSE 3 END,
      gross, discounts, gross - discounts, CASE WHEN status = 'closed' THEN gross - discounts ELSE 0 END,
      CASE WHEN status = 'closed' AND r4 > 0.9 THEN 1000 ELSE 0 END, 1 + floor(r1 * 12)::int,
      CASE WHEN status = 'closed' THEN names ELSE '[]'::jsonb END
    FROM shaped`,
  sql`
    INSERT INTO folio_payments (id, folio_id, store_id, payment_type_id, name, collection_type, amount, tip, created_at)
    SELECT f.id || '-' || p.i, f.id, f.store_id,
      CASE WHEN f.payment_names ->> (p.i - 1) = ${cash.name} THEN ${cash.id} ELSE ${card.id} END,
      f.payment_names ->> (p.i - 1),
      CASE WHEN f.payment_names ->> (p.i - 1) = ${cash.name} THEN ${cash.collectionType} ELSE ${card.collectionType} END,
      CASE WHEN jsonb_array_length(f.payment_names) = 1 THEN f.total
        WHEN p.i = 1 THEN f.total / 2 ELSE f.total - f.total / 2 END,
      CASE WHEN p.i = 1 THEN f.tip ELSE 0 END, f.closed_at
    FROM folios f CROSS JOIN LATERAL generate_series(1, jsonb_array_length(f.payment_names)) AS p(i)
    WHERE f.store_id = ${storeId}`,
  sql`ANALYZE folios`,
  sql`ANALYZE folio_payments`,
];

/** Writes the folios into a PostgreSQL tenant database (the server may run meanwhile). */
/** Called after each statement with its index and milliseconds (the reports bench prints the slow ones). */
export type SeedProgress = (index: number, ms: number) => void;

const runAll = async (execute: (statement: SQL) => Promise<unknown>, statements: SQL[], progress?: SeedProgress) => {
  for (const [i, statement] of statements.entries()) {
    const started = Date.now();
    await execute(statement);
    progress?.(i, Date.now() - started);
  }
};

export const seedFoliosPg = async (url: string, statements: SQL[], progress?: SeedProgress) => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzlePg(pool);
    await runAll((statement) => db.execute(statement), statements, progress);
  } finally {
    await pool.end();
  }
};

/** Writes the folios into a stopped server's PGlite database. */
export const seedFoliosPglite = async (
  dataDir: string,
  statements: SQL[],
  progress?: SeedProgress,
  after?: (execute: (statement: SQL) => Promise<unknown>) => Promise<void>,
) => {
  const database = readTenants(join(root, 'server/config/tenants.json')).find((t) => t.slug === 'default')!.database;
  const opened = await openPglite(pgliteDirFor(dataDir, database));
  try {
    await runAll((statement) => opened.db.execute(statement), statements, progress);
    await after?.((statement) => opened.db.execute(statement));
  } finally {
    await opened.close();
  }
};
