import { describe, expect, it } from 'vitest';
import { bulkTableNames, MAX_BULK_ADD, nextTableNumber } from './table-names';

describe('table names for "Add tables"', () => {
  it('continues after the highest number of the prefix, ignoring other names', () => {
    expect(nextTableNumber('Salon', ['Salon 2', 'salon 12', 'Salon 3', 'Bahçe 40', 'Salon VIP'])).toBe(13);
    expect(nextTableNumber('Bahçe', [])).toBe(1);
    expect(nextTableNumber('Masa (A)', ['Masa (A) 4'])).toBe(5);
  });

  it('numbers the new tables from the start', () => {
    expect(bulkTableNames('Salon ', 13, 8)).toEqual([
      'Salon 13',
      'Salon 14',
      'Salon 15',
      'Salon 16',
      'Salon 17',
      'Salon 18',
      'Salon 19',
      'Salon 20',
    ]);
    expect(bulkTableNames('Salon', 1, 0)).toEqual([]);
    expect(bulkTableNames('Salon', 1, 10_000)).toHaveLength(MAX_BULK_ADD);
  });
});
