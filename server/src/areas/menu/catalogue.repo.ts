import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export type { Tx };
import { departments, menuGroups, menuProducts, printers } from '../../db/schema/index.ts';

export type GroupRow = typeof menuGroups.$inferSelect;
export type ProductRow = typeof menuProducts.$inferSelect;

const liveGroup = (storeId: string) => and(eq(menuGroups.storeId, storeId), isNull(menuGroups.deletedAt));
const liveProduct = (storeId: string) => and(eq(menuProducts.storeId, storeId), isNull(menuProducts.deletedAt));

// ---- groups

export const groups = (db: Tx, storeId: string) =>
  db.select().from(menuGroups).where(liveGroup(storeId)).orderBy(asc(menuGroups.sequence), asc(menuGroups.createDate));

export const groupById = async (db: Tx, storeId: string, id: string): Promise<GroupRow | undefined> =>
  (
    await db
      .select()
      .from(menuGroups)
      .where(and(liveGroup(storeId), eq(menuGroups.id, id)))
  )[0];

export const groupCount = async (db: Tx, storeId: string) =>
  (await db.select({ n: count() }).from(menuGroups).where(liveGroup(storeId)))[0]?.n ?? 0;

export const nextGroupSequence = async (db: Tx, storeId: string) =>
  ((
    await db
      .select({ m: max(menuGroups.sequence) })
      .from(menuGroups)
      .where(liveGroup(storeId))
  )[0]?.m ?? -1) + 1;

export const insertGroup = async (db: Tx, row: typeof menuGroups.$inferInsert) =>
  (await db.insert(menuGroups).values(row).returning())[0]!;

export const updateGroup = async (db: Tx, storeId: string, id: string, set: Partial<typeof menuGroups.$inferInsert>) =>
  (
    await db
      .update(menuGroups)
      .set({ ...set, updateDate: new Date() })
      .where(and(liveGroup(storeId), eq(menuGroups.id, id)))
      .returning()
  )[0];

/** Live products per group of the store. */
export const productCounts = async (db: Tx, storeId: string): Promise<Map<string, number>> =>
  new Map(
    (
      await db
        .select({ groupId: menuProducts.groupId, n: count() })
        .from(menuProducts)
        .where(liveProduct(storeId))
        .groupBy(menuProducts.groupId)
    ).map((r) => [r.groupId, r.n]),
  );

// ---- products

export const products = (db: Tx, storeId: string, groupId?: string) =>
  db
    .select()
    .from(menuProducts)
    .where(and(liveProduct(storeId), groupId ? eq(menuProducts.groupId, groupId) : undefined))
    .orderBy(asc(menuProducts.sequence), asc(menuProducts.createDate));

export const productById = async (db: Tx, storeId: string, id: string): Promise<ProductRow | undefined> =>
  (
    await db
      .select()
      .from(menuProducts)
      .where(and(liveProduct(storeId), eq(menuProducts.id, id)))
  )[0];

export const productCount = async (db: Tx, storeId: string) =>
  (await db.select({ n: count() }).from(menuProducts).where(liveProduct(storeId)))[0]?.n ?? 0;

export const nextProductSequence = async (db: Tx, storeId: string, groupId: string) =>
  ((
    await db
      .select({ m: max(menuProducts.sequence) })
      .from(menuProducts)
      .where(and(liveProduct(storeId), eq(menuProducts.groupId, groupId)))
  )[0]?.m ?? -1) + 1;

export const pluTaken = async (db: Tx, storeId: string, plu: string, exceptId?: string) =>
  (
    await db
      .select({ id: menuProducts.id })
      .from(menuProducts)
      .where(and(liveProduct(storeId), eq(menuProducts.plu, plu), exceptId ? ne(menuProducts.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export const insertProduct = async (db: Tx, row: typeof menuProducts.$inferInsert) =>
  (await db.insert(menuProducts).values(row).returning())[0]!;

export const updateProduct = async (
  db: Tx,
  storeId: string,
  id: string,
  set: Partial<typeof menuProducts.$inferInsert>,
) =>
  (
    await db
      .update(menuProducts)
      .set({ ...set, updateDate: new Date() })
      .where(and(liveProduct(storeId), eq(menuProducts.id, id)))
      .returning()
  )[0];

/** Moves a group's live products to another group, after that group's own. */
export const moveProducts = (db: Tx, storeId: string, from: string, to: string, after: number) =>
  db
    .update(menuProducts)
    .set({ groupId: to, sequence: sql`${menuProducts.sequence} + ${after}`, updateDate: new Date() })
    .where(and(liveProduct(storeId), eq(menuProducts.groupId, from)));

/** The live products naming any of these definitions in `column`, by their default names. */
export const productsUsing = async (
  db: Tx,
  storeId: string,
  column: 'taxRateId' | 'departmentId' | 'printerId',
  ids: string[],
): Promise<ProductRow[]> =>
  db
    .select()
    .from(menuProducts)
    .where(and(liveProduct(storeId), inArray(menuProducts[column], ids)));

/** The live products of the store among `ids`. */
export const liveProductIds = async (db: Tx, storeId: string, ids: string[]): Promise<Set<string>> =>
  ids.length
    ? new Set(
        (
          await db
            .select({ id: menuProducts.id })
            .from(menuProducts)
            .where(and(liveProduct(storeId), inArray(menuProducts.id, ids)))
        ).map((r) => r.id),
      )
    : new Set();

/** The department and printer of the store's products, with their names (the published menu carries neither). */
export const productPlaces = async (db: Tx, storeId: string, productIds: string[]) =>
  productIds.length === 0
    ? []
    : db
        .select({
          id: menuProducts.id,
          groupId: menuProducts.groupId,
          departmentId: menuProducts.departmentId,
          departmentName: departments.name,
          printerId: menuProducts.printerId,
          printerName: printers.name,
        })
        .from(menuProducts)
        .leftJoin(departments, eq(departments.id, menuProducts.departmentId))
        .leftJoin(printers, eq(printers.id, menuProducts.printerId))
        .where(and(eq(menuProducts.storeId, storeId), inArray(menuProducts.id, productIds)));

/** The store's live (not deleted) products by PLU. */
export const productsByPlu = async (db: Tx, storeId: string, plus: string[]) =>
  plus.length === 0
    ? []
    : db
        .select({ id: menuProducts.id, plu: menuProducts.plu })
        .from(menuProducts)
        .where(and(liveProduct(storeId), inArray(menuProducts.plu, plus)));
