import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, max, min, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tableLogs, users } from '../../db/schema/index.ts';

/** The table logs: guests' check-ins, and their signals (waiter calls, bill requests) answered once. */

/** Check-ins since a time: of one guest, or at one table. The count and the oldest, for the check-in budgets. */
export const checkInsSince = async (
  db: Tx,
  by: { userId: string } | { storeId: string; tableId: string },
  since: Date,
) =>
  (
    await db
      .select({ n: count(), oldest: min(tableLogs.createDate) })
      .from(tableLogs)
      .where(
        and(
          'userId' in by
            ? eq(tableLogs.userId, by.userId)
            : and(eq(tableLogs.storeId, by.storeId), eq(tableLogs.tableId, by.tableId)),
          eq(tableLogs.action, 'check-in'),
          gt(tableLogs.createDate, since),
        ),
      )
  )[0];

export const insertLog = async (db: Tx, row: typeof tableLogs.$inferInsert) =>
  (await db.insert(tableLogs).values(row).returning())[0]!;

export const logPage = async (
  db: Tx,
  q: { storeId: string; tableId?: string; from: Date; to: Date; page: number; pageSize: number },
) => {
  const conditions: SQL[] = [
    eq(tableLogs.storeId, q.storeId),
    gte(tableLogs.createDate, q.from),
    lt(tableLogs.createDate, q.to),
  ];
  if (q.tableId) conditions.push(eq(tableLogs.tableId, q.tableId));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      // A guest's signal has no user: it is listed too, with no name.
      .select({ log: tableLogs, userName: sql<string>`coalesce(${users.name}, '')` })
      .from(tableLogs)
      .leftJoin(users, eq(users.id, tableLogs.userId))
      .where(where)
      .orderBy(desc(tableLogs.createDate), desc(tableLogs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(tableLogs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

export type LogRow = typeof tableLogs.$inferSelect;
/** Guests' signals (waiter calls, bill requests): table logs without a user, answered once. */
const SIGNAL_ACTIONS = ['waiter-call', 'check-request'];

/** When the table's last log of this action was written; undefined when it has none. */
export const lastLogAt = async (db: Tx, storeId: string, tableId: string, action: string): Promise<Date | undefined> =>
  (
    await db
      .select({ at: max(tableLogs.createDate) })
      .from(tableLogs)
      .where(and(eq(tableLogs.storeId, storeId), eq(tableLogs.tableId, tableId), eq(tableLogs.action, action)))
  )[0]?.at ?? undefined;

/** The store's signals not yet answered, oldest first (at most `limit`). */
export const openSignals = (db: Tx, storeId: string, limit: number): Promise<LogRow[]> =>
  db
    .select()
    .from(tableLogs)
    .where(and(eq(tableLogs.storeId, storeId), isNull(tableLogs.answeredAt), inArray(tableLogs.action, SIGNAL_ACTIONS)))
    .orderBy(asc(tableLogs.createDate), asc(tableLogs.id))
    .limit(limit);

export const signalById = async (db: Tx, storeId: string, id: string): Promise<LogRow | undefined> =>
  (
    await db
      .select()
      .from(tableLogs)
      .where(and(eq(tableLogs.id, id), eq(tableLogs.storeId, storeId), inArray(tableLogs.action, SIGNAL_ACTIONS)))
  )[0];

/** Answers a signal not yet answered; undefined when it was answered already (or is not the store's). */
export const answerSignal = async (
  db: Tx,
  storeId: string,
  id: string,
  at: Date,
  by: { id: string; name: string },
): Promise<LogRow | undefined> =>
  (
    await db
      .update(tableLogs)
      .set({ answeredAt: at, answeredBy: by })
      .where(
        and(
          eq(tableLogs.id, id),
          eq(tableLogs.storeId, storeId),
          inArray(tableLogs.action, SIGNAL_ACTIONS),
          isNull(tableLogs.answeredAt),
        ),
      )
      .returning()
  )[0];

/**
 * Check-ins per store and month (YYYY-MM in the store's time zone) between two dates of that zone, both included:
 * the total and the distinct users (spec §7's user count stats; docs/reports.md).
 */
export const checkInsByMonth = async (db: Tx, storeIds: string[], from: string, to: string) => {
  const local = sql`(l.create_date AT TIME ZONE s.time_zone)`;
  const result = (await db.execute(sql`
    SELECT l.store_id, to_char(${local}, 'YYYY-MM') AS month, count(*)::int AS total,
      count(DISTINCT l.user_id)::int AS "unique"
    FROM table_logs l JOIN stores s ON s.id = l.store_id
    WHERE l.store_id IN (${sql.join(
      storeIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND l.action = 'check-in'
      AND l.create_date >= ${from}::date - 1 AND l.create_date < ${to}::date + 2
      AND ${local}::date BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1, 2 ORDER BY 1, 2`)) as unknown as {
    rows: { store_id: string; month: string; total: number; unique: number }[];
  };
  return result.rows.map((r) => ({
    storeId: r.store_id,
    month: r.month,
    total: Number(r.total),
    unique: Number(r.unique),
  }));
};
