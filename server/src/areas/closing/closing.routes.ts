import { closingCalls } from '@sofra/contracts/closing/closing.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as closing from './closing.service.ts';
import { exportDay } from './closing-sheet.ts';
import * as shifts from './shifts.service.ts';

/** End of day (docs/end-of-day.md). */
export default function closingRoutes(rpc: Rpc) {
  rpc(closingCalls.getDay, (input, ctx) => closing.getDay(ctx, input));
  rpc(closingCalls.closeDay, (input, ctx) => closing.closeDay(ctx, input));
  rpc(closingCalls.reopenDay, (input, ctx) => closing.reopenDay(ctx, input));
  rpc(closingCalls.listDays, (input, ctx) => closing.listDays(ctx, input));
  rpc(closingCalls.exportDay, (input, ctx) => exportDay(ctx, input));
  rpc(closingCalls.getShifts, (input, ctx) => shifts.getShifts(ctx, input));
  rpc(closingCalls.openShift, (input, ctx) => shifts.openShift(ctx, input));
  rpc(closingCalls.closeShift, (input, ctx) => shifts.closeShift(ctx, input));
}
