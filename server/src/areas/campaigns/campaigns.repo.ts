import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, folios, stores, tableLogs } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The store's campaigns, newest first. */
export const list = (db: Tx, storeId: string): Promise<CampaignRow[]> =>
  db.select().from(campaigns).where(eq(campaigns.storeId, storeId)).orderBy(desc(campaigns.createdAt), campaigns.id);

export const byId = async (db: Tx, storeId: string, id: string): Promise<CampaignRow | undefined> =>
  (
    await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.storeId, storeId), eq(campaigns.id, id)))
  )[0];

export const countOf = async (db: Tx, storeId: string): Promise<number> =>
  (await db.select({ n: count() }).from(campaigns).where(eq(campaigns.storeId, storeId)))[0]?.n ?? 0;

/** A running campaign with its store's time zone, the wall clock its schedule is read on (docs/campaigns.md). */
export type RunningCampaign = CampaignRow & { timeZone: string };

/** A campaign's columns and its store's time zone. */
export const withStoreZone = { ...getTableColumns(campaigns), timeZone: stores.timeZone };

/** The store's running campaigns: one probe of campaigns_store_status_idx, the store's row joined for its zone. */
export const running = (db: Tx, storeId: string): Promise<RunningCampaign[]> =>
  db
    .select(withStoreZone)
    .from(campaigns)
    .innerJoin(stores, eq(stores.id, campaigns.storeId))
    .where(and(eq(campaigns.storeId, storeId), eq(campaigns.status, 'running')))
    .orderBy(campaigns.createdAt, campaigns.id);

export const insert = async (db: Tx, row: typeof campaigns.$inferInsert): Promise<CampaignRow> =>
  (await db.insert(campaigns).values(row).returning())[0]!;

export const update = async (
  db: Tx,
  storeId: string,
  id: string,
  patch: Partial<typeof campaigns.$inferInsert>,
): Promise<CampaignRow | undefined> =>
  (
    await db
      .update(campaigns)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(campaigns.storeId, storeId), eq(campaigns.id, id)))
      .returning()
  )[0];

/** Deletes it only while it never priced a folio; answers whether it did. */
export const removeUnapplied = async (db: Tx, storeId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(campaigns)
      .where(and(eq(campaigns.storeId, storeId), eq(campaigns.id, id), isNull(campaigns.firstAppliedAt)))
      .returning({ id: campaigns.id })
  ).length > 0;

/** Marks campaigns as having priced a folio (the first time only). */
export const markApplied = async (db: Tx, storeId: string, ids: string[], at: Date): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(campaigns)
    .set({ firstAppliedAt: at })
    .where(and(eq(campaigns.storeId, storeId), inArray(campaigns.id, ids), isNull(campaigns.firstAppliedAt)));
};

/**
 * Which visit a folio is, for the nth-visit and welcome kinds (docs/campaigns.md, Pricing): the guest's visit days at
 * the store before `day` (a business day), the visit this is less one. A visit is a check-in (table logs, action
 * check-in, on the business day of the store's zone and day start) or a closed folio with the guest, counted once per
 * business day.
 */
export const visitDaysBefore = async (db: Tx, storeId: string, userId: string, day: string): Promise<number> => {
  const result = (await db.execute(sql`
    select count(distinct day) as n from (
      select ${folios.businessDay} as day from ${folios}
        where ${folios.storeId} = ${storeId} and ${folios.status} = 'closed' and ${folios.guestUserId} = ${userId}
      union all
      select to_char((${tableLogs.createDate} at time zone s.time_zone)
          - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD')
        from ${tableLogs} join ${stores} s on s.id = ${tableLogs.storeId}
        where ${tableLogs.storeId} = ${storeId} and ${tableLogs.action} = 'check-in' and ${tableLogs.userId} = ${userId}
    ) v where day < ${day}`)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
};
