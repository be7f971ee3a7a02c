import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/**
 * Inserts many rows at once as one JSON document per 5,000 rows (`jsonb_to_recordset`): tens of thousands of rows in
 * a second or two, where a statement with a parameter per value takes several times longer on the embedded database.
 * Every row names the same fields; the ones no row names take their defaults.
 */
export const bulkInsert = async <T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) => {
  if (rows.length === 0) return;
  const given = new Set(rows.flatMap((r) => Object.keys(r)));
  // A column declared without a name is named by the database's snake_case casing (db/client.ts).
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => given.has(key))
    .map(([key, c]) => [key, c.keyAsName ? key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`) : c.name, c] as const);
  const names = sql.raw(columns.map(([, name]) => `"${name}"`).join(', '));
  const types = sql.raw(columns.map(([, name, c]) => `"${name}" ${c.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, name]) => [name, values[key] ?? null]));
    });
    await tx.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(${types})`,
    );
  }
};
