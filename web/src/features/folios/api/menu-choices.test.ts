import { describe, expect, it } from 'vitest';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { chosenOptionIds, defaultChoices, invalidChoices, modifiersFor, optionNames, unitPrice } from './menu-choices';

const option = (id: string, name: string, price = 0, isDefault = false) => ({ id, name, price, isDefault });
const doneness = {
  id: 'm-done',
  name: 'Doneness',
  minChoices: 1,
  maxChoices: 1,
  options: [option('o-rare', 'Rare', 0, true), option('o-well', 'Well done')],
};
const extras = {
  id: 'm-extra',
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  options: [option('o-cheese', 'Cheese', 1_000, true), option('o-sauce', 'Sauce', 500), option('o-egg', 'Egg', 700)],
};
const menu = {
  productModifiers: [{ ...doneness, productIds: ['p-kofte'] }],
  // Attached to the group and to the product: offered once.
  productGroupModifiers: [
    { ...extras, groupIds: ['g-main'] },
    { ...doneness, groupIds: ['g-main'] },
  ],
} as unknown as StoreMenu;
const kofte = { id: 'p-kofte', group: 'g-main', name: 'Köfte', price: 25_000 } as StoreMenu['products'][number];
const cola = { id: 'p-cola', group: 'g-drinks', name: 'Cola', price: 4_000 } as StoreMenu['products'][number];

describe('the variations of a product on the published menu', () => {
  it("offers the product's own, then its group's, each once; none for a product without", () => {
    expect(modifiersFor(menu, kofte).map((m) => m.id)).toEqual(['m-done', 'm-extra']);
    expect(modifiersFor(menu, cola)).toEqual([]);
  });

  it('starts from the default options and checks each minimum and maximum', () => {
    const modifiers = modifiersFor(menu, kofte);
    const choices = defaultChoices(modifiers);
    expect(choices).toEqual({ 'm-done': ['o-rare'], 'm-extra': ['o-cheese'] });
    expect(invalidChoices(modifiers, choices)).toEqual([]);
    expect(invalidChoices(modifiers, { 'm-done': [], 'm-extra': [] }).map((m) => m.id)).toEqual(['m-done']);
    expect(
      invalidChoices(modifiers, { 'm-done': ['o-well'], 'm-extra': ['o-cheese', 'o-sauce', 'o-egg'] }).map((m) => m.id),
    ).toEqual(['m-extra']);
  });

  it("prices a unit as the product's price plus its options' changes, and names the options in menu order", () => {
    const modifiers = modifiersFor(menu, kofte);
    const ids = chosenOptionIds(modifiers, { 'm-extra': ['o-egg', 'o-cheese'], 'm-done': ['o-well'] });
    expect(ids).toEqual(['o-well', 'o-cheese', 'o-egg']);
    expect(unitPrice(kofte, modifiers, ids)).toBe(25_000 + 1_000 + 700);
    expect(optionNames(modifiers, ids)).toEqual(['Well done', 'Cheese', 'Egg']);
  });
});
