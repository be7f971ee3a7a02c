import { describe, expect, it } from 'vitest';
import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { linkRows } from './link-rows';

const group = (id: string, sequence: number, modifierIds: string[] = [], adviceIds: string[] = []) =>
  ({ id, name: `Group ${id}`, sequence, modifierIds, adviceIds }) as unknown as ProductGroup;
const product = (id: string, groupId: string, sequence: number, modifierIds: string[] = []) =>
  ({ id, groupId, name: `Product ${id}`, sequence, modifierIds, adviceIds: [] }) as unknown as Product;

describe('the rows of variations and suggestions per product and group', () => {
  const groups = [group('soups', 0, ['portion', 'bread'], ['drinks']), group('mains', 1)];
  const products = [product('b', 'soups', 1), product('a', 'soups', 0, ['portion']), product('k', 'mains', 0)];

  it('lists each group followed by its products in order', () => {
    expect(linkRows(groups, products, null).map((r) => r.id)).toEqual([
      'group:soups',
      'product:a',
      'product:b',
      'group:mains',
      'product:k',
    ]);
  });

  it('shows a product its group’s variations, leaving out those it names itself', () => {
    const rows = linkRows(groups, products, null);
    expect(rows.find((r) => r.id === 'product:a')).toMatchObject({
      modifierIds: ['portion'],
      groupModifierIds: ['bread'],
      groupAdviceIds: ['drinks'],
      groupName: 'Group soups',
    });
    expect(rows.find((r) => r.id === 'group:soups')).toMatchObject({
      groupModifierIds: [],
      modifierIds: ['portion', 'bread'],
    });
  });

  it('keeps one group’s rows when filtered', () => {
    expect(linkRows(groups, products, 'mains').map((r) => r.id)).toEqual(['group:mains', 'product:k']);
  });
});
