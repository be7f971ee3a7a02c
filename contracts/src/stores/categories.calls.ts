import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty } from '../core/schemas.ts';

/** A catalogue name in each language of the portal. */
export const ZCatalogueNames = z.object({ tr: z.string(), en: z.string() });
export type CatalogueNames = z.infer<typeof ZCatalogueNames>;

/**
 * A venue attribute or sub-category: a stable id (what a store keeps), its names in Turkish and English, and `name`,
 * the Turkish one again, for clients that read only it.
 */
export const ZAttribute = z.object({ id: z.string(), name: z.string(), names: ZCatalogueNames });
export type Attribute = z.infer<typeof ZAttribute>;
export const ZCategory = ZAttribute.extend({ subCategories: z.array(ZAttribute) });
export type Category = z.infer<typeof ZCategory>;

/** The venue categories and attributes a store picks from in its settings. */
export const categoryCalls = {
  categories: defineCall('category/categories', ZEmpty, z.array(ZCategory)),
  attributes: defineCall('category/attributes', ZEmpty, z.array(ZAttribute)),
};
