/** Currency symbols stores keep (the default is '₺'), as ISO 4217 codes; a three-letter code is taken as it is. */
const CURRENCY_CODES: Record<string, string> = { '₺': 'TRY', TL: 'TRY', $: 'USD', '€': 'EUR', '£': 'GBP' };

/** The ISO 4217 code of a store's currency (its symbol or code); TRY when it is neither. */
export const currencyCode = (storeCurrency: string): string => {
  const given = storeCurrency.trim();
  if (/^[A-Za-z]{3}$/.test(given)) return given.toUpperCase();
  return CURRENCY_CODES[given] ?? 'TRY';
};
