import { newId } from '@sofra/contracts/core/ids';
import type { CheckIn } from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { toStore } from '../stores/stores.service.ts';
import {
  budgetKey,
  lockBudget,
  refuseOverBudget,
  requireBudget,
  spendBudget,
  windowStart,
  type Budget,
} from '../../lib/budget.ts';
import { checkInHooks } from './check-in-hooks.ts';
import { lookUpTable } from './table-qrs.service.ts';
import * as repo from './table-logs.repo.ts';

/**
 * Check-in budgets (docs/security.md, "What a stranger can learn"): codes cannot be found by trying them. Per guest, 10
 * refused check-ins (unknown code, unassigned code, inactive table) per 10 minutes and 30 check-ins an hour; per table,
 * 240 check-ins per 10 minutes, whoever makes them. Refusals are counted in `budget_events`, check-ins are the table logs.
 */
export const checkInBudgets = {
  refused: { name: 'check-in-refused', limit: 10, windowSeconds: 600 },
  guest: { name: 'check-in', limit: 30, windowSeconds: 3600 },
  table: { name: 'table-check-in', limit: 240, windowSeconds: 600 },
} as const satisfies Record<string, Budget>;

/**
 * A guest scanned a table's code. Knowing the code is the guest's proof of being at the table (128 random bits, or the
 * short code printed on it), so there is no store guard; the answer carries only what the guest app shows. The guest's
 * budgets are checked before the code is looked up, under a lock per guest, so parallel tries cannot exceed them.
 */
export const checkIn = async (ctx: UserCtx, given: string, now = new Date()): Promise<CheckIn> => {
  const { refused, guest, table: perTable } = checkInBudgets;
  const refusedKey = budgetKey(refused, ctx.user.id);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockBudget(tx, refusedKey);
    await requireBudget(tx, refused, refusedKey, now);
    refuseOverBudget(guest, await repo.checkInsSince(tx, { userId: ctx.user.id }, windowStart(guest, now)), now);
    const found = await lookUpTable(tx, given);
    if (found instanceof AppError) {
      // Counted in the same transaction, which must commit: the refusal is answered after it.
      await spendBudget(tx, refused, refusedKey, now);
      return found;
    }
    const { qr, table, storeRow } = found;
    refuseOverBudget(
      perTable,
      await repo.checkInsSince(tx, { storeId: qr.storeId, tableId: table.id }, windowStart(perTable, now)),
      now,
    );
    const log = await repo.insertLog(tx, {
      id: newId(now.getTime()),
      storeId: qr.storeId,
      tableId: table.id,
      tableName: table.tableName,
      groupName: table.groupName ?? '',
      userId: ctx.user.id,
      action: 'check-in',
      qrCode: qr.code,
      createDate: now,
    });
    await checkInHooks().recordVisit(tx, { storeId: qr.storeId, userId: ctx.user.id, at: now, spend: 0 });
    return { table, storeRow, log };
  });
  if (outcome instanceof AppError) throw outcome;
  const { table, storeRow, log } = outcome;
  const store = toStore(storeRow);
  return {
    id: table.id,
    logId: log.id,
    tableName: table.tableName,
    groupName: table.groupName ?? '',
    startAction: table.startAction as CheckIn['startAction'],
    store: {
      id: store.id,
      name: store.name,
      description: store.description,
      status: store.status,
      serviceTypes: store.serviceTypes,
      languages: store.languages,
      storeCurrency: store.storeCurrency,
      storeLocale: store.storeLocale,
      phone: store.phone,
    },
    coupon: await checkInHooks().usableCoupon(ctx.db, store.id, ctx.user.id),
  };
};
