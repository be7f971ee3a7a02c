import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_ADVICES,
  MAX_MODIFIERS,
  type Advice,
  type Modifier,
  type ZAdviceSave,
  type ZMenuLinks,
  type ZModifierSave,
} from '@sofra/contracts/menu/extras.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as catalogueRepo from './catalogue.repo.ts';
import * as repo from './extras.repo.ts';
import type { AdviceRow, LinkKind, LinkRow, LinkTarget, ModifierRow } from './extras.repo.ts';
import { defaultLanguageOf, nameIn, requireDefault } from './menu-names.ts';

/**
 * Variations (the spec's modifiers), suggestion lists (the spec's advices) and what products and groups offer of them
 * (docs/menu.md). The catalogue service calls the functions below the `links` line for its answers and saves.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** Where each variation or suggestion list is offered: the products and groups naming it. */
const offeredBy = (rows: LinkRow[]) => {
  const by = new Map<string, { productIds: string[]; groupIds: string[] }>();
  for (const link of rows) {
    const entry = by.get(link.itemId) ?? { productIds: [], groupIds: [] };
    (link.target === 'product' ? entry.productIds : entry.groupIds).push(link.targetId);
    by.set(link.itemId, entry);
  }
  return (id: string) => by.get(id) ?? { productIds: [], groupIds: [] };
};

