import { describe, expect, it } from 'vitest';
import { containsText } from './search-text';

describe('containsText', () => {
  it.each([
    ['İzmir', 'izmir'],
    ['İstanbul', 'Istanbul'],
    ['Kadıköy', 'kadik'],
    ['Moda Kahve Evi', 'KAHVE'],
    ['Alsancak Balıkçısı', 'balikci'],
    ['Germany', 'GERM'],
  ])('%s contains %s', (haystack, needle) => expect(containsText(haystack, needle)).toBe(true));

  it('a different name does not match', () => {
    expect(containsText('Karaköy Meyhanesi', 'pizza')).toBe(false);
  });
});
