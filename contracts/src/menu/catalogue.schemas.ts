import { z } from 'zod';
import { supportedLanguages } from '../core/enums.ts';
import { ZId, ZNote, ZText } from '../core/schemas.ts';

/**
 * The menu's product groups and products (spec sections 2, 3, 7): what the owner edits. Money is integer minor units
 * (kuruş) in the store's currency; names and descriptions per store language, the store's default language required
 * (docs/menu.md).
 */

/** The most a price may be, in minor units (1,000,000.00). */
export const MAX_PRICE = 100_000_000;
/** The most products one store's menu may have. */
export const MAX_PRODUCTS = 5_000;
export const MAX_GROUPS = 300;

export const productTags = ['vegetarian', 'vegan', 'spicy', 'gluten-free'] as const;
/** The 14 allergens the EU's food information rules (Regulation 1169/2011, Annex II) name. */
export const allergens = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type ProductTag = (typeof productTags)[number];
export type Allergen = (typeof allergens)[number];

/** A text per language; which ones are required is the store's (its default language). */
export const ZNames = z.partialRecord(z.enum(supportedLanguages), ZText(120));
export const ZDescriptions = z.partialRecord(z.enum(supportedLanguages), ZNote(1000));
export type Names = z.infer<typeof ZNames>;

/** A price in minor units: an integer, never negative. */
export const ZPrice = z.number().int().min(0).max(MAX_PRICE);

/** The variations or suggestion lists attached to a product or group, in the order shown. */
export const MAX_LINKS = 20;
export const ZLinkIds = z.array(ZId).max(MAX_LINKS);

export const ZProductGroup = z.object({
  id: ZId,
  storeId: ZId,
  names: z.record(z.string(), z.string()),
  /** The name in the store's default language. */
  name: z.string(),
  sequence: z.number().int(),
  active: z.boolean(),
  /** How many live products it holds. */
  productCount: z.number().int(),
  /** The variations offered with every product of the group (the StoreMenu's productGroupModifiers). */
  modifierIds: z.array(z.string()),
  /** The suggestion lists offered with every product of the group. */
  adviceIds: z.array(z.string()),
  /** The group's picture (`image/saveImage` with item type productGroup), or null. */
  imageUrl: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ProductGroup = z.infer<typeof ZProductGroup>;

export const ZProductGroupSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  names: ZNames,
  /** Where it goes; a new group goes last unless given. */
  sequence: z.number().int().min(0).max(100_000).optional(),
  active: z.boolean().default(true),
  /** Absent: the group's variations stay as they are. */
  modifierIds: ZLinkIds.optional(),
  /** Absent: the group's suggestion lists stay as they are. */
  adviceIds: ZLinkIds.optional(),
});

/** Deletes a group; one that holds products is refused unless `moveTo` names the group they go to. */
export const ZProductGroupDelete = z.object({ storeId: ZId, id: ZId, moveTo: ZId.optional() });

export const ZMenuStatus = z.object({ storeId: ZId, id: ZId, active: z.boolean() });
export const ZMenuQuery = z.object({ storeId: ZId });
export const ZMenuItemRef = z.object({ storeId: ZId, id: ZId });

/** A new order: every id of the list in the order wanted (groups, or the products of one group). */
export const ZGroupSort = z.object({ storeId: ZId, ids: z.array(ZId).min(1).max(MAX_GROUPS) });
export const ZProductSort = z.object({ storeId: ZId, groupId: ZId, ids: z.array(ZId).min(1).max(MAX_PRODUCTS) });

export const ZProduct = z.object({
  id: ZId,
  storeId: ZId,
  groupId: ZId,
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  name: z.string(),
  price: z.number().int(),
  active: z.boolean(),
  /** Shown on the guest menu (a product may be sold at the till only). */
  isShowInStore: z.boolean(),
  sequence: z.number().int(),
  taxRateId: z.string(),
  departmentId: z.string().nullable(),
  printerId: z.string().nullable(),
  /** The price look-up code the till and scales use; '' when none. Unique per store. */
  plu: z.string(),
  tags: z.array(z.enum(productTags)),
  allergens: z.array(z.enum(allergens)),
  calories: z.number().int().nullable(),
  prepMinutes: z.number().int().nullable(),
  /** The variations attached to the product itself (its group's come on top; the StoreMenu's productModifiers). */
  modifierIds: z.array(z.string()),
  /** The suggestion lists attached to the product itself. */
  adviceIds: z.array(z.string()),
  /** The product's picture (`image/saveImage` with item type product), or null. */
  imageUrl: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Product = z.infer<typeof ZProduct>;

export const ZProductSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  groupId: ZId,
  names: ZNames,
  descriptions: ZDescriptions.default({}),
  price: ZPrice,
  active: z.boolean().default(true),
  isShowInStore: z.boolean().default(true),
  /** Absent: the store's default tax rate. */
  taxRateId: ZId.optional(),
  departmentId: ZId.nullable().default(null),
  printerId: ZId.nullable().default(null),
  plu: ZText(20)
    .regex(/^[0-9A-Za-z-]*$/, 'letters, digits and hyphens')
    .default(''),
  tags: z.array(z.enum(productTags)).max(productTags.length).default([]),
  allergens: z.array(z.enum(allergens)).max(allergens.length).default([]),
  calories: z.number().int().min(0).max(10_000).nullable().default(null),
  prepMinutes: z.number().int().min(0).max(600).nullable().default(null),
  /** Absent: the product's variations stay as they are. */
  modifierIds: ZLinkIds.optional(),
  /** Absent: the product's suggestion lists stay as they are. */
  adviceIds: ZLinkIds.optional(),
});
export const ZProductQuery = z.object({ storeId: ZId, groupId: ZId.optional() });
