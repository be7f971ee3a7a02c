import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';

/** What the picker reads of the published menu (spec section 3, StoreMenu). */
export type MenuProduct = StoreMenu['products'][number];
export type MenuModifier = StoreMenu['productModifiers'][number] | StoreMenu['productGroupModifiers'][number];

/**
 * The variations offered with a product: its own, then its group's, each once (a variation attached to both is
 * offered once, docs/menu.md).
 */
export const modifiersFor = (menu: StoreMenu, product: MenuProduct): MenuModifier[] => {
  const own = menu.productModifiers.filter((m) => m.productIds.includes(product.id));
  const seen = new Set(own.map((m) => m.id));
  const group = menu.productGroupModifiers.filter((m) => m.groupIds.includes(product.group) && !seen.has(m.id));
  return [...own, ...group];
};

/** The options chosen before the user changes anything: each variation's defaults, at most its maxChoices. */
export const defaultChoices = (modifiers: MenuModifier[]): Record<string, string[]> =>
  Object.fromEntries(
    modifiers.map((m) => [
      m.id,
      m.options
        .filter((o) => o.isDefault)
        .slice(0, m.maxChoices)
        .map((o) => o.id),
    ]),
  );

/** The variations whose choices break their minimum or maximum (what the server refuses as folio_options_invalid). */
export const invalidChoices = (modifiers: MenuModifier[], choices: Record<string, string[]>): MenuModifier[] =>
  modifiers.filter((m) => {
    const count = (choices[m.id] ?? []).length;
    return count < m.minChoices || count > m.maxChoices;
  });

/** The chosen option ids in the variations' order, then each variation's option order. */
export const chosenOptionIds = (modifiers: MenuModifier[], choices: Record<string, string[]>): string[] =>
  modifiers.flatMap((m) => m.options.filter((o) => (choices[m.id] ?? []).includes(o.id)).map((o) => o.id));

/** What one unit costs with these options: the product's price plus each option's price change. */
export const unitPrice = (product: MenuProduct, modifiers: MenuModifier[], optionIds: string[]): number => {
  const chosen = new Set(optionIds);
  const changes = modifiers.flatMap((m) => m.options).filter((o) => chosen.has(o.id));
  // An option shared by two variations counts once.
  return product.price + [...new Map(changes.map((o) => [o.id, o.price])).values()].reduce((a, b) => a + b, 0);
};

/** The names of the chosen options, as a line shows them ('Large, Extra cheese'). */
export const optionNames = (modifiers: MenuModifier[], optionIds: string[]): string[] => {
  const names = new Map(modifiers.flatMap((m) => m.options).map((o) => [o.id, o.name]));
  return optionIds.map((id) => names.get(id) ?? '').filter(Boolean);
};
