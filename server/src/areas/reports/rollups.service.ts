import type { Db, Tx } from '../../db/client.ts';
import * as loyalty from '../../db/loyalty-rollup.ts';
import { guardRollup, type RepairLog } from '../../db/rollup-guard.ts';
import * as rollup from './rollup.repo.ts';

/**
 * Adds folios just closed, cancelled or imported to the report rollups, in the caller's transaction (docs/reports.md).
 * Call it once per folio, when it reaches `closed` or `cancelled`: both are final, so a folio is counted once. In a
 * savepoint: should the rollup fail, the close still commits and the folios' days are recorded for repair.
 */
export const recordFolios = (tx: Tx, folioIds: string[]): Promise<void> =>
  guardRollup(
    tx,
    'folios',
    (sp) => rollup.addFolios(sp, folioIds),
    () => rollup.daysOf(tx, folioIds),
  );

/**
 * Recomputes every day recorded in `report_repairs` (of one store, or all) from the source rows and takes it off the
 * list, each day in its own transaction (docs/reports.md, When a rollup fails). Runs right after a call whose rollup
 * failed, and is what a periodic job calls; idempotent. A day that cannot be repaired now is logged and stays recorded.
 * Answers how many days were repaired.
 */
export const repairReports = async (db: Db, log: RepairLog, storeId?: string): Promise<number> => {
  let done = 0;
  for (const r of await rollup.dueRepairs(db, storeId)) {
    const day = { storeId: r.storeId, businessDay: r.businessDay, kind: r.kind, reason: r.reason };
    try {
      await db.transaction(async (tx) => {
        await rollup.repaired(tx, r);
        if (r.kind === 'folios') await rollup.repairDay(tx, r.storeId, r.businessDay);
        else await loyalty.repairLoyaltyDay(tx, r.storeId, r.businessDay);
      });
      done++;
      log.warn({ ...day, since: r.since.toISOString() }, 'report rollup had failed: the day is recomputed');
    } catch (error) {
      log.error({ ...day, err: error }, 'report rollup repair failed: the day stays recorded');
    }
  }
  return done;
};

/** Empties and rebuilds the rollups from the folios (every store, or one): the demo seed and a repair. */
export const rebuildRollups = (db: Db, storeId?: string): Promise<void> =>
  db.transaction(async (tx) => {
    await rollup.rebuild(tx, storeId);
    await loyalty.rebuildLoyalty(tx, storeId);
  });
