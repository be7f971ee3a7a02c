import { and, asc, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, images } from '../../db/schema/index.ts';

export type ImageRow = typeof images.$inferSelect;

export const insertFile = async (db: Db, row: typeof files.$inferInsert): Promise<void> => {
  await db.insert(files).values(row);
};

/** Serialises uploads that count against one quota (a store's, or a user's outside any store). */
export const lockQuota = async (db: Db, owner: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${owner}`}))`);
};

/** Bytes held by a store's files, or with no store by a user's own files. */
export const bytesUsed = async (db: Db, storeId: string, userId: string): Promise<number> => {
  const where = storeId ? eq(files.storeId, storeId) : and(eq(files.storeId, ''), eq(files.createdBy, userId));
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
    .from(files)
    .where(where);
  return row?.used ?? 0;
};

/** Removes file rows; answers their keys so the caller can remove the bytes once the transaction is committed. */
export const deleteFiles = async (db: Db, ids: string[]): Promise<string[]> =>
  ids.length
    ? (await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.key })).map((r) => r.key)
    : [];

export const fileById = async (db: Db, id: string) => (await db.select().from(files).where(eq(files.id, id)))[0];

export const imagesOf = (db: Db, storeId: string, itemType: string, limit = 200) =>
  db
    .select()
    .from(images)
    .where(and(eq(images.storeId, storeId), eq(images.itemType, itemType)))
    .orderBy(asc(images.sequence), asc(images.createDate))
    .limit(limit);

/** The file of each picture of a store's items of one type (of the items named, when given). */
export const imageFiles = (db: Db, storeId: string, itemType: string, itemIds?: string[]) =>
  db
    .select({ itemId: images.itemId, fileId: images.fileId })
    .from(images)
    .where(
      and(
        eq(images.storeId, storeId),
        eq(images.itemType, itemType),
        itemIds ? inArray(images.itemId, itemIds) : undefined,
      ),
    );

export const imageOf = async (db: Db, storeId: string, itemType: string, itemId: string) =>
  (
    await db
      .select()
      .from(images)
      .where(and(eq(images.storeId, storeId), eq(images.itemType, itemType), eq(images.itemId, itemId)))
  )[0];

/** One picture per item: a new upload for the same item replaces the old one. New ones go last. */
export const putImage = async (db: Db, row: Omit<typeof images.$inferInsert, 'sequence'>): Promise<ImageRow> => {
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${images.sequence}) + 1, 0)`.mapWith(Number) })
    .from(images)
    .where(and(eq(images.storeId, row.storeId), eq(images.itemType, row.itemType)));
  return (
    await db
      .insert(images)
      .values({ ...row, sequence: next })
      .onConflictDoUpdate({
        target: [images.storeId, images.itemType, images.itemId],
        set: { fileId: row.fileId, createDate: new Date() },
      })
      .returning()
  )[0]!;
};

export const deleteImage = async (db: Db, storeId: string, itemType: string, itemId: string) =>
  (
    await db
      .delete(images)
      .where(and(eq(images.storeId, storeId), eq(images.itemType, itemType), eq(images.itemId, itemId)))
      .returning()
  )[0];

export const setSequence = async (db: Db, storeId: string, itemType: string, itemId: string, sequence: number) =>
  (
    await db
      .update(images)
      .set({ sequence })
      .where(and(eq(images.storeId, storeId), eq(images.itemType, itemType), eq(images.itemId, itemId)))
      .returning({ id: images.id })
  ).length === 1;

/** Of `keys`, those a file row points to. */
export const keysInUse = async (db: Db, keys: string[]): Promise<Set<string>> =>
  new Set(
    keys.length
      ? (await db.select({ key: files.key }).from(files).where(inArray(files.key, keys))).map((r) => r.key)
      : [],
  );

/**
 * Store files no picture points to, made before `before` (a store's files are its pictures': one whose picture was
 * replaced or removed has lost its last use). A user's own files (no store) are theirs and stay. At most `limit`.
 */
export const unusedStoreFiles = (db: Db, before: Date, limit: number) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        ne(files.storeId, ''),
        lt(files.createDate, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(images)
            .where(eq(images.fileId, files.id)),
        ),
      ),
    )
    .limit(limit);
