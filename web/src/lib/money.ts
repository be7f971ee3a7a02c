/**
 * Money in the portal: integers of minor units (kuruş) on the wire (docs/architecture.md), shown and typed in the
 * store's currency with two decimals: 2500 ↔ "25,00 ₺" in Turkish, "₺25.00" in English.
 */

/** The amount in major units, for an input (2500 → 25). */
export const fromMinor = (minor: number) => minor / 100;

/** The minor units of a typed amount, rounded to the kuruş (25.5 → 2550). */
export const toMinor = (major: number) => Math.round(major * 100);

/** Whether the currency symbol goes after the number in the language (Turkish: "25,00 ₺"). */
export const symbolAfter = (language: string) => language.startsWith('tr');

/** A minor-unit amount as text in the store's currency symbol and the user's language. */
export const formatMoney = (minor: number, symbol: string, language: string) => {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    fromMinor(minor),
  );
  return symbolAfter(language) ? `${number} ${symbol}` : `${symbol}${number}`;
};

/** The language's decimal and thousands separators, for a money input. */
export const separators = (language: string) => {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousands: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
};
