import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { menuAdvices, menuLinks, menuModifiers } from '../../db/schema/index.ts';

export type ModifierRow = typeof menuModifiers.$inferSelect;
export type AdviceRow = typeof menuAdvices.$inferSelect;
export type LinkRow = typeof menuLinks.$inferSelect;
export type LinkTarget = LinkRow['target'];
export type LinkKind = LinkRow['kind'];

const liveModifier = (storeId: string) => and(eq(menuModifiers.storeId, storeId), isNull(menuModifiers.deletedAt));
const liveAdvice = (storeId: string) => and(eq(menuAdvices.storeId, storeId), isNull(menuAdvices.deletedAt));

// ---- variations

export const modifiers = (db: Tx, storeId: string) =>
  db
    .select()
    .from(menuModifiers)
    .where(liveModifier(storeId))
    .orderBy(asc(menuModifiers.sequence), asc(menuModifiers.createDate));

export const modifierById = async (db: Tx, storeId: string, id: string): Promise<ModifierRow | undefined> =>
  (
    await db
      .select()
      .from(menuModifiers)
      .where(and(liveModifier(storeId), eq(menuModifiers.id, id)))
  )[0];

export const modifierCount = async (db: Tx, storeId: string) =>
  (await db.select({ n: count() }).from(menuModifiers).where(liveModifier(storeId)))[0]?.n ?? 0;

export const nextModifierSequence = async (db: Tx, storeId: string) =>
  ((
    await db
      .select({ m: max(menuModifiers.sequence) })
      .from(menuModifiers)
      .where(liveModifier(storeId))
  )[0]?.m ?? -1) + 1;

export const insertModifier = async (db: Tx, row: typeof menuModifiers.$inferInsert) =>
  (await db.insert(menuModifiers).values(row).returning())[0]!;

export const updateModifier = async (
  db: Tx,
  storeId: string,
  id: string,
  set: Partial<typeof menuModifiers.$inferInsert>,
) =>
  (
    await db
      .update(menuModifiers)
      .set({ ...set, updateDate: new Date() })
      .where(and(liveModifier(storeId), eq(menuModifiers.id, id)))
      .returning()
  )[0];

// ---- suggestion lists

export const advices = (db: Tx, storeId: string) =>
  db
    .select()
    .from(menuAdvices)
    .where(liveAdvice(storeId))
    .orderBy(asc(menuAdvices.sequence), asc(menuAdvices.createDate));

export const adviceById = async (db: Tx, storeId: string, id: string): Promise<AdviceRow | undefined> =>
  (
    await db
      .select()
      .from(menuAdvices)
      .where(and(liveAdvice(storeId), eq(menuAdvices.id, id)))
  )[0];

export const adviceCount = async (db: Tx, storeId: string) =>
  (await db.select({ n: count() }).from(menuAdvices).where(liveAdvice(storeId)))[0]?.n ?? 0;

export const nextAdviceSequence = async (db: Tx, storeId: string) =>
  ((
    await db
      .select({ m: max(menuAdvices.sequence) })
      .from(menuAdvices)
      .where(liveAdvice(storeId))
  )[0]?.m ?? -1) + 1;

export const insertAdvice = async (db: Tx, row: typeof menuAdvices.$inferInsert) =>
  (await db.insert(menuAdvices).values(row).returning())[0]!;

export const updateAdvice = async (
  db: Tx,
  storeId: string,
  id: string,
  set: Partial<typeof menuAdvices.$inferInsert>,
) =>
  (
    await db
      .update(menuAdvices)
      .set({ ...set, updateDate: new Date() })
      .where(and(liveAdvice(storeId), eq(menuAdvices.id, id)))
      .returning()
  )[0];

/** Takes a product out of every suggestion list of the store that names it. */
export const dropAdvisedProduct = (db: Tx, storeId: string, productId: string) =>
  db
    .update(menuAdvices)
    .set({ productIds: sql`${menuAdvices.productIds} - ${productId}::text`, updateDate: new Date() })
    .where(
      and(eq(menuAdvices.storeId, storeId), sql`${menuAdvices.productIds} @> ${JSON.stringify([productId])}::jsonb`),
    );

// ---- links

/** Serialises the price checks of one store's menu until the transaction ends. */
export const lockPrices = async (db: Tx, storeId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu-prices:${storeId}`}))`);
};

/** The store's links, narrowed by any of kind, kind of target, target and item; in their order. */
export const links = (
  db: Tx,
  storeId: string,
  filter: { kind?: LinkKind; target?: LinkTarget; targetId?: string; itemId?: string } = {},
) =>
  db
    .select()
    .from(menuLinks)
    .where(
      and(
        eq(menuLinks.storeId, storeId),
        filter.kind ? eq(menuLinks.kind, filter.kind) : undefined,
        filter.target ? eq(menuLinks.target, filter.target) : undefined,
        filter.targetId ? eq(menuLinks.targetId, filter.targetId) : undefined,
        filter.itemId ? eq(menuLinks.itemId, filter.itemId) : undefined,
      ),
    )
    .orderBy(asc(menuLinks.targetId), asc(menuLinks.kind), asc(menuLinks.sequence));

/** Replaces what one product or group offers of one kind. */
export const replaceLinks = async (
  db: Tx,
  storeId: string,
  target: LinkTarget,
  targetId: string,
  kind: LinkKind,
  itemIds: string[],
) => {
  await db
    .delete(menuLinks)
    .where(and(eq(menuLinks.storeId, storeId), eq(menuLinks.targetId, targetId), eq(menuLinks.kind, kind)));
  if (itemIds.length)
    await db
      .insert(menuLinks)
      .values(itemIds.map((itemId, sequence) => ({ storeId, target, targetId, kind, itemId, sequence })));
};

/** Removes every link to a variation or suggestion list. */
export const deleteLinksOfItem = (db: Tx, storeId: string, kind: LinkKind, itemId: string) =>
  db
    .delete(menuLinks)
    .where(and(eq(menuLinks.storeId, storeId), eq(menuLinks.kind, kind), eq(menuLinks.itemId, itemId)));

/** Removes everything a product or group offers. */
export const deleteLinksOfTarget = (db: Tx, storeId: string, targetId: string) =>
  db.delete(menuLinks).where(and(eq(menuLinks.storeId, storeId), eq(menuLinks.targetId, targetId)));

/** The live variations or suggestion lists of the store among `ids`. */
export const liveIds = async (db: Tx, storeId: string, kind: LinkKind, ids: string[]): Promise<Set<string>> => {
  if (!ids.length) return new Set();
  const rows =
    kind === 'modifier'
      ? await db
          .select({ id: menuModifiers.id })
          .from(menuModifiers)
          .where(and(liveModifier(storeId), inArray(menuModifiers.id, ids)))
      : await db
          .select({ id: menuAdvices.id })
          .from(menuAdvices)
          .where(and(liveAdvice(storeId), inArray(menuAdvices.id, ids)));
  return new Set(rows.map((r) => r.id));
};
