import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';

/** One row of the product-suggestions screen: a group, or a product under its group. */
export interface LinkRow {
  /** `group:{id}` or `product:{id}`: a group and a product never share a row key. */
  id: string;
  target: 'group' | 'product';
  targetId: string;
  name: string;
  groupId: string;
  groupName: string;
  /** What the row itself offers, in order. */
  modifierIds: string[];
  adviceIds: string[];
  /** For a product: what its group offers on top (read-only here). */
  groupModifierIds: string[];
  groupAdviceIds: string[];
}

/** Every group in order, each followed by its products in order; `groupId` keeps one group's rows only. */
export const linkRows = (groups: ProductGroup[], products: Product[], groupId: string | null): LinkRow[] => {
  const byGroup = new Map<string, Product[]>();
  for (const p of products) byGroup.set(p.groupId, [...(byGroup.get(p.groupId) ?? []), p]);
  return groups
    .filter((g) => !groupId || g.id === groupId)
    .flatMap((g) => [
      {
        id: `group:${g.id}`,
        target: 'group' as const,
        targetId: g.id,
        name: g.name,
        groupId: g.id,
        groupName: g.name,
        modifierIds: g.modifierIds,
        adviceIds: g.adviceIds,
        groupModifierIds: [],
        groupAdviceIds: [],
      },
      ...(byGroup.get(g.id) ?? [])
        .toSorted((a, b) => a.sequence - b.sequence)
        .map((p) => ({
          id: `product:${p.id}`,
          target: 'product' as const,
          targetId: p.id,
          name: p.name,
          groupId: g.id,
          groupName: g.name,
          modifierIds: p.modifierIds,
          adviceIds: p.adviceIds,
          // Offered once: a variation the product names itself is not listed again as its group's.
          groupModifierIds: g.modifierIds.filter((id) => !p.modifierIds.includes(id)),
          groupAdviceIds: g.adviceIds.filter((id) => !p.adviceIds.includes(id)),
        })),
    ]);
};
