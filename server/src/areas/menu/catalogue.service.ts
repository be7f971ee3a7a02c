import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_GROUPS,
  MAX_PRODUCTS,
  type Product,
  type ProductGroup,
  type ZProductGroupSave,
  type ZProductSave,
} from '@sofra/contracts/menu/catalogue.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { defaultTaxRateId, isLive, registerDefinitionUsers } from '../definitions/definitions.service.ts';
import { imageUrls } from '../media/media.service.ts';
import { defaultLanguageOf, nameIn, requireDefault } from './menu-names.ts';
import * as extras from './extras.service.ts';
import * as repo from './catalogue.repo.ts';
import type { GroupRow, ProductRow, Tx } from './catalogue.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** What a group or product answer carries besides its row: its links and its picture. */
interface Extras extends extras.LinkLists {
  imageUrl: string | null;
}

/**
 * The links and picture of a store's groups or products, for an answer (of one item when `id` is given): links in
 * their order, the picture through the media service.
 */
const extrasOf = async (tx: Tx, storeId: string, target: 'group' | 'product', id?: string) => {
  const links = await extras.linkLists(tx, storeId, target, id);
  const urls = await imageUrls(tx, storeId, target === 'group' ? 'productGroup' : 'product', id ? [id] : undefined);
  return (itemId: string): Extras => ({ ...links(itemId), imageUrl: urls.get(itemId) ?? null });
};

