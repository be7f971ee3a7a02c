import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { folios, orderSettings } from '../../db/schema/index.ts';
import type { FolioRow } from './folios.repo.ts';

export type OrderSettingsRow = typeof orderSettings.$inferSelect;

/**
 * Serialises the guest orders of one table until the transaction ends, so two orders sent at once cannot both pass
 * the 30-second rule (in every process: the lock is the database's).
 */
export const lockTableOrders = async (db: Tx, storeId: string, tableId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-order:${storeId}:${tableId}`}))`);
};

/** When the table's last `n` guest orders were sent, newest first. */
export const lastOrdersAt = async (db: Tx, storeId: string, tableId: string, n: number): Promise<Date[]> =>
  (
    await db
      .select({ at: folios.openedAt })
      .from(folios)
      .where(and(eq(folios.storeId, storeId), eq(folios.tableId, tableId), eq(folios.source, 'guest-app')))
      .orderBy(desc(folios.openedAt))
      .limit(n)
  ).map((r) => r.at);

/** A guest's order by its id alone (the guest's page knows no store): only a folio that is an order. */
export const orderById = async (db: Tx, id: string): Promise<FolioRow | undefined> =>
  (
    await db
      .select()
      .from(folios)
      .where(and(eq(folios.id, id), sql`${folios.orderState} IS NOT NULL`))
  )[0];

/** The order service's list: the orders waiting, and those of the business day `day`, newest first. */
export const ordersOf = (db: Tx, storeId: string, day: string): Promise<FolioRow[]> =>
  db
    .select()
    .from(folios)
    .where(
      and(
        eq(folios.storeId, storeId),
        sql`${folios.orderState} IS NOT NULL`,
        or(eq(folios.orderState, 'waiting'), eq(folios.businessDay, day)),
      ),
    )
    .orderBy(desc(folios.openedAt), desc(folios.id))
    .limit(500);

export const settingsOf = async (db: Tx, storeId: string): Promise<OrderSettingsRow | undefined> =>
  (await db.select().from(orderSettings).where(eq(orderSettings.storeId, storeId)))[0];

export const saveSettings = async (
  db: Tx,
  storeId: string,
  values: { autoAccept: boolean; prepMinutes: number; newBillPerOrder?: boolean },
): Promise<void> => {
  await db
    .insert(orderSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: orderSettings.storeId, set: { ...values, updatedAt: new Date() } });
};

/**
 * The table's open bill a guest's order joins (docs/live.md, One bill per table): the oldest open folio on the table,
 * other than `exceptId`. A locked bill (printed) takes no lines; a waiting order is no bill yet.
 */
export const openBillOf = async (
  db: Tx,
  storeId: string,
  tableId: string,
  exceptId: string,
): Promise<{ id: string } | undefined> =>
  (
    await db
      .select({ id: folios.id })
      .from(folios)
      .where(
        and(
          eq(folios.storeId, storeId),
          eq(folios.tableId, tableId),
          eq(folios.status, 'open'),
          sql`${folios.id} <> ${exceptId}`,
        ),
      )
      .orderBy(folios.openedAt, folios.id)
      .limit(1)
  )[0];