const toModifier = (row: ModifierRow, lang: string, offered: ReturnType<ReturnType<typeof offeredBy>>): Modifier => ({
  id: row.id,
  storeId: row.storeId,
  names: row.names,
  name: nameIn(row.names, lang),
  minChoices: row.minChoices,
  maxChoices: row.maxChoices,
  options: row.options.map((o) => ({ ...o, name: nameIn(o.names, lang) })),
  active: row.active,
  sequence: row.sequence,
  ...offered,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

const toAdvice = (row: AdviceRow, lang: string, offered: ReturnType<ReturnType<typeof offeredBy>>): Advice => ({
  id: row.id,
  storeId: row.storeId,
  names: row.names,
  name: nameIn(row.names, lang),
  productIds: row.productIds,
  active: row.active,
  sequence: row.sequence,
  forProductIds: offered.productIds,
  forGroupIds: offered.groupIds,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

const modifierAnswer = async (tx: Tx, row: ModifierRow) =>
  toModifier(
    row,
    await defaultLanguageOf(tx, row.storeId),
    offeredBy(await repo.links(tx, row.storeId, { kind: 'modifier', itemId: row.id }))(row.id),
  );

const adviceAnswer = async (tx: Tx, row: AdviceRow) =>
  toAdvice(
    row,
    await defaultLanguageOf(tx, row.storeId),
    offeredBy(await repo.links(tx, row.storeId, { kind: 'advice', itemId: row.id }))(row.id),
  );

const requireModifier = async (tx: Tx, storeId: string, id: string) => {
  const row = await repo.modifierById(tx, storeId, id);
  if (!row) throw new AppError('modifier_not_found', `${id} is not a variation of the store`);
  return row;
};

const requireAdvice = async (tx: Tx, storeId: string, id: string) => {
  const row = await repo.adviceById(tx, storeId, id);
  if (!row) throw new AppError('advice_not_found', `${id} is not a suggestion list of the store`);
  return row;
};

/** A list of ids names each once (`validation_failed` on the field). */
const requireDistinct = (ids: string[], field: string) => {
  if (new Set(ids).size !== ids.length)
    throw AppError.invalid([{ path: field, code: 'custom' }], `${field}: name each once`);
};

// ---- the price rule

/** The most a variation can take off a price: its most negative active options, as many as a guest may choose. */
const largestCut = (row: ModifierRow) =>
  row.options
    .filter((o) => o.active && o.price < 0)
    .map((o) => o.price)
    .sort((a, b) => a - b)
    .slice(0, row.maxChoices)
    .reduce((sum, price) => sum + price, 0);

/** The products a change can affect: one product, the products of one group, or (absent) all the store's. */
export type PriceScope = { target: LinkTarget; id: string } | undefined;

/**
 * A variation never makes a price negative: every live product's price, with the largest cut of each live variation
 * it is offered (its own and its group's, each once), stays ≥ 0. Called after a change, inside its transaction, so a
 * refusal (`modifier_price_negative`, naming `field`) leaves nothing changed. The checks of one store take turns, so
 * two changes made at once cannot each pass without the other.
 */
export const requirePricesHold = async (tx: Tx, storeId: string, field: string, scope?: PriceScope) => {
  await repo.lockPrices(tx, storeId);
  const products =
    scope?.target === 'product'
      ? [await catalogueRepo.productById(tx, storeId, scope.id)].filter((p) => p !== undefined)
      : await catalogueRepo.products(tx, storeId, scope?.id);
  const cuts = new Map((await repo.modifiers(tx, storeId)).map((m) => [m.id, largestCut(m)]));
  const offered = new Map<string, string[]>();
  for (const link of await repo.links(tx, storeId, { kind: 'modifier' }))
    offered.set(link.targetId, [...(offered.get(link.targetId) ?? []), link.itemId]);
  const lang = await defaultLanguageOf(tx, storeId);
  for (const product of products) {
    const ids = new Set([...(offered.get(product.id) ?? []), ...(offered.get(product.groupId) ?? [])]);
    const lowest = [...ids].reduce((price, id) => price + (cuts.get(id) ?? 0), product.price);
    if (lowest < 0)
      throw new AppError(
        'modifier_price_negative',
        `${nameIn(product.names, lang)} would cost ${lowest} with its variations`,
        {},
        [{ path: field, code: 'modifier_price_negative' }],
      );
  }
};

// ---- variations

export const modifiers = async (ctx: UserCtx, storeId: string): Promise<Modifier[]> => {
  const rows = await repo.modifiers(ctx.db, storeId);
  const offered = offeredBy(await repo.links(ctx.db, storeId, { kind: 'modifier' }));
  const lang = await defaultLanguageOf(ctx.db, storeId);
  return rows.map((row) => toModifier(row, lang, offered(row.id)));
};

type ModifierSave = Out<typeof ZModifierSave>;

/** The options as saved: an option keeps its id across saves; a new one gets one. */
const optionsOf = (input: ModifierSave, current: ModifierRow | undefined, lang: string) => {
  const known = new Set(current?.options.map((o) => o.id));
  const seen = new Set<string>();
  return input.options.map((option, i) => {
    if (option.id && (!known.has(option.id) || seen.has(option.id)))
      throw AppError.invalid(
        [{ path: `options.${i}.id`, code: 'custom' }],
        `options.${i}.id: not an option of this variation`,
      );
    const id = option.id ?? newId();
    seen.add(id);
    return {
      id,
      names: requireDefault(option.names, lang, `options.${i}.names`),
      price: option.price,
      isDefault: option.isDefault,
      active: option.active,
    };
  });
};

export const saveModifier = async (ctx: UserCtx, input: ModifierSave): Promise<Modifier> =>
  ctx.db.transaction(async (tx) => {
    const { storeId } = input;
    const lang = await defaultLanguageOf(tx, storeId);
    const names = requireDefault(input.names, lang);
    const current = input.id ? await requireModifier(tx, storeId, input.id) : undefined;
    const options = optionsOf(input, current, lang);
    const { minChoices, maxChoices } = input;
    const active = options.filter((o) => o.active).length;
    if (minChoices > maxChoices)
      throw AppError.invalid([{ path: 'minChoices', code: 'too_big' }], 'minChoices: at most maxChoices');
    if (maxChoices > active)
      throw AppError.invalid(
        [{ path: 'maxChoices', code: 'too_big' }],
        `maxChoices: at most the ${active} active options`,
      );
    if (options.filter((o) => o.isDefault).length > maxChoices)
      throw AppError.invalid([{ path: 'options', code: 'too_big' }], 'options: more defaults than maxChoices');
    const values = { names, minChoices, maxChoices, options, active: input.active };
    let row: ModifierRow;
    if (current) {
      const sequence = input.sequence === undefined ? {} : { sequence: input.sequence };
      row = (await repo.updateModifier(tx, storeId, current.id, { ...values, ...sequence }))!;
      await requirePricesHold(tx, storeId, 'options');
    } else {
      if ((await repo.modifierCount(tx, storeId)) >= MAX_MODIFIERS)
        throw new AppError('conflict', `a menu has at most ${MAX_MODIFIERS} variations`);
      const sequence = input.sequence ?? (await repo.nextModifierSequence(tx, storeId));
      row = await repo.insertModifier(tx, { id: newId(), storeId, sequence, ...values });
    }
    return modifierAnswer(tx, row);
  });

export const setModifierStatus = async (ctx: UserCtx, storeId: string, id: string, active: boolean) =>
  ctx.db.transaction(async (tx) => {
    await requireModifier(tx, storeId, id);
    return modifierAnswer(tx, (await repo.updateModifier(tx, storeId, id, { active }))!);
  });

/** Archives a variation; the products and groups offering it no longer do. */
export const deleteModifier = async (ctx: UserCtx, storeId: string, id: string) =>
  ctx.db.transaction(async (tx) => {
    await requireModifier(tx, storeId, id);
    await repo.deleteLinksOfItem(tx, storeId, 'modifier', id);
    await repo.updateModifier(tx, storeId, id, { deletedAt: new Date() });
    return { message: 'deleted' };
  });

// ---- suggestion lists

export const advices = async (ctx: UserCtx, storeId: string): Promise<Advice[]> => {
  const rows = await repo.advices(ctx.db, storeId);
  const offered = offeredBy(await repo.links(ctx.db, storeId, { kind: 'advice' }));
  const lang = await defaultLanguageOf(ctx.db, storeId);
  return rows.map((row) => toAdvice(row, lang, offered(row.id)));
};

export const saveAdvice = async (ctx: UserCtx, input: Out<typeof ZAdviceSave>): Promise<Advice> =>
  ctx.db.transaction(async (tx) => {
    const { storeId, productIds } = input;
    const names = requireDefault(input.names, await defaultLanguageOf(tx, storeId));
    const current = input.id ? await requireAdvice(tx, storeId, input.id) : undefined;
    requireDistinct(productIds, 'productIds');
    const live = await catalogueRepo.liveProductIds(tx, storeId, productIds);
    const unknown = productIds.find((id) => !live.has(id));
    if (unknown)
      throw new AppError('product_not_found', `${unknown} is not a product of the store`, {}, [
        { path: 'productIds', code: 'product_not_found' },
      ]);
    const values = { names, productIds, active: input.active };
    if (current) {
      const sequence = input.sequence === undefined ? {} : { sequence: input.sequence };
      return adviceAnswer(tx, (await repo.updateAdvice(tx, storeId, current.id, { ...values, ...sequence }))!);
    }
    if ((await repo.adviceCount(tx, storeId)) >= MAX_ADVICES)
      throw new AppError('conflict', `a menu has at most ${MAX_ADVICES} suggestion lists`);
    const sequence = input.sequence ?? (await repo.nextAdviceSequence(tx, storeId));
    return adviceAnswer(tx, await repo.insertAdvice(tx, { id: newId(), storeId, sequence, ...values }));
  });

export const setAdviceStatus = async (ctx: UserCtx, storeId: string, id: string, active: boolean) =>
  ctx.db.transaction(async (tx) => {
    await requireAdvice(tx, storeId, id);
    return adviceAnswer(tx, (await repo.updateAdvice(tx, storeId, id, { active }))!);
  });

/** Archives a suggestion list; the products and groups offering it no longer do. */
export const deleteAdvice = async (ctx: UserCtx, storeId: string, id: string) =>
  ctx.db.transaction(async (tx) => {
    await requireAdvice(tx, storeId, id);
    await repo.deleteLinksOfItem(tx, storeId, 'advice', id);
    await repo.updateAdvice(tx, storeId, id, { deletedAt: new Date() });
    return { message: 'deleted' };
  });

// ---- links

export interface LinkLists {
  modifierIds: string[];
  adviceIds: string[];
}

/** What each product or group (`target`) of the store offers, in order; one target's when `targetId` is given. */
export const linkLists = async (tx: Tx, storeId: string, target: LinkTarget, targetId?: string) => {
  const by = new Map<string, LinkLists>();
  for (const link of await repo.links(tx, storeId, { target, targetId })) {
    const lists = by.get(link.targetId) ?? { modifierIds: [], adviceIds: [] };
    (link.kind === 'modifier' ? lists.modifierIds : lists.adviceIds).push(link.itemId);
    by.set(link.targetId, lists);
  }
  return (id: string): LinkLists => by.get(id) ?? { modifierIds: [], adviceIds: [] };
};

const NOT_FOUND = { modifier: 'modifier_not_found', advice: 'advice_not_found' } as const;

/** Replaces one kind of a target's links; every id must be a live variation or suggestion list of the store. */
const replaceKind = async (tx: Tx, storeId: string, target: LinkTarget, id: string, kind: LinkKind, ids: string[]) => {
  const field = `${kind}Ids`;
  requireDistinct(ids, field);
  const live = await repo.liveIds(tx, storeId, kind, ids);
  const unknown = ids.find((itemId) => !live.has(itemId));
  if (unknown)
    throw new AppError(NOT_FOUND[kind], `${unknown} is not a ${kind} of the store`, {}, [
      { path: field, code: NOT_FOUND[kind] },
    ]);
  await repo.replaceLinks(tx, storeId, target, id, kind, ids);
};

/**
 * Replaces what a product or group offers (a list absent stays as it is), inside the caller's transaction. The caller
 * checks the target exists, and the price rule after (`requirePricesHold`) when variations changed.
 */
export const saveLinks = async (tx: Tx, storeId: string, target: LinkTarget, id: string, lists: Partial<LinkLists>) => {
  if (lists.modifierIds) await replaceKind(tx, storeId, target, id, 'modifier', lists.modifierIds);
  if (lists.adviceIds) await replaceKind(tx, storeId, target, id, 'advice', lists.adviceIds);
};

/** The links of a product or group that is archived go; an archived product leaves every suggestion list. */
export const forgetTarget = async (tx: Tx, storeId: string, target: LinkTarget, id: string) => {
  await repo.deleteLinksOfTarget(tx, storeId, id);
  if (target === 'product') await repo.dropAdvisedProduct(tx, storeId, id);
};

/** `menu/setLinks`: the variations and suggestion lists of one product or group. */
export const setLinks = async (ctx: UserCtx, input: Out<typeof ZMenuLinks>): Promise<LinkLists> =>
  ctx.db.transaction(async (tx) => {
    const { storeId, target, id } = input;
    if (target === 'product' && !(await catalogueRepo.productById(tx, storeId, id)))
      throw new AppError('product_not_found', `${id} is not a product of the store`, {}, [
        { path: 'id', code: 'product_not_found' },
      ]);
    if (target === 'group' && !(await catalogueRepo.groupById(tx, storeId, id)))
      throw new AppError('menu_group_not_found', `${id} is not a product group of the store`, {}, [
        { path: 'id', code: 'menu_group_not_found' },
      ]);
    await saveLinks(tx, storeId, target, id, input);
    if (input.modifierIds) await requirePricesHold(tx, storeId, 'modifierIds', { target, id });
    return (await linkLists(tx, storeId, target, id))(id);
  });
