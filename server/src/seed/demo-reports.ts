import type { Db } from '../db/client.ts';
import { rebuildRollups } from '../areas/reports/rollups.service.ts';

/**
 * The demo's report rollups (docs/reports.md, Demo): the demo folios are written in bulk, not through the folio
 * writes, so their rollups are built once from them here — every demo store then shows ninety days on its dashboard.
 */
export const seedDemoReports = async (db: Db): Promise<void> => rebuildRollups(db);
