import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty } from '../core/schemas.ts';

export const ZAttribute = z.object({ id: z.string(), name: z.string() });
export const ZCategory = z.object({ id: z.string(), name: z.string(), subCategories: z.array(ZAttribute) });
export type Category = z.infer<typeof ZCategory>;

/** The venue categories and attributes a store picks from in its settings. */
export const categoryCalls = {
  categories: defineCall('category/categories', ZEmpty, z.array(ZCategory)),
  attributes: defineCall('category/attributes', ZEmpty, z.array(ZAttribute)),
};
