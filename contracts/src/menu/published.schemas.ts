import { z } from 'zod';
import { storeStatuses, supportedLanguages } from '../core/enums.ts';
import { ZId } from '../core/schemas.ts';
import { allergens, productTags } from './catalogue.schemas.ts';

/**
 * The published menu (spec section 3, StoreMenu): an immutable snapshot per store language that
 * `store/syncStoreMenu` makes from the draft. Texts are resolved to the snapshot's language (the default language's
 * text where a translation is missing); only active groups, products, variations, options and suggestions are in it.
 */

export const ZMenuOptionOut = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  isDefault: z.boolean(),
});
const modifierOut = {
  id: z.string(),
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(ZMenuOptionOut),
};

export const ZStoreMenu = z.object({
  /** The store's id. */
  id: z.string(),
  /** The store's name. */
  name: z.string(),
  language: z.enum(supportedLanguages),
  /** Whether `language` is the store's default language. */
  isDefault: z.boolean(),
  /** Every language the menu was published in, the default first. */
  languages: z.array(z.enum(supportedLanguages)),
  menuVersion: z.number().int(),
  publishedAt: z.string(),
  /** ISO 4217 code of the prices' currency; prices are its minor units. */
  currency: z.string(),
  productGroups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sequence: z.number().int(),
      image: z.string().nullable(),
    }),
  ),
  products: z.array(
    z.object({
      id: z.string(),
      /** Its group's id. */
      group: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number().int(),
      image: z.string().nullable(),
      /** false: sold at the till only; the guest menu leaves it out. */
      isShowInStore: z.boolean(),
      sequence: z.number().int(),
      plu: z.string(),
      /** The tax rate in percent (the till's receipts). */
      taxRate: z.number(),
      tags: z.array(z.enum(productTags)),
      allergens: z.array(z.enum(allergens)),
      calories: z.number().int().nullable(),
      prepMinutes: z.number().int().nullable(),
    }),
  ),
  /** Variations attached to products, each once, with the products it is attached to. */
  productModifiers: z.array(z.object({ ...modifierOut, productIds: z.array(z.string()) })),
  /** Variations attached to whole groups, each once, with the groups. */
  productGroupModifiers: z.array(z.object({ ...modifierOut, groupIds: z.array(z.string()) })),
  /** Suggestion lists: the products suggested, and the products and groups they are offered with. */
  advices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      productIds: z.array(z.string()),
      forProductIds: z.array(z.string()),
      forGroupIds: z.array(z.string()),
    }),
  ),
  /** The menu banners' picture addresses, in order. */
  banners: z.array(z.string()),
});
export type StoreMenu = z.infer<typeof ZStoreMenu>;

export const ZStoreMenuQuery = z.object({
  id: ZId,
  /** Absent, or not one the menu was published in: the default language. */
  language: z.enum(supportedLanguages).optional(),
});

/** What the header's Sync shows: whether the draft differs from what guests see. */
export const ZPublishState = z.object({
  menuVersion: z.number().int(),
  /** null: never published. */
  publishedAt: z.string().nullable(),
  /** The draft changed after the last publish (or was never published). */
  unpublishedChanges: z.boolean(),
});

/** The guest web menu's read: the published menu of a store whose web menu is on, and a table when by QR code. */
export const ZGuestMenu = z.object({
  menu: ZStoreMenu,
  /** The table a scanned table QR code names; null on `/menu/{storeId}`. */
  table: z.object({ name: z.string(), groupName: z.string() }).nullable(),
  /** The store's logo address, or null. */
  logo: z.string().nullable(),
  /**
   * What the guest may ask for now (docs/live.md): a waiter, the bill, an order (the basket). From the store's
   * properties and status, so the answer changes (and its ETag with it) when either does.
   */
  service: z.object({
    callWaiter: z.boolean(),
    requestCheck: z.boolean(),
    order: z.boolean(),
    /** The store takes bookings from its guest page (its `reservation` property; docs/reservations.md). */
    booking: z.boolean(),
    status: z.enum(storeStatuses),
    /**
     * The store's limits on an order (docs/security.md, Guest orders): the most of one line, the most items, and the
     * total (minor units) above which an order needs a signed-in guest (0: none). The basket keeps to the first two.
     */
    limits: z.object({
      lineQuantity: z.number().int(),
      items: z.number().int(),
      verifiedPhoneAbove: z.number().int(),
    }),
  }),
});
export type GuestMenu = z.infer<typeof ZGuestMenu>;
export const ZGuestMenuQuery = z.object({ storeId: ZId, language: z.enum(supportedLanguages).optional() });
export const ZGuestQrQuery = z.object({ code: ZId, language: z.enum(supportedLanguages).optional() });

/** An import's outcome: how many rows made or changed a group or product. */
export const ZMenuImported = z.object({
  groups: z.object({ created: z.number().int(), updated: z.number().int() }),
  products: z.object({ created: z.number().int(), updated: z.number().int() }),
});
