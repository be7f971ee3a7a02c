import { z } from 'zod';
import { ZId } from '../core/schemas.ts';
import { MAX_LINKS, MAX_PRICE, ZLinkIds, ZNames } from './catalogue.schemas.ts';

/**
 * Variations (the spec's modifiers) and suggestions (the spec's advices) of a store's menu: what is offered with a
 * product (docs/menu.md). Attached to products and groups through their `modifierIds` and `adviceIds`.
 */

export const MAX_MODIFIERS = 500;
export const MAX_ADVICES = 500;
export const MAX_OPTIONS = 50;

/** A price change in minor units: may be 0 or negative; with the product's price it never goes below 0. */
export const ZPriceChange = z.number().int().min(-MAX_PRICE).max(MAX_PRICE);

export const ZModifierOption = z.object({
  id: ZId,
  names: z.record(z.string(), z.string()),
  name: z.string(),
  price: z.number().int(),
  /** Chosen unless the guest changes it. */
  isDefault: z.boolean(),
  active: z.boolean(),
});
export type ModifierOption = z.infer<typeof ZModifierOption>;

export const ZModifier = z.object({
  id: ZId,
  storeId: ZId,
  names: z.record(z.string(), z.string()),
  /** The name in the store's default language. */
  name: z.string(),
  /** How many options a guest must choose (0: optional) … may choose. */
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(ZModifierOption),
  active: z.boolean(),
  sequence: z.number().int(),
  /** The live products and groups it is attached to. */
  productIds: z.array(z.string()),
  groupIds: z.array(z.string()),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Modifier = z.infer<typeof ZModifier>;

export const ZModifierOptionSave = z.object({
  /** Absent: a new option. An option left out of a save is removed. */
  id: ZId.optional(),
  names: ZNames,
  price: ZPriceChange.default(0),
  isDefault: z.boolean().default(false),
  active: z.boolean().default(true),
});

/** Creates a variation without `id`. Rules the schema cannot say: minChoices ≤ maxChoices ≤ active options. */
export const ZModifierSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  names: ZNames,
  minChoices: z.number().int().min(0).max(MAX_OPTIONS).default(0),
  maxChoices: z.number().int().min(1).max(MAX_OPTIONS).default(1),
  options: z.array(ZModifierOptionSave).min(1).max(MAX_OPTIONS),
  active: z.boolean().default(true),
  sequence: z.number().int().min(0).max(100_000).optional(),
});

export const ZAdvice = z.object({
  id: ZId,
  storeId: ZId,
  names: z.record(z.string(), z.string()),
  name: z.string(),
  /** The products suggested, in the order shown. */
  productIds: z.array(z.string()),
  active: z.boolean(),
  sequence: z.number().int(),
  /** The live products and groups it is offered with. */
  forProductIds: z.array(z.string()),
  forGroupIds: z.array(z.string()),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Advice = z.infer<typeof ZAdvice>;

export const ZAdviceSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  names: ZNames,
  productIds: z.array(ZId).min(1).max(MAX_LINKS),
  active: z.boolean().default(true),
  sequence: z.number().int().min(0).max(100_000).optional(),
});

/**
 * The `product-suggestions` screen's save: the variations and suggestion lists of one product or group, replaced
 * (a list absent stays as it is).
 */
export const ZMenuLinks = z.object({
  storeId: ZId,
  target: z.enum(['product', 'group']),
  id: ZId,
  modifierIds: ZLinkIds.optional(),
  adviceIds: ZLinkIds.optional(),
});
