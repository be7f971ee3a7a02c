/** The most tables one "Add tables" creates at once. */
export const MAX_BULK_ADD = 200;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first free number after the highest "{prefix} N" among the names (1 when there is none). */
export const nextTableNumber = (prefix: string, names: string[]): number => {
  const pattern = new RegExp(`^${escape(prefix.trim())}\\s*(\\d+)$`, 'i');
  let highest = 0;
  for (const name of names) {
    const n = Number(pattern.exec(name.trim())?.[1] ?? 0);
    if (n > highest) highest = n;
  }
  return highest + 1;
};

/** "Salon", 13, 8 → Salon 13 … Salon 20. */
export const bulkTableNames = (prefix: string, start: number, count: number): string[] =>
  Array.from({ length: Math.max(0, Math.min(count, MAX_BULK_ADD)) }, (_, i) => `${prefix.trim()} ${start + i}`.trim());
