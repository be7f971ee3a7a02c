import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pointBalances, pointEntries, stores, users } from '../../db/schema/index.ts';
import { addPointEntry } from '../../db/loyalty-rollup.ts';

export type EntryRow = typeof pointEntries.$inferSelect;
export type NewEntry = typeof pointEntries.$inferInsert;
export type BalanceRow = typeof pointBalances.$inferSelect;

/** The balance row of a guest in a chain, created at zero if new, locked until the transaction ends. */
export const lockBalance = async (tx: Tx, chainKey: string, userId: string): Promise<BalanceRow> => {
  await tx.insert(pointBalances).values({ chainKey, userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pointBalances)
    .where(and(eq(pointBalances.chainKey, chainKey), eq(pointBalances.userId, userId)))
    .for('update');
  return row!;
};

/** The users holding points in a chain: a subquery of `user_id` for another area's count. */
export const holders = (db: Tx, chainKey: string) =>
  db
    .select({ userId: pointBalances.userId })
    .from(pointBalances)
    .where(and(eq(pointBalances.chainKey, chainKey), sql`${pointBalances.points} > 0`));

export const balanceOf = async (tx: Tx, chainKey: string, userId: string): Promise<BalanceRow | undefined> =>
  (
    await tx
      .select()
      .from(pointBalances)
      .where(and(eq(pointBalances.chainKey, chainKey), eq(pointBalances.userId, userId)))
  )[0];

/**
 * Writes an entry and moves the (locked) balance by it; the CHECK refuses a balance below zero. The report rollup's
 * points issued and redeemed follow in the same transaction (docs/reports.md, Loyalty figures).
 */
export const append = async (tx: Tx, entry: NewEntry): Promise<BalanceRow> => {
  const at = entry.at ?? new Date();
  await tx.insert(pointEntries).values({ ...entry, at });
  await addPointEntry(tx, { storeId: entry.storeId, kind: entry.kind, points: entry.points, at });
  const [row] = await tx
    .update(pointBalances)
    .set({
      points: sql`${pointBalances.points} + ${entry.points}`,
      stamps: sql`${pointBalances.stamps} + ${entry.stamps ?? 0}`,
      updatedAt: at,
    })
    .where(and(eq(pointBalances.chainKey, entry.chainKey), eq(pointBalances.userId, entry.userId)))
    .returning();
  return row!;
};

/**
 * What FIFO expiry needs: the credits (earn, positive adjust) that expired by `now`, and everything taken so far
 * (negative entries, expiries included) net of what was given back (refund).
 */
export const expiryFigures = async (tx: Tx, chainKey: string, userId: string, now: Date) => {
  const [row] = await tx
    .select({
      expired: sql<string>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} > 0 and ${pointEntries.kind} <> 'refund' and ${pointEntries.expiresAt} <= ${now}), 0)`,
      taken: sql<string>`coalesce(-sum(${pointEntries.points}) filter (where ${pointEntries.points} < 0), 0)`,
      refunded: sql<string>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.kind} = 'refund'), 0)`,
    })
    .from(pointEntries)
    .where(and(eq(pointEntries.chainKey, chainKey), eq(pointEntries.userId, userId)));
  return { expired: Number(row!.expired), taken: Number(row!.taken) - Number(row!.refunded) };
};

export const earnOfFolio = async (tx: Tx, folioId: string): Promise<EntryRow | undefined> =>
  (
    await tx
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.folioId, folioId), eq(pointEntries.kind, 'earn')))
  )[0];

export const entriesOfPayment = (tx: Tx, paymentId: string): Promise<EntryRow[]> =>
  tx.select().from(pointEntries).where(eq(pointEntries.paymentId, paymentId));

