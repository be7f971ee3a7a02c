/**
 * The form a name takes for searching: lower case, without accents, with the Turkish dotted and
 * dotless i folded together, so 'izmir' finds 'İzmir', 'kadikoy' finds 'Kadıköy' and 'KAHVE' finds 'Kahve'.
 */
export const searchKey = (text: string): string =>
  text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');

/** Case- and accent-insensitive "contains". */
export const containsText = (haystack: string, needle: string): boolean =>
  searchKey(haystack).includes(searchKey(needle.trim()));
