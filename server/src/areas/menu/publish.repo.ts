import { and, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { menuDrafts, menuSnapshots } from '../../db/schema/index.ts';

export type SnapshotRow = typeof menuSnapshots.$inferSelect;

/** The database's clock (the draft's stamps come from it too, so the two compare on any machine). */
export const now = async (db: Tx): Promise<Date> => {
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(result.rows[0]!.now);
};

/** Replaces every published language of the store with `rows`: only the latest publish is kept. */
export const replaceSnapshots = async (db: Tx, storeId: string, rows: (typeof menuSnapshots.$inferInsert)[]) => {
  await db.delete(menuSnapshots).where(eq(menuSnapshots.storeId, storeId));
  if (rows.length) await db.insert(menuSnapshots).values(rows);
};

/** The published menu in `language`, else in the store's default language; undefined when never published. */
export const snapshot = async (db: Tx, storeId: string, language?: string): Promise<SnapshotRow | undefined> => {
  const rows = await db
    .select()
    .from(menuSnapshots)
    .where(
      and(
        eq(menuSnapshots.storeId, storeId),
        language
          ? sql`(${menuSnapshots.language} = ${language} or ${menuSnapshots.isDefault})`
          : eq(menuSnapshots.isDefault, true),
      ),
    );
  return rows.find((r) => r.language === language) ?? rows.find((r) => r.isDefault);
};

/** When the store's menu was last published, or null. */
export const publishedAt = async (db: Tx, storeId: string): Promise<Date | null> =>
  (
    await db
      .select({ at: max(menuSnapshots.publishedAt) })
      .from(menuSnapshots)
      .where(eq(menuSnapshots.storeId, storeId))
  )[0]?.at ?? null;

/** When the store's draft last changed (0014_menu_drafts.sql), or null when it never did. */
export const draftChangedAt = async (db: Tx, storeId: string): Promise<Date | null> =>
  (await db.select({ at: menuDrafts.changedAt }).from(menuDrafts).where(eq(menuDrafts.storeId, storeId)))[0]?.at ??
  null;

/**
 * Waits for the draft changes already stamped (their transactions hold the store's `menu_drafts` row) to commit, and
 * holds later ones until the publish commits: the snapshot then has every change stamped before its time.
 */
export const lockDraft = async (db: Tx, storeId: string) => {
  await db.select({ at: menuDrafts.changedAt }).from(menuDrafts).where(eq(menuDrafts.storeId, storeId)).for('update');
};
