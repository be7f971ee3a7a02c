import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { deleteBefore } from '../db/prune.ts';
import { budgetEvents } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

// Rate budgets counted in the database: number lookups, refused table check-ins (docs/security.md).

/** At most `limit` uses per `windowSeconds`, counted per key. */
export interface Budget {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The key a budget counts one subject under, e.g. `user-lookup:{userId}`. */
export const budgetKey = (budget: Budget, subject: string) => `${budget.name}:${subject}`;

/**
 * Budgets are counted in the database (`budget_events`), so they hold across restarts and across several server
 * processes. Check and spend them in one transaction after this lock, so two parallel requests of one key cannot both
 * pass the count.
 */
export const lockBudget = async (db: Db, key: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`budget:${key}`}))`);
};

export const windowStart = (budget: Budget, now: Date) => new Date(now.getTime() - budget.windowSeconds * 1000);

/** Uses counted elsewhere (e.g. a log table): how many in the window, and when the oldest of them was. */
export interface Used {
  n: number;
  oldest: Date | string | null | undefined;
}

/** Refuses with `429 rate_limited` and when to retry (when the oldest use leaves the window) once the budget is used up. */
export const refuseOverBudget = (budget: Budget, used: Used | undefined, now: Date): void => {
  if ((used?.n ?? 0) < budget.limit) return;
  const oldest = used?.oldest ? new Date(used.oldest).getTime() : now.getTime();
  const retryAfter = Math.min(
    budget.windowSeconds,
    Math.max(1, Math.ceil((oldest + budget.windowSeconds * 1000 - now.getTime()) / 1000)),
  );
  throw new AppError('rate_limited', `too many ${budget.name} requests; retry in ${retryAfter} s`, {
    'retry-after': String(retryAfter),
  });
};

/** Refuses with `429 rate_limited` (and when to retry) once the key has used its budget in the window. */
export const requireBudget = async (db: Db, budget: Budget, key: string, now: Date): Promise<void> => {
  const [row] = await db
    .select({ n: count(), oldest: min(budgetEvents.createDate) })
    .from(budgetEvents)
    .where(and(eq(budgetEvents.key, key), gt(budgetEvents.createDate, windowStart(budget, now))));
  refuseOverBudget(budget, row, now);
};

/** Counts one use of the key, and forgets its uses that have left the window. */
export const spendBudget = async (db: Db, budget: Budget, key: string, now: Date): Promise<void> => {
  await db
    .delete(budgetEvents)
    .where(and(eq(budgetEvents.key, key), lte(budgetEvents.createDate, windowStart(budget, now))));
  await db.insert(budgetEvents).values({ id: newId(now.getTime()), key, createDate: now });
};

/** No budget's window is longer than a day; uses are kept two, then deleted (the pruning job, every hour). */
export const BUDGET_EVENTS_KEPT_MS = 48 * 3600_000;

export const pruneBudgetEvents = (db: Db, now: Date): Promise<number> =>
  deleteBefore(
    db,
    budgetEvents,
    budgetEvents.id,
    budgetEvents.createDate,
    new Date(now.getTime() - BUDGET_EVENTS_KEPT_MS),
  );
