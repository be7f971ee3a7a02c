import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import {
  ZCloseDay,
  ZCloseShift,
  ZDay,
  ZDayList,
  ZExportDay,
  ZGetDay,
  ZGetShifts,
  ZListDays,
  ZOpenShift,
  ZReopenDay,
  ZShift,
  ZShifts,
} from './closing.schemas.ts';

/**
 * End of day (docs/end-of-day.md). Staff need `payments.close-day` for the day's calls (the figures of a day's drawer
 * are the cashier's and the owner's) and `payments.take` for shifts.
 */
const guard = { storeKey: 'storeId', staffPermission: 'payments.close-day' } as const;
/** A shift is the person's at the till: taking payments is enough to open and close one's own. */
const till = { storeKey: 'storeId', staffPermission: 'payments.take' } as const;

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
  /** The day's shifts and those still open. Whoever takes payments sees them (their own to close). */
  getShifts: defineCall('closing/getShifts', ZGetShifts, ZShifts, till),
  /** Opens the caller's shift at a till with its float: one open shift per till and per person. */
  openShift: defineCall('closing/openShift', ZOpenShift, ZShift, till),
  /** Closes a shift with its drawer's count; someone else's needs `payments.close-day`. */
  closeShift: defineCall('closing/closeShift', ZCloseShift, ZShift, till),
};