/** What the folio's points payments took, net of what was given back (a positive number). */
export const pointsPaidOnFolio = async (tx: Tx, folioId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(-sum(${pointEntries.points}), 0)` })
    .from(pointEntries)
    .where(and(eq(pointEntries.folioId, folioId), inArray(pointEntries.kind, ['redeem', 'refund'])));
  return Number(row!.n);
};

/** A guest's ledger in a chain, newest first, from after the entry `before` (keyset). */
export const entries = async (
  tx: Tx,
  chainKey: string,
  userId: string,
  before: { at: Date; id: string } | null,
  limit: number,
) =>
  tx
    .select({ entry: pointEntries, storeName: stores.name })
    .from(pointEntries)
    .leftJoin(stores, eq(stores.id, pointEntries.storeId))
    .where(
      and(
        eq(pointEntries.chainKey, chainKey),
        eq(pointEntries.userId, userId),
        before
          ? or(lt(pointEntries.at, before.at), and(eq(pointEntries.at, before.at), lt(pointEntries.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(pointEntries.at), desc(pointEntries.id))
    .limit(limit);

export const entryById = async (tx: Tx, id: string) =>
  (await tx.select().from(pointEntries).where(eq(pointEntries.id, id)))[0];

/** The store's entries in a period of days in `timeZone` (from and to included), summed by kind. */
export const totalsByKind = (tx: Tx, storeId: string, from: string, to: string, timeZone: string) => {
  const day = sql`(${pointEntries.at} AT TIME ZONE ${timeZone})::date`;
  return tx
    .select({
      kind: pointEntries.kind,
      positive: sql<string>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} > 0), 0)`,
      negative: sql<string>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} < 0), 0)`,
    })
    .from(pointEntries)
    .where(and(eq(pointEntries.storeId, storeId), sql`${day} >= ${from}::date`, sql`${day} <= ${to}::date`))
    .groupBy(pointEntries.kind);
};

export const outstanding = async (tx: Tx, chainKey: string): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${pointBalances.points}), 0)` })
    .from(pointBalances)
    .where(eq(pointBalances.chainKey, chainKey));
  return Number(row!.n);
};

/** The points of these guests in a chain (guests without a balance left out). */
export const pointsOfUsers = async (tx: Tx, chainKey: string, userIds: string[]) =>
  userIds.length
    ? tx
        .select({ userId: pointBalances.userId, points: pointBalances.points })
        .from(pointBalances)
        .where(and(eq(pointBalances.chainKey, chainKey), inArray(pointBalances.userId, userIds)))
    : [];

/** A chain's guests with at least `min` points, highest first, then by name. */
export const balancesPage = async (tx: Tx, chainKey: string, min: number, offset: number, limit: number) => {
  const where = and(eq(pointBalances.chainKey, chainKey), gte(pointBalances.points, min));
  const last = tx
    .select({ userId: pointEntries.userId, lastAt: sql<Date>`max(${pointEntries.at})`.as('last_at') })
    .from(pointEntries)
    .where(eq(pointEntries.chainKey, chainKey))
    .groupBy(pointEntries.userId)
    .as('last');
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        userId: pointBalances.userId,
        points: pointBalances.points,
        stamps: pointBalances.stamps,
        name: users.name,
        gsm: users.gsm,
        lastAt: last.lastAt,
      })
      .from(pointBalances)
      .innerJoin(users, eq(users.id, pointBalances.userId))
      .leftJoin(last, eq(last.userId, pointBalances.userId))
      .where(where)
      .orderBy(desc(pointBalances.points), asc(users.name), asc(pointBalances.userId))
      .offset(offset)
      .limit(limit),
    tx.select({ n: count() }).from(pointBalances).where(where),
  ]);
  return { rows, total: total!.n };
};

/** The stores whose parent is `parentId`, by name. */
export const childStores = (tx: Tx, parentId: string) =>
  tx
    .select({ id: stores.id, name: stores.name, sharedPoints: stores.sharedPoints })
    .from(stores)
    .where(eq(stores.parentId, parentId))
    .orderBy(asc(stores.name), asc(stores.id));

/** The stores of a chain with their names: the parent first, then its children that share points by name. */
export const chainStores = (tx: Tx, chainKey: string) =>
  tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(or(eq(stores.id, chainKey), and(eq(stores.parentId, chainKey), eq(stores.sharedPoints, true))))
    .orderBy(sql`${stores.id} = ${chainKey} DESC`, asc(stores.name), asc(stores.id));

/** The stores of a chain: the parent, and its children that share points. */
export const chainStoreIds = async (tx: Tx, chainKey: string): Promise<string[]> =>
  (
    await tx
      .select({ id: stores.id })
      .from(stores)
      .where(or(eq(stores.id, chainKey), and(eq(stores.parentId, chainKey), eq(stores.sharedPoints, true))))
      .orderBy(asc(stores.name))
  ).map((r) => r.id);