const toGroup = (row: GroupRow, lang: string, productCount: number, more: Extras): ProductGroup => ({
  id: row.id,
  storeId: row.storeId,
  names: row.names,
  name: nameIn(row.names, lang),
  sequence: row.sequence,
  active: row.active,
  productCount,
  ...more,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

const toProduct = (row: ProductRow, lang: string, more: Extras): Product => ({
  id: row.id,
  storeId: row.storeId,
  groupId: row.groupId,
  names: row.names,
  descriptions: row.descriptions,
  name: nameIn(row.names, lang),
  price: row.price,
  active: row.active,
  isShowInStore: row.isShowInStore,
  sequence: row.sequence,
  taxRateId: row.taxRateId,
  departmentId: row.departmentId,
  printerId: row.printerId,
  plu: row.plu,
  tags: row.tags as Product['tags'],
  allergens: row.allergens as Product['allergens'],
  calories: row.calories,
  prepMinutes: row.prepMinutes,
  ...more,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

const requireGroup = async (tx: Tx, storeId: string, id: string, field?: string) => {
  const row = await repo.groupById(tx, storeId, id);
  if (!row)
    throw new AppError(
      'menu_group_not_found',
      `${id} is not a product group of the store`,
      {},
      field ? [{ path: field, code: 'menu_group_not_found' }] : undefined,
    );
  return row;
};

const requireProduct = async (tx: Tx, storeId: string, id: string) => {
  const row = await repo.productById(tx, storeId, id);
  if (!row) throw new AppError('product_not_found', `${id} is not a product of the store`);
  return row;
};

/** A new order names every live item once, nothing else (`validation_failed` on `ids`). */
const requireEveryOnce = (ids: string[], live: string[], what: string) => {
  const known = new Set(live);
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw AppError.invalid([{ path: 'ids', code: 'custom' }], `ids: name every ${what} once`);
};

// ---- groups

export const groups = async (ctx: UserCtx, storeId: string): Promise<ProductGroup[]> => {
  const [rows, counts, lang, more] = await Promise.all([
    repo.groups(ctx.db, storeId),
    repo.productCounts(ctx.db, storeId),
    defaultLanguageOf(ctx.db, storeId),
    extrasOf(ctx.db, storeId, 'group'),
  ]);
  return rows.map((row) => toGroup(row, lang, counts.get(row.id) ?? 0, more(row.id)));
};

/** A save's variations and suggestion lists (absent: unchanged); new variations must keep every price ≥ 0. */
const saveLinks = async (
  tx: Tx,
  target: 'group' | 'product',
  row: { id: string; storeId: string },
  lists: Partial<extras.LinkLists>,
) => {
  await extras.saveLinks(tx, row.storeId, target, row.id, lists);
  if (lists.modifierIds) await extras.requirePricesHold(tx, row.storeId, 'modifierIds', { target, id: row.id });
};

const groupAnswer = async (tx: Tx, row: GroupRow) => {
  const lang = await defaultLanguageOf(tx, row.storeId);
  const count = (await repo.productCounts(tx, row.storeId)).get(row.id) ?? 0;
  return toGroup(row, lang, count, (await extrasOf(tx, row.storeId, 'group', row.id))(row.id));
};

export const saveGroup = async (ctx: UserCtx, input: Out<typeof ZProductGroupSave>): Promise<ProductGroup> =>
  ctx.db.transaction(async (tx) => {
    const { storeId } = input;
    const names = requireDefault(input.names, await defaultLanguageOf(tx, storeId));
    if (input.id) {
      await requireGroup(tx, storeId, input.id);
      const row = await repo.updateGroup(tx, storeId, input.id, {
        names,
        active: input.active,
        ...(input.sequence === undefined ? {} : { sequence: input.sequence }),
      });
      await saveLinks(tx, 'group', row!, input);
      return groupAnswer(tx, row!);
    }
    if ((await repo.groupCount(tx, storeId)) >= MAX_GROUPS)
      throw new AppError('conflict', `a menu has at most ${MAX_GROUPS} product groups`);
    const row = await repo.insertGroup(tx, {
      id: newId(),
      storeId,
      names,
      active: input.active,
      sequence: input.sequence ?? (await repo.nextGroupSequence(tx, storeId)),
    });
    await saveLinks(tx, 'group', row, input);
    return groupAnswer(tx, row);
  });

export const setGroupStatus = async (ctx: UserCtx, storeId: string, id: string, active: boolean) =>
  ctx.db.transaction(async (tx) => {
    await requireGroup(tx, storeId, id);
    return groupAnswer(tx, (await repo.updateGroup(tx, storeId, id, { active }))!);
  });

/** Archives a group; its products must move first (`moveTo`), else `menu_group_not_empty`. */
export const deleteGroup = async (ctx: UserCtx, storeId: string, id: string, moveTo?: string) =>
  ctx.db.transaction(async (tx) => {
    await requireGroup(tx, storeId, id);
    const held = (await repo.productCounts(tx, storeId)).get(id) ?? 0;
    if (held > 0) {
      if (!moveTo) throw new AppError('menu_group_not_empty', `the group holds ${held} products: say where they go`);
      if (moveTo === id) throw AppError.invalid([{ path: 'moveTo', code: 'menu_group_not_found' }]);
      await requireGroup(tx, storeId, moveTo, 'moveTo');
      await repo.moveProducts(tx, storeId, id, moveTo, await repo.nextProductSequence(tx, storeId, moveTo));
    }
    await extras.forgetTarget(tx, storeId, 'group', id);
    await repo.updateGroup(tx, storeId, id, { deletedAt: new Date() });
    // Products that moved take on their new group's variations.
    if (held > 0) await extras.requirePricesHold(tx, storeId, 'moveTo', { target: 'group', id: moveTo! });
    return { message: 'deleted' };
  });

/** Puts the groups in the order given: every live group, each once. */
export const sortGroups = async (ctx: UserCtx, storeId: string, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    requireEveryOnce(
      ids,
      (await repo.groups(tx, storeId)).map((g) => g.id),
      'product group of the store',
    );
    for (const [sequence, id] of ids.entries()) await repo.updateGroup(tx, storeId, id, { sequence });
  });
  return groups(ctx, storeId);
};

// ---- products

export const products = async (ctx: UserCtx, storeId: string, groupId?: string): Promise<Product[]> => {
  const [rows, lang, more] = await Promise.all([
    repo.products(ctx.db, storeId, groupId),
    defaultLanguageOf(ctx.db, storeId),
    extrasOf(ctx.db, storeId, 'product'),
  ]);
  return rows.map((row) => toProduct(row, lang, more(row.id)));
};

const productAnswer = async (tx: Tx, row: ProductRow, lang: string) =>
  toProduct(row, lang, (await extrasOf(tx, row.storeId, 'product', row.id))(row.id));

/** The definitions a product names must be live records of its store. */
const checkDefinitions = async (tx: Tx, input: Out<typeof ZProductSave>) => {
  const refs = [
    ['taxRates', 'taxRateId', input.taxRateId],
    ['departments', 'departmentId', input.departmentId],
    ['printers', 'printerId', input.printerId],
  ] as const;
  for (const [kind, field, id] of refs) {
    if (id && !(await isLive(tx, kind, input.storeId, id)))
      throw new AppError('definition_not_found', `${field} ${id} is not one of the store's`, {}, [
        { path: field, code: 'definition_not_found' },
      ]);
  }
};

export const saveProduct = async (ctx: UserCtx, input: Out<typeof ZProductSave>): Promise<Product> =>
  ctx.db.transaction(async (tx) => {
    const { storeId } = input;
    const lang = await defaultLanguageOf(tx, storeId);
    const names = requireDefault(input.names, lang);
    const descriptions = Object.fromEntries(Object.entries(input.descriptions).filter(([, v]) => v?.trim())) as Record<
      string,
      string
    >;
    const current = input.id ? await requireProduct(tx, storeId, input.id) : undefined;
    await requireGroup(tx, storeId, input.groupId, 'groupId');
    await checkDefinitions(tx, input);
    if (input.plu && (await repo.pluTaken(tx, storeId, input.plu, current?.id)))
      throw new AppError('plu_taken', `another product has PLU ${input.plu}`, {}, [{ path: 'plu', code: 'plu_taken' }]);
    const values = {
      groupId: input.groupId,
      names,
      descriptions,
      price: input.price,
      active: input.active,
      isShowInStore: input.isShowInStore,
      taxRateId: input.taxRateId ?? current?.taxRateId ?? (await defaultTaxRateId(tx, storeId)),
      departmentId: input.departmentId,
      printerId: input.printerId,
      plu: input.plu,
      tags: [...new Set(input.tags)],
      allergens: [...new Set(input.allergens)],
      calories: input.calories,
      prepMinutes: input.prepMinutes,
    };
    let row: ProductRow;
    if (current) {
      const moved = current.groupId !== input.groupId;
      const sequence = moved ? { sequence: await repo.nextProductSequence(tx, storeId, input.groupId) } : {};
      row = (await repo.updateProduct(tx, storeId, current.id, { ...values, ...sequence }))!;
    } else {
      if ((await repo.productCount(tx, storeId)) >= MAX_PRODUCTS)
        throw new AppError('conflict', `a menu has at most ${MAX_PRODUCTS} products`);
      const sequence = await repo.nextProductSequence(tx, storeId, input.groupId);
      row = await repo.insertProduct(tx, { id: newId(), storeId, sequence, ...values });
    }
    await extras.saveLinks(tx, storeId, 'product', row.id, input);
    // A lower price, another group or new variations: the price with its variations must stay ≥ 0.
    await extras.requirePricesHold(
      tx,
      storeId,
      input.modifierIds && input.price >= (current?.price ?? 0) ? 'modifierIds' : 'price',
      { target: 'product', id: row.id },
    );
    return productAnswer(tx, row, lang);
  });

export const setProductStatus = async (ctx: UserCtx, storeId: string, id: string, active: boolean) =>
  ctx.db.transaction(async (tx) => {
    await requireProduct(tx, storeId, id);
    return productAnswer(
      tx,
      (await repo.updateProduct(tx, storeId, id, { active }))!,
      await defaultLanguageOf(tx, storeId),
    );
  });

/** Archives a product: it leaves the menu; bills that sold it keep naming it. */
export const deleteProduct = async (ctx: UserCtx, storeId: string, id: string) =>
  ctx.db.transaction(async (tx) => {
    await requireProduct(tx, storeId, id);
    await extras.forgetTarget(tx, storeId, 'product', id);
    await repo.updateProduct(tx, storeId, id, { deletedAt: new Date() });
    return { message: 'deleted' };
  });

/** Puts a group's products in the order given: every live product of the group, each once. */
export const sortProducts = async (ctx: UserCtx, storeId: string, groupId: string, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    await requireGroup(tx, storeId, groupId, 'groupId');
    requireEveryOnce(
      ids,
      (await repo.products(tx, storeId, groupId)).map((p) => p.id),
      'product of the group',
    );
    for (const [sequence, id] of ids.entries()) await repo.updateProduct(tx, storeId, id, { sequence });
  });
  return products(ctx, storeId, groupId);
};

// A tax rate, department or printer a live product names is not deleted (docs/definitions.md).
const usedBy = (column: 'taxRateId' | 'departmentId' | 'printerId') => async (tx: Tx, storeId: string, ids: string[]) =>
  (await repo.productsUsing(tx, storeId, column, ids)).map((p) => nameIn(p.names, 'tr'));
registerDefinitionUsers('taxRates', usedBy('taxRateId'));
registerDefinitionUsers('departments', usedBy('departmentId'));
registerDefinitionUsers('printers', usedBy('printerId'));

/** What a folio line keeps of its product besides the published menu: its department and printer, with their names. */
export const productPlaces = (db: Tx, storeId: string, productIds: string[]) =>
  repo.productPlaces(db, storeId, productIds);

/** The store's live products by PLU (a point-of-sale program's folios name products so). */
export const productsByPlu = (db: Tx, storeId: string, plus: string[]) => repo.productsByPlu(db, storeId, plus);
