import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { splitRange } from './reports.repo.ts';
import { ROLLUP_TABLES, rollupStatements } from './rollup.repo.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const migration = (file: string) => flat(readFileSync(resolve(import.meta.dirname, '../../../drizzle', file), 'utf8'));

test("the migrations' backfills run the same rollup statements as the folio writes", () => {
  const dialect = new PgDialect();
  const statements = rollupStatements(sql.raw('true')).map((s) => `${flat(dialect.sqlToQuery(s).sql)};`);
  expect(statements).toHaveLength(ROLLUP_TABLES.length);
  // The day rollups came with 0025, the month rollups and product names with 0028.
  for (const statement of statements.slice(0, 5)) expect(migration('0025_reports.sql')).toContain(statement);
  for (const statement of statements.slice(5)) expect(migration('0028_reports_speed.sql')).toContain(statement);
});

test('a range splits into its whole months and the days at its ends', () => {
  expect(splitRange('2026-01-01', '2026-12-31')).toEqual({ months: ['2026-01', '2026-12'], days: [] });
  expect(splitRange('2025-11-25', '2026-11-24')).toEqual({
    months: ['2025-12', '2026-10'],
    days: [
      ['2025-11-25', '2025-11-30'],
      ['2026-11-01', '2026-11-24'],
    ],
  });
  expect(splitRange('2026-02-01', '2026-02-28')).toEqual({ months: ['2026-02', '2026-02'], days: [] });
  expect(splitRange('2024-02-10', '2024-02-29')).toEqual({ days: [['2024-02-10', '2024-02-29']] });
  expect(splitRange('2026-01-31', '2026-02-01')).toEqual({ days: [['2026-01-31', '2026-02-01']] });
  expect(splitRange('2026-10-26', '2026-11-24')).toEqual({ days: [['2026-10-26', '2026-11-24']] });
  expect(splitRange('2026-12-15', '2027-02-05')).toEqual({
    months: ['2027-01', '2027-01'],
    days: [
      ['2026-12-15', '2026-12-31'],
      ['2027-02-01', '2027-02-05'],
    ],
  });
});
