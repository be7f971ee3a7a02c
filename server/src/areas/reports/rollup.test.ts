import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { splitRange, splitRangeNet } from './reports.repo.ts';
import { ROLLUP_TABLES, rollupStatements } from './rollup.repo.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const migration = (file: string) => flat(readFileSync(resolve(import.meta.dirname, '../../../drizzle', file), 'utf8'));

test("the migrations' backfills run the same rollup statements as the folio writes", () => {
  const dialect = new PgDialect();
  const statements = rollupStatements(sql.raw('true')).map((s) => `${flat(dialect.sqlToQuery(s).sql)};`);
  expect(statements).toHaveLength(ROLLUP_TABLES.length);
  // The day rollups came with 0025 (report_days rebuilt by 0035 with the covers), the month rollups and product names
  // with 0028.
  expect(migration('0035_folio_covers.sql')).toContain(statements[0]);
  for (const statement of statements.slice(1, 5)) expect(migration('0025_reports.sql')).toContain(statement);
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

test('for sums, an end month mostly inside the range is read whole and its days outside taken off', () => {
  // The last 365 days on 2026-11-25: 6 days of November 2025 added; 2026-11 whole minus 25 … 30.
  expect(splitRangeNet('2025-11-25', '2026-11-24')).toEqual({
    months: ['2025-12', '2026-11'],
    days: [['2025-11-25', '2025-11-30']],
    minus: [['2026-11-25', '2026-11-30']],
  });
  // A start mostly inside its month: the month minus its first days.
  expect(splitRangeNet('2026-01-03', '2026-03-31')).toEqual({
    months: ['2026-01', '2026-03'],
    days: [],
    minus: [['2026-01-01', '2026-01-02']],
  });
  // Two neighbouring months, each end on its cheaper side.
  expect(splitRangeNet('2026-10-05', '2026-11-10')).toEqual({
    months: ['2026-10', '2026-10'],
    days: [['2026-11-01', '2026-11-10']],
    minus: [['2026-10-01', '2026-10-04']],
  });
  expect(splitRangeNet('2026-10-26', '2026-11-24')).toEqual({
    months: ['2026-11', '2026-11'],
    days: [['2026-10-26', '2026-10-31']],
    minus: [['2026-11-25', '2026-11-30']],
  });
  // Whole months and one month's days are as splitRange has them.
  expect(splitRangeNet('2026-01-01', '2026-12-31')).toEqual({ months: ['2026-01', '2026-12'], days: [], minus: [] });
  expect(splitRangeNet('2024-02-10', '2024-02-29')).toEqual({ days: [['2024-02-10', '2024-02-29']], minus: [] });
  // Day for day, every range of a year adds up to the days asked.
  const day = (n: number) => new Date(Date.UTC(2025, 11, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const count = (runs: [string, string][]) =>
    runs.reduce((a, [x, y]) => a + (Date.parse(y) - Date.parse(x)) / 86_400_000 + 1, 0);
  const monthDays = (m?: [string, string]) => {
    if (!m) return 0;
    let n = 0;
    for (let d = Date.parse(`${m[0]}-01`); new Date(d).toISOString().slice(0, 7) <= m[1]; d += 86_400_000) n++;
    return n;
  };
  for (let a = 0; a < 400; a += 7)
    for (let b = a; b < 400; b += 11) {
      const r = splitRangeNet(day(a), day(b));
      expect(monthDays(r.months) + count(r.days) - count(r.minus), `${day(a)} … ${day(b)}`).toBe(b - a + 1);
    }
});
