import { sql } from 'drizzle-orm';
import { logSafeError, type SafeError } from '../lib/log-safe.ts';
import type { Db, Tx } from './client.ts';

/**
 * A rollup never blocks the write it follows (docs/reports.md, When a rollup fails): its statements run in a savepoint
 * of the write's transaction; should they fail, only they are rolled back, the days they would have changed are
 * recorded in `report_repairs` (in the same transaction, so the record commits with the write) and the write goes on.
 * The day is then recomputed from the source rows: right after the call that wrote it (`repairAfterCall`, from the
 * rpc layer), or by `repairReports` (reports area) whenever a job calls it.
 */

export type RepairKind = 'folios' | 'loyalty';
export interface RepairDay {
  storeId: string;
  businessDay: string;
}

/** Rollup failures recorded by this process so far: a call that saw the number move repairs its database after it. */
let failures = 0;
export const rollupFailures = (): number => failures;

/** Why it failed, for the log: the SQLSTATE and the message up to the first value it echoes; never a value. */
const reasonOf = (error: unknown): string => {
  let safe: SafeError | undefined = logSafeError(error);
  while (safe && !(typeof safe.code === 'string' && /^[0-9A-Z]{5}$/.test(safe.code))) safe = safe.cause as SafeError;
  const why = safe ? `${safe.code} ${safe.message}` : logSafeError(error).message;
  return why.slice(0, 200);
};

/**
 * Runs `work` (rollup statements) in a savepoint of `tx`. On failure the savepoint is rolled back, `days()` (read in
 * `tx`, after the rollback) are recorded for repair and the caller goes on as if the rollup had been written.
 */
export const guardRollup = async (
  tx: Tx,
  kind: RepairKind,
  work: (savepoint: Tx) => Promise<void>,
  days: () => Promise<RepairDay[]>,
): Promise<void> => {
  try {
    await tx.transaction(work);
  } catch (error) {
    const reason = reasonOf(error);
    const due = await days();
    if (due.length)
      await tx.execute(sql`INSERT INTO report_repairs (store_id, business_day, kind, reason)
        VALUES ${sql.join(
          due.map((d) => sql`(${d.storeId}, ${d.businessDay}, ${kind}, ${reason})`),
          sql`, `,
        )}
        ON CONFLICT (store_id, business_day, kind) DO UPDATE SET reason = excluded.reason`);
    failures++;
  }
};

/** Where a repair tells what it did (a request's or the app's logger): the days, never a value of the rows. */
export interface RepairLog {
  warn: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
}

/** What repairs the recorded days of one database (the reports area's `repairReports`), set once by `buildApp`. */
type Repair = (db: Db, log: RepairLog) => Promise<unknown>;
let repair: Repair | undefined;
export const setRollupRepair = (next: Repair): void => {
  repair = next;
};

/**
 * After a call: when a rollup failed while it ran (the process's count moved), the call's database is repaired now,
 * best effort (a day that cannot be repaired is logged and stays recorded for the next repair).
 */
export const repairAfterCall = async (db: Db, failuresBefore: number, log: RepairLog): Promise<void> => {
  if (failures === failuresBefore || !repair) return;
  try {
    await repair(db, log);
  } catch (error) {
    log.error({ err: error }, 'report rollups not repaired: they stay recorded in report_repairs');
  }
};
