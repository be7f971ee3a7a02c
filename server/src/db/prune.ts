import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Rows a pruning statement deletes at most: each batch is a short transaction that holds few locks. */
const BATCH = 5000;

/**
 * Deletes the rows of `table` whose `time` is before `before`, in batches picked by `key` (the primary key, or a column
 * that names few rows); answers how many. For the pruning jobs (docs/architecture.md, Periodic jobs).
 */
export const deleteBefore = async (
  db: Db,
  table: PgTable,
  key: PgColumn,
  time: PgColumn,
  before: Date,
): Promise<number> => {
  let total = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`DELETE FROM ${table} WHERE ${key} IN
      (SELECT ${key} FROM ${table} WHERE ${time} < ${before} LIMIT ${BATCH}) RETURNING 1 AS gone`)) as unknown as {
      rows: unknown[];
    };
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
};
