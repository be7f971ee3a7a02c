import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZCloseDay, ZDay, ZDayList, ZExportDay, ZGetDay, ZListDays, ZReopenDay } from './closing.schemas.ts';

/**
 * End of day (docs/end-of-day.md). Staff need `payments.close-day` for each: the figures of a day's drawer are the
 * cashier's and the owner's.
 */
const guard = { storeKey: 'storeId', staffPermission: 'payments.close-day' } as const;

export const closingCalls = {
  /** A business day: its figures now, the bills still open, its closes. */
  getDay: defineCall('closing/getDay', ZGetDay, ZDay, guard),
  /** Closes the day with the drawer's count: refused while a bill of the day is open; the day's bills then lock. */
  closeDay: defineCall('closing/closeDay', ZCloseDay, ZDay, guard),
  /** Opens a closed day again, with a reason (logged on its close): its bills take changes until it is closed again. */
  reopenDay: defineCall('closing/reopenDay', ZReopenDay, ZDay, guard),
  /** The closed days, the newest first. */
  listDays: defineCall('closing/listDays', ZListDays, ZDayList, guard),
  /** A day's report as an `.xlsx`. */
  exportDay: defineCall('closing/exportDay', ZExportDay, z.unknown(), { ...guard, raw: true }),
};
